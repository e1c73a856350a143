// "Pay now" for the whole balance and for one bill: the member is sent to the provider's hosted page
// (the Stripe stand-in's) for what they owe now, with our checkout's id to come back to; nothing is
// paid until the provider's webhook is recorded. Off, down or slow, nothing changes and the member
// reads "Online payment is not available right now."
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError } from '../../../test/api-error.js';
import { billFixture, callerAs, createAccount, createTestDeps, insertTestBills } from '../../../test/harness.js';
import { signedDelivery } from '../../../test/stripe-stand-in/index.js';
import { ONLINE_PAYMENT_UNAVAILABLE } from '../gateway.js';
import { createMemberPaymentsBed, GYM_NAME, type MemberPaymentsBed } from '../member-payments.testbed.js';
import { receiveEvent } from '../webhooks/inbox.js';

let bed: MemberPaymentsBed;
beforeEach(async () => {
  bed = await createMemberPaymentsBed();
});
afterEach(() => bed.close());

const checkoutsOf = (memberId: string) =>
  bed.db
    .selectFrom('onlineCheckouts')
    .select(['id', 'mode', 'billId', 'amountCents', 'sessionId', 'status'])
    .where('memberId', '=', memberId)
    .orderBy('createdAt')
    .execute();
const billsOf = (memberId: string) =>
  bed.db.selectFrom('bills').select(['id', 'paidCents', 'status']).where('memberId', '=', memberId).execute();
const customersOf = (memberId: string) =>
  bed.db.selectFrom('paymentCustomers').select(['customerId']).where('memberId', '=', memberId).execute();

/** The session id at the end of the hosted page's address (http://127.0.0.1:<port>/pay/<id>). */
function sessionOf(url: string): string {
  const match = /\/pay\/([^/?#]+)$/.exec(new URL(url).pathname);
  if (!match?.[1]) throw new Error(`not a hosted page: ${url}`);
  return match[1];
}

/** Two open bills of the member: 40.00 and 35.00 (10.00 of it paid at the desk). */
async function twoOpenBills() {
  const [gold, locker] = await insertTestBills(bed.db, [
    billFixture(bed.member.id, { amountCents: 4000, description: 'Gold — Feb 2026' }),
    billFixture(bed.member.id, { amountCents: 3500, description: 'Locker' }),
  ]);
  await bed.db
    .updateTable('bills')
    .set({ paidCents: 1000 })
    .where('id', '=', locker as string)
    .execute();
  return { gold: gold as string, locker: locker as string };
}

describe('Pay now on one bill', () => {
  it('sends the member to the hosted page for what remains of the bill, and says "waiting" on return', async () => {
    const { locker } = await twoOpenBills();
    const { url } = await bed.asMember.onlinePayments.payBill({ billId: locker });

    expect(url.startsWith(`${bed.stripe.url}/pay/`)).toBe(true);
    const [checkout] = await checkoutsOf(bed.member.id);
    expect(checkout).toMatchObject({ mode: 'payment', billId: locker, amountCents: 2500, status: 'open' });
    const session = bed.stripe.object(sessionOf(url));
    expect(session).toMatchObject({
      id: checkout?.sessionId,
      mode: 'payment',
      amount_total: 2500,
      currency: 'usd',
      success_url: `http://localhost:3000/member/payment-return?checkout=${checkout?.id}`,
      cancel_url: 'http://localhost:3000/member?payment=cancelled',
      customer: (await customersOf(bed.member.id))[0]?.customerId,
      metadata: { palaestra_checkout: checkout?.id, palaestra_member: bed.member.id, palaestra_bill: locker },
    });
    const pageCall = bed.stripe.requests().find((call) => call.path === '/v1/checkout/sessions');
    expect(pageCall?.idempotencyKey).toBe(checkout?.id);

    const status = await bed.asMember.onlinePayments.checkoutStatus({ checkoutId: checkout?.id as string });
    expect(status).toEqual({ status: 'waiting', mode: 'payment', amountCents: 2500 });
    // Nothing is paid by going to the page: only the provider's webhook records a payment.
    expect(await billsOf(bed.member.id)).toEqual(
      expect.arrayContaining([{ id: locker, paidCents: 1000, status: 'open' }]),
    );
  });

  it("is the member's own bills only: another member's bill is not found, and nothing is made", async () => {
    const other = await createAccount(bed.db, 'member');
    const [theirs] = await insertTestBills(bed.db, [billFixture(other.id, { amountCents: 5000 })]);
    expect(await apiError(bed.asMember.onlinePayments.payBill({ billId: theirs as string }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Bill not found.',
    });
    expect(await checkoutsOf(bed.member.id)).toEqual([]);
    expect(bed.stripe.requests()).toEqual([]);
  });

  it('says there is nothing to pay on a paid or voided bill', async () => {
    const { gold, locker } = await twoOpenBills();
    await bed.db.updateTable('bills').set({ paidCents: 4000, status: 'paid' }).where('id', '=', gold).execute();
    await bed.db.updateTable('bills').set({ status: 'void', voidReason: 'Waived' }).where('id', '=', locker).execute();
    expect(await apiError(bed.asMember.onlinePayments.payBill({ billId: gold }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'This bill is already paid: there is nothing to pay.',
    });
    expect(await apiError(bed.asMember.onlinePayments.payBill({ billId: locker }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'This bill was voided: there is nothing to pay.',
    });
    expect(await checkoutsOf(bed.member.id)).toEqual([]);
  });
});

describe('Pay now beside "Balance due"', () => {
  it('pays the whole balance the member was shown, as "Balance at <gym>"', async () => {
    await twoOpenBills();
    const { url } = await bed.asMember.onlinePayments.payBalance({ amount: '65.00' });
    const [checkout] = await checkoutsOf(bed.member.id);
    expect(checkout).toMatchObject({ mode: 'payment', billId: null, amountCents: 6500, status: 'open' });
    const session = bed.stripe.object(sessionOf(url));
    expect(session).toMatchObject({ amount_total: 6500, metadata: { palaestra_checkout: checkout?.id } });
    // What the member reads on the provider's page.
    expect(await (await fetch(url)).text()).toContain(`<h1>Balance at ${GYM_NAME}</h1>`);
  });

  it('refuses a balance that has changed since it was shown, naming the new one, and makes nothing', async () => {
    await twoOpenBills();
    expect(await apiError(bed.asMember.onlinePayments.payBalance({ amount: '40.00' }))).toEqual({
      code: 'CONFLICT',
      message:
        'Your balance is now $65.00, not $40.00. Nothing was charged; press Pay now again to pay the new balance.',
    });
    expect(await checkoutsOf(bed.member.id)).toEqual([]);
    expect(bed.stripe.requests()).toEqual([]);
  });

  it('says so when there is nothing to pay', async () => {
    expect(await apiError(bed.asMember.onlinePayments.payBalance({ amount: '10.00' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'You have nothing to pay: your balance is settled.',
    });
    expect(await checkoutsOf(bed.member.id)).toEqual([]);
  });
});

describe("the member's customer at the provider", () => {
  it('is made once, even when two first presses race, and kept for later payments', async () => {
    const { gold, locker } = await twoOpenBills();
    const pages = await Promise.all([
      bed.asMember.onlinePayments.payBill({ billId: gold }),
      bed.asMember.onlinePayments.payBill({ billId: locker }),
    ]);
    await bed.asMember.onlinePayments.payBalance({ amount: '65.00' });

    const customers = await customersOf(bed.member.id);
    expect(customers).toHaveLength(1);
    const customerCalls = bed.stripe.requests().filter((call) => call.path === '/v1/customers');
    expect(customerCalls.map((call) => call.idempotencyKey)).toEqual(
      customerCalls.map(() => `customer-${bed.member.id}`),
    );
    for (const { url } of pages) {
      expect(bed.stripe.object(sessionOf(url))?.customer).toBe(customers[0]?.customerId);
    }
    expect((await checkoutsOf(bed.member.id)).map((c) => c.status)).toEqual(['open', 'open', 'open']);
  });
});

describe('when online payment cannot be used', () => {
  it('off: "not available right now", and nothing is made', async () => {
    const { gold } = await twoOpenBills();
    const off = createTestDeps(bed.t, { clock: bed.clock });
    const asMember = await callerAs(off, bed.member);
    for (const call of [
      asMember.onlinePayments.payBill({ billId: gold }),
      asMember.onlinePayments.payBalance({ amount: '65.00' }),
    ]) {
      expect(await apiError(call)).toEqual({ code: 'PRECONDITION_FAILED', message: ONLINE_PAYMENT_UNAVAILABLE });
    }
    expect(await asMember.onlinePayments.myCard()).toEqual({ enabled: false, card: null });
    expect(await checkoutsOf(bed.member.id)).toEqual([]);
    expect(bed.stripe.requests()).toEqual([]);
  });

  it('provider down when making the customer: "not available right now", no checkout, the bill stays open', async () => {
    const { gold } = await twoOpenBills();
    bed.stripe.failNext('error');
    expect(await apiError(bed.asMember.onlinePayments.payBill({ billId: gold }))).toEqual({
      code: 'BAD_GATEWAY',
      message: ONLINE_PAYMENT_UNAVAILABLE,
    });
    expect(await checkoutsOf(bed.member.id)).toEqual([]);
    expect(await customersOf(bed.member.id)).toEqual([]);
    expect(await billsOf(bed.member.id)).toEqual(expect.arrayContaining([{ id: gold, paidCents: 0, status: 'open' }]));
  });

  it('provider down when making the page: the checkout is marked failed and says so; the bill stays open', async () => {
    const { gold } = await twoOpenBills();
    await bed.asMember.onlinePayments.payBill({ billId: gold });
    bed.stripe.failNext('error');
    expect(await apiError(bed.asMember.onlinePayments.payBalance({ amount: '65.00' }))).toEqual({
      code: 'BAD_GATEWAY',
      message: ONLINE_PAYMENT_UNAVAILABLE,
    });
    const [, failed] = await checkoutsOf(bed.member.id);
    expect(failed).toMatchObject({ amountCents: 6500, sessionId: null, status: 'failed' });
    expect(await bed.asMember.onlinePayments.checkoutStatus({ checkoutId: failed?.id as string })).toMatchObject({
      status: 'failed',
    });
    expect(await billsOf(bed.member.id)).toEqual(expect.arrayContaining([{ id: gold, paidCents: 0, status: 'open' }]));
  });

  it('provider too slow: the same, once the call gives up', async () => {
    await bed.close();
    bed = await createMemberPaymentsBed({ timeoutMs: 200 });
    const { gold } = await twoOpenBills();
    bed.stripe.failNext('timeout');
    expect(await apiError(bed.asMember.onlinePayments.payBill({ billId: gold }))).toEqual({
      code: 'BAD_GATEWAY',
      message: ONLINE_PAYMENT_UNAVAILABLE,
    });
    expect(await checkoutsOf(bed.member.id)).toEqual([]);
    expect(await billsOf(bed.member.id)).toEqual(expect.arrayContaining([{ id: gold, paidCents: 0, status: 'open' }]));
  });
});

/** The provider's held events, through the webhook inbox as the route applies them. */
async function deliverHeldEvents() {
  const gateway = bed.deps.gateway;
  if (!gateway) throw new Error('the bed has a gateway');
  for (const held of bed.stripe.takeHeldEvents()) {
    const { body, headers } = signedDelivery(held, bed.stripe.webhookSecret, bed.clock.now());
    await receiveEvent(bed.deps, gateway.readWebhook(Buffer.from(body), headers['stripe-signature'], bed.clock.now()));
  }
}

describe('the return page asks checkoutStatus', () => {
  it('the whole way: paid on the hosted page, "waiting" until the webhook is recorded, then "recorded" with its receipt', async () => {
    const { locker } = await twoOpenBills();
    const { url } = await bed.asMember.onlinePayments.payBill({ billId: locker });
    const [checkout] = await checkoutsOf(bed.member.id);
    const checkoutId = checkout?.id as string;
    const outcome = await bed.stripe.completeCheckout(sessionOf(url));
    expect(outcome).toMatchObject({
      status: 'completed',
      successUrl: `http://localhost:3000/member/payment-return?checkout=${checkoutId}`,
    });
    // The browser may come back before the webhook: nothing is recorded from the return alone.
    expect(await bed.asMember.onlinePayments.checkoutStatus({ checkoutId })).toMatchObject({ status: 'waiting' });

    await deliverHeldEvents();
    const status = await bed.asMember.onlinePayments.checkoutStatus({ checkoutId });
    expect(status).toMatchObject({ status: 'recorded', mode: 'payment', amountCents: 2500 });
    const payment = await bed.db
      .selectFrom('payments')
      .select(['id', 'billId', 'amountCents', 'method', 'receiptNumber'])
      .where('memberId', '=', bed.member.id)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({
      id: status.paymentId,
      billId: locker,
      amountCents: 2500,
      method: 'card_online',
      receiptNumber: status.receiptNumber,
    });
    expect(await billsOf(bed.member.id)).toEqual(
      expect.arrayContaining([{ id: locker, paidCents: 3500, status: 'paid' }]),
    );
  });

  it("answers for the member's own checkouts only", async () => {
    const { gold } = await twoOpenBills();
    await bed.asMember.onlinePayments.payBill({ billId: gold });
    const [checkout] = await checkoutsOf(bed.member.id);
    const other = await callerAs(bed.deps, await createAccount(bed.db, 'member'));
    expect(await apiError(other.onlinePayments.checkoutStatus({ checkoutId: checkout?.id as string }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Payment not found.',
    });
  });

  it('says "recorded" with the receipt once the webhook recorded the charge, and "expired" for a page left to expire', async () => {
    const { gold, locker } = await twoOpenBills();
    await bed.asMember.onlinePayments.payBill({ billId: gold });
    await bed.asMember.onlinePayments.payBill({ billId: locker });
    const [paid, left] = await checkoutsOf(bed.member.id);
    // What the webhook's recorder writes for a paid checkout: the charge, and its payment on the bill.
    await bed.db
      .insertInto('onlineCharges')
      .values({
        id: 'charge-1',
        providerPaymentId: 'pi_test_1',
        memberId: bed.member.id,
        checkoutId: paid?.id as string,
        origin: 'checkout',
        amountCents: 4000,
        appliedCents: 4000,
        refundedCents: 0,
        receiptNumber: '2026-000123',
        recordedAt: bed.clock.now().toISOString(),
      })
      .execute();
    await bed.db
      .insertInto('payments')
      .values({
        id: 'payment-1',
        billId: gold,
        memberId: bed.member.id,
        amountCents: 4000,
        method: 'card_online',
        paidOn: '2026-01-31',
        note: null,
        receiptNumber: '2026-000123',
        createdAt: bed.clock.now().toISOString(),
        createdBy: null,
        planId: null,
        onlineChargeId: 'charge-1',
      })
      .execute();
    await bed.db
      .updateTable('onlineCheckouts')
      .set({ status: 'expired' })
      .where('id', '=', left?.id as string)
      .execute();

    expect(await bed.asMember.onlinePayments.checkoutStatus({ checkoutId: paid?.id as string })).toEqual({
      status: 'recorded',
      mode: 'payment',
      amountCents: 4000,
      receiptNumber: '2026-000123',
      paymentId: 'payment-1',
    });
    expect(await bed.asMember.onlinePayments.checkoutStatus({ checkoutId: left?.id as string })).toEqual({
      status: 'expired',
      mode: 'payment',
      amountCents: 2500,
    });
  });
});
