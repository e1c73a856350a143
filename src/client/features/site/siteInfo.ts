// The gym's public details, shown on the contact page and in the footer. One place to change them.
export const BUSINESS_HOURS = ['Mon-Fri 6:00 AM-10:00 PM', 'Sat-Sun 8:00 AM-8:00 PM'] as const;

export const CONTACT = {
  name: 'Palaestra Fitness',
  street: '123 Main Street',
  city: 'Springfield',
  phone: '(555) 123-4567',
  phoneHref: 'tel:+15551234567',
  email: 'hello@palaestra.example',
} as const;

/** Shown when a valid contact form is submitted: nothing receives online messages yet. */
export const CONTACT_UNAVAILABLE =
  'Online messages are not available yet. Please call or email us using the details on this page.';

/** The links shared by the marketing header and footer, in reading order. */
export const SITE_LINKS = [
  { href: '/about', label: 'About' },
  { href: '/services', label: 'Services' },
  { href: '/contact', label: 'Contact' },
  { href: '/signin', label: 'Sign In' },
] as const;
