// "Collect <amount>" at the desk: a member's whole balance as one payment on one receipt, applied to
// the oldest open bills first, never more than is owed, refused (changing nothing) when the balance
// is no longer the one the desk was shown; and the receipt that lists every bill it paid.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.js';
import { apiError } from '../../test/api-error.js';
import {
  billFixture,
  callerAs,
  createAccount,
  insertTestBills,
  type TestAccount,
  type TestDatabase,
} from '../../test/harness.js';
import { type Caller, createMoneyBed } from '../../test/money-bed.js';
import type { AppDeps } from '../../trpc/context.js';

let t: TestDatabase;
let db: Db;
let deps: AppDeps;
let asAdmin: Caller;
let desk: TestAccount;
let asDesk: Caller;
let member: TestAccount;

beforeEach(async () => {
  // The clock stands at noon on 31 January 2026 (London).
  ({ t, db, deps, asAdmin } = await createMoneyBed());
  desk = await createAccount(db, 'frontdesk', { name: 'Dana Desk' });
  asDesk = await callerAs(deps, desk, '198.51.100.9');
  member = await createAccount(db, 'member', { name: 'Lucas Rossi' });
});
afterEach(() => t.close());

/** Three open bills, given out of order: due 1 Dec (40.00), 1 Nov (25.00), 1 Jan (10.00, 3.00 paid). */
async function threeOpenBills(memberId = member.id) {
  const [december, november, january] = await insertTestBills(db, [
    billFixture(memberId, {
      amountCents: 4000,
      description: 'Gold — Dec 2025',
      issueDate: '2025-11-17',
      dueDate: '2025-12-01',
    }),
    billFixture(memberId, {
      amountCents: 2500,
      description: 'Gold — Nov 2025',
      issueDate: '2025-10-18',
      dueDate: '2025-11-01',
    }),
    billFixture(memberId, { amountCents: 1000, description: 'Locker', issueDate: '2025-12-18', dueDate: '2026-01-01' }),
  ]);
  await asAdmin.bills.recordPayment({ billId: january as string, amount: '3', method: 'cash' });
  return { december: december as string, november: november as string, january: january as string };
}

const billsOf = (memberId: string) =>
  db
    .selectFrom('bills')
    .select(['id', 'paidCents', 'status'])
    .where('memberId', '=', memberId)
    .orderBy('dueDate')
    .execute();
const paymentsOf = (memberId: string) =>
  db
    .selectFrom('payments')
    .select(['billId', 'amountCents', 'method', 'receiptNumber', 'createdBy', 'note', 'paidOn'])
    .where('memberId', '=', memberId)
    .orderBy('receiptNumber')
    .execute();

describe('payments.balanceOf', () => {
  it('gives what the member owes and the open bills, oldest first, with what remains on each', async () => {
    const bills = await threeOpenBills();
    const other = await createAccount(db, 'member');
    await threeOpenBills(other.id);

    const balance = await asDesk.payments.balanceOf({ memberId: member.id });

    expect(balance).toEqual({
      memberId: member.id,
      balanceCents: 7200,
      total: 3,
      bills: [
        expect.objectContaining({
          id: bills.november,
          description: 'Gold — Nov 2025',
          remainingCents: 2500,
          displayStatus: 'overdue',
        }),
        expect.objectContaining({ id: bills.december, remainingCents: 4000, dueDate: '2025-12-01' }),
        expect.objectContaining({ id: bills.january, amountCents: 1000, remainingCents: 700 }),
      ],
    });
  });

  it('is 0 with no bills for a member who owes nothing, and "Member not found." for anyone else', async () => {
    expect(await asDesk.payments.balanceOf({ memberId: member.id })).toEqual({
      memberId: member.id,
      balanceCents: 0,
      bills: [],
      total: 0,
    });
    expect(await apiError(asDesk.payments.balanceOf({ memberId: desk.id }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Member not found.',
    });
  });
});

describe('payments.collectBalance', () => {
  it('pays every open bill, oldest first, with one payment each on ONE receipt, and names the desk in the event', async () => {
    const bills = await threeOpenBills();

    const collected = await asDesk.payments.collectBalance({
      memberId: member.id,
      amount: '72.00',
      method: 'card',
      note: 'At the desk',
    });

    expect(collected).toMatchObject({
      ok: true,
      receiptNumber: 'R-2026-000002',
      collectedCents: 7200,
      bills: [
        { billId: bills.november, description: 'Gold — Nov 2025', amountCents: 2500 },
        { billId: bills.december, description: 'Gold — Dec 2025', amountCents: 4000 },
        { billId: bills.january, description: 'Locker', amountCents: 700 },
      ],
    });
    expect((await billsOf(member.id)).map((b) => b.status)).toEqual(['paid', 'paid', 'paid']);
    const payments = await paymentsOf(member.id);
    const onReceipt = payments.filter((p) => p.receiptNumber === 'R-2026-000002');
    expect(onReceipt).toHaveLength(3);
    expect(onReceipt.every((p) => p.method === 'card' && p.createdBy === desk.id && p.note === 'At the desk')).toBe(
      true,
    );
    expect(onReceipt.every((p) => p.paidOn === '2026-01-31')).toBe(true);
    expect((await asDesk.payments.balanceOf({ memberId: member.id })).balanceCents).toBe(0);

    const events = await db.selectFrom('events').selectAll().where('type', '=', 'admin.balance_collected').execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: desk.id, subject: member.id, ip: '198.51.100.9' });
    expect(JSON.parse(events[0]?.detail ?? '{}')).toMatchObject({
      amountCents: 7200,
      method: 'card',
      receiptNumber: 'R-2026-000002',
      bills: [
        { billId: bills.november, amountCents: 2500 },
        { billId: bills.december, amountCents: 4000 },
        { billId: bills.january, amountCents: 700 },
      ],
    });
  });

  it('refuses an amount that is not the balance now, naming the new balance, and changes nothing', async () => {
    await threeOpenBills();
    const before = { bills: await billsOf(member.id), payments: await paymentsOf(member.id) };

    for (const amount of ['75.00', '72.01', '50']) {
      expect(await apiError(asDesk.payments.collectBalance({ memberId: member.id, amount, method: 'cash' }))).toEqual({
        code: 'CONFLICT',
        message: `Nothing was collected: the balance is now $72.00, not $${Number(amount.replace(',', '')).toFixed(2)}. Collect the new balance instead.`,
      });
    }
    expect({ bills: await billsOf(member.id), payments: await paymentsOf(member.id) }).toEqual(before);
    const counter = await db.selectFrom('receiptCounters').select('lastNumber').executeTakeFirst();
    expect(counter?.lastNumber).toBe(1);
  });

  it('refuses a second collection of the same balance: it is $0.00 now', async () => {
    await threeOpenBills();
    await asDesk.payments.collectBalance({ memberId: member.id, amount: '72', method: 'cash' });
    expect(
      await apiError(asAdmin.payments.collectBalance({ memberId: member.id, amount: '72', method: 'cash' })),
    ).toEqual({
      code: 'CONFLICT',
      message: 'Nothing was collected: the balance is now $0.00, not $72.00.',
    });
    expect(await paymentsOf(member.id)).toHaveLength(4);
  });

  it('answers a repeat of the same request key with the first answer, collecting once', async () => {
    await threeOpenBills();
    const input = {
      memberId: member.id,
      amount: '72',
      method: 'cash' as const,
      idempotencyKey: 'collect-key-0123456789abc',
    };
    const first = await asDesk.payments.collectBalance(input);
    const again = await asDesk.payments.collectBalance(input);
    expect(again).toEqual(first);
    expect(await paymentsOf(member.id)).toHaveLength(4);
  });

  it('refuses a bad amount beside its field, and someone who is no member', async () => {
    await threeOpenBills();
    expect(
      await apiError(asDesk.payments.collectBalance({ memberId: member.id, amount: '0', method: 'cash' })),
    ).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { amount: 'Amount must be more than 0.' },
    });
    expect(
      await apiError(asDesk.payments.collectBalance({ memberId: desk.id, amount: '1', method: 'cash' })),
    ).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Member not found.',
    });
  });
});

describe('the receipt of a collection', () => {
  it('lists every bill it paid and the total, for the desk and for the member, and for nobody else', async () => {
    await threeOpenBills();
    const collected = await asDesk.payments.collectBalance({ memberId: member.id, amount: '72', method: 'card' });
    if (!collected.ok) throw new Error('not collected');
    const expected = {
      receiptNumber: 'R-2026-000002',
      totalCents: 7200,
      lines: [
        { billDescription: 'Gold — Nov 2025', amountCents: 2500 },
        { billDescription: 'Gold — Dec 2025', amountCents: 4000 },
        { billDescription: 'Locker', amountCents: 700 },
      ].map((line) => expect.objectContaining(line)),
    };

    // Whichever of its payments the link names, the receipt is the whole collection.
    for (const line of collected.bills) {
      expect(await asDesk.payments.receipt({ paymentId: line.paymentId })).toMatchObject(expected);
    }
    expect(await (await callerAs(deps, member)).payments.receipt({ paymentId: collected.paymentId })).toMatchObject(
      expected,
    );
    const stranger = await callerAs(deps, await createAccount(db, 'member'));
    expect(await apiError(stranger.payments.receipt({ paymentId: collected.paymentId }))).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('a single payment still lists its one bill, its amount as the total', async () => {
    const bills = await threeOpenBills();
    const paid = await asAdmin.bills.recordPayment({ billId: bills.november, amount: '5', method: 'cash' });
    if (!paid.ok) throw new Error('not paid');
    expect(await asDesk.payments.receipt({ paymentId: paid.paymentId })).toMatchObject({
      totalCents: 500,
      lines: [{ paymentId: paid.paymentId, billDescription: 'Gold — Nov 2025', amountCents: 500 }],
    });
  });
});
