import { LATEST_NOTIFICATIONS } from '../../../shared/notifications.schemas.js';
import type { DbOrTx } from '../../db/schema.js';
import { newId, nowIso } from '../../lib/ids.js';

/**
 * Newest first needs a tiebreak for notifications sent in the same millisecond, and random ids are
 * no order at all. A per-member `seq` (1, 2, 3… in sending order) is portable: no autoincrement
 * column besides the primary key (SQLite has none), no rowid (SQLite only). The next number is
 * max + 1 read in the inserting transaction; SQLite has one writer at a time, and on PostgreSQL two
 * concurrent sends to one member collide on the unique (member_id, seq) index instead of sharing a
 * number, and the caller retries (see sendNotification).
 */
export async function insertNotification(
  db: DbOrTx,
  notification: { memberId: string; message: string; createdBy: string | null; now?: Date },
): Promise<{ id: string; date: string }> {
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
  return db
    .selectFrom('notifications')
    .select(['id', 'message', 'date'])
    .where('memberId', '=', memberId)
    .orderBy('date', 'desc')
    .orderBy('seq', 'desc')
    .limit(LATEST_NOTIFICATIONS)
    .execute();
}
