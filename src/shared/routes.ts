// Every page the client serves. The server uses the same list to answer unknown paths with 404.
export const PUBLIC_PATHS = [
  '/',
  '/signin',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/accept-invitation',
  '/confirm-email',
  '/pending-approval',
  '/about',
  '/services',
  '/contact',
  '/login',
] as const;

export const PROTECTED_PREFIXES = ['/admin', '/member', '/user', '/desk'] as const;

export function isClientPath(path: string): boolean {
  if ((PUBLIC_PATHS as readonly string[]).includes(path)) return true;
  return PROTECTED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Pages without the navigation bar: the marketing pages have a header of their own. */
export const MARKETING_PATHS = ['/', '/about', '/services', '/contact'] as const;
