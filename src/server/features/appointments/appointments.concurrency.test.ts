// "A trainer can never be double-booked, however many book at once": 20 members press "Book" on the
// same trainer's same hour at the same moment (each through their own tRPC caller), then 20 more book
// overlapping slots of different lengths (30, 45, 60 and 90 minutes, from 10:00 or 10:15). Exactly one
// booking commits each time; the others hear SLOT_TAKEN; one appointment holds its claims and only the
// winner's pack session is used. On PostgreSQL the calls run on a pool of 16 connections, so the
// transactions really overlap (the test checks that they did); SQLite takes one writer at a time.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_TAKEN } from '../../../shared/appointments.schemas.js';
import { newIdempotencyKey } from '../../../shared/idempotency.js';
import { openDatabase } from '../../db/database.js';
import type { Db } from '../../db/schema.js';
import { apiError } from '../../test/api-error.js';
import { givePack, insertEveryDay, insertService } from '../../test/appointments-testbed.js';
import {
  callerAs,
  createAccount,
  createTestDatabase,
  createTestDeps,
  TEST_DIALECT,
  type TestAccount,
  type TestDatabase,
} from '../../test/harness.js';
import { ManualClock } from '../../test/manual-clock.js';

const MEMBERS = 20;
const TODAY = '2026-11-22';

let t: TestDatabase;
let wide: { db: Db; close(): Promise<void> };
let trainer: TestAccount;
let members: TestAccount[];
let passes: string[];
let callers: Awaited<ReturnType<typeof callerAs>>[];
const clock = new ManualClock('2026-11-22T12:00:00.000Z');
const overlap = { now: 0, most: 0 };
/** How many connections were in use at once, as the figures say it. */
const connections = () =>
  TEST_DIALECT === 'sqlite' ? 'one connection (SQLite)' : `at most ${overlap.most} connections at once`;

function widePool(): { db: Db; close(): Promise<void> } {
  if (TEST_DIALECT === 'sqlite') return { db: t.db, close: async () => {} };
  const opened = openDatabase(t.target, { poolSize: 16 });
  const pool = (opened.native as { pool: pg.Pool }).pool;
  pool.on('acquire', () => {
    overlap.now += 1;
    overlap.most = Math.max(overlap.most, overlap.now);
  });
  pool.on('release', () => {
    overlap.now -= 1;
  });
  return { db: opened.db, close: () => opened.db.destroy() };
}

beforeAll(async () => {
  t = await createTestDatabase();
  wide = widePool();
  const deps = createTestDeps({ db: wide.db, limitStore: t.limitStore }, { clock });
  trainer = await createAccount(t.db, 'trainer');
  await insertEveryDay(t.db, trainer.id, '09:00', '17:00');
  members = [];
  passes = [];
  for (let i = 0; i < MEMBERS; i++) {
    const member = await createAccount(t.db, 'member');
    members.push(member);
    passes.push(await givePack(t.db, member.id, 10, TODAY));
  }
  callers = await Promise.all(members.map((member) => callerAs(deps, member)));
}, 120_000);
afterAll(async () => {
  await wide.close();
  await t.close();
});

/** Everyone books at once; the outcomes, with how long it took. */
async function everyoneBooks(choose: (i: number) => { serviceId: string; startsAt: string }) {
  overlap.most = overlap.now;
  const started = performance.now();
  const outcomes = await Promise.all(
    callers.map((caller, i) =>
      caller.ptBooking
        .book({ ...choose(i), trainerId: trainer.id, payWith: 'pack', idempotencyKey: newIdempotencyKey() })
        .then(
          (booked) => ({ ok: true as const, booked }),
          async (error: unknown) => ({ ok: false as const, message: (await apiError(Promise.reject(error))).message }),
        ),
    ),
  );
  return { outcomes, ms: Math.round(performance.now() - started) };
}

async function liveAppointments() {
  return t.db
    .selectFrom('ptAppointments')
    .select(['id', 'memberId', 'startsAt', 'endsAt'])
    .where('status', '=', 'booked')
    .where('trainerId', '=', trainer.id)
    .execute();
}

async function claimsOf(appointmentId: string) {
  return t.db.selectFrom('ptSlotClaims').select('startsAt').where('appointmentId', '=', appointmentId).execute();
}

async function sessionsUsedInAll(): Promise<number> {
  const rows = await t.db.selectFrom('memberPasses').select('visitsUsed').where('id', 'in', passes).execute();
  return rows.reduce((sum, row) => sum + row.visitsUsed, 0);
}

describe(`${MEMBERS} members booking one trainer at the same moment`, () => {
  it('gives the same hour to exactly one of them', async () => {
    const hour = await insertService(t.db, { name: 'Hour', durationMinutes: 60 });
    const { outcomes, ms } = await everyoneBooks(() => ({ serviceId: hour, startsAt: '2026-11-23T10:00:00.000Z' }));
    const won = outcomes.filter((o) => o.ok);
    const lost = outcomes.filter((o) => !o.ok);
    console.log(
      `[${TEST_DIALECT}] same slot: ${outcomes.length} attempts, ${won.length} succeeded, ${lost.length} told "${SLOT_TAKEN}", ${ms} ms, ${connections()}`,
    );
    expect(won).toHaveLength(1);
    expect(lost.map((o) => o.message)).toEqual(Array(MEMBERS - 1).fill(SLOT_TAKEN));
    const live = await liveAppointments();
    expect(live).toHaveLength(1);
    expect((await claimsOf(live[0]?.id ?? '')).map((c) => c.startsAt).sort()).toEqual([
      '2026-11-23T10:00:00.000Z',
      '2026-11-23T10:15:00.000Z',
      '2026-11-23T10:30:00.000Z',
      '2026-11-23T10:45:00.000Z',
    ]);
    expect(await sessionsUsedInAll()).toBe(1);
    if (TEST_DIALECT === 'postgres') expect(overlap.most).toBeGreaterThan(1);
  });

  it('gives overlapping slots of different lengths to exactly one of them', async () => {
    const lengths = [30, 45, 60, 90];
    const services = await Promise.all(lengths.map((minutes) => insertService(t.db, { durationMinutes: minutes })));
    const starts = ['2026-11-24T10:00:00.000Z', '2026-11-24T10:15:00.000Z'];
    // Every one of them covers 10:15–10:30, so every pair overlaps, whatever their lengths.
    const { outcomes, ms } = await everyoneBooks((i) => ({
      serviceId: services[i % services.length] as string,
      startsAt: starts[Math.floor(i / services.length) % starts.length] as string,
    }));
    const won = outcomes.filter((o) => o.ok);
    console.log(
      `[${TEST_DIALECT}] overlapping slots (30–90 min): ${outcomes.length} attempts, ${won.length} succeeded, ${ms} ms, ${connections()}`,
    );
    expect(won).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok).map((o) => o.message)).toEqual(Array(MEMBERS - 1).fill(SLOT_TAKEN));
    const live = (await liveAppointments()).filter((a) => a.startsAt.startsWith('2026-11-24'));
    expect(live).toHaveLength(1);
    const appointment = live[0] as { id: string; startsAt: string; endsAt: string };
    const minutes = (Date.parse(appointment.endsAt) - Date.parse(appointment.startsAt)) / 60_000;
    expect(await claimsOf(appointment.id)).toHaveLength(minutes / 15);
    expect(await sessionsUsedInAll()).toBe(2);
  });
});
