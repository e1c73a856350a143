// The calendar's plain days: which texts are days and wall-clock times, and counting days and weekdays.
// Months and billing periods are in calendar.periods.test.ts, time zones in calendar.zones.test.ts.
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isCalendarDate, isoWeekday, isWallTime } from './calendar.js';
import { seededRandom } from './test/seeded-random.js';

describe('isCalendarDate', () => {
  it.each(['2026-02-28', '2028-02-29', '2000-02-29', '2026-12-31', '0001-01-01', '9999-12-31'])(
    'accepts %s',
    (text) => {
      expect(isCalendarDate(text)).toBe(true);
    },
  );

  it.each([
    '2026-02-29', // not a leap year
    '2100-02-29', // century, not divisible by 400
    '2026-02-30',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '0000-01-01',
    '2026-1-05',
    '26-01-05',
    '2026/01/05',
    ' 2026-01-05',
    '2026-01-05T00:00',
    '２０２６-01-05',
    '',
  ])('rejects %j', (text) => {
    expect(isCalendarDate(text)).toBe(false);
  });
});

describe('isWallTime', () => {
  it.each(['00:00', '09:05', '12:30', '23:59'])('accepts %s', (text) => {
    expect(isWallTime(text)).toBe(true);
  });

  it.each(['24:00', '23:60', '7:00', '07:5', '07:05 ', '07:05:00', '0705', '-1:00', ''])('rejects %j', (text) => {
    expect(isWallTime(text)).toBe(false);
  });
});

describe('day arithmetic', () => {
  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-03-28', 2, '2026-03-30'], // across London's clock change: days are days
    ['2026-01-31', 365, '2027-01-31'],
    ['1970-01-01', -1, '1969-12-31'],
  ])('addDays(%s, %i) is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('agrees with Date over thousands of random days and offsets', () => {
    const random = seededRandom(7);
    for (let i = 0; i < 3000; i++) {
      const startMs = Date.UTC(1950, 0, 1) + random(60_000) * 86_400_000;
      const days = random(4000) - 2000;
      const start = new Date(startMs).toISOString().slice(0, 10);
      const expected = new Date(startMs + days * 86_400_000).toISOString().slice(0, 10);
      expect(addDays(start, days)).toBe(expected);
      expect(daysBetween(start, expected)).toBe(days);
    }
  });

  it('counts days between dates, negative backwards', () => {
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
    expect(daysBetween('2026-03-31', '2026-03-01')).toBe(-30);
    expect(daysBetween('2026-05-05', '2026-05-05')).toBe(0);
  });

  it.each([
    ['2026-03-29', 7],
    ['2026-03-30', 1],
    ['2026-12-31', 4],
    ['2000-01-01', 6],
    ['1970-01-01', 4],
    ['1969-12-31', 3],
  ])('isoWeekday(%s) is %i', (date, weekday) => {
    expect(isoWeekday(date)).toBe(weekday);
  });

  it('refuses malformed input instead of guessing', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-02-01', 1.5)).toThrow(RangeError);
    expect(() => daysBetween('2026-02-01', 'tomorrow')).toThrow(RangeError);
  });
});
