// Instants are stored in UTC and shown in the viewer's own locale and time zone. Calendar days
// ('YYYY-MM-DD': due dates, payment dates) are the gym's days and are shown as written, never shifted.
import { monthLabel } from '../../shared/calendar.js';
import { formatCents } from '../../shared/money.js';

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** '2026-12-01' -> '1 Dec 2026'. */
export function formatDay(date: string): string {
  return `${Number(date.slice(8, 10))} ${monthLabel(date)}`;
}

/** '$12.50' — the spec's 'Amount: $' display. */
export function formatMoney(cents: number): string {
  return `$${formatCents(cents)}`;
}

/** 123450 -> '1234.50': cents as text an amount field accepts and a person can edit. */
export function centsToAmountText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The browser's own calendar day, 'YYYY-MM-DD' (a date input's value). */
export function todayInBrowser(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** '1 member', '3 members'. */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

const zonedFormats = new Map<string, Intl.DateTimeFormat>();

function zonedFormat(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let format = zonedFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, ...options });
    zonedFormats.set(key, format);
  }
  return format;
}

/**
 * '18:05' on the gym's clock. Check-ins and class times are the gym's, so they are shown in its time
 * zone (GYM_TIMEZONE, from site.settings), not the viewer's.
 */
export function formatGymTime(iso: string, timeZone: string): string {
  return zonedFormat(timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/** 'Tue 24 Nov, 18:00' on the gym's clock. */
export function formatGymDayTime(iso: string, timeZone: string): string {
  const parts = zonedFormat(timeZone, { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(iso));
  return `${parts.replace(',', '')}, ${formatGymTime(iso, timeZone)}`;
}
