import type { GymFormat } from '../../../shared/format.js';
import type { Report } from './fetchReport.js';

export type MembershipReport = Extract<Report, { type: 'membership' }>;
export type FinancialReport = Extract<Report, { type: 'financial' }>;
export type AttendanceReport = Extract<Report, { type: 'attendance' }>;

const wallHour = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`;

/** 7 -> '7:00 AM-8:00 AM' ('07:00-08:00' in en-GB): an hour of the gym's day, on its clock. */
export function hourOfDay(format: GymFormat, hour: number): string {
  return format.hoursRange(wallHour(hour), wallHour(hour + 1));
}
