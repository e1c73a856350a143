import { describe, expect, it } from 'vitest';
import { sessionLabel } from './session-label.js';

describe('sessionLabel', () => {
  it.each([
    [{ locale: 'en-US', currency: 'USD', timeZone: 'UTC' }, 'Mon, Nov 23, 6:00 PM'],
    [{ locale: 'en-GB', currency: 'GBP', timeZone: 'Europe/London' }, 'Mon 23 Nov, 18:00'],
    // 18:00 UTC is 13:00 in New York: the gym's clock, not the server's.
    [{ locale: 'en-US', currency: 'USD', timeZone: 'America/New_York' }, 'Mon, Nov 23, 1:00 PM'],
  ])('names a session in the gym’s locale and on its clock (%j)', (gym, label) => {
    expect(sessionLabel('2026-11-23T18:00:00.000Z', gym)).toBe(label);
  });
});
