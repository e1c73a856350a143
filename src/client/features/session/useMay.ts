// Whether the signed-in user may call a procedure: the server's permission table, asked by the
// screens only to hide what the server would refuse (it refuses anyway).
import { may, type Permission } from '../../../shared/permissions.js';
import { useSession } from './useSession.js';

export function useMay(): (name: Permission) => boolean {
  const role = useSession().user?.role;
  return (name) => may(role, name);
}
