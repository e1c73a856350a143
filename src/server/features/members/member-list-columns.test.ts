// The Member List sorts by a balance and a last visit stored on users (migration 0017), kept by
// triggers on bills and check-ins. Walked through the app's own paths — a bill, a part and a full
// payment, an online payment and its refund, a void, the billing run, a member added at the desk with
// a paid sale, check-ins, erasure — after every step each account's stored values must equal what the
// bills and check-ins say, on both databases.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.js';
import { billFixture, callerAs, createAccount, insertTestBills } from '../../test/harness.js';
import {
  createOnlinePaymentsBed,
  type OnlinePaymentsBedWithStandIn,
  payOnline,
} from '../../test/online-payments-testbed.js';

let bed: OnlinePaymentsBedWithStandIn;
beforeEach(async () => {
  bed = await createOnlinePaymentsBed({ at: '2026-01-31T12:00:00.000Z', memberName: 'Ana Member' });
});
afterEach(() => bed.close());

/**
 * Every account's stored balance and last visit beside the ones computed from bills (open: amount
 * less paid, billing's memberBalanceQuery) and check-ins (the latest), for the accounts where they differ.
 */
async function storedDifferingFromComputed(db: Db) {
  const rows = await db
    .selectFrom('users')
    .select((eb) => [
      'users.id',
      'users.balanceCents',
      'users.lastVisitAt',
      eb
        .selectFrom('bills')
        .select((b) => b.fn.coalesce(b.fn.sum<number>(b('amountCents', '-', b.ref('paidCents'))), b.lit(0)).as('due'))
        .whereRef('bills.memberId', '=', 'users.id')
        .where('bills.status', '=', 'open')
        .as('computedBalance'),
      eb
        .selectFrom('checkIns')
        .select((c) => c.fn.max('checkIns.checkedInAt').as('latest'))
        .whereRef('checkIns.memberId', '=', 'users.id')
        .as('computedLastVisit'),
    ])
    .execute();
  return rows.filter(
    (row) =>
      Number(row.balanceCents) !== Number(row.computedBalance ?? 0) ||
      (row.lastVisitAt ?? null) !== (row.computedLastVisit ?? null),
  );
}

const storedOf = (userId: string) =>
  bed.db
    .selectFrom('users')
    .select(['balanceCents', 'lastVisitAt'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
    .then((row) => ({ balanceCents: Number(row.balanceCents), lastVisitAt: row.lastVisitAt }));

describe('stored balance and last visit', () => {
  it('equal the computed ones after every kind of write the app makes', async () => {
    const asAdmin = await callerAs(bed.deps, bed.admin);
    const member = bed.member;
    const step = async (what: string) => expect(await storedDifferingFromComputed(bed.db), what).toEqual([]);

    const bill = await asAdmin.bills.create({ memberId: member.id, amount: '50.00', description: 'Towels' });
    await step('a bill');
    expect((await storedOf(member.id)).balanceCents).toBe(5000);

    await asAdmin.bills.recordPayment({ billId: bill.id, amount: '20', method: 'cash' });
    await step('a part payment');
    expect((await storedOf(member.id)).balanceCents).toBe(3000);
    await asAdmin.bills.recordPayment({ billId: bill.id, amount: '30', method: 'card' });
    await step('the rest paid');
    expect((await storedOf(member.id)).balanceCents).toBe(0);

    const toVoid = await asAdmin.bills.create({ memberId: member.id, amount: '12.50' });
    await asAdmin.bills.void({ billId: toVoid.id, reason: 'Typed twice' });
    await step('a void');
    expect((await storedOf(member.id)).balanceCents).toBe(0);

    const [onlineBill] = await insertTestBills(bed.db, [billFixture(member.id, { amountCents: 4000 })]);
    await step('a bill written straight to the table');
    const paid = await payOnline(bed.deps, bed.stripe, member.id, [
      { billId: onlineBill as string, amountCents: 4000 },
    ]);
    await step('an online payment');
    await asAdmin.payments.refund({ paymentId: paid.paymentIds[0] as string, amount: '15.00' });
    await step('a refund');
    expect((await storedOf(member.id)).balanceCents).toBe(1500);

    const gold = await asAdmin.plans.create({ name: 'Gold', price: '29.99', period: 'monthly' });
    await asAdmin.memberships.changePlan({ userId: member.id, planId: gold.id });
    await step('a plan change');
    bed.clock.set('2026-02-28T12:00:00.000Z');
    expect((await asAdmin.bills.runNow()).billsIssued).toBeGreaterThan(0);
    await step('the billing run');
    expect((await storedOf(member.id)).balanceCents).toBeGreaterThan(1500);

    const walkIn = await asAdmin.members.add({ name: 'Wally Walkin', planId: gold.id });
    await step('a member added at the desk, billed');
    const paidWalkIn = await asAdmin.members.add({ name: 'Paula Paid', planId: gold.id, payment: { method: 'cash' } });
    await step('a member added at the desk, paid');
    const owedBy = await Promise.all([walkIn, paidWalkIn].map((added) => storedOf(added.member.id)));
    expect(owedBy.map((stored) => stored.balanceCents)).toEqual([2999, 0]);

    await asAdmin.checkIns.checkInMember({ userId: member.id });
    await step('a check-in');
    expect((await storedOf(member.id)).lastVisitAt).toBe('2026-02-28T12:00:00.000Z');
    bed.clock.set('2026-03-02T08:00:00.000Z');
    await asAdmin.checkIns.checkInMember({ userId: member.id });
    await step('a later check-in');
    expect((await storedOf(member.id)).lastVisitAt).toBe('2026-03-02T08:00:00.000Z');

    await (await callerAs(bed.deps, member)).account.requestClosure();
    await asAdmin.account.erase({ userId: member.id });
    await step('erasure');
    // The ledger stays, so does what the former member owes and when they last came.
    expect((await storedOf(member.id)).lastVisitAt).toBe('2026-03-02T08:00:00.000Z');

    // A registration turned down is deleted; it never had a bill or a visit.
    const pending = await createAccount(bed.db, 'pending');
    const request = await bed.db
      .selectFrom('memberRequests')
      .select('id')
      .where('userId', '=', pending.id)
      .executeTakeFirstOrThrow();
    await asAdmin.requests.reject({ requestId: request.id });
    await step('a registration turned down');
  });
});
