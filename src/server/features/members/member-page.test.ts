import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { apiError } from '../../test/api-error.js';
import {
  callerAs,
  createAccount,
  createRouterTestbed,
  createTestDeps,
  type TestAccount,
  type TestDatabase,
} from '../../test/harness.js';
import { ManualClock } from '../../test/manual-clock.js';
import type { AppDeps } from '../../trpc/context.js';
import { recordEvent } from '../events/events.queries.js';

const NOW = '2026-11-22T12:00:00.000Z';

let t: TestDatabase;
let db: Db;
let deps: AppDeps;
let admin: TestAccount;
let member: TestAccount;
let asAdmin: Awaited<ReturnType<typeof callerAs>>;

beforeEach(async () => {
  const bed = await createRouterTestbed();
  ({ testDb: t, db, admin } = bed);
  deps = createTestDeps(t, { clock: new ManualClock(NOW) });
  member = await createAccount(db, 'member', { name: 'Zoë Adams', email: 'zoe@gym.test' });
  asAdmin = await callerAs(deps, admin);
});
afterEach(async () => {
  await t.close();
});

async function addCheckIn(memberId: string, at: string, id = newId()) {
  await db
    .insertInto('checkIns')
    .values({
      id,
      memberId,
      checkedInAt: at,
      day: at.slice(0, 10),
      hour: Number(at.slice(11, 13)),
      source: 'desk',
      sessionId: null,
      createdBy: admin.id,
    })
    .execute();
  return id;
}

/** A Spin session starting at `startsAt` with the member's booking in `status`. */
async function addBooking(startsAt: string, status: 'booked' | 'waitlisted' | 'cancelled', name = 'Spin') {
  const classId = newId();
  const sessionId = newId();
  await db
    .insertInto('classes')
    .values({
      id: classId,
      name,
      description: '',
      trainer: '',
      capacity: 10,
      durationMinutes: 45,
      archivedAt: null,
      createdAt: NOW,
    })
    .execute();
  const endsAt = new Date(new Date(startsAt).getTime() + 45 * 60_000).toISOString();
  await db
    .insertInto('classSessions')
    .values({
      id: sessionId,
      classId,
      slotId: null,
      day: startsAt.slice(0, 10),
      startsAt,
      endsAt,
      capacity: 10,
      bookedCount: status === 'booked' ? 1 : 0,
      waitlistCounter: status === 'waitlisted' ? 1 : 0,
      status: 'scheduled',
      cancelReason: null,
    })
    .execute();
  await db
    .insertInto('bookings')
    .values({
      id: newId(),
      sessionId,
      memberId: member.id,
      status,
      waitlistPosition: status === 'waitlisted' ? 1 : null,
      createdAt: NOW,
      updatedAt: NOW,
      attendedAt: null,
    })
    .execute();
}

describe('memberPage.get', () => {
  it('gives the name, email, plan, status, joined date, member code and balance due', async () => {
    const bill = await asAdmin.bills.create({ memberId: member.id, amount: '30', description: 'Towels' });
    await asAdmin.bills.recordPayment({ billId: bill.id, amount: '12.50', method: 'cash' });

    const page = await asAdmin.memberPage.get({ userId: member.id });

    expect(page).toMatchObject({
      id: member.id,
      name: 'Zoë Adams',
      email: 'zoe@gym.test',
      membershipType: 'Standard',
      status: 'active',
      nextPlanName: null,
      endsOn: null,
      joinDate: expect.any(String),
      balanceCents: 1750,
    });
    expect(page.memberCode).toMatch(/^[A-Z0-9]{8}$/);
  });

  it('answers NOT_FOUND for an unknown id, a pending sign-up and an administrator', async () => {
    const pending = await createAccount(db, 'pending');
    for (const userId of ['no-such-id', pending.id, admin.id]) {
      expect(await apiError(asAdmin.memberPage.get({ userId }))).toEqual({
        code: 'NOT_FOUND',
        message: 'No member with this id.',
      });
      expect((await apiError(asAdmin.memberPage.checkIns({ userId }))).code).toBe('NOT_FOUND');
      expect((await apiError(asAdmin.memberPage.bookings({ userId, when: 'past' }))).code).toBe('NOT_FOUND');
      expect((await apiError(asAdmin.memberPage.history({ userId }))).code).toBe('NOT_FOUND');
    }
  });

  it('is for administrators only', async () => {
    const pending = await createAccount(db, 'pending');
    for (const [caller, code] of [
      [await callerAs(deps), 'UNAUTHORIZED'],
      [await callerAs(deps, pending), 'FORBIDDEN'],
      [await callerAs(deps, member), 'FORBIDDEN'],
    ] as const) {
      expect((await apiError(caller.memberPage.get({ userId: member.id }))).code).toBe(code);
      expect((await apiError(caller.memberPage.history({ userId: member.id }))).code).toBe(code);
      expect((await apiError(caller.memberPage.checkIns({ userId: member.id }))).code).toBe(code);
      expect((await apiError(caller.memberPage.bookings({ userId: member.id, when: 'upcoming' }))).code).toBe(code);
    }
  });
});

describe('memberPage.checkIns', () => {
  it('pages through the member’s check-ins newest first, ties settled by id, and no one else’s', async () => {
    const other = await createAccount(db, 'member');
    await addCheckIn(other.id, '2026-11-21T10:00:00.000Z');
    const ids = [
      await addCheckIn(member.id, '2026-11-18T07:00:00.000Z'),
      await addCheckIn(member.id, '2026-11-20T07:00:00.000Z', 'aaa'),
      await addCheckIn(member.id, '2026-11-20T07:00:00.000Z', 'bbb'),
      await addCheckIn(member.id, '2026-11-21T18:30:00.000Z'),
      await addCheckIn(member.id, '2026-11-22T09:15:00.000Z'),
    ];

    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await asAdmin.memberPage.checkIns({ userId: member.id, cursor, limit: 2 });
      seen.push(...page.items.map((c) => c.id));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor);

    expect(pages).toBe(3);
    expect(seen).toEqual([ids[4], ids[3], 'bbb', 'aaa', ids[0]]);
    const first = await asAdmin.memberPage.checkIns({ userId: member.id });
    expect(first.items[0]).toEqual({
      id: ids[4],
      checkedInAt: '2026-11-22T09:15:00.000Z',
      source: 'desk',
      className: null,
    });
  });

  it('is empty for a member who never came, and refuses a cursor that is not its own', async () => {
    expect(await asAdmin.memberPage.checkIns({ userId: member.id })).toEqual({ items: [], nextCursor: null });
    expect(await apiError(asAdmin.memberPage.checkIns({ userId: member.id, cursor: 'nonsense' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Invalid page.',
    });
  });
});

describe('memberPage.bookings', () => {
  it('lists upcoming bookings soonest first and past ones latest first, with their status', async () => {
    await addBooking('2026-11-30T18:00:00.000Z', 'waitlisted', 'Yoga');
    await addBooking('2026-11-23T18:00:00.000Z', 'booked', 'Spin');
    await addBooking('2026-11-24T07:00:00.000Z', 'cancelled', 'Pilates');
    await addBooking('2026-11-15T18:00:00.000Z', 'booked', 'Spin');
    await addBooking('2026-11-20T18:00:00.000Z', 'booked', 'Boxing');

    const upcoming = await asAdmin.memberPage.bookings({ userId: member.id, when: 'upcoming', pageSize: 2 });
    expect(upcoming.total).toBe(3);
    expect(upcoming.items.map((b) => [b.className, b.status])).toEqual([
      ['Spin', 'booked'],
      ['Pilates', 'cancelled'],
    ]);
    const second = await asAdmin.memberPage.bookings({ userId: member.id, when: 'upcoming', page: 2, pageSize: 2 });
    expect(second.items).toEqual([
      {
        id: expect.any(String),
        className: 'Yoga',
        status: 'waitlisted',
        waitlistPosition: 1,
        attendedAt: null,
        startsAt: '2026-11-30T18:00:00.000Z',
        sessionStatus: 'scheduled',
      },
    ]);
    const past = await asAdmin.memberPage.bookings({ userId: member.id, when: 'past' });
    expect(past.items.map((b) => b.className)).toEqual(['Boxing', 'Spin']);
    expect(past.total).toBe(2);
  });
});

describe('memberPage.history', () => {
  it('describes the member’s events newest first, under their id, email and sign-up request', async () => {
    const pending = await createAccount(db, 'pending', { name: 'New Person', email: 'new@gym.test' });
    const request = await db
      .selectFrom('memberRequests')
      .select('id')
      .where('userId', '=', pending.id)
      .executeTakeFirstOrThrow();
    await asAdmin.requests.approve({ requestId: request.id });
    await recordEvent(db, { type: 'signed_in', actorId: pending.id, subject: 'new@gym.test' });
    await recordEvent(db, { type: 'sign_in_failed', subject: 'new@gym.test', detail: { reason: 'wrong_password' } });
    await asAdmin.memberships.pause({ userId: pending.id });
    await asAdmin.memberNotes.add({ userId: pending.id, body: 'Knee injury: no jumping.' });
    await recordEvent(db, { type: 'signed_in', subject: 'someone-else@gym.test' });

    const history = await asAdmin.memberPage.history({ userId: pending.id });

    // Events are stamped by the real clock, so several may share a millisecond: compare as a set here
    // (the order is the paging test's business).
    expect(history.items.map((e) => `${e.description} / ${e.by}`).sort()).toEqual(
      [
        `Admin note added / ${admin.name}`,
        `Membership paused / ${admin.name}`,
        'Sign-in failed: wrong password / null',
        'Signed in / null',
        `Registration approved / ${admin.name}`,
      ].sort(),
    );
    const times = history.items.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(history.nextCursor).toBeNull();
  });

  it('names plans and days in plan changes and cancellations', async () => {
    const gold = await asAdmin.plans.create({ name: 'Gold', price: '0', period: 'none' });
    await asAdmin.memberships.changePlan({ userId: member.id, planId: gold.id });
    await asAdmin.memberships.cancel({ userId: member.id });
    const history = await asAdmin.memberPage.history({ userId: member.id });
    expect(history.items.map((e) => e.description).sort()).toEqual([
      'Membership cancelled; ends on Nov 22, 2026',
      'Plan changed from Standard to Gold from Nov 22, 2026',
    ]);
  });

  it('pages through events of several subjects at the same instant without loss or repeat', async () => {
    const at = '2026-11-20T10:00:00.000Z';
    const written: string[] = [];
    for (const subject of [member.id, member.email, member.id, member.email, member.id]) {
      const id = newId();
      written.push(id);
      await db
        .insertInto('events')
        .values({ id, type: 'signed_in', actorId: null, subject, detail: null, ip: null, createdAt: at })
        .execute();
    }
    for (let i = 0; i < 4; i++) {
      const id = newId();
      written.push(id);
      const createdAt = `2026-11-2${i}T0${i}:00:00.000Z`;
      await db
        .insertInto('events')
        .values({
          id,
          type: 'password_changed',
          actorId: member.id,
          subject: i % 2 ? member.email : member.id,
          detail: null,
          ip: null,
          createdAt,
        })
        .execute();
    }

    for (const limit of [1, 2, 3, 4]) {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await asAdmin.memberPage.history({ userId: member.id, cursor, limit });
        expect(page.items.length).toBeLessThanOrEqual(limit);
        seen.push(...page.items.map((e) => e.id));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect([...seen].sort()).toEqual([...written].sort());
      expect(new Set(seen).size).toBe(written.length);
    }
  });
});
