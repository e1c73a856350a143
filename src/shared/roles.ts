// Who may open which dashboard. The server enforces roles on every procedure (permissions.ts is the
// one table); the client uses these only to route people to a page they can use.
export const STAFF_ROLES = ['admin', 'manager', 'frontdesk', 'trainer'] as const;
export const ROLES = [...STAFF_ROLES, 'member'] as const;
export type Role = (typeof ROLES)[number];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  manager: 'Manager',
  frontdesk: 'Front desk',
  trainer: 'Trainer',
  member: 'Member',
};

export function isStaff(role: Role | null): role is StaffRole {
  return role !== null && (STAFF_ROLES as readonly string[]).includes(role);
}

/** The roles that run the front desk, and so may open the shared self check-in tablet. */
export const DESK_ROLES = ['admin', 'manager', 'frontdesk'] as const satisfies readonly StaffRole[];

export type Dashboard = '/admin' | '/member' | '/user' | '/desk';

export function homeFor(role: Role | null): Exclude<Dashboard, '/user' | '/desk'> | '/pending-approval' {
  if (isStaff(role)) return '/admin';
  if (role === 'member') return '/member';
  return '/pending-approval';
}

/** /user is for any approved account; /admin for staff, /member for members, /desk for desk staff. */
export function canOpen(path: string, role: Role | null): boolean {
  const section = dashboardOf(path);
  if (section === null) return true;
  if (role === null) return false;
  if (section === '/user') return true;
  if (section === '/desk') return (DESK_ROLES as readonly string[]).includes(role);
  return section === homeFor(role);
}

export function dashboardOf(path: string): Dashboard | null {
  for (const dashboard of ['/admin', '/member', '/user', '/desk'] as const) {
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
