// What administrators do to one session: cancel it (everyone booked or waiting is told, by
// notification and email) and take the roll ("Mark attended", which records the visit).

import { dateInZone } from '../../../shared/calendar.js';
import type { GymSettings } from '../../../shared/settings.schemas.js';
import type { Db, DbOrTx } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import { sessionCancelled } from '../../mail/templates/class-mail.js';
import { hasRecentCheckIn, noticeLowVisits, passRefusal, recordVisit } from '../checkins/checkins.service.js';
import { recordEvent } from '../events/events.queries.js';
import { memberName } from '../members/members.service.js';
import { lockMembership } from '../memberships/memberships.service.js';
import { tellMember } from '../notifications/tell-member.js';
import { takePassVisit } from '../passes/passes.service.js';
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
  /** The app's address, for the links and logo in mail. */
  appUrl: URL;
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
  const named = { className: session.className, label: sessionLabel(session.startsAt, act.gym) };
  const told = sessionCancelled(named, reason, act.appUrl);
  for (const person of people) {
    const to = { email: person.memberEmail, reminderEmails: true };
    await tellMember(tx, { memberId: person.memberId, ...told, to }, act, act.now);
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
  | { outcome: 'too_early' }
  /** The member's pass has no visit left for the session's day: nothing was marked. */
  | { outcome: 'refused'; reason: string };

/** Thrown inside the roll call's transaction so the attendance mark rolls back with it. */
class PassRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * "Mark attended". The visit counts at the session's start when the roll is taken later (the next
 * morning, say), so attendance lands on the day and hour the member came; and it is not counted a
 * second time when the member also checked in at the desk within the hour.
 */
export async function markBookingAttended(db: Db, bookingId: string, act: AdminAct): Promise<AttendedOutcome> {
  try {
    return await markInTransaction(db, bookingId, act);
  } catch (error) {
    if (error instanceof PassRefused) return { outcome: 'refused', reason: error.reason };
    throw error;
  }
}

function markInTransaction(db: Db, bookingId: string, act: AdminAct): Promise<AttendedOutcome> {
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
      // A member on a pass uses one visit for the class, as at the desk (the same conditional update).
      const pass = await takePassVisit(tx, booking.memberId, dateInZone(visitAt, act.gym.timeZone));
      if (pass.outcome === 'used_up' || pass.outcome === 'expired') {
        const member = await memberName(tx, booking.memberId);
        throw new PassRefused(passRefusal(member, pass, act.gym).reason);
      }
      await recordVisit(
        tx,
        {
          memberId: booking.memberId,
          source: 'class',
          sessionId: booking.sessionId,
          createdBy: act.adminId,
          passId: pass.outcome === 'used' ? pass.passId : null,
        },
        { now: visitAt, gym: act.gym },
      );
      if (pass.outcome === 'used') await noticeLowVisits(tx, pass.passId, act);
    }
    await recordEvent(tx, { type: 'admin.marked_attended', actorId: act.adminId, subject: bookingId });
    return { outcome: 'attended', attendedAt } as const;
  });
}
