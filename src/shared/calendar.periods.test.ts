// Months and billing periods: a member billed from the 31st stays on month ends, periods are counted
// from their anchor.
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonthsClamped,
  type BillingPeriod,
  type CalendarDate,
  dayOfMonthOf,
  periodIndexOn,
  periodStart,
} from './calendar.js';
import { seededRandom } from './test/seeded-random.js';

describe('addMonthsClamped', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2026-01-31', 2, '2026-03-31'],
    ['2026-01-31', 3, '2026-04-30'],
    ['2026-01-30', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2024-02-29', 48, '2028-02-29'],
    ['2026-12-31', 2, '2027-02-28'],
    ['2026-01-15', 13, '2027-02-15'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-01-15', -13, '2024-12-15'],
    ['2026-05-20', 0, '2026-05-20'],
  ])('addMonthsClamped(%s, %i) is %s', (anchor, months, expected) => {
    expect(addMonthsClamped(anchor, months)).toBe(expected);
  });

  it('bills a member who joined on 31 January on each month end, never drifting', () => {
    const billingDays = Array.from({ length: 13 }, (_, index) => periodStart('2026-01-31', 'monthly', index));
    expect(billingDays).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
      '2026-11-30',
      '2026-12-31',
      '2027-01-31',
    ]);
  });
});

describe('billing periods', () => {
  it('starts quarterly and yearly periods from the anchor, clamped only where the month is short', () => {
    expect([0, 1, 2, 3, 4].map((index) => periodStart('2025-11-30', 'quarterly', index))).toEqual([
      '2025-11-30',
      '2026-02-28',
      '2026-05-30',
      '2026-08-30',
      '2026-11-30',
    ]);
    expect([0, 1, 2, 3, 4].map((index) => periodStart('2024-02-29', 'yearly', index))).toEqual([
      '2024-02-29',
      '2025-02-28',
      '2026-02-28',
      '2027-02-28',
      '2028-02-29',
    ]);
  });

  it.each<[CalendarDate, BillingPeriod, CalendarDate, number]>([
    ['2026-01-31', 'monthly', '2026-01-31', 0],
    ['2026-01-31', 'monthly', '2026-02-27', 0],
    ['2026-01-31', 'monthly', '2026-02-28', 1],
    ['2026-01-31', 'monthly', '2026-03-30', 1],
    ['2026-01-31', 'monthly', '2026-03-31', 2],
    ['2026-01-31', 'quarterly', '2026-04-29', 0],
    ['2026-01-31', 'quarterly', '2026-04-30', 1],
    ['2026-01-31', 'quarterly', '2026-07-30', 1],
    ['2026-01-31', 'quarterly', '2026-07-31', 2],
    ['2025-11-30', 'quarterly', '2026-02-27', 0],
    ['2025-11-30', 'quarterly', '2026-02-28', 1],
    ['2025-11-30', 'quarterly', '2026-05-29', 1],
    ['2024-02-29', 'yearly', '2025-02-27', 0],
    ['2024-02-29', 'yearly', '2025-02-28', 1],
    ['2024-02-29', 'yearly', '2028-02-28', 3],
    ['2024-02-29', 'yearly', '2028-02-29', 4],
    ['2026-01-31', 'monthly', '2026-01-30', -1],
  ])('periodIndexOn(%s, %s, %s) is %i', (anchor, period, date, index) => {
    expect(periodIndexOn(anchor, period, date)).toBe(index);
  });

  it('agrees with periodStart for thousands of random anchors, dates and period boundaries', () => {
    const random = seededRandom(2026);
    const periods: BillingPeriod[] = ['monthly', 'quarterly', 'yearly'];
    for (let i = 0; i < 5000; i++) {
      const period = periods[random(3)] ?? 'monthly';
      // Half the anchors sit on days 28–31 (clamped to the month), where off-by-one errors live.
      const dayOfMonth = random(2) === 0 ? 1 + random(27) : 28 + random(4);
      const anchor = addMonthsClamped(`2000-01-${String(dayOfMonth).padStart(2, '0')}`, random(400));
      const date = addDays(anchor, random(5000));
      const index = periodIndexOn(anchor, period, date);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(periodStart(anchor, period, index) <= date).toBe(true);
      expect(periodStart(anchor, period, index + 1) > date).toBe(true);

      const boundary = random(60);
      expect(periodIndexOn(anchor, period, periodStart(anchor, period, boundary))).toBe(boundary);
      expect(periodIndexOn(anchor, period, addDays(periodStart(anchor, period, boundary + 1), -1))).toBe(boundary);
    }
  });
});

describe('a billing day the anchor date cannot show', () => {
  it('keeps "the 31st" when the anchor is a clamped 28 February', () => {
    expect(addMonthsClamped('2026-02-28', 1, 31)).toBe('2026-03-31');
    expect(addMonthsClamped('2026-02-28', 2, 31)).toBe('2026-04-30');
    expect(addMonthsClamped('2026-02-28', 0, 31)).toBe('2026-02-28');
    expect(periodStart('2026-02-28', 'quarterly', 1, 31)).toBe('2026-05-31');
    expect(periodIndexOn('2026-02-28', 'monthly', '2026-03-30', 31)).toBe(0);
    expect(periodIndexOn('2026-02-28', 'monthly', '2026-03-31', 31)).toBe(1);
    expect(dayOfMonthOf('2026-02-28')).toBe(28);
  });

  it('refuses a day of month that no month has', () => {
    expect(() => addMonthsClamped('2026-02-28', 1, 32)).toThrow(RangeError);
    expect(() => addMonthsClamped('2026-02-28', 1, 0)).toThrow(RangeError);
  });
});
