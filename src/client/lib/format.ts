// Instants are stored in UTC and shown in the viewer's own locale and time zone.
import { formatCents } from '../../shared/money.js';

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** '$12.50' — the spec's 'Amount: $' display. */
export function formatMoney(cents: number): string {
  return `$${formatCents(cents)}`;
}
