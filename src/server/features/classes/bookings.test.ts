// Members booking classes on /member/classes: a place while there is one, else the waitlist in the
// order people came; one booking each; "Cancel booking" until BOOKING_CANCEL_HOURS before the start,
// the place passing to the first person waiting, who is told; and the list of upcoming sessions.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError } from '../../test/api-error.js';
import {
  callerAs,
  createAccount,
  createRouterTestbed,
  createTestDeps,
  TEST_GYM,
  type TestAccount,
  type TestDatabase,
} from '../../test/harness.js';
import { ManualClock } from '../../test/manual-clock.js';
import type { AppDeps } from '../../trpc/context.js';

let t: TestDatabase;
let deps: AppDeps;
let admin: TestAccount;
let clock: ManualClock;

beforeEach(async () => {
  const bed = await createRouterTestbed();
  t = bed.testDb;
  admin = bed.admin;
  clock = new ManualClock('2026-11-22T12:00:00.000Z'); // a Sunday: the Monday 18:00 class is tomorrow
  deps = createTestDeps(t, { clock });
});
afterEach(() => t.close());

const MONDAY_1800 = '2026-11-23T18:00:00.000Z';
const YOURE_IN = "You're in: Spin on Mon, Nov 23, 6:00 PM";
const CUTOFF_MESSAGE = 'Bookings can be cancelled until 2 hours before the class starts.';

/** A class with a weekly slot (Monday 18:00 unless told); returns its sessions, soonest first. */
async function addClass(name: string, capacity: number, weekday = 1, startTime = '18:00') {
  const asAdmin = await callerAs(deps, admin);
  const klass = await asAdmin.classes.create({ name, capacity, durationMinutes: 45 });
  const { slot } = await asAdmin.classes.addSlot({ classId: klass.id, weekday, startTime });
  const sessions = await t.db
    .selectFrom('classSessions')
    .select(['id', 'startsAt'])
    .where('slotId', '=', slot.id)
    .orderBy('startsAt')
    .execute();
  return { classId: klass.id, sessionIds: sessions.map((s) => s.id) };
}

async function spinTomorrow(capacity: number): Promise<string> {
  const { sessionIds } = await addClass('Spin', capacity);
  const first = await t.db
    .selectFrom('classSessions')
    .select('startsAt')
    .where('id', '=', sessionIds[0] ?? '')
    .execute();
  expect(first).toEqual([{ startsAt: MONDAY_1800 }]);
  return sessionIds[0] ?? '';
}

async function newMembers(count: number): Promise<TestAccount[]> {
  const accounts = [];
  for (let i = 0; i < count; i++) accounts.push(await createAccount(t.db, 'member'));
  return accounts;
}

async function book(member: TestAccount, sessionId: string) {
  return (await callerAs(deps, member)).bookings.book({ sessionId });
}

async function cancel(member: TestAccount, sessionId: string, on: AppDeps = deps) {
  return (await callerAs(on, member)).bookings.cancel({ sessionId });
}

/** Where each person stands on the session: 'booked', 'waitlisted 2', 'cancelled' or 'none'. */
async function placesOf(sessionId: string, people: TestAccount[]): Promise<string[]> {
  const rows = await t.db
    .selectFrom('bookings')
    .select(['memberId', 'status', 'waitlistPosition'])
    .where('sessionId', '=', sessionId)
    .execute();
  return people.map((person) => {
    const mine = rows.filter((r) => r.memberId === person.id);
    const live = mine.find((r) => r.status !== 'cancelled');
    if (live) return live.status === 'waitlisted' ? `waitlisted ${live.waitlistPosition}` : live.status;
    return mine.length > 0 ? 'cancelled' : 'none';
  });
}

const sessionCounters = (sessionId: string) =>
  t.db
    .selectFrom('classSessions')
    .select(['bookedCount', 'waitlistCounter'])
    .where('id', '=', sessionId)
    .executeTakeFirstOrThrow();

// Booking confirmations (each booked place gets one: member-mail.test.ts) are left out: these tests
// are about what cancelling and the waitlist tell people.
async function notificationsOf(member: TestAccount): Promise<string[]> {
  const rows = await t.db
    .selectFrom('notifications')
    .select('message')
    .where('memberId', '=', member.id)
    .where('message', 'not like', 'Booked: %')
    .execute();
  return rows.map((r) => r.message);
}

const queuedMail = () =>
  t.db
    .selectFrom('mailQueue')
    .select(['toAddress', 'subject', 'status'])
    .where('subject', 'not like', 'Booking confirmed: %')
    .execute();

describe('bookings.book', () => {
  it('takes a place while there is one, then puts members on the waitlist in the order they came', async () => {
    const sessionId = await spinTomorrow(2);
    const [ann, bob, cy, dee] = await newMembers(4);
    if (!ann || !bob || !cy || !dee) throw new Error('four members');

    const outcomes = [];
    for (const member of [ann, bob, cy, dee]) outcomes.push(await book(member, sessionId));

    expect(outcomes).toEqual([
      { ok: true, status: 'booked', waitlistPosition: null, bookingId: expect.any(String) },
      { ok: true, status: 'booked', waitlistPosition: null, bookingId: expect.any(String) },
      { ok: true, status: 'waitlisted', waitlistPosition: 1, bookingId: expect.any(String) },
      { ok: true, status: 'waitlisted', waitlistPosition: 2, bookingId: expect.any(String) },
    ]);
    expect(await placesOf(sessionId, [ann, bob, cy, dee])).toEqual([
      'booked',
      'booked',
      'waitlisted 1',
      'waitlisted 2',
    ]);
    expect(await sessionCounters(sessionId)).toEqual({ bookedCount: 2, waitlistCounter: 2 });
    const events = await t.db
      .selectFrom('events')
      .select(['type', 'actorId'])
      .where('type', 'like', 'class.%')
      .execute();
    expect(events.map((e) => e.type).sort()).toEqual([
      'class.booked',
      'class.booked',
      'class.waitlisted',
      'class.waitlisted',
    ]);
  });

  it('says so when the member is already booked or already waiting, and changes nothing', async () => {
    const sessionId = await spinTomorrow(1);
    const [ann, bob] = await newMembers(2);
    if (!ann || !bob) throw new Error('two members');
    await book(ann, sessionId);
    await book(bob, sessionId);

    expect(await apiError(book(ann, sessionId))).toEqual({
      code: 'CONFLICT',
      message: 'You are already booked on this class.',
    });
    expect(await apiError(book(bob, sessionId))).toEqual({
      code: 'CONFLICT',
      message: 'You are already on the waitlist for this class.',
    });
    expect(await placesOf(sessionId, [ann, bob])).toEqual(['booked', 'waitlisted 1']);
    expect(await sessionCounters(sessionId)).toEqual({ bookedCount: 1, waitlistCounter: 1 });
  });

  it('refuses a paused or cancelled membership, but not one cancelled and still paid for on the day', async () => {
    const sessionId = await spinTomorrow(5);
    const [paused, cancelled, paidUp] = await newMembers(3);
    if (!paused || !cancelled || !paidUp) throw new Error('three members');
    const asAdmin = await callerAs(deps, admin);
    await asAdmin.memberships.pause({ userId: paused.id });
    await asAdmin.memberships.cancel({ userId: cancelled.id });
    await asAdmin.memberships.cancel({ userId: paidUp.id });
    await t.db.updateTable('memberships').set({ endsOn: '2026-11-24' }).where('userId', '=', paidUp.id).execute();

    expect(await apiError(book(paused, sessionId))).toEqual({
      code: 'CONFLICT',
      message: 'Your membership is paused, so you cannot book classes.',
    });
    expect(await apiError(book(cancelled, sessionId))).toEqual({
      code: 'CONFLICT',
      message: 'Your membership is cancelled, so you cannot book classes.',
    });
    expect(await book(paidUp, sessionId)).toMatchObject({ ok: true, status: 'booked' });
    expect(await placesOf(sessionId, [paused, cancelled, paidUp])).toEqual(['none', 'none', 'booked']);
    expect(await sessionCounters(sessionId)).toEqual({ bookedCount: 1, waitlistCounter: 0 });
  });

  it('refuses a session that has started, was cancelled or does not exist, and only members may book', async () => {
    const { sessionIds } = await addClass('Spin', 5);
    const [tomorrow, nextWeek] = sessionIds;
    const [ann] = await newMembers(1);
    if (!tomorrow || !nextWeek || !ann) throw new Error('two sessions and a member');
    await (await callerAs(deps, admin)).classes.cancelSession({ sessionId: nextWeek, reason: 'Trainer away' });

    expect(await apiError(book(ann, nextWeek))).toEqual({ code: 'CONFLICT', message: 'This class was cancelled.' });
    for (const call of [() => book(ann, 'no-such-session'), () => cancel(ann, 'no-such-session')]) {
      expect(await apiError(call())).toEqual({ code: 'NOT_FOUND', message: 'Class not found.' });
    }
    clock.set(MONDAY_1800);
    expect(await apiError(book(ann, tomorrow))).toEqual({
      code: 'CONFLICT',
      message: 'This class has already started.',
    });
    expect((await apiError((await callerAs(deps)).bookings.book({ sessionId: tomorrow }))).code).toBe('UNAUTHORIZED');
    expect((await apiError((await callerAs(deps, admin)).bookings.book({ sessionId: tomorrow }))).code).toBe(
      'FORBIDDEN',
    );
    expect(await t.db.selectFrom('bookings').select('id').execute()).toEqual([]);
  });
});

describe('bookings.cancel', () => {
  it('passes the place to the first person waiting, who is told by notification and email', async () => {
    const sessionId = await spinTomorrow(1);
    const [ann, bob, cy] = await newMembers(3);
    if (!ann || !bob || !cy) throw new Error('three members');
    for (const member of [ann, bob, cy]) await book(member, sessionId);
    clock.set('2026-11-23T15:59:59.999Z'); // the last moment before the 2-hour cut-off

    expect(await cancel(ann, sessionId)).toEqual({ ok: true, promoted: true });

    expect(await placesOf(sessionId, [ann, bob, cy])).toEqual(['cancelled', 'booked', 'waitlisted 2']);
    expect(await sessionCounters(sessionId)).toEqual({ bookedCount: 1, waitlistCounter: 2 });
    expect(await notificationsOf(bob)).toEqual([YOURE_IN]);
    expect(await notificationsOf(cy)).toEqual([]);
    expect(await notificationsOf(ann)).toEqual([]);
    expect(await queuedMail()).toEqual([{ toAddress: bob.email, subject: YOURE_IN, status: 'queued' }]);
    expect(await (await callerAs(deps, bob)).notifications.listMine()).toMatchObject([{ message: YOURE_IN }]);
    // Coming back means the back of the queue: positions are never handed out twice.
    expect(await book(ann, sessionId)).toMatchObject({ status: 'waitlisted', waitlistPosition: 3 });
  });

  it('gives the place back to the session when nobody is waiting', async () => {
    const sessionId = await spinTomorrow(1);
    const [ann, bob] = await newMembers(2);
    if (!ann || !bob) throw new Error('two members');
    await book(ann, sessionId);

    expect(await cancel(ann, sessionId)).toEqual({ ok: true, promoted: false });

    expect(await sessionCounters(sessionId)).toEqual({ bookedCount: 0, waitlistCounter: 0 });
    expect(await book(bob, sessionId)).toMatchObject({ status: 'booked' });
    expect(await queuedMail()).toEqual([]);
  });

  it('refuses to give up a place from the cut-off on, changing nothing', async () => {
    const sessionId = await spinTomorrow(1);
    const [ann, bob] = await newMembers(2);
    if (!ann || !bob) throw new Error('two members');
    await book(ann, sessionId);
    await book(bob, sessionId);
    clock.set('2026-11-23T16:00:00.000Z');

    expect(await apiError(cancel(ann, sessionId))).toEqual({ code: 'CONFLICT', message: CUTOFF_MESSAGE });
    const oneHourGym = createTestDeps(t, { clock, gym: { ...TEST_GYM, bookingCancelHours: 1 } });
    clock.set('2026-11-23T17:00:00.000Z');
    expect(await apiError(cancel(ann, sessionId, oneHourGym))).toEqual({
      code: 'CONFLICT',
      message: 'Bookings can be cancelled until 1 hour before the class starts.',
    });

    expect(await placesOf(sessionId, [ann, bob])).toEqual(['booked', 'waitlisted 1']);
    expect(await sessionCounters(sessionId)).toEqual({ bookedCount: 1, waitlistCounter: 1 });
    expect(await notificationsOf(bob)).toEqual([]);
    expect(await queuedMail()).toEqual([]);
  });

  it('lets a member leave the waitlist at any time, promoting nobody', async () => {
    const sessionId = await spinTomorrow(1);
    const [ann, bob, cy] = await newMembers(3);
    if (!ann || !bob || !cy) throw new Error('three members');
    for (const member of [ann, bob, cy]) await book(member, sessionId);
    clock.set('2026-11-23T17:30:00.000Z'); // past the cut-off for places, not for the waitlist

    expect(await cancel(bob, sessionId)).toEqual({ ok: true, promoted: false });

    expect(await placesOf(sessionId, [ann, bob, cy])).toEqual(['booked', 'cancelled', 'waitlisted 2']);
    expect(await sessionCounters(sessionId)).toEqual({ bookedCount: 1, waitlistCounter: 2 });
    expect(await notificationsOf(cy)).toEqual([]);
    expect(await queuedMail()).toEqual([]);
    expect(await apiError(cancel(bob, sessionId))).toEqual({
      code: 'CONFLICT',
      message: 'You have no booking for this class.',
    });
  });
});

describe('bookings.upcoming', () => {
  it("lists sessions from now, soonest first, with spots left and the caller's own booking", async () => {
    const spin = await addClass('Spin', 2);
    const yoga = await addClass('Yoga', 1, 2, '07:00');
    const [ann, bob] = await newMembers(2);
    if (!ann || !bob) throw new Error('two members');
    const [spinMonday] = spin.sessionIds;
    const [yogaTuesday] = yoga.sessionIds;
    if (!spinMonday || !yogaTuesday) throw new Error('sessions');
    await book(ann, spinMonday);
    await book(bob, yogaTuesday);
    await book(ann, yogaTuesday);

    const mine = await (await callerAs(deps, ann)).bookings.upcoming({ limit: 3 });
    expect(
      mine.items.map((s) => [s.className, s.startsAt, s.spotsLeft, s.waitlistCount, s.trainer, s.myBooking]),
    ).toEqual([
      [
        'Spin',
        '2026-11-23T18:00:00.000Z',
        1,
        0,
        '',
        { status: 'booked', waitlistPosition: null, canCancel: true, cancelUntil: '2026-11-23T16:00:00.000Z' },
      ],
      [
        'Yoga',
        '2026-11-24T07:00:00.000Z',
        0,
        1,
        '',
        { status: 'waitlisted', waitlistPosition: 1, canCancel: true, cancelUntil: null },
      ],
      ['Spin', '2026-11-30T18:00:00.000Z', 2, 0, '', null],
    ]);
    const bobs = await (await callerAs(deps, bob)).bookings.upcoming({ limit: 2 });
    expect(bobs.items.map((s) => s.myBooking)).toEqual([
      null,
      { status: 'booked', waitlistPosition: null, canCancel: true, cancelUntil: '2026-11-24T05:00:00.000Z' },
    ]);

    clock.set('2026-11-23T18:30:00.000Z');
    // As the page asks for it (tRPC's infinite queries add the direction).
    const later = await (await callerAs(deps, ann)).bookings.upcoming({ limit: 1, direction: 'forward' });
    expect(later.items.map((s) => [s.className, s.startsAt])).toEqual([['Yoga', '2026-11-24T07:00:00.000Z']]);
  });

  it('pages through every session exactly once with the cursor, sessions at the same time included', async () => {
    await addClass('Spin', 5);
    await addClass('Boxing', 5); // also Monday 18:00: ties on the start
    await addClass('Pilates', 5, 3, '09:00');
    const [ann] = await newMembers(1);
    if (!ann) throw new Error('a member');
    const caller = await callerAs(deps, ann);

    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await caller.bookings.upcoming({ limit: 5, ...(cursor ? { cursor } : {}) });
      seen.push(...page.items.map((s) => s.id));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor);

    const all = await caller.bookings.upcoming({ limit: 100 });
    expect(all.items).toHaveLength(24);
    expect(all.nextCursor).toBeNull();
    expect(seen).toEqual(all.items.map((s) => s.id));
    expect(pages).toBe(5);
    const starts = all.items.map((s) => s.startsAt);
    expect(starts).toEqual([...starts].sort());
    expect(await apiError(caller.bookings.upcoming({ limit: 5, cursor: 'not-a-cursor' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Invalid page.',
    });
  });
});
