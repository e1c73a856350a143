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
 * Where to go after signing in: back to the page the visitor asked for when it is one of ours and
 * their role may open it, else their own home. Only same-site paths are honoured (no open redirect).
 */
export function afterSignIn(role: Role | null, returnTo: string | null): string {
  const home = homeFor(role);
  if (role === null || !returnTo || !returnTo.startsWith('/') || returnTo.startsWith('//')) return home;
  if (returnTo.includes('\\')) return home;
  return dashboardOf(returnTo) !== null && canOpen(returnTo, role) ? returnTo : home;
}
