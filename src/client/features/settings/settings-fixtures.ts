// Test data for the Settings section: settings.get as a fresh install in the tests' defaults answers
// it (USD, en-US, UTC), with whatever a test needs changed, and settings.get over a row that the
// tests' save handlers change (so a reload after a save shows what was saved).
import { vi } from 'vitest';
import { DEFAULT_GYM_NAME, DEFAULT_OPENING_HOURS } from '../../../shared/settings.schemas.js';
import { trpcQuery } from '../../test/trpc-msw.js';
import type { AdminSettings } from './types.js';

export function adminSettings(overrides: Partial<AdminSettings> = {}): AdminSettings {
  return {
    version: 3,
    name: DEFAULT_GYM_NAME,
    tagline: '',
    street: '',
    city: '',
    phone: '',
    email: '',
    website: '',
    about: '',
    hours: DEFAULT_OPENING_HOURS,
    logo: null,
    logoUrl: null,
    currency: 'USD',
    locale: 'en-US',
    taxName: '',
    taxRateBasisPoints: 0,
    taxRate: '',
    taxId: '',
    receiptFooter: '',
    timeZone: 'UTC',
    billingDueDays: 14,
    checkinGraceDays: 30,
    bookingCancelHours: 2,
    checklistHidden: false,
    waiver: { text: '', version: 0, updatedAt: null },
    pauseAutoApprove: false,
    classReminderHours: 3,
    weightUnit: 'kg',
    currencyLocked: false,
    ...overrides,
  };
}

/** A gym with its details filled in. */
export const IRON_HOUSE = adminSettings({
  name: 'Iron House',
  tagline: 'Lift for life',
  street: '12 Forge Lane',
  city: 'Leeds',
  phone: '+44 113 496 0000',
  email: 'hello@ironhouse.example',
  website: 'https://ironhouse.example',
  about: 'A friendly gym.\n\nOpen to all.',
  hours: { ...DEFAULT_OPENING_HOURS, sun: { closed: true, opens: '09:00', closes: '13:00' } },
  logo: { type: 'image/png', version: 7 },
  logoUrl: '/gym/logo?v=7',
  currency: 'GBP',
  locale: 'en-GB',
  taxName: 'VAT',
  taxRateBasisPoints: 2000,
  taxRate: '20',
  taxId: 'GB123456789',
  receiptFooter: 'Thank you for training with us.',
  timeZone: 'Europe/London',
  billingDueDays: 10,
  checkinGraceDays: 7,
  bookingCancelHours: 4,
});

/** settings.get answering from `row`, which a test may change; `get` counts the loads. */
export function settingsState(initial: AdminSettings) {
  const state = { row: { ...initial } };
  const get = vi.fn(() => state.row);
  return { state, get, handler: trpcQuery('settings.get', get) };
}
