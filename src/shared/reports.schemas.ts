// Report requests. Dates are calendar days ('YYYY-MM-DD') in the viewer's time zone; the client
// sends its offset from UTC (-new Date().getTimezoneOffset()) so both days count in full.
import * as z from 'zod/mini';

export const REPORT_TYPES = ['membership', 'financial', 'attendance'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** UTC-12:00 .. UTC+14:00, the offsets in use, in minutes. */
export const UTC_OFFSET_MIN = -840;
export const UTC_OFFSET_MAX = 840;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written as YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

function dateField(label: string) {
  const required = `${label} is required.`;
  return z.string({ error: required }).check(
    z.trim(),
    z.minLength(1, required),
    z.refine((v) => v.length === 0 || isCalendarDate(v), 'Enter a valid date.'),
  );
}

export const financialReportInput = z
  .strictObject({
    startDate: dateField('Start Date'),
    endDate: dateField('End Date'),
    utcOffsetMinutes: z._default(
      z
        .int({ error: 'Time zone offset must be a whole number of minutes.' })
        .check(
          z.minimum(UTC_OFFSET_MIN, 'Time zone offset must be between -840 and 840 minutes.'),
          z.maximum(UTC_OFFSET_MAX, 'Time zone offset must be between -840 and 840 minutes.'),
        ),
      0,
    ),
  })
  .check(
    z.refine(
      // Only compare two valid dates; their own messages cover the rest. ISO days sort as text.
      (v) => !isCalendarDate(v.startDate) || !isCalendarDate(v.endDate) || v.startDate <= v.endDate,
      { message: 'Start Date must be on or before End Date.', path: ['endDate'] },
    ),
  );

export type FinancialReportInput = z.infer<typeof financialReportInput>;
