import { describe, expect, it } from 'vitest';
import { createGymFormat } from '../../../shared/format.js';
import { describeEvent } from './member-page.history.js';

const plans = new Map([
  ['p-std', 'Standard'],
  ['p-gold', 'Gold'],
]);

describe('describeEvent', () => {
  it.each([
    ['en-US', 'Membership cancelled; ends on Nov 22, 2026', 'Plan changed from Standard to Gold from Dec 1, 2026'],
    ['en-GB', 'Membership cancelled; ends on 22 Nov 2026', 'Plan changed from Standard to Gold from 1 Dec 2026'],
    ['de-DE', 'Membership cancelled; ends on 22.11.2026', 'Plan changed from Standard to Gold from 01.12.2026'],
  ])('writes the days of an event in the gym’s date style (%s)', (locale, cancelled, changed) => {
    const format = createGymFormat({ locale, currency: 'EUR', timeZone: 'UTC' });
    expect(describeEvent('admin.membership_cancelled', { endsOn: '2026-11-22' }, plans, format)).toBe(cancelled);
    expect(
      describeEvent('admin.plan_changed', { from: 'p-std', to: 'p-gold', effectiveFrom: '2026-12-01' }, plans, format),
    ).toBe(changed);
  });
});
