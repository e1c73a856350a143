import type { SettingsSeed } from '../../shared/settings.schemas.js';

/** The documented defaults (loadConfig({}).gym): the gym every test database starts as. */
export const TEST_GYM: SettingsSeed = {
  timeZone: 'UTC',
  billingDueDays: 14,
  checkinGraceDays: 30,
  bookingCancelHours: 2,
  currency: 'USD',
};
