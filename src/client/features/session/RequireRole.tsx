// Client-side routing guard. The server enforces every role on every procedure; this only sends
// people to a page they can use: visitors to sign-in (and back afterwards), others to their own home.
import type { ReactNode } from 'react';
import { Redirect, useLocation, useRouter } from 'wouter';
import { canOpen, homeFor } from '../../../shared/roles.js';
import { useSession } from './useSession.js';

export function RequireRole({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const location = useAbsoluteLocation();
  // Inside a nested route (/admin nests its sections) paths are relative to it; '~' makes them absolute.
  if (!user) return <Redirect to={`~/signin?returnTo=${encodeURIComponent(location)}`} replace />;
  if (!canOpen(location, user.role)) return <Redirect to={`~${homeFor(user.role)}`} replace />;
  return <>{children}</>;
}

/** The full path, even inside a nested route, where useLocation gives it relative to the nest's base. */
function useAbsoluteLocation(): string {
  const { base } = useRouter();
  const [relative] = useLocation();
  if (relative.startsWith('~')) return relative.slice(1);
  return `${base}${relative === '/' && base ? '' : relative}`;
}
