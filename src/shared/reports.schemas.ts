// Report requests. Dates are the gym's calendar days ('YYYY-MM-DD', GYM_TIMEZONE), both inclusive.
import * as z from 'zod/mini';
import { isCalendarDate } from './calendar.js';

export const REPORT_TYPES = ['membership', 'financial', 'attendance'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

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
  })
  .check(
    z.refine(
      // Only compare two valid dates; their own messages cover the rest. ISO days sort as text.
      (v) => !isCalendarDate(v.startDate) || !isCalendarDate(v.endDate) || v.startDate <= v.endDate,
      { message: 'Start Date must be on or before End Date.', path: ['endDate'] },
    ),
  );

export type FinancialReportInput = z.infer<typeof financialReportInput>;
