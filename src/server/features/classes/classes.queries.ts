// Classes, their weekly timetable and their sessions. Bookings are in bookings.queries.ts.
import type { Selectable } from 'kysely';
import type { DbOrTx } from '../../db/schema.js';
import type { Cursor } from '../../lib/cursor.js';
import { newId } from '../../lib/ids.js';
import type { ClassesTable } from './classes.tables.js';

export interface ClassRow {
  id: string;
  name: string;
  description: string;
  trainer: string;
  capacity: number;
  durationMinutes: number;
  /** The trainer's account (they see this class's sessions), or null. */
  trainerId: string | null;
  archived: boolean;
}

/** What a class is made of; a class saved without a trainer account has none. */
export type ClassFieldsRow = Omit<ClassRow, 'id' | 'archived' | 'trainerId'> & { trainerId?: string | null };

const CLASS_COLUMNS = [
  'id',
  'name',
  'description',
  'trainer',
  'trainerId',
  'capacity',
  'durationMinutes',
  'archivedAt',
] as const;

function toClass(row: Pick<Selectable<ClassesTable>, (typeof CLASS_COLUMNS)[number]>): ClassRow {
  const { archivedAt, ...rest } = row;
  return { ...rest, archived: archivedAt !== null };
}

/** Every class by name (a gym has dozens), un-executed. */
export function classesQuery(db: DbOrTx) {
  return db.selectFrom('classes').select(CLASS_COLUMNS).orderBy('name').orderBy('id');
}

export async function listClasses(db: DbOrTx): Promise<ClassRow[]> {
  const rows = await classesQuery(db).execute();
  return rows.map(toClass);
}

export async function findClass(db: DbOrTx, classId: string): Promise<ClassRow | undefined> {
  const row = await db.selectFrom('classes').select(CLASS_COLUMNS).where('id', '=', classId).executeTakeFirst();
  return row && toClass(row);
}

export async function insertClass(db: DbOrTx, fields: ClassFieldsRow, now: Date): Promise<ClassRow> {
  const id = newId();
  const row = { ...fields, trainerId: fields.trainerId ?? null };
  await db
    .insertInto('classes')
    .values({ id, ...row, archivedAt: null, createdAt: now.toISOString() })
    .execute();
  return { id, ...row, archived: false };
}

export async function updateClassRow(db: DbOrTx, classId: string, fields: Omit<ClassRow, 'id' | 'archived'>) {
  await db.updateTable('classes').set(fields).where('id', '=', classId).execute();
}

export async function setClassArchived(db: DbOrTx, classId: string, archivedAt: string | null) {
  await db.updateTable('classes').set({ archivedAt }).where('id', '=', classId).execute();
}

export interface SlotRow {
  id: string;
  classId: string;
  weekday: number;
  startTime: string;
}

/** The timetable: every slot of the given classes (or all), by weekday and time, un-executed. */
export function slotsQuery(db: DbOrTx, options: { activeClassesOnly: boolean }) {
  let query = db
    .selectFrom('classSlots')
    .innerJoin('classes', 'classes.id', 'classSlots.classId')
    .select([
      'classSlots.id',
      'classSlots.classId',
      'classSlots.weekday',
      'classSlots.startTime',
      'classes.name as className',
      'classes.trainer',
      'classes.durationMinutes',
      'classes.description',
    ]);
  if (options.activeClassesOnly) query = query.where('classes.archivedAt', 'is', null);
  return query.orderBy('classSlots.weekday').orderBy('classSlots.startTime').orderBy('classes.name');
}

/** The timetable: every slot of the given classes (or all), by weekday and time. */
export async function listSlots(db: DbOrTx, options: { activeClassesOnly: boolean }) {
  return slotsQuery(db, options).execute();
}

export async function findSlot(db: DbOrTx, slotId: string): Promise<SlotRow | undefined> {
  return db
    .selectFrom('classSlots')
    .select(['id', 'classId', 'weekday', 'startTime'])
    .where('id', '=', slotId)
    .executeTakeFirst();
}

export async function insertSlot(db: DbOrTx, slot: Omit<SlotRow, 'id'>, now: Date): Promise<SlotRow> {
  const id = newId();
  await db
    .insertInto('classSlots')
    .values({ id, ...slot, createdAt: now.toISOString() })
    .execute();
  return { id, ...slot };
}

export async function deleteSlot(db: DbOrTx, slotId: string): Promise<void> {
  await db.deleteFrom('classSlots').where('id', '=', slotId).execute();
}

/** A session unless that slot already has one that day (the daily runs and a new slot may overlap). */
export async function insertSessionIfNew(
  db: DbOrTx,
  session: { classId: string; slotId: string; day: string; startsAt: string; endsAt: string; capacity: number },
): Promise<boolean> {
  const row = await db
    .insertInto('classSessions')
    .values({ id: newId(), ...session, bookedCount: 0, waitlistCounter: 0, status: 'scheduled', cancelReason: null })
    .onConflict((oc) => oc.columns(['slotId', 'day']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

const SESSION_COLUMNS = [
  'classSessions.id',
  'classSessions.classId',
  'classSessions.day',
  'classSessions.startsAt',
  'classSessions.endsAt',
  'classSessions.capacity',
  'classSessions.bookedCount',
  'classSessions.status',
  'classSessions.cancelReason',
  'classes.name as className',
  'classes.trainer',
] as const;

export async function findSession(db: DbOrTx, sessionId: string) {
  return db
    .selectFrom('classSessions')
    .innerJoin('classes', 'classes.id', 'classSessions.classId')
    .select(SESSION_COLUMNS)
    .where('classSessions.id', '=', sessionId)
    .executeTakeFirst();
}

/**
 * Sessions starting at or after `from`, soonest first, a page at a time (class_sessions_starts_idx);
 * with `trainerId`, only the sessions of the classes that trainer teaches.
 */
export function upcomingSessionsQuery(
  db: DbOrTx,
  from: string,
  after: Cursor | null,
  limit: number,
  trainerId: string | null = null,
  before: string | null = null,
) {
  let query = db
    .selectFrom('classSessions')
    .innerJoin('classes', 'classes.id', 'classSessions.classId')
    .select([
      ...SESSION_COLUMNS,
      (eb) =>
        eb
          .selectFrom('bookings')
          .select((b) => b.fn.countAll<number>().as('n'))
          .whereRef('bookings.sessionId', '=', 'classSessions.id')
          .where('bookings.status', '=', 'waitlisted')
          .as('waitlistCount'),
    ])
    .where('classSessions.startsAt', '>=', from);
  if (before !== null) query = query.where('classSessions.startsAt', '<', before);
  if (trainerId !== null) query = query.where('classes.trainerId', '=', trainerId);
  if (after)
    query = query.where((eb) =>
      eb(eb.refTuple('classSessions.startsAt', 'classSessions.id'), '>', eb.tuple(after.key, after.id)),
    );
  return query.orderBy('classSessions.startsAt').orderBy('classSessions.id').limit(limit);
}

/**
 * A week's sessions for the admin's calendar, cancelled ones included: the range [from, to) of
 * class_sessions_starts_idx, soonest first, at most `limit` rows.
 */
export function weekSessionsQuery(
  db: DbOrTx,
  range: { from: string; to: string },
  limit: number,
  trainerId: string | null = null,
) {
  return upcomingSessionsQuery(db, range.from, null, limit, trainerId, range.to);
}

/** Scheduled sessions of a class or of one timetable slot starting at or after `from`. */
export async function futureScheduledSessions(db: DbOrTx, of: { classId: string } | { slotId: string }, from: string) {
  let query = db
    .selectFrom('classSessions')
    .innerJoin('classes', 'classes.id', 'classSessions.classId')
    .select(['classSessions.id', 'classSessions.startsAt', 'classes.name as className'])
    .where('classSessions.startsAt', '>=', from)
    .where('classSessions.status', '=', 'scheduled');
  query =
    'classId' in of
      ? query.where('classSessions.classId', '=', of.classId)
      : query.where('classSessions.slotId', '=', of.slotId);
  return query.orderBy('classSessions.startsAt').execute();
}

export async function setSessionEnd(db: DbOrTx, sessionId: string, endsAt: string): Promise<void> {
  await db.updateTable('classSessions').set({ endsAt }).where('id', '=', sessionId).execute();
}

/**
 * A new capacity reaches future sessions as given. A session may then hold more people than its
 * capacity: nobody booked loses their place, but no freed place is taken again (takePlace) until the
 * session is back under it.
 */
export async function setFutureCapacity(db: DbOrTx, classId: string, capacity: number, from: string) {
  await db
    .updateTable('classSessions')
    .set({ capacity })
    .where('classId', '=', classId)
    .where('startsAt', '>=', from)
    .where('status', '=', 'scheduled')
    .execute();
}

export async function markSessionCancelled(db: DbOrTx, sessionId: string, reason: string | null): Promise<boolean> {
  const result = await db
    .updateTable('classSessions')
    .set({ status: 'cancelled', cancelReason: reason, bookedCount: 0 })
    .where('id', '=', sessionId)
    .where('status', '=', 'scheduled')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
