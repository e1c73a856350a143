// The admin's list of bills on /admin/billing: filtered by status ("Overdue" is open and past due on
// the gym's own day) and member, newest first, a page at a time with a cursor that never repeats or
// skips a bill.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.js';
import { apiError, inputError } from '../../test/api-error.js';
import {
  billFixture,
  callerAs,
  createAccount,
  createTestDatabase,
  createTestDeps,
  insertTestBills,
  TEST_GYM,
  type TestAccount,
  type TestDatabase,
} from '../../test/harness.js';
import { ManualClock } from '../../test/manual-clock.js';
import type { AppDeps } from '../../trpc/context.js';

type Caller = Awaited<ReturnType<typeof callerAs>>;
type Filter = 'all' | 'open' | 'overdue' | 'paid' | 'void';

let t: TestDatabase;
let db: Db;
let clock: ManualClock;
let deps: AppDeps;
let admin: TestAccount;
let asAdmin: Caller;

beforeEach(async () => {
  t = await createTestDatabase();
  db = t.db;
  // 23:30 UTC on 30 June is 00:30 on 1 July in London (summer time): "today" is 1 July.
  clock = new ManualClock('2026-06-30T23:30:00Z');
  deps = createTestDeps(t, { clock, gym: { ...TEST_GYM, timeZone: 'Europe/London' } });
  admin = await createAccount(db, 'admin');
  asAdmin = await callerAs(deps, admin);
});
afterEach(() => t.close());

/** One bill inserted as issued on `issueDate` (10:00 UTC) and due on `dueDate`. */
async function billOn(member: TestAccount, issueDate: string, dueDate: string, amountCents = 1000) {
  const [id] = await insertTestBills(db, [
    billFixture(member.id, { amountCents, date: `${issueDate}T10:00:00.000Z`, issueDate, dueDate }),
  ]);
  return id as string;
}

async function ids(status: Filter, extra: { memberId?: string } = {}, caller = asAdmin) {
  return (await caller.bills.list({ status, ...extra, limit: 100 })).items.map((b) => b.id);
}

/** Every page of a filter, `limit` bills at a time. */
async function allPages(status: Filter, limit: number) {
  const pages: string[][] = [];
  let cursor: string | undefined;
  do {
    const page = await asAdmin.bills.list({ status, limit, ...(cursor ? { cursor } : {}) });
    pages.push(page.items.map((b) => b.id));
    cursor = page.nextCursor ?? undefined;
  } while (cursor && pages.length < 20);
  return pages;
}

describe('bills.list', () => {
  it('filters by status, "Overdue" being open bills past due on the gym\'s day, and by member, newest first', async () => {
    const alice = await createAccount(db, 'member', { name: 'Alice Archer' });
    const bob = await createAccount(db, 'member');
    const dueYesterday = await billOn(alice, '2026-06-16', '2026-06-30');
    const dueToday = await billOn(alice, '2026-06-17', '2026-07-01');
    const paid = await billOn(alice, '2026-06-01', '2026-06-15');
    const voided = await billOn(alice, '2026-06-02', '2026-06-16');
    const partly = await billOn(alice, '2026-05-01', '2026-05-15', 4000);
    const bobs = await billOn(bob, '2026-06-10', '2026-06-24');
    await asAdmin.bills.recordPayment({ billId: paid, amount: '10', method: 'cash' });
    const payment = await asAdmin.bills.recordPayment({ billId: partly, amount: '10', method: 'card' });
    await asAdmin.bills.void({ billId: voided, reason: 'Mistake' });

    expect(await ids('all')).toEqual([dueToday, dueYesterday, bobs, voided, paid, partly]);
    expect(await ids('open')).toEqual([dueToday, dueYesterday, bobs, partly]);
    // By due date, latest first.
    expect(await ids('overdue')).toEqual([dueYesterday, bobs, partly]);
    expect(await ids('paid')).toEqual([paid]);
    expect(await ids('void')).toEqual([voided]);
    expect(await ids('all', { memberId: alice.id })).toEqual([dueToday, dueYesterday, voided, paid, partly]);
    expect(await ids('overdue', { memberId: alice.id })).toEqual([dueYesterday, partly]);
    expect(await ids('paid', { memberId: bob.id })).toEqual([]);

    const items = (await asAdmin.bills.list({ memberId: alice.id })).items;
    expect(items.map((b) => b.displayStatus)).toEqual(['open', 'overdue', 'void', 'paid', 'overdue']);
    expect(items.at(-1)).toEqual({
      id: partly,
      memberId: alice.id,
      memberName: 'Alice Archer',
      description: 'Charge',
      amountCents: 4000,
      paidCents: 1000,
      remainingCents: 3000,
      status: 'open',
      displayStatus: 'overdue',
      date: '2026-05-01T10:00:00.000Z',
      issueDate: '2026-05-01',
      dueDate: '2026-05-15',
      voidReason: null,
      payments: [
        {
          id: payment.ok ? payment.paymentId : '',
          amountCents: 1000,
          method: 'card',
          paidOn: '2026-07-01',
          receiptNumber: 'R-2026-000002',
          refunds: [],
          refundableCents: 0,
        },
      ],
    });
    expect(items.find((b) => b.id === voided)).toMatchObject({ remainingCents: 0, voidReason: 'Mistake' });

    // In UTC it is still 30 June, so the bill due that day is not overdue yet (saved last: the
    // settings are the gym's, for every caller).
    const inUtc = await callerAs(createTestDeps(t, { clock, gym: TEST_GYM }), admin);
    expect(await ids('overdue', {}, inUtc)).toEqual([bobs, partly]);
  });

  it('pages through 25 bills 10 at a time, never repeating or skipping one, bills with the same date included', async () => {
    const members = [await createAccount(db, 'member'), await createAccount(db, 'member')];
    const fixtures = Array.from({ length: 25 }, (_, i) => {
      // Pairs of bills share an issue instant, so the id has to settle their order.
      const day = String(1 + Math.floor(i / 2)).padStart(2, '0');
      return billFixture((members[i % 2] as TestAccount).id, {
        amountCents: 100 + i,
        date: `2026-06-${day}T10:00:00.000Z`,
      });
    });
    const inserted = await insertTestBills(db, fixtures);
    const oneGo = await asAdmin.bills.list({ limit: 100 });

    const pages = await allPages('all', 10);

    expect(pages.map((p) => p.length)).toEqual([10, 10, 5]);
    expect(pages.flat()).toEqual(oneGo.items.map((b) => b.id));
    expect(new Set(pages.flat())).toEqual(new Set(inserted));
    const dates = oneGo.items.map((b) => b.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(oneGo.nextCursor).toBeNull();
  });

  it('pages the "Overdue" list by due date, also when bills share one', async () => {
    const member = await createAccount(db, 'member');
    const fixtures = Array.from({ length: 12 }, (_, i) => {
      const issueDate = `2026-05-${String(1 + Math.floor(i / 3)).padStart(2, '0')}`;
      return billFixture(member.id, { amountCents: 100 + i, date: `${issueDate}T0${i % 3}:00:00.000Z`, issueDate });
    });
    await insertTestBills(db, [...fixtures, billFixture(member.id, { amountCents: 1, date: '2026-06-30T10:00:00Z' })]);
    const oneGo = await asAdmin.bills.list({ status: 'overdue', limit: 100 });

    const pages = await allPages('overdue', 5);

    expect(oneGo.items).toHaveLength(12);
    expect(pages.map((p) => p.length)).toEqual([5, 5, 2]);
    expect(pages.flat()).toEqual(oneGo.items.map((b) => b.id));
  });

  it('goes on from where a page ended when a bill is issued between pages', async () => {
    const member = await createAccount(db, 'member');
    const fixtures = Array.from({ length: 6 }, (_, i) =>
      billFixture(member.id, { amountCents: 100 + i, date: `2026-06-0${i + 1}T10:00:00.000Z` }),
    );
    await insertTestBills(db, fixtures);
    const before = (await asAdmin.bills.list({ limit: 100 })).items.map((b) => b.id);
    const first = await asAdmin.bills.list({ limit: 3 });

    const added = await asAdmin.bills.create({ memberId: member.id, amount: '5' });
    const second = await asAdmin.bills.list({ limit: 3, cursor: first.nextCursor ?? '' });

    expect([...first.items, ...second.items].map((b) => b.id)).toEqual(before);
    expect(second.nextCursor).toBeNull();
    expect((await asAdmin.bills.list({ limit: 1 })).items.map((b) => b.id)).toEqual([added.id]);
  });

  it('answers "Invalid page." for a cursor it did not give, and refuses a page over 100 bills', async () => {
    const member = await createAccount(db, 'member');
    await insertTestBills(db, [billFixture(member.id, { amountCents: 100 })]);
    const invalid = { code: 'BAD_REQUEST', message: 'Invalid page.' };
    const forged = Buffer.from(JSON.stringify({ key: '2026', id: 'x' })).toString('base64url');

    for (const cursor of ['not a cursor', forged, 'x'.repeat(201)]) {
      expect(await apiError(asAdmin.bills.list({ cursor }))).toMatchObject(invalid);
    }
    expect(await inputError(asAdmin.bills.list({ limit: 101 }))).toBe('At most 100 rows a page.');
    expect(await inputError(asAdmin.bills.list({ status: 'late' as Filter }))).toBe('Choose a status.');
  });

  it('is for administrators only, like every bill action', async () => {
    const member = await createAccount(db, 'member');
    const billId = await billOn(member, '2026-06-01', '2026-06-15');
    for (const [caller, code] of [
      [await callerAs(deps, member), 'FORBIDDEN'],
      [await callerAs(deps, await createAccount(db, 'pending')), 'FORBIDDEN'],
      [await callerAs(deps), 'UNAUTHORIZED'],
    ] as const) {
      expect((await apiError(caller.bills.list({}))).code).toBe(code);
      expect((await apiError(caller.bills.void({ billId, reason: 'No' }))).code).toBe(code);
      expect((await apiError(caller.bills.recordPayment({ billId, amount: '1', method: 'cash' }))).code).toBe(code);
      expect((await apiError(caller.bills.runNow())).code).toBe(code);
    }
    expect((await asAdmin.bills.list({})).items).toMatchObject([{ id: billId, status: 'open', paidCents: 0 }]);
  });
});
