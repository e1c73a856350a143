// Trainer accounts and what they teach: the class form's "Trainer" choices, and the checks that keep
// a trainer to the sessions of their own classes.
import type { DbOrTx } from '../../db/schema.js';

/**
 * A gym has a handful of trainers, so the form's choices come in one list; the cap only keeps a
 * mistaken mass of trainer accounts from making one answer huge (users_role_name_idx).
 */
export const TRAINERS_MAX = 200;

/** Trainer accounts by name, un-executed. */
export function trainersQuery(db: DbOrTx) {
  return db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('role', '=', 'trainer')
    .orderBy('name')
    .limit(TRAINERS_MAX);
}

export async function isTrainer(db: DbOrTx, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('role', '=', 'trainer')
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the session belongs to a class this trainer teaches. */
export async function teachesSession(db: DbOrTx, trainerId: string, sessionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('classSessions')
    .innerJoin('classes', 'classes.id', 'classSessions.classId')
    .select('classSessions.id')
    .where('classSessions.id', '=', sessionId)
    .where('classes.trainerId', '=', trainerId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the booking is on a session of a class this trainer teaches. */
export async function teachesBooking(db: DbOrTx, trainerId: string, bookingId: string): Promise<boolean> {
  const row = await db
    .selectFrom('bookings')
    .innerJoin('classSessions', 'classSessions.id', 'bookings.sessionId')
    .innerJoin('classes', 'classes.id', 'classSessions.classId')
    .select('bookings.id')
    .where('bookings.id', '=', bookingId)
    .where('classes.trainerId', '=', trainerId)
    .executeTakeFirst();
  return row !== undefined;
}
