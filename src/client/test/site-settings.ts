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
