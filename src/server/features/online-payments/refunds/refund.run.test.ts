// The refund job sends what the payment recorder left to refund (the overpaid part of a charge) and
// admin refunds stranded before the provider was asked; with the provider down it tries again later.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { billFixture, createTestDeps, insertTestBills } from '../../../test/harness.js';
import {
  createOnlinePaymentsBed,
  type OnlinePaymentsBedWithStandIn,
  payOnline,
  requestOverpaidRefund,
} from '../../../test/online-payments-testbed.js';
import { expectIndexedSearch, planOf } from '../../../test/query-plan.js';
import { REFUND_SEND_GRACE_MS, sendWaitingRefunds } from './refund.run.js';
import { refundsToSendQuery } from './refunds.queries.js';
import { requestRefund } from './refunds.service.js';

let bed: OnlinePaymentsBedWithStandIn;
beforeEach(async () => {
  bed = await createOnlinePaymentsBed();
});
afterEach(() => bed.close());

async function overpaid(billCents: number, overCents: number) {
  const [billId] = await insertTestBills(bed.db, [billFixture(bed.member.id, { amountCents: billCents })]);
  const paid = await payOnline(
    bed.deps,
    bed.stripe,
    bed.member.id,
    [{ billId: billId as string, amountCents: billCents }],
    {
      overpaidCents: overCents,
    },
  );
  return { ...paid, billId: billId as string, refundId: await requestOverpaidRefund(bed.deps, paid, overCents) };
}

const refundOf = (id: string) =>
  bed.db
    .selectFrom('refunds')
    .select(['status', 'receiptNumber', 'providerRefundId'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const chargeOf = (id: string) =>
  bed.db.selectFrom('onlineCharges').select('refundedCents').where('id', '=', id).executeTakeFirstOrThrow();
const billOf = (id: string) =>
  bed.db.selectFrom('bills').select(['paidCents', 'status']).where('id', '=', id).executeTakeFirstOrThrow();

describe('the refund job', () => {
  it('sends an overpaid refund once: only the charge moves, the bill stays paid, the member is told', async () => {
    const paid = await overpaid(4000, 700);
    // Just written: left for a minute (an admin's own call would be sending it).
    expect(await sendWaitingRefunds(bed.deps)).toEqual({ sent: 0, providerDown: false });
    bed.clock.advance(REFUND_SEND_GRACE_MS + 1);
    expect(await sendWaitingRefunds(bed.deps)).toEqual({ sent: 1, providerDown: false });
    expect(await sendWaitingRefunds(bed.deps)).toEqual({ sent: 0, providerDown: false });

    expect(await refundOf(paid.refundId)).toMatchObject({
      status: 'succeeded',
      receiptNumber: expect.stringMatching(/^R-/),
    });
    expect(await chargeOf(paid.chargeId)).toEqual({ refundedCents: 700 });
    expect(await billOf(paid.billId)).toEqual({ paidCents: 4000, status: 'paid' });
    const [atStandIn] = bed.stripe.requests().filter((r) => r.path === '/v1/refunds');
    expect(atStandIn?.idempotencyKey).toBe(paid.refundId);
    const notices = await bed.db
      .selectFrom('notifications')
      .select('message')
      .where('memberId', '=', bed.member.id)
      .execute();
    expect(notices).toEqual([
      { message: expect.stringMatching(/^Refund of \$7\.00 paid online beyond what you owed, receipt R-/) },
    ]);
  });

  it('with the provider down leaves it requested and sends it on a later run', async () => {
    const paid = await overpaid(4000, 300);
    bed.clock.advance(REFUND_SEND_GRACE_MS + 1);
    bed.stripe.failNext('error');
    expect(await sendWaitingRefunds(bed.deps)).toEqual({ sent: 0, providerDown: true });
    expect(await refundOf(paid.refundId)).toMatchObject({ status: 'requested', providerRefundId: null });
    expect(await chargeOf(paid.chargeId)).toEqual({ refundedCents: 0 });

    bed.clock.advance(60_000);
    await bed.deps.background.runNow('refunds');
    expect(await refundOf(paid.refundId)).toMatchObject({ status: 'succeeded' });
    expect(await chargeOf(paid.chargeId)).toEqual({ refundedCents: 300 });
  });

  it("finishes an admin's refund whose call stopped before the provider was asked", async () => {
    const [billId] = await insertTestBills(bed.db, [billFixture(bed.member.id, { amountCents: 2500 })]);
    const paid = await payOnline(bed.deps, bed.stripe, bed.member.id, [
      { billId: billId as string, amountCents: 2500 },
    ]);
    const requested = await requestRefund(
      bed.db,
      { paymentId: paid.paymentIds[0] as string, amountCents: 2500, note: null },
      { adminId: bed.admin.id, ip: null, now: bed.clock.now() },
    );
    if (!requested.ok) throw new Error(requested.reason);
    bed.clock.advance(REFUND_SEND_GRACE_MS + 1);
    expect(await sendWaitingRefunds(bed.deps)).toEqual({ sent: 1, providerDown: false });
    expect(await billOf(billId as string)).toEqual({ paidCents: 0, status: 'open' });
  });

  it('does nothing with online payments off', async () => {
    const off = createTestDeps(bed.t, { clock: bed.clock });
    expect(await sendWaitingRefunds(off)).toEqual({ sent: 0, providerDown: false });
  });

  it('reads what to send as a range of refunds_status_idx (requested, oldest first), not the whole table', async () => {
    const plan = await planOf(bed.db, refundsToSendQuery(bed.db, bed.clock.now(), 50));
    expectIndexedSearch(plan, 'refunds', 'refunds_status_idx');
  });
});
