import { hashPassword, verifyPassword } from '../../auth/password.js';
import type { SessionLayer } from '../../auth/sessions.js';
import type { Db } from '../../db/schema.js';
import { recordEvent } from '../events/events.queries.js';
import { findPasswordHash, updatePasswordHash } from './auth.queries.js';

/** Changes the password after checking the current one; ends every other session of the account. */
export async function changePassword(
  deps: { db: Db; sessions: SessionLayer },
  input: { userId: string; sessionId: string; currentPassword: string; newPassword: string; ip: string },
): Promise<boolean> {
  const currentHash = await findPasswordHash(deps.db, input.userId);
  if (!currentHash || !(await verifyPassword(currentHash, input.currentPassword))) return false;
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction().execute(async (tx) => {
    await updatePasswordHash(tx, input.userId, passwordHash);
    await recordEvent(tx, { type: 'password_changed', actorId: input.userId, subject: input.userId, ip: input.ip });
  });
  await deps.sessions.invalidateAllForUser(input.userId, input.sessionId);
  return true;
}
