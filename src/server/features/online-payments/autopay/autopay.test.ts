// Autopay, against the Stripe stand-in: the billing run writes an attempt for a recurring bill of a
// member with a saved card (and never calls Stripe); the autopay job charges it outside any
// transaction; the payment is recorded from its webhook. A decline leaves the bill open, tells the
// member in the app and by mail with a "Pay now" link and tries again 3 and 7 days after the bill
// was issued; Stripe down or timing out is not a decline (tried again in 15 minutes, nobody told);
// two processes never charge one bill twice.
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../../db/transactions.js';
import { createAccount, createTestDeps } from '../../../test/harness.js';
import { asAnotherProcess } from '../../../test/money.js';
import { billMember, runBilling } from '../../billing/billing.run.js';
import { ledgerViolations } from '../ledger-invariants.js';
import { AUTOPAY_JOB, chargeDueAttempts } from './autopay.job.js';
import { autopayBed } from './autopay.testbed.js';

const { bed, memberWithCard, deliverHeld, attempts, charges } = autopayBed();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const billsOf = (memberId: string) =>
  bed.t.db.selectFrom('bills').select(['id', 'paidCents', 'status', 'date']).where('memberId', '=', memberId).execute();
const noticesTo = (memberId: string) =>
  bed.t.db.selectFrom('notifications').select('message').where('memberId', '=', memberId).orderBy('seq').execute();

describe('autopay', () => {
  it('charges a recurring bill to the saved card once issued; the webhook records it', async () => {
    const member = await memberWithCard();
    const before = bed.stripe.requests().length;
    expect((await runBilling(bed.deps)).billsIssued).toBe(1);
    expect(bed.stripe.requests().length).toBe(before); // the billing run never calls Stripe
    expect(await attempts()).toMatchObject([{ attempt: 1, status: 'pending' }]);

    expect(await chargeDueAttempts(bed.deps)).toEqual({ charged: 1, declined: 0, unavailable: 0, cancelled: 0 });
    const [bill] = await billsOf(member.id);
    expect(charges().map((c) => c.idempotencyKey)).toEqual([`autopay-${bill?.id}-1`]);
    expect(bill).toMatchObject({ status: 'open' }); // recorded only from the webhook
    expect(await attempts()).toMatchObject([{ attempt: 1, status: 'charging' }]);

    expect(await deliverHeld()).toEqual(['payment_intent.succeeded']);
    expect(await billsOf(member.id)).toMatchObject([{ paidCents: 4900, status: 'paid' }]);
    expect(await attempts()).toMatchObject([{ attempt: 1, status: 'succeeded' }]);
    expect(await noticesTo(member.id)).toEqual([{ message: 'Payment received: $49.00 · Receipt R-2026-000001' }]);
    const payments = await bed.t.db.selectFrom('payments').select(['method', 'amountCents']).execute();
    expect(payments).toEqual([{ method: 'card_online', amountCents: 4900 }]);
    expect(await ledgerViolations(bed.t.db)).toEqual([]);
    // A second run of the job has nothing to charge.
    expect((await chargeDueAttempts(bed.deps)).charged).toBe(0);
  });

  it('on a decline leaves the bill open, tells the member once with Pay now, and retries after 3 and 7 days', async () => {
    const member = await memberWithCard();
    await runBilling(bed.deps);
    const [bill] = await billsOf(member.id);
    const issued = new Date(bill?.date as string).getTime();

    bed.stripe.declineNext(2);
    expect((await chargeDueAttempts(bed.deps)).declined).toBe(1);
    // Stripe also sends payment_intent.payment_failed: the member is not told twice.
    expect(await deliverHeld()).toEqual(['payment_intent.payment_failed']);
    expect(await billsOf(member.id)).toMatchObject([{ paidCents: 0, status: 'open' }]);
    expect(await attempts()).toEqual([
      { attempt: 1, status: 'failed', dueAt: expect.any(String), failure: 'Your card was declined.' },
      { attempt: 2, status: 'pending', dueAt: new Date(issued + 3 * DAY).toISOString(), failure: null },
    ]);
    const failedNotice =
      'Your card payment of $49.00 for "Gold — Mar 2026" failed: Your card was declined. The bill is still open. Pay now: http://localhost:3000/member';
    expect(await noticesTo(member.id)).toEqual([{ message: failedNotice }]);
    const mail = await bed.t.db.selectFrom('mailQueue').select(['toAddress', 'subject', 'bodyText', 'kind']).execute();
    expect(mail).toEqual([
      {
        toAddress: member.email,
        subject: 'Your card payment to Your Gym failed',
        bodyText: `${[
          'Your card payment failed',
          'Your card payment of $49.00 for "Gold — Mar 2026" failed: Your card was declined. The bill is still open.',
          'Pay now: http://localhost:3000/member',
          '-- \nYour Gym',
        ].join('\n\n')}\n`,
        kind: 'message',
      },
    ]);

    bed.clock.advance(3 * DAY - MINUTE);
    expect((await chargeDueAttempts(bed.deps)).declined).toBe(0); // not due yet
    bed.clock.advance(MINUTE);
    expect((await chargeDueAttempts(bed.deps)).declined).toBe(1);
    await deliverHeld();
    expect((await attempts()).map((a) => [a.attempt, a.status, a.dueAt])).toEqual([
      [1, 'failed', expect.any(String)],
      [2, 'failed', expect.any(String)],
      [3, 'pending', new Date(issued + 7 * DAY).toISOString()],
    ]);

    bed.clock.set(new Date(issued + 7 * DAY));
    expect((await chargeDueAttempts(bed.deps)).charged).toBe(1);
    await deliverHeld();
    expect(await billsOf(member.id)).toMatchObject([{ paidCents: 4900, status: 'paid' }]);
    expect((await attempts()).map((a) => a.status)).toEqual(['failed', 'failed', 'succeeded']);
    expect(await noticesTo(member.id)).toHaveLength(3);
    expect(charges()).toHaveLength(3);
  });

  it.each([
    ['down', 'error'],
    ['timing out', 'timeout'],
  ] as const)('with Stripe %s, tries again in 15 minutes and tells nobody', async (_, mode) => {
    const member = await memberWithCard();
    await runBilling(bed.deps);
    bed.stripe.failNext(mode);
    expect((await chargeDueAttempts(bed.deps)).unavailable).toBe(1);
    expect(await attempts()).toMatchObject([
      { attempt: 1, status: 'pending', dueAt: new Date(bed.clock.now().getTime() + 15 * MINUTE).toISOString() },
    ]);
    expect(await noticesTo(member.id)).toEqual([]);
    expect(await bed.t.db.selectFrom('mailQueue').select('id').execute()).toEqual([]);

    bed.clock.advance(15 * MINUTE);
    expect((await chargeDueAttempts(bed.deps)).charged).toBe(1);
    await deliverHeld();
    expect(await billsOf(member.id)).toMatchObject([{ status: 'paid' }]);
  });

  it('charges once when the answer to the first call was lost (same idempotency key)', async () => {
    const member = await memberWithCard();
    await runBilling(bed.deps);
    bed.stripe.failNext('lost', 2); // the call and the library's own retry of it
    expect((await chargeDueAttempts(bed.deps)).unavailable).toBe(1);
    bed.clock.advance(15 * MINUTE);
    expect((await chargeDueAttempts(bed.deps)).charged).toBe(1);
    await deliverHeld();
    expect(await billsOf(member.id)).toMatchObject([{ paidCents: 4900, status: 'paid' }]);
    expect(new Set(charges().map((c) => c.idempotencyKey)).size).toBe(1);
    expect(bed.stripe.events('payment_intent.succeeded')).toHaveLength(1);
    expect(await ledgerViolations(bed.t.db)).toEqual([]);
  });

  it('takes over an attempt a dead process left charging, after 15 minutes, with the same key', async () => {
    const member = await memberWithCard();
    await runBilling(bed.deps);
    const [bill] = await billsOf(member.id);
    await bed.t.db.updateTable('autopayAttempts').set({ status: 'charging' }).execute();
    expect((await chargeDueAttempts(bed.deps)).charged).toBe(0);
    bed.clock.advance(15 * MINUTE);
    expect((await chargeDueAttempts(bed.deps)).charged).toBe(1);
    expect(charges().map((c) => c.idempotencyKey)).toEqual([`autopay-${bill?.id}-1`]);
  });

  it('cancels the attempt when the card was removed or the bill paid at the desk meanwhile', async () => {
    const one = await memberWithCard();
    const two = await memberWithCard();
    await runBilling(bed.deps);
    await bed.t.db
      .updateTable('paymentCustomers')
      .set({ cardPaymentMethodId: null })
      .where('memberId', '=', one.id)
      .execute();
    await bed.t.db
      .updateTable('bills')
      .set({ paidCents: 4900, status: 'paid' })
      .where('memberId', '=', two.id)
      .execute();
    await bed.t.db
      .insertInto('payments')
      .values({
        id: 'desk-payment',
        billId: (await billsOf(two.id))[0]?.id as string,
        memberId: two.id,
        amountCents: 4900,
        method: 'cash',
        paidOn: '2026-03-01',
        note: null,
        receiptNumber: 'R-2026-000001',
        createdAt: bed.clock.now().toISOString(),
        createdBy: null,
        planId: null,
        onlineChargeId: null,
      })
      .execute();
    expect(await chargeDueAttempts(bed.deps)).toEqual({ charged: 0, declined: 0, unavailable: 0, cancelled: 2 });
    expect((await attempts()).map((a) => [a.status, a.failure]).sort()).toEqual([
      ['cancelled', 'No saved card.'],
      ['cancelled', 'The bill is no longer open.'],
    ]);
    expect(charges()).toEqual([]);
  });

  it('never charges one bill twice when two processes run the job at once', async () => {
    for (let i = 0; i < 5; i++) await memberWithCard();
    await runBilling(bed.deps);
    const other = asAnotherProcess(bed.t);
    try {
      const second = createTestDeps(
        { db: other.db, limitStore: bed.t.limitStore },
        { clock: bed.clock, gateway: bed.stripe.gateway() },
      );
      const reports = await Promise.all([chargeDueAttempts(bed.deps), chargeDueAttempts(second)]);
      expect(reports.reduce((sum, r) => sum + r.charged, 0)).toBe(5);
      // And through the scheduled job of each, once more: nothing left to charge.
      await Promise.all([bed.deps.background.runNow(AUTOPAY_JOB), second.background.runNow(AUTOPAY_JOB)]);
      await second.background.stop();
    } finally {
      await other.close();
    }
    const keys = charges().map((c) => c.idempotencyKey);
    expect(keys).toHaveLength(5);
    expect(new Set(keys).size).toBe(5);
    expect((await attempts()).map((a) => a.status)).toEqual(Array(5).fill('charging'));
  });

  it('charges a bill issued outside the run too (a plan changed now, a resume) when online payments are on', async () => {
    const member = await memberWithCard();
    const gym = await bed.deps.settings.current();
    const when = { now: bed.clock.now(), today: '2026-03-01' };
    expect(await inTransaction(bed.t.db, (tx) => billMember(tx, member.id, when, gym, true))).toBe(1);
    expect(await attempts()).toMatchObject([{ attempt: 1, status: 'pending' }]);
    expect((await chargeDueAttempts(bed.deps)).charged).toBe(1);
  });

  it('writes no attempt when online payments are off or the member has no saved card', async () => {
    const withCard = await memberWithCard();
    const off = createTestDeps(bed.t, { clock: bed.clock });
    await runBilling(off);
    expect(await attempts()).toEqual([]);

    bed.clock.set('2026-04-01T09:00:00.000Z');
    const gold = await bed.t.db.selectFrom('plans').select(['id']).where('name', '=', 'Gold').executeTakeFirstOrThrow();
    const withoutCard = await createAccount(bed.t.db, 'member');
    await bed.t.db
      .updateTable('memberships')
      .set({ planId: gold.id, billingAnchor: '2026-04-01', billingDay: 1, nextBillDate: '2026-04-01' })
      .where('userId', '=', withoutCard.id)
      .execute();
    expect((await runBilling(bed.deps)).billsIssued).toBe(2);
    const written = await bed.t.db.selectFrom('autopayAttempts').select('memberId').execute();
    expect(written).toEqual([{ memberId: withCard.id }]);
  });
});
