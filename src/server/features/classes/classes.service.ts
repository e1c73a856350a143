// Classes and their timetable, by administrators. Each change writes its event in its transaction;
// a new timetable line gets its sessions at once, a removed one cancels its future sessions (telling
// whoever booked), a larger capacity gives its new places to the people waiting, and a new duration
// moves the end of every session to come.
import type { CreateClassInput } from '../../../shared/classes.schemas.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Db } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import { recordEvent } from '../events/events.queries.js';
import { fillFreePlaces } from './bookings.service.js';
import {
  type ClassRow,
  deleteSlot,
  findClass,
  findSlot,
  futureScheduledSessions,
  insertClass,
  insertSlot,
  type SlotRow,
  setClassArchived,
  setFutureCapacity,
  setSessionEnd,
  updateClassRow,
} from './classes.queries.js';
import { type AdminAct, cancelSessionIn } from './session-admin.service.js';
import { topUpSlot } from './sessions.run.js';
import { isTrainer } from './trainers.queries.js';

const MINUTE_MS = 60_000;

/** '' (no trainer) as null; absent stays absent (an edit keeps the class's trainer). */
function trainerIdOf(input: CreateClassInput): string | null | undefined {
  return input.trainerId === undefined ? undefined : input.trainerId || null;
}

/**
 * Whether the class form's trainer may be saved: none, the one the class has already, or a trainer
 * account. Checked before the change is made: an account that stops being a trainer afterwards only
 * stops seeing the sessions (they are scoped by role as well as by class).
 */
export async function trainerChoiceAllowed(db: Db, input: CreateClassInput & { classId?: string }): Promise<boolean> {
  const trainerId = trainerIdOf(input);
  if (!trainerId) return true;
  if (input.classId && (await findClass(db, input.classId))?.trainerId === trainerId) return true;
  return isTrainer(db, trainerId);
}

export async function createClass(db: Db, input: CreateClassInput, act: AdminAct): Promise<ClassRow> {
  return inTransaction(db, async (tx) => {
    const created = await insertClass(tx, { ...input, trainerId: trainerIdOf(input) ?? null }, act.now);
    await recordEvent(tx, {
      type: 'admin.class_created',
      actorId: act.adminId,
      subject: created.id,
      detail: { name: created.name },
    });
    return created;
  });
}

export async function updateClass(
  db: Db,
  input: CreateClassInput & { classId: string },
  act: AdminAct,
): Promise<ClassRow | null> {
  return inTransaction(db, async (tx) => {
    const before = await findClass(tx, input.classId);
    if (!before) return null;
    const { classId, ...typed } = input;
    const requested = trainerIdOf(input);
    const fields = { ...typed, trainerId: requested === undefined ? before.trainerId : requested };
    await updateClassRow(tx, classId, fields);
    const from = act.now.toISOString();
    if (fields.capacity !== before.capacity) await setFutureCapacity(tx, classId, fields.capacity, from);
    if (fields.capacity > before.capacity || fields.durationMinutes !== before.durationMinutes) {
      for (const session of await futureScheduledSessions(tx, { classId }, from)) {
        if (fields.capacity > before.capacity) await fillFreePlaces(tx, session.id, act);
        if (fields.durationMinutes !== before.durationMinutes) {
          const endsAt = new Date(new Date(session.startsAt).getTime() + fields.durationMinutes * MINUTE_MS);
          await setSessionEnd(tx, session.id, endsAt.toISOString());
        }
      }
    }
    await recordEvent(tx, {
      type: 'admin.class_updated',
      actorId: act.adminId,
      subject: classId,
      detail: { from: before, to: fields },
    });
    return { ...before, ...fields };
  });
}

export async function archiveClass(
  db: Db,
  classId: string,
  archived: boolean,
  act: AdminAct,
): Promise<ClassRow | null> {
  return inTransaction(db, async (tx) => {
    const klass = await findClass(tx, classId);
    if (!klass) return null;
    await setClassArchived(tx, classId, archived ? act.now.toISOString() : null);
    await recordEvent(tx, {
      type: archived ? 'admin.class_archived' : 'admin.class_restored',
      actorId: act.adminId,
      subject: classId,
    });
    return { ...klass, archived };
  });
}

export type SlotOutcome =
  | { ok: true; slot: SlotRow; sessionsCreated: number }
  | { ok: false; reason: 'not_found' | 'taken' | 'archived' };

export async function addSlot(db: Db, slot: Omit<SlotRow, 'id'>, act: AdminAct): Promise<SlotOutcome> {
  try {
    return await inTransaction(db, async (tx) => {
      const klass = await findClass(tx, slot.classId);
      if (!klass) return { ok: false, reason: 'not_found' } as const;
      if (klass.archived) return { ok: false, reason: 'archived' } as const;
      const created = await insertSlot(tx, slot, act.now);
      const sessionsCreated = await topUpSlot(tx, created, klass, act);
      await recordEvent(tx, {
        type: 'admin.class_slot_added',
        actorId: act.adminId,
        subject: slot.classId,
        detail: { ...slot },
      });
      return { ok: true, slot: created, sessionsCreated } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'taken' };
    throw error;
  }
}

/** Takes a line off the timetable; its future sessions are cancelled and anyone booked is told. */
export async function removeSlot(
  db: Db,
  slotId: string,
  act: AdminAct,
): Promise<{ sessionsCancelled: number; membersTold: number } | null> {
  return inTransaction(db, async (tx) => {
    const slot = await findSlot(tx, slotId);
    if (!slot) return null;
    let sessionsCancelled = 0;
    let membersTold = 0;
    for (const session of await futureScheduledSessions(tx, { slotId }, act.now.toISOString())) {
      const told = await cancelSessionIn(tx, session, 'taken off the timetable', act);
      if (told === null) continue;
      sessionsCancelled += 1;
      membersTold += told;
    }
    await deleteSlot(tx, slotId);
    await recordEvent(tx, {
      type: 'admin.class_slot_removed',
      actorId: act.adminId,
      subject: slot.classId,
      detail: { ...slot, sessionsCancelled, membersTold },
    });
    return { sessionsCancelled, membersTold };
  });
}
