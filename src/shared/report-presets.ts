// The date presets beside a report's date fields. Each is a range of the gym's calendar days, both
// included, counted from the gym's today (the server's day in GYM_TIMEZONE, never the browser's), so
// "This month" at 23:30 in the gym is still this month even where the admin's laptop says tomorrow.
import { addDays, addMonthsClamped, type CalendarDate } from './calendar.js';

export const REPORT_PRESETS = ['thisMonth', 'lastMonth', 'thisYear', 'last30Days'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

export const REPORT_PRESET_LABELS: Record<ReportPreset, string> = {
  thisMonth: 'This month',
  lastMonth: 'Last month',
  thisYear: 'This year',
  last30Days: 'Last 30 days',
};

/** What a report opens on. */
export const DEFAULT_REPORT_PRESET: ReportPreset = 'thisMonth';

/** A type, not an interface: a form's values are a plain record of texts. */
export type PresetRange = {
  startDate: CalendarDate;
  endDate: CalendarDate;
};

/**
 * The days a preset covers on `today`. Ranges that contain today end on it: the days after it have
 * nothing yet, and "This month" then matches the dashboard's "Collected this month".
 */
export function presetRange(preset: ReportPreset, today: CalendarDate): PresetRange {
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  switch (preset) {
    case 'thisMonth':
      return { startDate: firstOfMonth, endDate: today };
    case 'lastMonth':
      return { startDate: addMonthsClamped(firstOfMonth, -1), endDate: addDays(firstOfMonth, -1) };
    case 'thisYear':
      return { startDate: `${today.slice(0, 4)}-01-01`, endDate: today };
    case 'last30Days':
      return { startDate: addDays(today, -29), endDate: today };
  }
}

/**
 * The preset whose days these are on `today`, or null for days typed by hand: the pressed preset
 * always tells the truth about the fields beside it. On the 1st, "This month" and "Last 30 days"
 * can't both match, but early in January "This month" and "This year" can: the first listed wins.
 */
export function presetOf(range: PresetRange, today: CalendarDate): ReportPreset | null {
  for (const preset of REPORT_PRESETS) {
    const days = presetRange(preset, today);
    if (days.startDate === range.startDate && days.endDate === range.endDate) return preset;
  }
  return null;
}
