// "Refund" on an online payment, against the Stripe stand-in: the money goes back through the
// provider, the bill reopens by that amount with a refund receipt, and every fault leaves the bill
// as it was. Late, repeated and dashboard-made refunds arrive as webhook events.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NOT_REFUNDABLE } from '../../../../shared/refunds.schemas.js';
import { inTransaction } from '../../../db/transactions.js';
import { apiError } from '../../../test/api-error.js';
import {
  billFixture,
  callerAs,
  createAccount,
  createTestDeps,
  insertTestBills,
  type TestAccount,
} from '../../../test/harness.js';
import {
  applyContextOf,
  createOnlinePaymentsBed,
  gatewayEventOf,
  type OnlinePaymentsBedWithStandIn,
  payOnline,
} from '../../../test/online-payments-testbed.js';
import type { AppDeps } from '../../../trpc/context.js';
import { type GatewayEvent, ONLINE_PAYMENT_UNAVAILABLE } from '../gateway.js';
import { applyRefundEvent } from './refund-events.js';

let bed: OnlinePaymentsBedWithStandIn;
beforeEach(async () => {
  bed = await createOnlinePaymentsBed({ memberName: 'Ana Member' });
});
afterEach(() => bed.close());

const as = (account: TestAccount, on: AppDeps = bed.deps) => callerAs(on, account);

/** Bills of the member, open, in the amounts given (oldest first), paid online in one checkout. */
async function paidOnline(amounts: number[], descriptions = amounts.map((_, i) => `Bill ${i + 1}`)) {
  const billIds = await insertTestBills(
    bed.db,
    amounts.map((amountCents, i) =>
      billFixture(bed.member.id, {
        amountCents,
        description: descriptions[i],
        date: `2026-0${i + 1}-01T10:00:00.000Z`,
      }),
    ),
  );
  const paid = await payOnline(
    bed.deps,
    bed.stripe,
    bed.member.id,
    billIds.map((billId, i) => ({ billId, amountCents: amounts[i] as number })),
  );
  return { ...paid, billIds };
}

const billOf = (id: string) =>
  bed.db.selectFrom('bills').select(['paidCents', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
const chargeOf = (id: string) =>
  bed.db.selectFrom('onlineCharges').select('refundedCents').where('id', '=', id).executeTakeFirstOrThrow();
const refundsAtStandIn = () => bed.stripe.requests().filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
const messagesOf = async (memberId: string) =>
  (await bed.db.selectFrom('notifications').select('message').where('memberId', '=', memberId).execute()).map(
    (n) => n.message,
  );

async function apply(event: GatewayEvent) {
  if (event.kind !== 'refund.updated') throw new Error(`expected a refund event, got ${event.kind}`);
  const ctx = await applyContextOf(bed.deps);
  return inTransaction(bed.db, (tx) => applyRefundEvent(tx, event, ctx));
}

describe('payments.refund', () => {
  it('refunds a whole online payment: the bill reopens, with a refund receipt and a notice', async () => {
    const paid = await paidOnline([5000], ['November membership']);
    const [billId] = paid.billIds as [string];
    expect(await billOf(billId)).toEqual({ paidCents: 5000, status: 'paid' });

    const answer = await (await as(bed.admin)).payments.refund({
      paymentId: paid.paymentIds[0] as string,
      amount: '50.00',
    });
    expect(answer).toMatchObject({ status: 'succeeded', amountCents: 5000 });
    expect(answer.receiptNumber).toMatch(/^R-\d{4}-\d{6}$/);
    expect(answer.receiptNumber).not.toBe(paid.receiptNumber);

    expect(await billOf(billId)).toEqual({ paidCents: 0, status: 'open' });
    expect(await chargeOf(paid.chargeId)).toEqual({ refundedCents: 5000 });
    expect(bed.stripe.object(paid.providerPaymentId)).toBeDefined();
    expect(refundsAtStandIn()).toHaveLength(1);
    expect(await messagesOf(bed.member.id)).toEqual([
      `Refund of $50.00 on November membership, receipt ${answer.receiptNumber}.`,
    ]);
    // The member owes it again.
    expect(await (await as(bed.member)).bills.balanceMine()).toEqual({ balanceDueCents: 5000 });

    const receipt = await (await as(bed.member)).payments.refundReceipt({ refundId: answer.refundId });
    expect(receipt).toMatchObject({
      receiptNumber: answer.receiptNumber,
      memberName: 'Ana Member',
      paymentReceiptNumber: paid.receiptNumber,
      lines: [{ paymentId: paid.paymentIds[0], billDescription: 'November membership', amountCents: 5000 }],
      totalCents: 5000,
    });
  });

  it('refunds part, refuses more than is left naming the most, and a manager may refund the rest', async () => {
    const paid = await paidOnline([5000]);
    const paymentId = paid.paymentIds[0] as string;
    const [billId] = paid.billIds as [string];
    const asAdmin = await as(bed.admin);

    await asAdmin.payments.refund({ paymentId, amount: '20.00', note: 'Missed two weeks' });
    expect(await billOf(billId)).toEqual({ paidCents: 3000, status: 'open' });

    const tooMuch = await apiError(asAdmin.payments.refund({ paymentId, amount: '30.01' }));
    expect(tooMuch).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'At most $30.00 of this payment can be refunded.',
      fieldErrors: { amount: 'At most $30.00 of this payment can be refunded.' },
    });

    const manager = await createAccount(bed.db, 'manager');
    await (await as(manager)).payments.refund({ paymentId, amount: '30.00' });
    expect(await billOf(billId)).toEqual({ paidCents: 0, status: 'open' });
    expect((await apiError(asAdmin.payments.refund({ paymentId, amount: '1.00' }))).message).toBe(
      'This payment has already been refunded in full.',
    );
    expect(await chargeOf(paid.chargeId)).toEqual({ refundedCents: 5000 });
    expect(refundsAtStandIn()).toHaveLength(2);
  });

  it('refuses payments taken at the desk, and unknown payments, writing nothing', async () => {
    const [billId] = await insertTestBills(bed.db, [billFixture(bed.member.id, { amountCents: 3000 })]);
    const asAdmin = await as(bed.admin);
    const cash = await asAdmin.bills.recordPayment({ billId: billId as string, amount: '30', method: 'card' });
    expect(await apiError(asAdmin.payments.refund({ paymentId: cash.paymentId, amount: '30' }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: NOT_REFUNDABLE,
    });
    expect((await apiError(asAdmin.payments.refund({ paymentId: 'nope', amount: '1' }))).code).toBe('NOT_FOUND');
    expect(await bed.db.selectFrom('refunds').select('id').execute()).toEqual([]);
    expect(refundsAtStandIn()).toHaveLength(0);
  });

  it('with a repeated request key gives the same refund and never a second one', async () => {
    const paid = await paidOnline([5000]);
    const asAdmin = await as(bed.admin);
    const input = {
      paymentId: paid.paymentIds[0] as string,
      amount: '10.00',
      idempotencyKey: 'refund-key-0123456789abc',
    };
    const first = await asAdmin.payments.refund(input);
    const again = await asAdmin.payments.refund(input);
    expect(again).toEqual(first);
    expect(await bed.db.selectFrom('refunds').select('id').execute()).toEqual([{ id: first.refundId }]);
    expect(refundsAtStandIn()).toHaveLength(1);
    expect(await billOf(paid.billIds[0] as string)).toEqual({ paidCents: 4000, status: 'open' });
  });

  it('with the provider down: "not available", the refund failed, the bill untouched; asking again works', async () => {
    const paid = await paidOnline([5000]);
    const paymentId = paid.paymentIds[0] as string;
    const asAdmin = await as(bed.admin);
    bed.stripe.failNext('error');
    expect(await apiError(asAdmin.payments.refund({ paymentId, amount: '50.00' }))).toMatchObject({
      code: 'BAD_GATEWAY',
      message: ONLINE_PAYMENT_UNAVAILABLE,
    });
    expect(await billOf(paid.billIds[0] as string)).toEqual({ paidCents: 5000, status: 'paid' });
    expect(await bed.db.selectFrom('refunds').select(['status', 'failure']).execute()).toEqual([
      { status: 'failed', failure: ONLINE_PAYMENT_UNAVAILABLE },
    ]);
    expect(await messagesOf(bed.member.id)).toEqual([]);

    // A failed refund holds nothing back: the whole amount can be asked for again.
    expect(await asAdmin.payments.refund({ paymentId, amount: '50.00' })).toMatchObject({ status: 'succeeded' });
    expect(await billOf(paid.billIds[0] as string)).toEqual({ paidCents: 0, status: 'open' });
  });

  it('with the provider down, the same request tried again sends the same refund, once', async () => {
    const paid = await paidOnline([5000]);
    const asAdmin = await as(bed.admin);
    const input = {
      paymentId: paid.paymentIds[0] as string,
      amount: '50.00',
      idempotencyKey: 'retry-key-0123456789abcd',
    };
    // The client keeps the key of an intent until it goes through (useOncePerIntent).
    bed.stripe.failNext('error');
    expect((await apiError(asAdmin.payments.refund(input))).code).toBe('BAD_GATEWAY');
    const again = await asAdmin.payments.refund(input);
    expect(again).toMatchObject({ status: 'succeeded' });
    expect(await bed.db.selectFrom('refunds').select(['id', 'status']).execute()).toEqual([
      { id: again.refundId, status: 'succeeded' },
    ]);
    expect(refundsAtStandIn().filter((r) => r.status === 200)).toHaveLength(1);
    expect(await billOf(paid.billIds[0] as string)).toEqual({ paidCents: 0, status: 'open' });
  });

  it('a refund the provider made though its answer never came is recorded when its event arrives', async () => {
    const paid = await paidOnline([5000]);
    const slow = createTestDeps(bed.t, { clock: bed.clock, gateway: bed.stripe.gateway({ timeoutMs: 300 }) });
    // Carried out, then no answer, to the call and to the library's retry of it: a timeout for us.
    bed.stripe.failNext('lost', 2);
    const input = { paymentId: paid.paymentIds[0] as string, amount: '50.00' };
    expect((await apiError((await as(bed.admin, slow)).payments.refund(input))).code).toBe('BAD_GATEWAY');
    expect(await billOf(paid.billIds[0] as string)).toEqual({ paidCents: 5000, status: 'paid' });
    const [created] = bed.stripe.events('refund.created');
    if (!created) throw new Error('the stand-in made no refund');
    expect(await apply(gatewayEventOf(bed.stripe, bed.gateway, created, bed.clock.now()))).toBe('applied');
    expect(await billOf(paid.billIds[0] as string)).toEqual({ paidCents: 0, status: 'open' });
    expect(await bed.db.selectFrom('refunds').select('status').execute()).toEqual([{ status: 'succeeded' }]);
  });

  it('with online payments off is refused as unavailable', async () => {
    const paid = await paidOnline([5000]);
    const off = createTestDeps(bed.t, { clock: bed.clock });
    expect(
      await apiError(
        (await as(bed.admin, off)).payments.refund({ paymentId: paid.paymentIds[0] as string, amount: '1' }),
      ),
    ).toMatchObject({ code: 'PRECONDITION_FAILED', message: ONLINE_PAYMENT_UNAVAILABLE });
  });

  it('pending at the provider: the bill waits for the webhook, which finishes it once however often it comes', async () => {
    const paid = await paidOnline([5000]);
    const [billId] = paid.billIds as [string];
    bed.stripe.pendRefunds();
    const answer = await (await as(bed.admin)).payments.refund({
      paymentId: paid.paymentIds[0] as string,
      amount: '50',
    });
    expect(answer).toMatchObject({ status: 'requested', receiptNumber: null });
    expect(await billOf(billId)).toEqual({ paidCents: 5000, status: 'paid' });
    // Still held back: nobody can refund the same money twice meanwhile.
    expect(
      (await apiError((await as(bed.admin)).payments.refund({ paymentId: paid.paymentIds[0] as string, amount: '1' })))
        .message,
    ).toBe('This payment has already been refunded in full.');

    const refund = await bed.db
      .selectFrom('refunds')
      .select('providerRefundId')
      .where('id', '=', answer.refundId)
      .executeTakeFirstOrThrow();
    await bed.stripe.settleRefund(refund.providerRefundId as string, 'succeeded');
    const [updated] = bed.stripe.events('refund.updated');
    if (!updated) throw new Error('the stand-in sent no refund.updated');
    const event = gatewayEventOf(bed.stripe, bed.gateway, updated, bed.clock.now());
    expect(await apply(event)).toBe('applied');
    expect(await apply(event)).toBe('applied');
    expect(await billOf(billId)).toEqual({ paidCents: 0, status: 'open' });
    expect(await chargeOf(paid.chargeId)).toEqual({ refundedCents: 5000 });
    expect(await messagesOf(bed.member.id)).toHaveLength(1);
    const receipt = await (await as(bed.member)).payments.refundReceipt({ refundId: answer.refundId });
    expect(receipt.receiptNumber).toMatch(/^R-/);
  });

  it('pending, then refused by the bank: failed, the bill as it was, the money refundable again', async () => {
    const paid = await paidOnline([5000]);
    bed.stripe.pendRefunds();
    const answer = await (await as(bed.admin)).payments.refund({
      paymentId: paid.paymentIds[0] as string,
      amount: '50',
    });
    const refund = await bed.db
      .selectFrom('refunds')
      .select('providerRefundId')
      .where('id', '=', answer.refundId)
      .executeTakeFirstOrThrow();
    await bed.stripe.settleRefund(refund.providerRefundId as string, 'failed');
    for (const made of bed.stripe.events().filter((e) => e.type.startsWith('refund.'))) {
      expect(await apply(gatewayEventOf(bed.stripe, bed.gateway, made, bed.clock.now()))).toBe('applied');
    }
    expect(await bed.db.selectFrom('refunds').select('status').execute()).toEqual([{ status: 'failed' }]);
    expect(await billOf(paid.billIds[0] as string)).toEqual({ paidCents: 5000, status: 'paid' });
    expect((await apiError((await as(bed.member)).payments.refundReceipt({ refundId: answer.refundId }))).code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('the bill lists', () => {
  it("show each online payment's refunds and what is left to refund, to the desk and to the member", async () => {
    const paid = await paidOnline([5000], ['November']);
    const paymentId = paid.paymentIds[0] as string;
    const answer = await (await as(bed.admin)).payments.refund({ paymentId, amount: '20.00' });
    const shown = {
      id: paymentId,
      method: 'card_online',
      refundableCents: 3000,
      refunds: [
        {
          refundId: answer.refundId,
          amountCents: 2000,
          status: 'succeeded',
          refundedOn: answer.refundedOn,
          receiptNumber: answer.receiptNumber,
        },
      ],
    };
    const desk = await createAccount(bed.db, 'frontdesk');
    const forMember = await (await as(desk)).bills.listForMember({ memberId: bed.member.id, status: 'all' });
    expect(forMember.items[0]?.payments).toEqual([expect.objectContaining(shown)]);
    const mine = await (await as(bed.member)).bills.listMine({ page: 1, pageSize: 10 });
    expect(mine.items[0]?.payments).toEqual([expect.objectContaining(shown)]);
    expect(mine.items[0]).toMatchObject({ paidCents: 3000, remainingCents: 2000, status: 'open' });
  });
});

describe('refund events made elsewhere', () => {
  const dashboardRefund = (paymentId: string, amountCents: number, refundId = 're_dashboard_1'): GatewayEvent => ({
    kind: 'refund.updated',
    id: `evt_${refundId}`,
    occurredAt: bed.clock.now().toISOString(),
    refs: {},
    refundId,
    paymentId,
    amountCents,
    status: 'succeeded',
  });

  it("a refund made in the provider's dashboard reopens the newest bills first, once", async () => {
    const paid = await paidOnline([3000, 2000], ['October', 'November']);
    const [october, november] = paid.billIds as [string, string];
    const event = dashboardRefund(paid.providerPaymentId, 2500);
    expect(await apply(event)).toBe('applied');
    expect(await apply(event)).toBe('applied');
    expect(await billOf(november)).toEqual({ paidCents: 0, status: 'open' });
    expect(await billOf(october)).toEqual({ paidCents: 2500, status: 'open' });
    const refunds = await bed.db.selectFrom('refunds').select(['reason', 'status', 'amountCents']).execute();
    expect(refunds).toEqual([{ reason: 'provider', status: 'succeeded', amountCents: 2500 }]);
    expect(await chargeOf(paid.chargeId)).toEqual({ refundedCents: 2500 });
    expect(await messagesOf(bed.member.id)).toEqual([
      expect.stringMatching(/^Refund of \$25\.00 on November, October, receipt R-/),
    ]);
  });

  it('a refund of a payment not recorded yet waits', async () => {
    expect(await apply(dashboardRefund('pi_not_recorded_yet', 1000))).toBe('waiting');
    expect(await bed.db.selectFrom('refunds').select('id').execute()).toEqual([]);
  });

  it('members read only their own refund receipts; the desk reads any', async () => {
    const paid = await paidOnline([5000]);
    const answer = await (await as(bed.admin)).payments.refund({
      paymentId: paid.paymentIds[0] as string,
      amount: '5',
    });
    const desk = await createAccount(bed.db, 'frontdesk');
    expect((await (await as(desk)).payments.refundReceipt({ refundId: answer.refundId })).totalCents).toBe(500);
    const other = await createAccount(bed.db, 'member');
    expect((await apiError((await as(other)).payments.refundReceipt({ refundId: answer.refundId }))).code).toBe(
      'NOT_FOUND',
    );
    expect(
      (await apiError((await as(desk)).payments.refund({ paymentId: paid.paymentIds[0] as string, amount: '1' }))).code,
    ).toBe('FORBIDDEN');
  });
});
