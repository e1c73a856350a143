// Bookings and the two counters on a session that keep them honest: booked_count, which one
// conditional statement keeps at or under capacity, and waitlist_counter, which hands out places in
// the queue one at a time.

import type { DbOrTx } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import type { BookingStatus } from './classes.tables.js';

/**
 * Makes every other transaction that books, cancels or changes this session wait for ours (a row lock
 * on PostgreSQL; SQLite runs one writer at a time anyway), so what we read next stays true until we
 * commit. Lock order everywhere: a member's membership, then the session, then its bookings.
 */
export async function lockSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .updateTable('classSessions')
    .set((eb) => ({ bookedCount: eb.ref('bookedCount') }))
    .where('id', '=', sessionId)
    .execute();
}

/** Takes a place if one is free; false when the session is full (or no longer scheduled). */
export async function takePlace(db: DbOrTx, sessionId: string): Promise<boolean> {
  const result = await db
    .updateTable('classSessions')
    .set((eb) => ({ bookedCount: eb('bookedCount', '+', 1) }))
    .where('id', '=', sessionId)
    .where('status', '=', 'scheduled')
    .where((eb) => eb('bookedCount', '<', eb.ref('capacity')))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function givePlaceBack(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .updateTable('classSessions')
    .set((eb) => ({ bookedCount: eb('bookedCount', '-', 1) }))
    .where('id', '=', sessionId)
    .where('bookedCount', '>', 0)
    .execute();
}

/** The next place in the session's waitlist: 1, 2, 3…; null when the session is no longer scheduled. */
export async function nextWaitlistPosition(db: DbOrTx, sessionId: string): Promise<number | null> {
  const row = await db
    .updateTable('classSessions')
    .set((eb) => ({ waitlistCounter: eb('waitlistCounter', '+', 1) }))
    .where('id', '=', sessionId)
    .where('status', '=', 'scheduled')
    .returning('waitlistCounter')
    .executeTakeFirst();
  return row?.waitlistCounter ?? null;
}

export async function insertBooking(
  db: DbOrTx,
  booking: { sessionId: string; memberId: string; status: BookingStatus; waitlistPosition: number | null },
  now: Date,
): Promise<string> {
  const id = newId();
  const at = now.toISOString();
  await db
    .insertInto('bookings')
    .values({ id, ...booking, createdAt: at, updatedAt: at, attendedAt: null })
    .execute();
  return id;
}

/** The member's live booking (booked or waitlisted) for the session. */
export async function findLiveBooking(db: DbOrTx, sessionId: string, memberId: string) {
  return db
    .selectFrom('bookings')
    .select(['id', 'status', 'waitlistPosition', 'attendedAt'])
    .where('sessionId', '=', sessionId)
    .where('memberId', '=', memberId)
    .where('status', '!=', 'cancelled')
    .executeTakeFirst();
}

export async function findBooking(db: DbOrTx, bookingId: string) {
  return db
    .selectFrom('bookings')
    .select(['id', 'sessionId', 'memberId', 'status', 'attendedAt'])
    .where('id', '=', bookingId)
    .executeTakeFirst();
}

/** Moves a booking from one status to another if it is still in the first; false when it was not. */
export async function changeBookingStatus(
  db: DbOrTx,
  bookingId: string,
  from: BookingStatus,
  to: BookingStatus,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('bookings')
    .set({ status: to, updatedAt: now.toISOString() })
    .where('id', '=', bookingId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The places a member holds (booked or waiting) in sessions that have not started, session by
 * session in one order, so two callers lock sessions in the same order. The member's range of
 * bookings_member_idx.
 */
export async function upcomingLiveBookingsOf(db: DbOrTx, memberId: string, now: Date) {
  return db
    .selectFrom('bookings')
    .innerJoin('classSessions', 'classSessions.id', 'bookings.sessionId')
    .select(['bookings.id', 'bookings.sessionId', 'bookings.status'])
    .where('bookings.memberId', '=', memberId)
    .where('bookings.status', '!=', 'cancelled')
    .where('classSessions.startsAt', '>', now.toISOString())
    .orderBy('bookings.sessionId')
    .execute();
}

/** The first member waiting, by place in the queue (bookings_session_status_idx). */
export async function firstWaiting(db: DbOrTx, sessionId: string) {
  return db
    .selectFrom('bookings')
    .innerJoin('users', 'users.id', 'bookings.memberId')
    .select(['bookings.id', 'bookings.memberId', 'users.email as memberEmail'])
    .where('bookings.sessionId', '=', sessionId)
    .where('bookings.status', '=', 'waitlisted')
    .orderBy('bookings.waitlistPosition')
    .limit(1)
    .executeTakeFirst();
}

/**
 * A session's roster: who is booked, then who waits, in order, with what the desk needs. Only the
 * waitlist goes by position: a member moved up keeps theirs, and SQLite sorts NULLs first where
 * PostgreSQL sorts them last, so ordering the booked by it would differ between the two.
 */
export function rosterQuery(db: DbOrTx, sessionId: string) {
  return db
    .selectFrom('bookings')
    .innerJoin('users', 'users.id', 'bookings.memberId')
    .select([
      'bookings.id',
      'bookings.memberId',
      'users.name as memberName',
      'users.email as memberEmail',
      'bookings.status',
      'bookings.waitlistPosition',
      'bookings.attendedAt',
    ])
    .where('bookings.sessionId', '=', sessionId)
    .where('bookings.status', '!=', 'cancelled')
    .orderBy('bookings.status')
    .orderBy((eb) =>
      eb.case().when('bookings.status', '=', 'waitlisted').then(eb.ref('bookings.waitlistPosition')).end(),
    )
    .orderBy('bookings.createdAt')
    .orderBy('bookings.id');
}

export async function roster(db: DbOrTx, sessionId: string) {
  return rosterQuery(db, sessionId).execute();
}

/** Everyone holding a live booking, to tell them about a cancelled session. */
export async function liveBookingsOfSession(db: DbOrTx, sessionId: string) {
  return db
    .selectFrom('bookings')
    .innerJoin('users', 'users.id', 'bookings.memberId')
    .select(['bookings.id', 'bookings.memberId', 'bookings.status', 'users.email as memberEmail'])
    .where('bookings.sessionId', '=', sessionId)
    .where('bookings.status', '!=', 'cancelled')
    .execute();
}

export async function cancelBookingsOfSession(db: DbOrTx, sessionId: string, now: Date) {
  await db
    .updateTable('bookings')
    .set({ status: 'cancelled', updatedAt: now.toISOString() })
    .where('sessionId', '=', sessionId)
    .where('status', '!=', 'cancelled')
    .execute();
}

export async function markAttended(db: DbOrTx, bookingId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('bookings')
    .set({ attendedAt: now.toISOString() })
    .where('id', '=', bookingId)
    .where('status', '=', 'booked')
    .where('attendedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The member's live bookings for the sessions listed (bookings_live_idx), un-executed; needs a session. */
export function myBookingsForQuery(db: DbOrTx, memberId: string, sessionIds: readonly string[]) {
  return db
    .selectFrom('bookings')
    .select(['id', 'sessionId', 'status', 'waitlistPosition'])
    .where('memberId', '=', memberId)
    .where('sessionId', 'in', sessionIds)
    .where('status', '!=', 'cancelled');
}

/** The member's live bookings for the sessions listed (to show "Booked" / "On the waitlist"). */
export async function myBookingsFor(db: DbOrTx, memberId: string, sessionIds: string[]) {
  if (sessionIds.length === 0) return [];
  return myBookingsForQuery(db, memberId, sessionIds).execute();
}
