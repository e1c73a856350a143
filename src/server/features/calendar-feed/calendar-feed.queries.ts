// The member's calendar feed row (one per member, by the token's hash) and the bookings it lists.
import type { DbOrTx } from '../../db/schema.js';

/** Replaces the member's feed: the old URL stops working in the same statement pair's transaction. */
export async function replaceCalendarFeed(
  db: DbOrTx,
  feed: { userId: string; tokenHash: string; createdAt: string },
): Promise<void> {
  await db.deleteFrom('calendarFeeds').where('userId', '=', feed.userId).execute();
  await db
    .insertInto('calendarFeeds')
    .values({ ...feed, lastReadAt: null })
    .execute();
}

export async function deleteCalendarFeed(db: DbOrTx, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('calendarFeeds').where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function findCalendarFeedOfMember(db: DbOrTx, userId: string) {
  return db
    .selectFrom('calendarFeeds')
    .select(['createdAt', 'lastReadAt'])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** The feed behind a token's hash, for a member whose account is still open. */
export function findCalendarFeedByHash(db: DbOrTx, tokenHash: string) {
  return db
    .selectFrom('calendarFeeds')
    .innerJoin('users', 'users.id', 'calendarFeeds.userId')
    .select(['calendarFeeds.userId', 'calendarFeeds.lastReadAt'])
    .where('calendarFeeds.tokenHash', '=', tokenHash)
    .where('users.role', '=', 'member')
    .where('users.closedAt', 'is', null)
    .executeTakeFirst();
}

/** Notes a read only when the last one is older than `before`, so a polling calendar writes rarely. */
export async function touchCalendarFeed(db: DbOrTx, tokenHash: string, now: string, before: string): Promise<void> {
  await db
    .updateTable('calendarFeeds')
    .set({ lastReadAt: now })
    .where('tokenHash', '=', tokenHash)
    .where((eb) => eb.or([eb('lastReadAt', 'is', null), eb('lastReadAt', '<', before)]))
    .execute();
}

/**
 * The member's class bookings (booked, waitlisted, or in a cancelled session) of sessions that start after `from`, soonest
 * first, at most `limit`; cancelled sessions come too, so calendars that saw them can mark them.
 */
export function feedBookings(db: DbOrTx, memberId: string, from: string, limit: number) {
  return (
    db
      .selectFrom('bookings')
      .innerJoin('classSessions', 'classSessions.id', 'bookings.sessionId')
      .innerJoin('classes', 'classes.id', 'classSessions.classId')
      .select([
        'bookings.id',
        'bookings.status',
        'bookings.updatedAt',
        'classSessions.startsAt',
        'classSessions.endsAt',
        'classSessions.status as sessionStatus',
        'classes.name as className',
        'classes.trainer',
      ])
      .where('bookings.memberId', '=', memberId)
      // A session the gym cancelled cancels its bookings too: those stay, to show as cancelled.
      .where((eb) =>
        eb.or([eb('bookings.status', 'in', ['booked', 'waitlisted']), eb('classSessions.status', '=', 'cancelled')]),
      )
      .where('classSessions.startsAt', '>=', from)
      .orderBy('classSessions.startsAt')
      .limit(limit)
      .execute()
  );
}
