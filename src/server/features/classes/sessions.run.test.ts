// Sessions for the coming 8 weeks: at the gym's wall time on each side of a daylight-saving change,
// topped up by the daily run (which must be idempotent, create nothing in the past, leave archived
// classes alone and be safe in two processes at once).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { wallTimeInZone } from '../../../shared/calendar.js';
import {
  callerAs,
  createAccount,
  createTestDatabase,
  createTestDeps,
  TEST_GYM,
  type TestAccount,
  type TestDatabase,
} from '../../test/harness.js';
import { ManualClock } from '../../test/manual-clock.js';
import { asAnotherProcess } from '../../test/money.js';
import type { AppDeps } from '../../trpc/context.js';
import { insertClass, insertSlot } from './classes.queries.js';
import { topUpSessions } from './sessions.run.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

let t: TestDatabase;
let admin: TestAccount;
let clock: ManualClock;

beforeEach(async () => {
  t = await createTestDatabase();
  admin = await createAccount(t.db, 'admin');
  clock = new ManualClock();
});
afterEach(() => t.close());

const gymIn = (timeZone: string) => createTestDeps(t, { clock, gym: { ...TEST_GYM, timeZone } });

/** A 60-minute class with one weekly slot, added by an admin at the clock's time. */
async function classWithSlot(deps: AppDeps, weekday: number, startTime: string, name = 'Spin') {
  const asAdmin = await callerAs(deps, admin);
  const klass = await asAdmin.classes.create({ name, capacity: 12, durationMinutes: 60 });
  const added = await asAdmin.classes.addSlot({ classId: klass.id, weekday, startTime });
  return { classId: klass.id, sessionsCreated: added.sessionsCreated };
}

const sessionsOf = (classId: string) =>
  t.db
    .selectFrom('classSessions')
    .select(['day', 'startsAt', 'endsAt'])
    .where('classId', '=', classId)
    .orderBy('startsAt')
    .execute();

/** "Mon 18:00": what the gym's clock shows at the instant. */
function onGymClock(instant: string, timeZone: string): string {
  const local = wallTimeInZone(new Date(instant), timeZone);
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'][local.weekday - 1];
  return `${weekday} ${String(local.hour).padStart(2, '0')}:${String(local.minute).padStart(2, '0')}`;
}

describe('sessions across a daylight-saving change', () => {
  it.each([
    // zone, the clock when the slot is added, the Mondays either side of the change and their UTC instants
    ['America/New_York', '2026-02-25T17:00:00Z', ['2026-03-02T23:00:00.000Z', '2026-03-09T22:00:00.000Z']],
    ['America/New_York', '2026-10-21T16:00:00Z', ['2026-10-26T22:00:00.000Z', '2026-11-02T23:00:00.000Z']],
    ['Europe/London', '2026-03-18T12:00:00Z', ['2026-03-23T18:00:00.000Z', '2026-03-30T17:00:00.000Z']],
    ['Europe/London', '2026-10-14T12:00:00Z', ['2026-10-19T17:00:00.000Z', '2026-10-26T18:00:00.000Z']],
  ])(
    'in %s (slot added at %s), a Monday 18:00 class starts at 18:00 local on both sides',
    async (zone, now, [before, after]) => {
      clock.set(now);
      const { classId, sessionsCreated } = await classWithSlot(gymIn(zone), 1, '18:00');

      const sessions = await sessionsOf(classId);

      expect(sessionsCreated).toBe(8);
      expect(sessions).toHaveLength(8);
      expect(sessions.map((s) => onGymClock(s.startsAt, zone))).toEqual(Array(8).fill('Mon 18:00'));
      expect(sessions.map((s) => s.day)).toEqual(sessions.map((s) => wallTimeInZone(new Date(s.startsAt), zone).date));
      expect(sessions.slice(0, 2).map((s) => s.startsAt)).toEqual([before, after]);
      // A week apart on the wall clock is a week and an hour less, or more, in elapsed time.
      const elapsed = Date.parse(after ?? '') - Date.parse(before ?? '');
      expect(Math.abs(elapsed - 7 * DAY_MS)).toBe(HOUR_MS);
      expect(sessions.every((s) => Date.parse(s.endsAt) - Date.parse(s.startsAt) === HOUR_MS)).toBe(true);
    },
  );

  it('moves a time the change skips an hour later, and takes the first of a time shown twice', async () => {
    const newYork = gymIn('America/New_York');
    clock.set('2026-03-01T12:00:00Z');
    const skipped = await classWithSlot(newYork, 7, '02:30', 'Early'); // 8 March 2026: 02:00 → 03:00
    clock.set('2026-10-25T12:00:00Z');
    const twice = await classWithSlot(newYork, 7, '01:30', 'Night'); // 1 November 2026: 02:00 → 01:00

    const [skippedDay, normalDay] = await sessionsOf(skipped.classId);
    const [overlapDay] = (await sessionsOf(twice.classId)).filter((s) => s.day === '2026-11-01');

    expect([skippedDay?.day, skippedDay?.startsAt]).toEqual(['2026-03-08', '2026-03-08T07:30:00.000Z']); // 03:30 EDT
    expect(normalDay?.startsAt).toBe('2026-03-15T06:30:00.000Z'); // 02:30 EDT
    expect(overlapDay?.startsAt).toBe('2026-11-01T05:30:00.000Z'); // 01:30 EDT, the first 01:30
  });
});

describe('the daily top-up (topUpSessions)', () => {
  it('is idempotent, and adds each new week as the clock moves on, at the wall time', async () => {
    const newYork = gymIn('America/New_York');
    clock.set('2026-02-25T17:00:00Z'); // Wednesday
    const { classId } = await classWithSlot(newYork, 1, '18:00');

    expect(await topUpSessions(newYork)).toEqual({ sessionsCreated: 0 });
    expect(await topUpSessions(newYork)).toEqual({ sessionsCreated: 0 });
    clock.advance(DAY_MS);
    expect(await topUpSessions(newYork)).toEqual({ sessionsCreated: 0 });
    clock.advance(6 * DAY_MS); // the next Wednesday: one more Monday comes into the eight weeks
    expect(await topUpSessions(newYork)).toEqual({ sessionsCreated: 1 });
    expect(await topUpSessions(newYork)).toEqual({ sessionsCreated: 0 });

    const sessions = await sessionsOf(classId);
    expect(sessions).toHaveLength(9);
    expect(sessions.at(-1)).toMatchObject({ day: '2026-04-27', startsAt: '2026-04-27T22:00:00.000Z' });
    clock.advance(21 * DAY_MS); // three weeks of downtime: three weeks to catch up
    await newYork.background.runNow('class-sessions');
    expect(await sessionsOf(classId)).toHaveLength(12);
  });

  it('never creates a session that has already started', async () => {
    const utc = gymIn('UTC');
    clock.set('2026-11-23T18:00:00.000Z'); // Monday, 18:00 on the dot
    const started = await classWithSlot(utc, 1, '18:00', 'Started');
    const later = await classWithSlot(utc, 1, '18:01', 'Later');

    expect(started.sessionsCreated).toBe(7);
    expect((await sessionsOf(started.classId))[0]?.startsAt).toBe('2026-11-30T18:00:00.000Z');
    expect((await sessionsOf(later.classId))[0]?.startsAt).toBe('2026-11-23T18:01:00.000Z');

    clock.set('2027-03-03T12:00:00.000Z'); // back after seven weeks away: the weeks missed stay missed
    expect(await topUpSessions(utc)).toEqual({ sessionsCreated: 16 });
    const days = (await sessionsOf(later.classId)).map((s) => s.day);
    expect(days.slice(7, 9)).toEqual(['2027-01-11', '2027-03-08']);
    expect(days).toHaveLength(16);
  });

  it('leaves archived classes alone, and tops them up again once restored', async () => {
    const utc = gymIn('UTC');
    clock.set('2026-11-22T12:00:00.000Z');
    const { classId } = await classWithSlot(utc, 1, '18:00');
    const asAdmin = await callerAs(utc, admin);
    await asAdmin.classes.archive({ classId });

    clock.advance(14 * DAY_MS);
    expect(await topUpSessions(utc)).toEqual({ sessionsCreated: 0 });
    expect(await sessionsOf(classId)).toHaveLength(8);

    await asAdmin.classes.restore({ classId });
    expect(await topUpSessions(utc)).toEqual({ sessionsCreated: 2 });
    expect(await sessionsOf(classId)).toHaveLength(10);
  });

  it('creates each session once when two processes top up at the same moment', async () => {
    const now = new Date('2026-11-22T12:00:00.000Z');
    clock.set(now);
    for (const name of ['Spin', 'Yoga', 'Boxing']) {
      const klass = await insertClass(
        t.db,
        { name, description: '', trainer: '', capacity: 10, durationMinutes: 45 },
        now,
      );
      for (const weekday of [1, 3, 5]) await insertSlot(t.db, { classId: klass.id, weekday, startTime: '07:30' }, now);
    }
    const other = asAnotherProcess(t);
    try {
      const here = gymIn('Europe/London');
      const there = createTestDeps(
        { db: other.db, limitStore: t.limitStore },
        { clock, gym: { ...TEST_GYM, timeZone: 'Europe/London' } },
      );

      const [a, b] = await Promise.all([topUpSessions(here), topUpSessions(there)]);

      expect(a.sessionsCreated + b.sessionsCreated).toBe(3 * 3 * 8);
      const perSlotDay = await t.db
        .selectFrom('classSessions')
        .select((eb) => ['slotId', 'day', eb.fn.countAll<number>().as('n')])
        .groupBy(['slotId', 'day'])
        .execute();
      expect(perSlotDay).toHaveLength(72);
      expect(perSlotDay.every((row) => Number(row.n) === 1)).toBe(true);
    } finally {
      await other.close();
    }
  });
});
