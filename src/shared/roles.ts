// Who may open which dashboard. The server enforces roles on every procedure; the client uses the
// same table only to route people to a page they can use.
export const ROLES = ['admin', 'member'] as const;
export type Role = (typeof ROLES)[number];

export type Dashboard = '/admin' | '/member' | '/user';

export function homeFor(role: Role | null): Dashboard | '/pending-approval' {
  if (role === 'admin') return '/admin';
  if (role === 'member') return '/member';
  return '/pending-approval';
}

/** /user is for any approved account; /admin and /member for their own role only. */
export function canOpen(path: string, role: Role | null): boolean {
  const section = dashboardOf(path);
  if (section === null) return true;
  if (role === null) return false;
  if (section === '/user') return true;
  return section === homeFor(role);
}

export function dashboardOf(path: string): Dashboard | null {
  for (const dashboard of ['/admin', '/member', '/user'] as const) {
    if (path === dashboard || path.startsWith(`${dashboard}/`)) return dashboard;
  }
  return null;
}

/**
 * A path the sign-in page may send someone back to: written the one way our own router writes paths
 * — '/', then segments of letters, digits, '-' and '_', no empty, '.' or '..' segment, no
 * %-escapes, backslashes or other hosts — with an optional plain query string (list filters).
 * Anything else is refused rather than repaired, so no spelling of '//evil.example' gets through.
 */
const RETURN_PATH = /^(\/[A-Za-z0-9_-]+)+(\?[A-Za-z0-9_=&.+-]*)?$/;

export function isSafeReturnPath(path: string): boolean {
  return RETURN_PATH.test(path);
}

/**
 * Where to go after signing in: back to the page the visitor asked for when it is one of our
 * dashboards and their role may open it, else their own home (no open redirect).
 */
export function afterSignIn(role: Role | null, returnTo: string | null): string {
  const home = homeFor(role);
  if (role === null || !returnTo || !isSafeReturnPath(returnTo)) return home;
  const path = returnTo.split('?')[0] as string;
  return dashboardOf(path) !== null && canOpen(path, role) ? returnTo : home;
}
