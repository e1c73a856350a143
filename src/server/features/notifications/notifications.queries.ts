import { LATEST_NOTIFICATIONS } from '../../../shared/notifications.schemas.js';
import type { DbOrTx } from '../../db/schema.js';
import { lockNamed } from '../../db/transactions.js';
import { newId, nowIso } from '../../lib/ids.js';

/**
 * Newest first needs a tiebreak for notifications sent in the same millisecond, and random ids are
 * no order at all. A per-member `seq` (1, 2, 3… in sending order) is portable: no autoincrement
 * column besides the primary key (SQLite has none), no rowid (SQLite only). The next number is
 * max + 1 read in the inserting transaction. Every writer of notifications takes this lock first,
 * so the next number it reads stays the next until it commits (SQLite has one writer at a time; on
 * PostgreSQL two sends at once had picked the same number and failed on the unique index).
 */
export const NOTIFICATION_NUMBERS_LOCK = 'notifications.seq';

export async function insertNotification(
  db: DbOrTx,
  notification: { memberId: string; message: string; createdBy: string | null; now?: Date },
): Promise<{ id: string; date: string }> {
  await lockNamed(db, NOTIFICATION_NUMBERS_LOCK);
  const last = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('memberId', '=', notification.memberId)
    .executeTakeFirst();
  const row = { id: newId(), date: nowIso(notification.now) };
  const { memberId, message, createdBy } = notification;
  await db
    .insertInto('notifications')
    .values({ ...row, memberId, message, createdBy, seq: Number(last?.seq ?? 0) + 1 })
    .execute();
  return row;
}

/** A member's newest notifications, newest first (index notifications_member_id_date_idx). */
export async function listLatestNotifications(db: DbOrTx, memberId: string) {
  const rows = await myNotificationsPageQuery(db, memberId, null, LATEST_NOTIFICATIONS).execute();
  return rows.map(present);
}

function present(row: { id: string; message: string; date: string; readAt: string | null }) {
  return { id: row.id, message: row.message, date: row.date, unread: row.readAt === null };
}

/** Where a page of a member's notifications ends: its last row's date and seq. */
export interface NotificationCursor {
  date: string;
  seq: number;
}

/** One page of a member's own notifications, newest first, as the dashboard orders them. */
export function myNotificationsPageQuery(
  db: DbOrTx,
  memberId: string,
  after: NotificationCursor | null,
  limit: number,
) {
  let query = db
    .selectFrom('notifications')
    .select(['id', 'message', 'date', 'seq', 'readAt'])
    .where('memberId', '=', memberId);
  if (after) query = query.where((eb) => eb(eb.refTuple('date', 'seq'), '<', eb.tuple(after.date, after.seq)));
  return query.orderBy('date', 'desc').orderBy('seq', 'desc').limit(limit);
}

export async function listMyNotificationsPage(
  db: DbOrTx,
  memberId: string,
  after: NotificationCursor | null,
  limit: number,
) {
  const rows = await myNotificationsPageQuery(db, memberId, after, limit + 1).execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(present),
    next: rows.length > limit && last ? { date: last.date, seq: last.seq } : null,
  };
}

/** How many of the member's notifications are unread (notifications_member_unread_idx), un-executed. */
export function countUnreadQuery(db: DbOrTx, memberId: string) {
  return db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('memberId', '=', memberId)
    .where('readAt', 'is', null);
}

export async function countUnread(db: DbOrTx, memberId: string): Promise<number> {
  const row = await countUnreadQuery(db, memberId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks the member's own notifications among `ids` read; anyone else's ids match nothing. */
export async function markRead(db: DbOrTx, memberId: string, ids: string[], now: Date): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ readAt: now.toISOString() })
    .where('memberId', '=', memberId)
    .where('id', 'in', ids)
    .where('readAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Where a member's mail goes (null: a walk-in without an address) and whether reminders may be mailed. */
export async function memberMailOf(
  db: DbOrTx,
  memberId: string,
): Promise<{ email: string | null; reminderEmails: boolean } | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['email', 'reminderEmails'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  return row && { email: row.email, reminderEmails: row.reminderEmails === 1 };
}

/** The addresses of the gym's administrators (role admin, with an email): they hear of new sign-ups. */
export async function adminAddresses(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('email')
    .where('role', '=', 'admin')
    .where('email', 'is not', null)
    .orderBy('email')
    .execute();
  return rows.flatMap((row) => (row.email ? [row.email] : []));
}
