// The gym as site.settings answers for a fresh install in the tests' defaults (USD, en-US, UTC), with
// whatever a test needs changed. Typed from AppRouter, so a changed answer breaks this at compile time.
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../server/trpc/router.js';
import { DEFAULT_GYM_NAME, DEFAULT_OPENING_HOURS } from '../../shared/settings.schemas.js';

export type SiteSettings = inferRouterOutputs<AppRouter>['site']['settings'];

export function siteSettings(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return {
    version: 1,
    today: '2026-11-20',
    name: DEFAULT_GYM_NAME,
    tagline: '',
    street: '',
    city: '',
    phone: '',
    email: '',
    website: '',
    about: '',
    hours: DEFAULT_OPENING_HOURS,
    logoUrl: null,
    timeZone: 'UTC',
    currency: 'USD',
    locale: 'en-US',
    bookingCancelHours: 2,
    ...overrides,
  };
}

/**
 * A gym whose owner has filled in Settings: its name and logo, contact details, an "About us" text,
 * its own hours (Saturday mornings, closed on Sunday) and a British locale.
 */
export const CONFIGURED_GYM: SiteSettings = siteSettings({
  name: 'Iron Works Gym',
  tagline: 'Strength training in an old mill',
  street: '12 Mill Lane',
  city: 'Leeds LS1 4AB',
  phone: '+44 (0)113 496 0000',
  email: 'hello@ironworks.example',
  website: 'https://ironworks.example/',
  about: 'We opened in 2009 in a former textile mill.\n\nEvery member gets a free technique session.',
  hours: {
    ...DEFAULT_OPENING_HOURS,
    sat: { closed: false, opens: '08:00', closes: '14:00' },
    sun: { closed: true, opens: '08:00', closes: '20:00' },
  },
  logoUrl: '/gym/logo?v=3',
  timeZone: 'Europe/London',
  currency: 'GBP',
  locale: 'en-GB',
});
