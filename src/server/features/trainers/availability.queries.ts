// A trainer's weekly windows and days off: what the trainer sets (availability.* procedures) and
// what free slots are cut from (features/appointments). A trainer has a handful of windows, so they
// come in one read (trainer_availability_trainer_idx); days off are a range of the unique index.
import type { DbOrTx } from '../../db/schema.js';

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
