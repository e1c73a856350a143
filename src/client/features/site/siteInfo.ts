// The links shared by the marketing header and footer, in reading order. The gym's own details
// (name, address, phone, hours) come from its settings (site.settings), never from here.
export const SITE_LINKS = [
  { href: '/about', label: 'About' },
  { href: '/services', label: 'Services' },
  { href: '/contact', label: 'Contact' },
  { href: '/signin', label: 'Sign In' },
] as const;
