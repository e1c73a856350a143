// Report requests. Dates are the gym's calendar days ('YYYY-MM-DD', GYM_TIMEZONE), both inclusive.
import * as z from 'zod/mini';
import { daysBetween, isCalendarDate } from './calendar.js';

/** About ten years: a report over more than that is a mistake, and its per-day list would be huge. */
export const MAX_RANGE_DAYS = 3660;

export const REPORT_TYPES = ['membership', 'financial', 'attendance'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** Where a report downloads as CSV (a plain GET the browser follows with its session cookie). */
export function reportCsvPath(type: ReportType): string {
  return `/reports/${type}.csv`;
}

/** The download link for a report as shown: the same days as its request. */
export function reportCsvUrl(type: ReportType, range?: { startDate: string; endDate: string }): string {
  if (!range) return reportCsvPath(type);
  const query = new URLSearchParams({ startDate: range.startDate, endDate: range.endDate });
  return `${reportCsvPath(type)}?${query.toString()}`;
}

/**
 * The last day a report can reach: a day's instants end where the next day begins, and the day after
 * 9999-12-31 has no 'YYYY-MM-DD' form.
 */
const LAST_REPORT_DAY = '9999-12-30';

function dateField(label: string) {
  const required = `${label} is required.`;
  return z.string({ error: required }).check(
    z.trim(),
    z.minLength(1, required),
    z.refine((v) => v.length === 0 || (isCalendarDate(v) && v <= LAST_REPORT_DAY), 'Enter a valid date.'),
  );
}

/** Two of the gym's days, both included. */
export const dayRangeInput = z
  .strictObject({
    startDate: dateField('Start Date'),
    endDate: dateField('End Date'),
  })
  .check(
    z.refine(
      // Only compare two valid dates; their own messages cover the rest. ISO days sort as text.
      (v) => !isCalendarDate(v.startDate) || !isCalendarDate(v.endDate) || v.startDate <= v.endDate,
      { message: 'Start Date must be on or before End Date.', path: ['endDate'] },
    ),
    z.refine(
      (v) =>
        !isCalendarDate(v.startDate) ||
        !isCalendarDate(v.endDate) ||
        daysBetween(v.startDate, v.endDate) <= MAX_RANGE_DAYS,
      { message: 'Choose a range of at most ten years.', path: ['endDate'] },
    ),
  );

export const financialReportInput = dayRangeInput;

export type FinancialReportInput = z.infer<typeof financialReportInput>;
export type DayRangeInput = z.infer<typeof dayRangeInput>;
