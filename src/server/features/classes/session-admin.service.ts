// What administrators do to one session: cancel it (everyone booked or waiting is told, by
// notification and email) and take the roll ("Mark attended", which records the visit).
import type { GymSettings } from '../../../shared/settings.schemas.js';
import type { Db, DbOrTx } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import { queueMail } from '../../mail/mail-queue.js';
import { hasRecentCheckIn, recordVisit } from '../checkins/checkins.service.js';
import { recordEvent } from '../events/events.queries.js';
import { lockMembership } from '../memberships/memberships.service.js';
import { notifyMember } from '../notifications/notifications.service.js';
import { cancelBookingsOfSession, findBooking, liveBookingsOfSession, markAttended } from './bookings.queries.js';
import { findSession, markSessionCancelled } from './classes.queries.js';
import { sessionLabel } from './session-label.js';

const MINUTE_MS = 60_000;
/** The roll can be taken from this long before the start (people arrive early). */
export const ROLL_OPENS_MINUTES = 30;

export interface AdminAct {
  adminId: string;
  now: Date;
  gym: GymSettings;
}

/**
 * Cancels a scheduled session inside the caller's transaction and tells everyone who held a place
 * or waited. Returns how many were told, or null when the session was not scheduled.
 */
export async function cancelSessionIn(
  tx: DbOrTx,
  session: { id: string; className: string; startsAt: string },
  reason: string | null,
  act: AdminAct,
): Promise<number | null> {
  if (!(await markSessionCancelled(tx, session.id, reason))) return null;
  // Read who to tell only now that the session is ours (markSessionCancelled locks it): a booking
  // committed a moment ago is then told too, and no new one can join.
  const people = await liveBookingsOfSession(tx, session.id);
  await cancelBookingsOfSession(tx, session.id, act.now);
  const message = `Cancelled: ${session.className} on ${sessionLabel(session.startsAt, act.gym)}${reason ? ` (${reason})` : ''}`;
  for (const person of people) {
    await notifyMember(tx, { memberId: person.memberId, message, now: act.now });
    if (person.memberEmail)
      await queueMail(
        tx,
        { to: person.memberEmail, subject: message, text: `${message}. We are sorry for the change.` },
        act.now,
      );
  }
  await recordEvent(tx, {
    type: 'admin.session_cancelled',
    actorId: act.adminId,
    subject: session.id,
    detail: { told: people.length, reason },
  });
  return people.length;
}

export async function cancelSession(
  db: Db,
  input: { sessionId: string; reason: string | null },
  act: AdminAct,
): Promise<
  | { outcome: 'cancelled'; told: number }
  | { outcome: 'not_found' }
  | { outcome: 'not_scheduled' }
  | { outcome: 'started' }
> {
  return inTransaction(db, async (tx) => {
    const session = await findSession(tx, input.sessionId);
    if (!session) return { outcome: 'not_found' } as const;
    if (session.status !== 'scheduled') return { outcome: 'not_scheduled' } as const;
    // A session under way or over stays as it happened: its bookings and attendance are kept, and
    // nobody is told that a class they came to is off.
    if (session.startsAt <= act.now.toISOString()) return { outcome: 'started' } as const;
    const told = await cancelSessionIn(tx, session, input.reason, act);
    return told === null ? ({ outcome: 'not_scheduled' } as const) : ({ outcome: 'cancelled', told } as const);
  });
}

export type AttendedOutcome =
  | { outcome: 'attended'; attendedAt: string }
  | { outcome: 'not_found' }
  | { outcome: 'not_booked' }
  | { outcome: 'too_early' };

/**
 * "Mark attended". The visit counts at the session's start when the roll is taken later (the next
 * morning, say), so attendance lands on the day and hour the member came; and it is not counted a
 * second time when the member also checked in at the desk within the hour.
 */
export async function markBookingAttended(db: Db, bookingId: string, act: AdminAct): Promise<AttendedOutcome> {
  return inTransaction(db, async (tx) => {
    const booking = await findBooking(tx, bookingId);
    if (!booking) return { outcome: 'not_found' } as const;
    const session = await findSession(tx, booking.sessionId);
    if (!session) return { outcome: 'not_found' } as const;
    const startsAt = new Date(session.startsAt);
    if (act.now.getTime() < startsAt.getTime() - ROLL_OPENS_MINUTES * MINUTE_MS)
      return { outcome: 'too_early' } as const;
    await lockMembership(tx, booking.memberId);
    const attendedAt = act.now.toISOString();
    if (!(await markAttended(tx, bookingId, act.now))) {
      // Pressed twice (or by two people): the first press counted, and this one says so.
      return booking.attendedAt
        ? ({ outcome: 'attended', attendedAt: booking.attendedAt } as const)
        : ({ outcome: 'not_booked' } as const);
    }
    const visitAt = act.now < startsAt ? act.now : startsAt;
    if (!(await hasRecentCheckIn(tx, booking.memberId, visitAt))) {
      await recordVisit(
        tx,
        { memberId: booking.memberId, source: 'class', sessionId: booking.sessionId, createdBy: act.adminId },
        { now: visitAt, gym: act.gym },
      );
    }
    await recordEvent(tx, { type: 'admin.marked_attended', actorId: act.adminId, subject: bookingId });
    return { outcome: 'attended', attendedAt } as const;
  });
}
