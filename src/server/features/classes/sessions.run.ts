// Keeps sessions in place for the coming weeks: daily (the scheduler) and whenever a timetable line
// is added. A class at 18:00 starts at 18:00 on the gym's clock each week, daylight-saving changes
// included: each session's start is the gym's wall time on its own day, turned into an instant.
import { addDays, type CalendarDate, dateInZone, isoWeekday, zonedToInstant } from '../../../shared/calendar.js';
import { SESSION_WEEKS_AHEAD } from '../../../shared/classes.schemas.js';
import type { GymSettings } from '../../../shared/settings.schemas.js';
import type { Db, DbOrTx } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import type { Clock } from '../../lib/clock.js';
import { insertSessionIfNew, listClasses, listSlots, type SlotRow } from './classes.queries.js';

const MINUTE_MS = 60_000;

/** The days from today on which the slot's weekday falls, within the weeks kept ahead. */
function daysOfSlot(slot: Pick<SlotRow, 'weekday'>, today: CalendarDate): CalendarDate[] {
  const first = addDays(today, (slot.weekday - isoWeekday(today) + 7) % 7);
  return Array.from({ length: SESSION_WEEKS_AHEAD + 1 }, (_, week) => addDays(first, week * 7)).filter(
    (day) => day < addDays(today, SESSION_WEEKS_AHEAD * 7),
  );
}

/** Creates the sessions one slot is missing; returns how many. */
export async function topUpSlot(
  db: DbOrTx,
  slot: SlotRow,
  klass: { capacity: number; durationMinutes: number },
  when: { now: Date; gym: GymSettings },
): Promise<number> {
  const today = dateInZone(when.now, when.gym.timeZone);
  let created = 0;
  for (const day of daysOfSlot(slot, today)) {
    const startsAt = zonedToInstant(day, slot.startTime, when.gym.timeZone);
    if (startsAt <= when.now) continue; // already started: nobody can book it
    const endsAt = new Date(startsAt.getTime() + klass.durationMinutes * MINUTE_MS);
    const inserted = await insertSessionIfNew(db, {
      classId: slot.classId,
      slotId: slot.id,
      day,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      capacity: klass.capacity,
    });
    if (inserted) created += 1;
  }
  return created;
}

/** Every active class's timetable, eight weeks ahead. Idempotent: runs in any number of processes. */
export async function topUpSessions(deps: { db: Db; clock: Clock; settings: { current(): Promise<GymSettings> } }) {
  const when = { now: deps.clock.now(), gym: await deps.settings.current() };
  const classes = new Map((await listClasses(deps.db)).filter((c) => !c.archived).map((c) => [c.id, c]));
  let created = 0;
  for (const slot of await listSlots(deps.db, { activeClassesOnly: true })) {
    const klass = classes.get(slot.classId);
    if (klass) created += await inTransaction(deps.db, (tx) => topUpSlot(tx, slot, klass, when));
  }
  return { sessionsCreated: created };
}
