// A trainer's weekly windows and days off: what the trainer sets (availability.* procedures) and
// what free slots are cut from (features/appointments). A trainer has a handful of windows, so they
// come in one read (trainer_availability_trainer_idx); days off are a range of the unique index.
import type { DbOrTx } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

export interface WeeklyWindow {
  id: string;
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number;
  /** 'HH:MM' on the gym's wall clock. */
  startTime: string;
  endTime: string;
}

export interface TimeOffDay {
  id: string;
  day: string;
  note: string;
}

/** Every weekly window of the trainer, by weekday and start. */
export function weeklyWindowsOf(db: DbOrTx, trainerId: string): Promise<WeeklyWindow[]> {
  return db
    .selectFrom('trainerAvailability')
    .select(['id', 'weekday', 'startTime', 'endTime'])
    .where('trainerId', '=', trainerId)
    .orderBy('weekday')
    .orderBy('startTime')
    .execute();
}

/** The trainer's days off from `fromDay` to `toDay` (gym's calendar, both included). */
export function timeOffOf(db: DbOrTx, trainerId: string, fromDay: string, toDay: string): Promise<TimeOffDay[]> {
  return db
    .selectFrom('trainerTimeOff')
    .select(['id', 'day', 'note'])
    .where('trainerId', '=', trainerId)
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .orderBy('day')
    .execute();
}

export async function insertWindow(
  db: DbOrTx,
  window: { trainerId: string; weekday: number; startTime: string; endTime: string; now: Date },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('trainerAvailability')
    .values({
      id,
      trainerId: window.trainerId,
      weekday: window.weekday,
      startTime: window.startTime,
      endTime: window.endTime,
      createdAt: window.now.toISOString(),
    })
    .execute();
  return id;
}

/** The window's trainer (to check who may remove it); undefined when there is no such window. */
export function findWindow(db: DbOrTx, windowId: string) {
  return db
    .selectFrom('trainerAvailability')
    .select(['id', 'trainerId', 'weekday', 'startTime', 'endTime'])
    .where('id', '=', windowId)
    .executeTakeFirst();
}

export async function deleteWindow(db: DbOrTx, windowId: string): Promise<void> {
  await db.deleteFrom('trainerAvailability').where('id', '=', windowId).execute();
}

/** Inserts the day off; false when the trainer already has that day off (the unique index). */
export async function insertTimeOff(
  db: DbOrTx,
  row: { trainerId: string; day: string; note: string; now: Date },
): Promise<string | null> {
  const id = newId();
  const result = await db
    .insertInto('trainerTimeOff')
    .values({ id, trainerId: row.trainerId, day: row.day, note: row.note, createdAt: row.now.toISOString() })
    .onConflict((oc) => oc.columns(['trainerId', 'day']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? id : null;
}

export function findTimeOff(db: DbOrTx, timeOffId: string) {
  return db
    .selectFrom('trainerTimeOff')
    .select(['id', 'trainerId', 'day'])
    .where('id', '=', timeOffId)
    .executeTakeFirst();
}

export async function deleteTimeOff(db: DbOrTx, timeOffId: string): Promise<void> {
  await db.deleteFrom('trainerTimeOff').where('id', '=', timeOffId).execute();
}
