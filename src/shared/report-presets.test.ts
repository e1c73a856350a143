// Report date presets: a table of the gym's todays and the days each preset covers, across month,
// year and leap-day boundaries.
import { describe, expect, it } from 'vitest';
import { presetOf, presetRange, REPORT_PRESETS, type ReportPreset } from './report-presets.js';

const CASES: ReadonlyArray<[today: string, preset: ReportPreset, startDate: string, endDate: string]> = [
  ['2026-03-10', 'thisMonth', '2026-03-01', '2026-03-10'],
  ['2026-03-10', 'lastMonth', '2026-02-01', '2026-02-28'],
  ['2026-03-10', 'thisYear', '2026-01-01', '2026-03-10'],
  ['2026-03-10', 'last30Days', '2026-02-09', '2026-03-10'],
  // The first of a month: this month is one day; last month is the whole of the one before.
  ['2026-03-01', 'thisMonth', '2026-03-01', '2026-03-01'],
  ['2026-03-01', 'lastMonth', '2026-02-01', '2026-02-28'],
  ['2026-03-01', 'last30Days', '2026-01-31', '2026-03-01'],
  // The last day of a month.
  ['2026-01-31', 'thisMonth', '2026-01-01', '2026-01-31'],
  ['2026-05-31', 'lastMonth', '2026-04-01', '2026-04-30'],
  // Across the year: January's last month is December of the year before.
  ['2026-01-01', 'thisMonth', '2026-01-01', '2026-01-01'],
  ['2026-01-01', 'lastMonth', '2025-12-01', '2025-12-31'],
  ['2026-01-01', 'thisYear', '2026-01-01', '2026-01-01'],
  ['2026-01-01', 'last30Days', '2025-12-03', '2026-01-01'],
  ['2026-12-31', 'thisYear', '2026-01-01', '2026-12-31'],
  ['2026-12-31', 'lastMonth', '2026-11-01', '2026-11-30'],
  // Leap years: February has 29 days in 2028, 28 in 2100.
  ['2028-03-15', 'lastMonth', '2028-02-01', '2028-02-29'],
  ['2100-03-15', 'lastMonth', '2100-02-01', '2100-02-28'],
  // The leap day is one of the thirty: from 1 March 2028 they start on 1 February, not 31 January.
  ['2028-03-01', 'last30Days', '2028-02-01', '2028-03-01'],
];

describe('presetRange', () => {
  it.each(CASES)('on %s, %s is %s to %s', (today, preset, startDate, endDate) => {
    expect(presetRange(preset, today)).toEqual({ startDate, endDate });
  });

  it('"Last 30 days" is thirty days, today included', () => {
    const { startDate, endDate } = presetRange('last30Days', '2026-07-15');
    expect([startDate, endDate]).toEqual(['2026-06-16', '2026-07-15']);
  });
});

describe('presetOf', () => {
  it('names the preset whose days the fields hold', () => {
    for (const preset of REPORT_PRESETS) {
      expect(presetOf(presetRange(preset, '2026-03-10'), '2026-03-10')).toBe(preset);
    }
  });

  it('names none for days typed by hand', () => {
    expect(presetOf({ startDate: '2026-03-02', endDate: '2026-03-10' }, '2026-03-10')).toBeNull();
    expect(presetOf({ startDate: '', endDate: '' }, '2026-03-10')).toBeNull();
  });

  it('names the first listed when two presets cover the same days (in January, this month is this year)', () => {
    expect(presetOf({ startDate: '2026-01-01', endDate: '2026-01-20' }, '2026-01-20')).toBe('thisMonth');
  });

  it('no longer names "This month" once the gym\'s day has moved on', () => {
    expect(presetOf({ startDate: '2026-03-01', endDate: '2026-03-10' }, '2026-03-11')).toBeNull();
  });
});
