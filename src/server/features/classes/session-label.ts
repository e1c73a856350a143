import { monthLabel, wallTimeInZone } from '../../../shared/calendar.js';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** "Tue 24 Nov 2026, 18:00" on the gym's clock, for notifications and mail. */
export function sessionLabel(startsAt: string, timeZone: string): string {
  const local = wallTimeInZone(new Date(startsAt), timeZone);
  const time = `${String(local.hour).padStart(2, '0')}:${String(local.minute).padStart(2, '0')}`;
  return `${WEEKDAYS[local.weekday - 1]} ${Number(local.date.slice(8, 10))} ${monthLabel(local.date)}, ${time}`;
}
