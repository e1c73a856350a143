// The class reminder: which booked places are due one (their session starts within the gym's
// reminder hours and has not started), and the claim that makes each go once.
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/schema.js';

export interface ReminderDue {
  bookingId: string;
  memberId: string;
  email: string | null;
  reminderEmails: number;
  className: string;
  startsAt: string;
}

/**
 * Booked places not yet reminded on scheduled sessions starting in (now, until], soonest first after
 * `after` (class_sessions_starts_idx to the sessions, bookings_session_status_idx to their places).
 */
export function remindersDueQuery(
  db: DbOrTx,
  window: { now: string; until: string },
  after: { startsAt: string; bookingId: string } | null,
  limit: number,
) {
  let query = db
    .selectFrom('classSessions as s')
    .innerJoin('classes as c', 'c.id', 's.classId')
    .innerJoin('bookings as b', 'b.sessionId', 's.id')
    .innerJoin('users as u', 'u.id', 'b.memberId')
    .select(['b.id as bookingId', 'b.memberId', 'u.email', 'u.reminderEmails', 'c.name as className', 's.startsAt'])
    .where('s.startsAt', '>', window.now)
    .where('s.startsAt', '<=', window.until)
    .where('s.status', '=', 'scheduled')
    .where('b.status', '=', 'booked')
    .where('b.reminderSentAt', 'is', null);
  if (after) {
    query = query.where((eb) => eb(eb.refTuple('s.startsAt', 'b.id'), '>', eb.tuple(after.startsAt, after.bookingId)));
  }
  return query.orderBy('s.startsAt').orderBy('b.id').limit(limit);
}

/**
 * Claims the booking's reminder: one conditional statement, true for exactly one caller, and only
 * while the place is still booked on a scheduled session that has not started (a cancellation
 * committed since the list was read wins).
 */
export async function claimReminder(tx: DbOrTx, bookingId: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const result = await tx
    .updateTable('bookings')
    .set({ reminderSentAt: at })
    .where('id', '=', bookingId)
    .where('reminderSentAt', 'is', null)
    .where('status', '=', 'booked')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('classSessions')
          .select(sql<number>`1`.as('one'))
          .whereRef('classSessions.id', '=', 'bookings.sessionId')
          .where('classSessions.status', '=', 'scheduled')
          .where('classSessions.startsAt', '>', at),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
