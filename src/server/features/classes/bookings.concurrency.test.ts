// "Capacity is never exceeded, even when many book at the same moment": 50 members press "Book" on a
// 10-place session at once (each through their own tRPC caller), then booked members cancel, one and
// then several at once, and one member presses "Book" twice. On PostgreSQL the calls run on a pool of
// many connections, so the transactions really overlap (the test checks that they did); SQLite takes
// one writer at a time, and the same outcome must hold there too.
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.js';
import type { Db } from '../../db/schema.js';
import { apiError } from '../../test/api-error.js';
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
import type { AppDeps } from '../../trpc/context.js';

const MEMBERS = 50;
const CAPACITY = 10;
const WAITING = MEMBERS - CAPACITY;

let t: TestDatabase;
let wide: { db: Db; close(): Promise<void> };
let deps: AppDeps;
let admin: TestAccount;
let members: TestAccount[];
let callers: Awaited<ReturnType<typeof callerAs>>[];
const clock = new ManualClock('2026-11-22T12:00:00.000Z');
/** The most PostgreSQL connections in use at one moment since the last reset. */
const overlap = { now: 0, most: 0 };

/** The database on a pool of its own, larger than the harness's, that counts connections in use. */
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
  deps = createTestDeps({ db: wide.db, limitStore: t.limitStore }, { clock });
  admin = await createAccount(t.db, 'admin');
  members = [];
  for (let i = 0; i < MEMBERS; i++) members.push(await createAccount(t.db, 'member'));
  callers = await Promise.all(members.map((member) => callerAs(deps, member)));
}, 120_000);
afterAll(async () => {
  await wide.close();
  await t.close();
});
beforeEach(() => {
  overlap.most = overlap.now;
});

let classCounter = 0;

/** A fresh 10-place session tomorrow (its own class, so tests share no session). */
async function newSession(): Promise<string> {
  classCounter += 1;
  const asAdmin = await callerAs(deps, admin);
  const klass = await asAdmin.classes.create({ name: `Spin ${classCounter}`, capacity: CAPACITY, durationMinutes: 45 });
  const { slot } = await asAdmin.classes.addSlot({ classId: klass.id, weekday: 1, startTime: '18:00' });
  const first = await t.db
    .selectFrom('classSessions')
    .select('id')
    .where('slotId', '=', slot.id)
    .orderBy('startsAt')
    .limit(1)
    .executeTakeFirstOrThrow();
  return first.id;
}

/** Everyone presses "Book" at the same moment. */
function everyoneBooks(sessionId: string) {
  return Promise.all(callers.map((caller) => caller.bookings.book({ sessionId })));
}

async function bookingsOf(sessionId: string) {
  return t.db
    .selectFrom('bookings')
    .select(['memberId', 'status', 'waitlistPosition'])
    .where('sessionId', '=', sessionId)
    .execute();
}

async function countersOf(sessionId: string) {
  return t.db
    .selectFrom('classSessions')
    .select(['bookedCount', 'waitlistCounter'])
    .where('id', '=', sessionId)
    .executeTakeFirstOrThrow();
}

/** The waitlist positions still waiting, in order. */
async function waitingPositions(sessionId: string): Promise<number[]> {
  const rows = await bookingsOf(sessionId);
  return rows
    .filter((r) => r.status === 'waitlisted')
    .map((r) => r.waitlistPosition ?? 0)
    .sort((a, b) => a - b);
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const indexOfMember = (memberId: string) => members.findIndex((m) => m.id === memberId);

describe('50 members booking one 10-place session at the same moment', () => {
  it('gives exactly 10 places and puts the other 40 on the waitlist at 1..40, with no gap or repeat', async () => {
    const sessionId = await newSession();

    const outcomes = await everyoneBooks(sessionId);

    expect(outcomes.filter((o) => o.status === 'booked')).toHaveLength(CAPACITY);
    const positions = outcomes
      .filter((o) => o.status === 'waitlisted')
      .map((o) => o.waitlistPosition ?? 0)
      .sort((a, b) => a - b);
    expect(positions).toEqual(range(1, WAITING));
    const rows = await bookingsOf(sessionId);
    expect(rows).toHaveLength(MEMBERS);
    expect(new Set(rows.map((r) => r.memberId)).size).toBe(MEMBERS);
    expect(rows.filter((r) => r.status === 'booked')).toHaveLength(CAPACITY);
    expect(rows.filter((r) => r.status === 'booked').every((r) => r.waitlistPosition === null)).toBe(true);
    expect(await waitingPositions(sessionId)).toEqual(range(1, WAITING));
    // What each caller was told is what the database holds.
    for (const [i, outcome] of outcomes.entries()) {
      const row = rows.find((r) => r.memberId === members[i]?.id);
      expect([row?.status, row?.waitlistPosition]).toEqual([outcome.status, outcome.waitlistPosition]);
    }
    expect(await countersOf(sessionId)).toEqual({ bookedCount: CAPACITY, waitlistCounter: WAITING });
    if (TEST_DIALECT === 'postgres') expect(overlap.most).toBeGreaterThan(1);
  });

  it('passes a cancelled place to position 1 only, and several at once to the first that many, in order', async () => {
    const sessionId = await newSession();
    const outcomes = await everyoneBooks(sessionId);
    const booked = outcomes.flatMap((o, i) => (o.status === 'booked' ? [i] : []));
    const atPosition = (n: number) => outcomes.findIndex((o) => o.waitlistPosition === n);

    const [first, ...others] = booked;
    if (first === undefined) throw new Error('someone is booked');
    expect(await callers[first]?.bookings.cancel({ sessionId })).toEqual({ ok: true, promoted: true });

    let rows = await bookingsOf(sessionId);
    const promotedAlone = rows.filter((r) => r.status === 'booked' && r.waitlistPosition !== null);
    expect(promotedAlone.map((r) => indexOfMember(r.memberId))).toEqual([atPosition(1)]);
    expect(rows.filter((r) => r.status === 'booked')).toHaveLength(CAPACITY);
    expect(await waitingPositions(sessionId)).toEqual(range(2, WAITING));

    const leaving = others.slice(0, 5);
    const results = await Promise.all(leaving.map((i) => callers[i]?.bookings.cancel({ sessionId })));

    expect(results).toEqual(leaving.map(() => ({ ok: true, promoted: true })));
    rows = await bookingsOf(sessionId);
    const promoted = rows
      .filter((r) => r.status === 'booked' && r.waitlistPosition !== null)
      .map((r) => r.waitlistPosition)
      .sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(promoted).toEqual(range(1, 6));
    expect(rows.filter((r) => r.status === 'booked')).toHaveLength(CAPACITY);
    expect(rows.filter((r) => r.status === 'cancelled').map((r) => indexOfMember(r.memberId))).toEqual(
      expect.arrayContaining([first, ...leaving]),
    );
    expect(rows.filter((r) => r.status === 'cancelled')).toHaveLength(6);
    expect(await waitingPositions(sessionId)).toEqual(range(7, WAITING));
    expect(await countersOf(sessionId)).toEqual({ bookedCount: CAPACITY, waitlistCounter: WAITING });
    // Each of the six was told once, by notification and by email; nobody else was.
    const told = await t.db
      .selectFrom('notifications')
      .select('memberId')
      .where('message', 'like', "You're in: %")
      .execute();
    const promotedIds = rows.filter((r) => r.status === 'booked' && r.waitlistPosition !== null).map((r) => r.memberId);
    expect(told.map((n) => n.memberId).sort()).toEqual([...promotedIds].sort());
    const mail = await t.db
      .selectFrom('mailQueue')
      .select('toAddress')
      .where('subject', 'like', "You're in: %")
      .execute();
    const emails = members.filter((m) => promotedIds.includes(m.id)).map((m) => m.email);
    expect(mail.map((m) => m.toAddress).sort()).toEqual(emails.sort());
  });

  it('gives a member who presses "Book" twice at once exactly one booking, a place or a waitlist spot', async () => {
    const sessionId = await newSession();
    const [ann, bob] = [callers[0], callers[1]];
    if (!ann || !bob) throw new Error('two callers');

    const twice = await Promise.allSettled([ann.bookings.book({ sessionId }), ann.bookings.book({ sessionId })]);

    expect(twice.filter((r) => r.status === 'fulfilled').map((r) => r.value.status)).toEqual(['booked']);
    const refused = twice.find((r) => r.status === 'rejected');
    expect(await apiError(Promise.reject(refused?.reason))).toEqual({
      code: 'CONFLICT',
      message: 'You are already booked on this class.',
    });
    expect(await countersOf(sessionId)).toEqual({ bookedCount: 1, waitlistCounter: 0 });

    // Once full, a double press from two browser tabs takes one waitlist place, not two.
    await Promise.all(callers.slice(2, 2 + CAPACITY - 1).map((c) => c.bookings.book({ sessionId })));
    const otherTab = await callerAs(deps, members[1] as TestAccount);
    const both = await Promise.allSettled([bob.bookings.book({ sessionId }), otherTab.bookings.book({ sessionId })]);

    expect(both.filter((r) => r.status === 'fulfilled').map((r) => r.value)).toEqual([
      { ok: true, status: 'waitlisted', waitlistPosition: 1, bookingId: expect.any(String) },
    ]);
    const second = both.find((r) => r.status === 'rejected');
    expect((await apiError(Promise.reject(second?.reason))).message).toBe(
      'You are already on the waitlist for this class.',
    );
    expect((await bookingsOf(sessionId)).filter((r) => r.memberId === members[1]?.id)).toEqual([
      { memberId: members[1]?.id, status: 'waitlisted', waitlistPosition: 1 },
    ]);
    expect(await countersOf(sessionId)).toEqual({ bookedCount: CAPACITY, waitlistCounter: 1 });
  });
});
