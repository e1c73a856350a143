import type { Report } from './fetchReport.js';

export type MembershipReport = Extract<Report, { type: 'membership' }>;
export type FinancialReport = Extract<Report, { type: 'financial' }>;
export type AttendanceReport = Extract<Report, { type: 'attendance' }>;

/** '2026-03-01' -> '1 Mar': a short chart label (the table has the full day). */
export function shortDay(day: string): string {
  const month = new Date(`${day}T00:00:00Z`).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
  return `${Number(day.slice(8, 10))} ${month}`;
}

/** 7 -> '07:00': an hour of the gym's day. */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** Whole dollars for a chart axis: 123456 -> '$1,235'. */
export function axisDollars(cents: number): string {
  return `$${Math.round(cents / 100).toLocaleString('en-US')}`;
}
