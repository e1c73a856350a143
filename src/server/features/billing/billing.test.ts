// Manual bills (create, void) and what a member sees of their money: their bills, their balance
// due. The admin's list is in bills.list.test.ts, payments and receipts in payments.receipts.test.ts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.js';
import { apiError, inputError } from '../../test/api-error.js';
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
import type { AppDeps } from '../../trpc/context.js';
import { listEventsOfType } from '../events/events.queries.js';

type Caller = Awaited<ReturnType<typeof callerAs>>;

const LONDON = { ...TEST_GYM, timeZone: 'Europe/London' };
let t: TestDatabase;
let db: Db;
let clock: ManualClock;
let deps: AppDeps;
let admin: TestAccount;
let asAdmin: Caller;

beforeEach(async () => {
  t = await createTestDatabase();
  db = t.db;
  clock = new ManualClock('2026-01-31T12:00:00Z');
  deps = createTestDeps(t, { clock, gym: LONDON });
  admin = await createAccount(db, 'admin');
  asAdmin = await callerAs(deps, admin, '198.51.100.4');
});
afterEach(() => t.close());

async function billCount(): Promise<number> {
  const row = await db
    .selectFrom('bills')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function eventsOf(type: `admin.${string}`) {
  return (await listEventsOfType(db, type)).map((e) => ({
    actorId: e.actorId,
    subject: e.subject,
    ip: e.ip,
    detail: JSON.parse(e.detail ?? 'null'),
  }));
}

const bill = (memberId: string, amount: string, description?: string) =>
  asAdmin.bills.create({ memberId, amount, ...(description === undefined ? {} : { description }) });

const pay = (billId: string, amount: string, method: 'cash' | 'card' = 'cash') =>
  asAdmin.bills.recordPayment({ billId, amount, method });

describe('bills.create', () => {
  it('creates a "Charge" in integer cents, issued now and due 14 days later, and records it', async () => {
    const member = await createAccount(db, 'member');

    const created = await bill(member.id, ' 19.99 ');

    expect(created).toEqual({
      id: expect.any(String),
      memberId: member.id,
      amountCents: 1999,
      date: '2026-01-31T12:00:00.000Z',
      description: 'Charge',
      dueDate: '2026-02-14',
    });
    expect(await eventsOf('admin.bill_created')).toEqual([
      {
        actorId: admin.id,
        subject: created.id,
        ip: '198.51.100.4',
        detail: { memberId: member.id, amountCents: 1999, description: 'Charge' },
      },
    ]);
    const { items } = await (await callerAs(deps, member)).bills.listMine({});
    expect(items).toMatchObject([{ id: created.id, issueDate: '2026-01-31', status: 'open', displayStatus: 'open' }]);
  });

  it('takes an optional description, trimmed, and refuses one that is too long or has control characters', async () => {
    const member = await createAccount(db, 'member');

    expect((await bill(member.id, '5', '  Locker rental ')).description).toBe('Locker rental');
    expect((await bill(member.id, '5', '   ')).description).toBe('Charge');
    expect(await inputError(bill(member.id, '5', 'x'.repeat(101)))).toBe('Description must be at most 100 characters.');
    expect(await inputError(bill(member.id, '5', 'Towel\u0000'))).toBe(
      'Description contains characters that are not allowed.',
    );
    expect((await eventsOf('admin.bill_created')).map((e) => e.detail.description).sort()).toEqual([
      'Charge',
      'Locker rental',
    ]);
  });

  it("dates the bill by the gym's own day and due-days setting", async () => {
    const member = await createAccount(db, 'member');
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (summer time).
    clock.set('2026-06-30T23:30:00Z');

    expect((await bill(member.id, '5')).dueDate).toBe('2026-07-15');
    const weekly = await callerAs(createTestDeps(t, { clock, gym: { ...LONDON, billingDueDays: 7 } }), admin);
    expect((await weekly.bills.create({ memberId: member.id, amount: '5' })).dueDate).toBe('2026-07-08');
    const { items } = await (await callerAs(deps, member)).bills.listMine({});
    expect(items.map((b) => b.issueDate)).toEqual(['2026-07-01', '2026-07-01']);
  });

  it('answers NOT_FOUND for anyone who is not a member, and writes nothing', async () => {
    const pending = await createAccount(db, 'pending');

    for (const memberId of ['no-such-user', pending.id, admin.id]) {
      expect(await apiError(bill(memberId, '10'))).toEqual({ code: 'NOT_FOUND', message: 'Member not found.' });
    }
    expect(await billCount()).toBe(0);
    expect(await eventsOf('admin.bill_created')).toEqual([]);
  });

  it('refuses bad amounts with the field message, and writes nothing', async () => {
    const member = await createAccount(db, 'member');

    expect(await inputError(bill(member.id, ''))).toBe('Amount is required.');
    expect(await inputError(bill(member.id, '1.234'))).toBe('Enter an amount like 12.50 (at most 2 decimals).');
    expect(await inputError(bill(member.id, '0'))).toBe('Amount must be more than 0.');
    expect(await inputError(bill(member.id, '-5'))).toBe('Amount must be more than 0.');
    expect(await inputError(bill(member.id, '1000000.01'))).toBe('Amount must be at most 1,000,000.');
    expect(await inputError(bill('', '5'))).toBe('Member is required.');
    expect(await billCount()).toBe(0);
  });

  it("reads the amount in the gym's currency: a gym in yen refuses decimals beside the field", async () => {
    const inYen = createTestDeps(t, { clock, gym: { ...LONDON, currency: 'JPY', locale: 'ja-JP' } });
    const yenAdmin = await callerAs(inYen, admin);
    const member = await createAccount(db, 'member');

    expect(await apiError(yenAdmin.bills.create({ memberId: member.id, amount: '12.50' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Enter a whole amount (JPY has no decimals).',
      fieldErrors: { amount: 'Enter a whole amount (JPY has no decimals).' },
    });
    expect(await billCount()).toBe(0);

    const created = await yenAdmin.bills.create({ memberId: member.id, amount: '1200' });
    expect(created.amountCents).toBe(1200);
    const stored = await db.selectFrom('bills').select('amountCents').where('id', '=', created.id).executeTakeFirst();
    expect(Number(stored?.amountCents)).toBe(1200);
  });

  it('is for administrators only', async () => {
    const member = await createAccount(db, 'member');
    const input = { memberId: member.id, amount: '5' };
    expect((await apiError((await callerAs(deps, member)).bills.create(input))).code).toBe('FORBIDDEN');
    expect((await apiError((await callerAs(deps)).bills.create(input))).code).toBe('UNAUTHORIZED');
    expect(await billCount()).toBe(0);
  });
});

describe('bills.void', () => {
  it('voids an open bill with its reason; a void bill then counts for nothing in the balance', async () => {
    const member = await createAccount(db, 'member');
    const wrong = await bill(member.id, '50');
    await bill(member.id, '20');
    const asMember = await callerAs(deps, member);
    expect(await asMember.bills.balanceMine()).toEqual({ balanceDueCents: 7000 });

    expect(await asAdmin.bills.void({ billId: wrong.id, reason: '  Entered twice ' })).toEqual({ status: 'void' });

    expect(await asMember.bills.balanceMine()).toEqual({ balanceDueCents: 2000 });
    const voided = (await asMember.bills.listMine({})).items.find((b) => b.id === wrong.id);
    expect(voided).toMatchObject({
      status: 'void',
      displayStatus: 'void',
      amountCents: 5000,
      remainingCents: 0,
      voidReason: 'Entered twice',
    });
    expect(await eventsOf('admin.bill_voided')).toEqual([
      {
        actorId: admin.id,
        subject: wrong.id,
        ip: '198.51.100.4',
        detail: { memberId: member.id, amountCents: 5000, reason: 'Entered twice' },
      },
    ]);
  });

  it('needs a reason and an open bill with no payments', async () => {
    const member = await createAccount(db, 'member');
    const [partly, paid, voided] = [
      await bill(member.id, '30'),
      await bill(member.id, '10'),
      await bill(member.id, '5'),
    ];
    await pay(partly.id, '10');
    await pay(paid.id, '10');
    await asAdmin.bills.void({ billId: voided.id, reason: 'Mistake' });
    const conflict = (message: string) => ({ code: 'CONFLICT', message });

    expect(await inputError(asAdmin.bills.void({ billId: partly.id, reason: '  ' }))).toBe('Reason is required.');
    expect(await apiError(asAdmin.bills.void({ billId: partly.id, reason: 'Mistake' }))).toEqual(
      conflict('A bill with payments cannot be voided.'),
    );
    expect(await apiError(asAdmin.bills.void({ billId: paid.id, reason: 'Mistake' }))).toEqual(
      conflict('This bill is no longer open.'),
    );
    expect(await apiError(asAdmin.bills.void({ billId: voided.id, reason: 'Again' }))).toEqual(
      conflict('This bill is no longer open.'),
    );
    expect(await apiError(asAdmin.bills.void({ billId: 'no-such-bill', reason: 'Mistake' }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Bill not found.',
    });
    const { items } = await (await callerAs(deps, member)).bills.listMine({});
    expect(Object.fromEntries(items.map((b) => [b.id, b.status]))).toEqual({
      [partly.id]: 'open',
      [paid.id]: 'paid',
      [voided.id]: 'void',
    });
    expect(await eventsOf('admin.bill_voided')).toHaveLength(1);
  });
});

describe('bills.listMine and bills.balanceMine', () => {
  it('show a member their own bills, newest first, a page at a time, with status, what remains and payments', async () => {
    const alice = await createAccount(db, 'member');
    const bob = await createAccount(db, 'member');
    const first = await bill(alice.id, '40', 'Personal training');
    clock.set('2026-02-01T12:00:00Z');
    const second = await bill(alice.id, '25');
    clock.set('2026-02-02T12:00:00Z');
    const third = await bill(alice.id, '10');
    await bill(bob.id, '99.99');
    const payment = await pay(first.id, '15', 'card');
    clock.set('2026-02-15T12:00:00Z');
    const asAlice = await callerAs(deps, alice);

    const page1 = await asAlice.bills.listMine({ page: 1, pageSize: 2 });
    const page2 = await asAlice.bills.listMine({ page: 2, pageSize: 2 });

    expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect([...page1.items, ...page2.items].map((b) => b.id)).toEqual([third.id, second.id, first.id]);
    expect(page2.items).toEqual([
      {
        id: first.id,
        description: 'Personal training',
        amountCents: 4000,
        paidCents: 1500,
        remainingCents: 2500,
        status: 'open',
        // Due on 14 February: overdue on the 15th.
        displayStatus: 'overdue',
        date: '2026-01-31T12:00:00.000Z',
        issueDate: '2026-01-31',
        dueDate: '2026-02-14',
        voidReason: null,
        payments: [
          {
            id: payment.ok ? payment.paymentId : '',
            amountCents: 1500,
            method: 'card',
            paidOn: '2026-02-02',
            receiptNumber: 'R-2026-000001',
            refunds: [],
            refundableCents: 0,
          },
        ],
      },
    ]);
    expect(page1.items.map((b) => b.displayStatus)).toEqual(['open', 'open']);
    expect(await asAlice.bills.balanceMine()).toEqual({ balanceDueCents: 2500 + 2500 + 1000 });
    expect((await (await callerAs(deps, bob)).bills.listMine({})).items.map((b) => b.amountCents)).toEqual([9999]);
  });

  it('count only what remains on open bills in the balance due', async () => {
    const member = await createAccount(db, 'member');
    const other = await createAccount(db, 'member');
    const partly = await bill(member.id, '50');
    const paid = await bill(member.id, '30');
    const voided = await bill(member.id, '10');
    await bill(member.id, '15');
    await bill(other.id, '500');
    await pay(partly.id, '20');
    await pay(paid.id, '30');
    await asAdmin.bills.void({ billId: voided.id, reason: 'Mistake' });

    expect(await (await callerAs(deps, member)).bills.balanceMine()).toEqual({ balanceDueCents: 3000 + 1500 });
    expect(await (await callerAs(deps, await createAccount(db, 'member'))).bills.balanceMine()).toEqual({
      balanceDueCents: 0,
    });
  });

  it("offer no way to name another member's id", async () => {
    const alice = await createAccount(db, 'member');
    const bob = await createAccount(db, 'member');
    await bill(bob.id, '5');
    const asAlice = await callerAs(deps, alice);

    // @ts-expect-error: memberId is not an input of listMine
    expect((await apiError(asAlice.bills.listMine({ memberId: bob.id }))).code).toBe('BAD_REQUEST');
    expect((await asAlice.bills.listMine({})).total).toBe(0);
    expect(await asAlice.bills.balanceMine()).toEqual({ balanceDueCents: 0 });
  });

  it('are for members only', async () => {
    const pending = await createAccount(db, 'pending');
    for (const [caller, code] of [
      [await callerAs(deps), 'UNAUTHORIZED'],
      [await callerAs(deps, pending), 'FORBIDDEN'],
      [asAdmin, 'FORBIDDEN'],
    ] as const) {
      expect((await apiError(caller.bills.listMine({}))).code).toBe(code);
      expect((await apiError(caller.bills.balanceMine())).code).toBe(code);
      expect((await apiError(caller.payments.listMine({}))).code).toBe(code);
    }
  });
});

describe('bills table', () => {
  it('keeps bills when someone tries to delete the member account', async () => {
    const member = await createAccount(db, 'member');
    await bill(member.id, '5');

    await expect(db.deleteFrom('users').where('id', '=', member.id).execute()).rejects.toThrow(/foreign key/i);
    expect(await billCount()).toBe(1);
  });
});
