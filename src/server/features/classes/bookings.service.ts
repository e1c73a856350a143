// Booking classes. Capacity is never exceeded, however many book at the same moment: a place is taken
// by one conditional statement on the session (booked_count < capacity), and whoever does not get
// one joins the waitlist at the next place of the session's counter. When a booked member cancels,
// the first person waiting gets the place in the same transaction and is told ("You're in: …"),
// unless an admin lowered the capacity below who is booked: then the place is simply given up.
// Booking and cancelling both lock the session first (lockSession), so each sees the other whole.
import type { GymSettings } from '../../../shared/settings.schemas.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Db, DbOrTx } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import { bookingConfirmed, promotedFromWaitlist } from '../../mail/templates/class-mail.js';
import { recordEvent } from '../events/events.queries.js';
import { findMembership, lockMembership } from '../memberships/memberships.service.js';
import { tellMember } from '../notifications/tell-member.js';
import {
  changeBookingStatus,
  findLiveBooking,
  firstWaiting,
  givePlaceBack,
  insertBooking,
  lockSession,
  nextWaitlistPosition,
  takePlace,
  upcomingLiveBookingsOf,
} from './bookings.queries.js';
import { findSession } from './classes.queries.js';
import { sessionLabel } from './session-label.js';

const HOUR_MS = 60 * 60 * 1000;

export interface MemberAct {
  memberId: string;
  now: Date;
  gym: GymSettings;
  /** The app's address, for the links and logo in mail. */
  appUrl: URL;
}

/** What a change to bookings needs to tell people (by notification and mail). */
type TellAct = { now: Date; gym: GymSettings; appUrl: URL };

export type BookOutcome =
  | { ok: true; status: 'booked' | 'waitlisted'; waitlistPosition: number | null; bookingId: string }
  | Refusal;

/** Why not, for the member; notFound when the session does not exist (NOT_FOUND rather than CONFLICT). */
export type Refusal = { ok: false; message: string; notFound?: true };

const sessionNotFound: Refusal = { ok: false, message: 'Class not found.', notFound: true };
const sessionCancelled: Refusal = { ok: false, message: 'This class was cancelled.' };

/** Why the session cannot be booked any more, or null while it can. */
function closedForBooking(session: { status: string; startsAt: string } | undefined, now: Date): Refusal | null {
  if (!session) return sessionNotFound;
  if (session.status === 'cancelled') return sessionCancelled;
  if (session.startsAt <= now.toISOString()) return { ok: false, message: 'This class has already started.' };
  return null;
}

export type BookingBar = 'not_a_member' | 'paused' | 'cancelled';

/**
 * A member can book while their membership runs (a cancelled one, until its paid period ends). The
 * member home asks the same rule (features/member-home) to say why before the member tries.
 */
export function bookingBar(
  membership: { status: string; endsOn: string | null } | undefined,
  day: string,
): BookingBar | null {
  if (!membership) return 'not_a_member';
  if (membership.status === 'paused') return 'paused';
  if (membership.status === 'cancelled' && (membership.endsOn === null || membership.endsOn <= day)) {
    return 'cancelled';
  }
  return null;
}

const BOOKING_BAR_MESSAGES: Record<BookingBar, string> = {
  not_a_member: 'Only members can book classes.',
  paused: 'Your membership is paused, so you cannot book classes.',
  cancelled: 'Your membership is cancelled, so you cannot book classes.',
};

async function membershipProblem(db: DbOrTx, memberId: string, day: string): Promise<string | null> {
  const bar = bookingBar(await findMembership(db, memberId), day);
  return bar && BOOKING_BAR_MESSAGES[bar];
}

/** The last moment a booked place can be given back: BOOKING_CANCEL_HOURS before the start. */
export function cancelDeadline(startsAt: string, gym: Pick<GymSettings, 'bookingCancelHours'>): Date {
  return new Date(new Date(startsAt).getTime() - gym.bookingCancelHours * HOUR_MS);
}

/** Whether "Cancel booking" would succeed now: a waitlisted place always, a booked one until the deadline. */
export function mayCancelNow(
  status: string,
  startsAt: string,
  now: Date,
  gym: Pick<GymSettings, 'bookingCancelHours'>,
): boolean {
  return status !== 'booked' || now < cancelDeadline(startsAt, gym);
}

export async function bookSession(db: Db, sessionId: string, act: MemberAct): Promise<BookOutcome> {
  const session = await findSession(db, sessionId);
  if (!session) return sessionNotFound;
  const closed = closedForBooking(session, act.now);
  if (closed) return closed;
  const problem = await membershipProblem(db, act.memberId, session.day);
  if (problem) return { ok: false, message: problem };
  try {
    return await inTransaction(db, async (tx) => {
      // One booking per member and session, even when they press twice at once.
      await lockMembership(tx, act.memberId);
      // Nobody cancels a place, or the session, while we decide; and an admin may have cancelled it
      // since we looked.
      await lockSession(tx, sessionId);
      const closedNow = closedForBooking(await findSession(tx, sessionId), act.now);
      if (closedNow) return closedNow;
      const existing = await findLiveBooking(tx, sessionId, act.memberId);
      if (existing) return alreadyThere(existing.status);
      if (await takePlace(tx, sessionId)) {
        const bookingId = await insertBooking(
          tx,
          { sessionId, memberId: act.memberId, status: 'booked', waitlistPosition: null },
          act.now,
        );
        await recordEvent(tx, { type: 'class.booked', actorId: act.memberId, subject: sessionId });
        const booked = { className: session.className, label: sessionLabel(session.startsAt, act.gym) };
        const told = bookingConfirmed(booked, act.gym.name, act.appUrl);
        await tellMember(tx, { memberId: act.memberId, ...told }, act, act.now);
        return { ok: true, status: 'booked', waitlistPosition: null, bookingId } as const;
      }
      const position = await nextWaitlistPosition(tx, sessionId);
      if (position === null) return sessionCancelled;
      const bookingId = await insertBooking(
        tx,
        { sessionId, memberId: act.memberId, status: 'waitlisted', waitlistPosition: position },
        act.now,
      );
      await recordEvent(tx, {
        type: 'class.waitlisted',
        actorId: act.memberId,
        subject: sessionId,
        detail: { position },
      });
      return { ok: true, status: 'waitlisted', waitlistPosition: position, bookingId } as const;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const existing = await findLiveBooking(db, sessionId, act.memberId);
    return alreadyThere(existing?.status ?? 'booked');
  }
}

function alreadyThere(status: string): BookOutcome {
  return {
    ok: false,
    message:
      status === 'waitlisted'
        ? 'You are already on the waitlist for this class.'
        : 'You are already booked on this class.',
  };
}

export type CancelOutcome = { ok: true; promoted: boolean } | Refusal;

/**
 * Cancels the member's booking (or leaves the waitlist). A booked place can be given up until
 * BOOKING_CANCEL_HOURS before the start; it goes at once to the first person waiting.
 */
export async function cancelMyBooking(db: Db, sessionId: string, act: MemberAct): Promise<CancelOutcome> {
  const session = await findSession(db, sessionId);
  if (!session) return sessionNotFound;
  return inTransaction(db, async (tx) => {
    // The session first: a booking at this moment then waits for us and sees either the place still
    // taken (and joins the waitlist before we pass the place on) or the place given back.
    await lockSession(tx, sessionId);
    // Read, then change only if unchanged: if the member was moved off the waitlist a moment ago,
    // read again and cancel what they hold now.
    for (;;) {
      const booking = await findLiveBooking(tx, sessionId, act.memberId);
      if (!booking) return { ok: false, message: 'You have no booking for this class.' } as const;
      if (!mayCancelNow(booking.status, session.startsAt, act.now, act.gym))
        return tooLateToCancel(act.gym.bookingCancelHours);
      if (!(await changeBookingStatus(tx, booking.id, booking.status, 'cancelled', act.now))) continue;
      await recordEvent(tx, {
        type: 'class.booking_cancelled',
        actorId: act.memberId,
        subject: sessionId,
        detail: { was: booking.status },
      });
      if (booking.status !== 'booked') return { ok: true, promoted: false } as const;
      // The place passes straight to the first person waiting, so nobody booking at this very moment
      // can take it from them; but only while the session is under its capacity (an admin may have
      // lowered it below who is booked). Otherwise the place is just freed: anyone's to book when
      // nobody waits, gone while the session is over its capacity.
      await givePlaceBack(tx, sessionId);
      const promoted = await promoteFirstWaiting(tx, sessionId, act);
      return { ok: true, promoted } as const;
    }
  });
}

function tooLateToCancel(hours: number): Refusal {
  return {
    ok: false,
    message: `Bookings can be cancelled until ${hours} ${hours === 1 ? 'hour' : 'hours'} before the class starts.`,
  };
}

/**
 * Moves a free place to the first person waiting and tells them; false, changing nothing, when there
 * is no free place (the session is at or over its capacity) or nobody waits.
 */
async function promoteFirstWaiting(tx: DbOrTx, sessionId: string, act: TellAct) {
  if (!(await takePlace(tx, sessionId))) return false;
  if (await handPlaceToFirstWaiting(tx, sessionId, act)) return true;
  await givePlaceBack(tx, sessionId);
  return false;
}

/**
 * Moves a place the caller has taken (booked_count counts it) to the first person waiting, and tells
 * them. False when nobody waits.
 */
async function handPlaceToFirstWaiting(tx: DbOrTx, sessionId: string, act: TellAct) {
  const session = await findSession(tx, sessionId);
  if (session?.status !== 'scheduled') return false;
  for (;;) {
    const next = await firstWaiting(tx, sessionId);
    if (!next) return false;
    // Another transaction may have moved them a moment ago: then the next in line.
    if (!(await changeBookingStatus(tx, next.id, 'waitlisted', 'booked', act.now))) continue;
    const named = { className: session.className, label: sessionLabel(session.startsAt, act.gym) };
    const to = { email: next.memberEmail, reminderEmails: true };
    await tellMember(tx, { memberId: next.memberId, ...promotedFromWaitlist(named, act.appUrl), to }, act, act.now);
    await recordEvent(tx, { type: 'class.promoted', subject: sessionId, detail: { memberId: next.memberId } });
    return true;
  }
}

/**
 * Gives up every place a member holds in sessions that have not started, inside the caller's
 * transaction (an account being erased: nobody will come). A booked place passes to the first person
 * waiting, as the member's own cancellation would; the cancel window does not apply, since the place
 * is better used by someone than held by nobody. Returns how many places were given up.
 */
export async function releaseUpcomingBookings(tx: DbOrTx, memberId: string, act: TellAct): Promise<number> {
  let released = 0;
  for (const booking of await upcomingLiveBookingsOf(tx, memberId, act.now)) {
    await lockSession(tx, booking.sessionId);
    if (!(await changeBookingStatus(tx, booking.id, booking.status, 'cancelled', act.now))) continue;
    released += 1;
    if (booking.status !== 'booked') continue;
    await givePlaceBack(tx, booking.sessionId);
    await promoteFirstWaiting(tx, booking.sessionId, act);
  }
  return released;
}

/** After a session gains places (a larger capacity), the people waiting get them, in order. */
export async function fillFreePlaces(tx: DbOrTx, sessionId: string, act: TellAct) {
  while (await firstWaiting(tx, sessionId)) {
    if (!(await promoteFirstWaiting(tx, sessionId, act))) return;
  }
}
