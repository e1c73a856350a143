// A member's private calendar feed: a random token (32 bytes, base64url) whose SHA-256 is stored, one
// per member; regenerating replaces it, "Stop sharing" deletes it. The feed is built from sources of
// items: class bookings and personal-training appointments.
import { createEvents, type EventAttributes } from 'ics';
import { CALENDAR_FEED_PAST_DAYS, calendarFeedPath } from '../../../shared/calendar-feed.schemas.js';
import type { GymSettings } from '../../../shared/settings.schemas.js';
import type { DbOrTx } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import { hashToken, newToken } from '../../lib/hash.js';
import { feedAppointmentsQuery } from '../appointments/appointments.queries.js';
import { recordEvent } from '../events/events.queries.js';
import {
  deleteCalendarFeed,
  feedBookings,
  findCalendarFeedByHash,
  replaceCalendarFeed,
  touchCalendarFeed,
} from './calendar-feed.queries.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A calendar polls every few minutes to hours; noting each read would write on every poll. */
const READ_NOTE_EVERY_MS = 60 * 60 * 1000;
/** Enough for years of weekly classes ahead; a feed never grows without bound. */
const FEED_ITEMS_MAX = 1000;

/** One entry of the feed, whatever it comes from. */
export interface FeedItem {
  /** Stable for the same booking across reads, so calendars update rather than duplicate. */
  uid: string;
  start: Date;
  end: Date;
  title: string;
  description: string;
  cancelled: boolean;
  updatedAt: Date;
}

/** Class bookings: booked or on the waiting list, from `from` on; a cancelled session says so. */
async function classBookingItems(db: DbOrTx, memberId: string, from: Date): Promise<FeedItem[]> {
  const rows = await feedBookings(db, memberId, from.toISOString(), FEED_ITEMS_MAX);
  return rows.map((row) => ({
    uid: `booking-${row.id}@palaestra`,
    start: new Date(row.startsAt),
    end: new Date(row.endsAt),
    title: row.status === 'waitlisted' ? `${row.className} (waiting list)` : row.className,
    description: row.trainer ? `With ${row.trainer}` : '',
    cancelled: row.sessionStatus === 'cancelled',
    updatedAt: new Date(row.updatedAt),
  }));
}

/** Personal-training appointments from `from` on; a cancelled one says so. */
async function appointmentItems(db: DbOrTx, memberId: string, from: Date): Promise<FeedItem[]> {
  const rows = await feedAppointmentsQuery(db, memberId, from.toISOString(), FEED_ITEMS_MAX).execute();
  return rows.map((row) => ({
    uid: `pt-appointment-${row.id}@palaestra`,
    start: new Date(row.startsAt),
    end: new Date(row.endsAt),
    title: row.serviceName,
    description: `Personal training with ${row.trainerName}`,
    cancelled: row.status === 'cancelled',
    updatedAt: new Date(row.updatedAt),
  }));
}

function locationOf(gym: GymSettings): string {
  return [gym.name, gym.street, gym.city].filter((part) => part.trim() !== '').join(', ');
}

/** RFC 5545 text (CRLF, folded lines) from `ics`; times in UTC. */
export function icsOf(items: FeedItem[], gym: GymSettings, now: Date): string {
  const events: EventAttributes[] = items.map((item) => ({
    uid: item.uid,
    start: item.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: item.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: item.title,
    description: item.description || undefined,
    location: locationOf(gym) || undefined,
    status: item.cancelled ? 'CANCELLED' : 'CONFIRMED',
    lastModified: item.updatedAt.getTime(),
    // DTSTAMP from the app's clock rather than the library's Date.now().
    ...({ timestamp: now.getTime() } as object),
  }));
  const header = { productId: 'palaestra/calendar-feed', calName: gym.name, method: 'PUBLISH' };
  if (events.length === 0) return emptyCalendar(header.productId, gym.name);
  const { error, value } = createEvents(events, header);
  if (error || value === null) throw error ?? new Error('the calendar feed could not be written');
  return value;
}

/** `ics` refuses an empty list; a member with no bookings still gets a valid, empty calendar. */
function emptyCalendar(productId: string, calName: string): string {
  const escaped = calName.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `PRODID:${productId}`,
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escaped}`,
    'X-PUBLISHED-TTL:PT1H',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** The feed for a token, or null when no open member's feed has it (unknown or revoked). */
export async function calendarFeedFor(db: DbOrTx, token: string, gym: GymSettings, now: Date): Promise<string | null> {
  const tokenHash = hashToken(token);
  const feed = await findCalendarFeedByHash(db, tokenHash);
  if (!feed) return null;
  const from = new Date(now.getTime() - CALENDAR_FEED_PAST_DAYS * DAY_MS);
  const items = [
    ...(await classBookingItems(db, feed.userId, from)),
    ...(await appointmentItems(db, feed.userId, from)),
  ].sort((a, b) => a.start.getTime() - b.start.getTime());
  await touchCalendarFeed(db, tokenHash, now.toISOString(), new Date(now.getTime() - READ_NOTE_EVERY_MS).toISOString());
  return icsOf(items, gym, now);
}

/** "Create calendar link" (or a new one): the URL is shown once; only its hash is kept. */
export async function createCalendarFeed(
  db: DbOrTx,
  member: { id: string; ip: string },
  appUrl: URL,
  now: Date,
): Promise<{ url: string; webcalUrl: string }> {
  const token = newToken();
  await inTransaction(db, async (tx) => {
    await replaceCalendarFeed(tx, { userId: member.id, tokenHash: hashToken(token), createdAt: now.toISOString() });
    await recordEvent(tx, { type: 'member.calendar_feed_created', actorId: member.id, subject: member.id });
  });
  const url = new URL(calendarFeedPath(token), appUrl).toString();
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
}

export async function revokeCalendarFeed(db: DbOrTx, memberId: string): Promise<{ revoked: boolean }> {
  return inTransaction(db, async (tx) => {
    const revoked = await deleteCalendarFeed(tx, memberId);
    if (revoked) await recordEvent(tx, { type: 'member.calendar_feed_revoked', actorId: memberId, subject: memberId });
    return { revoked };
  });
}
