// The Stripe adapter against our local stand-in (src/server/test/stripe-stand-in/): each port
// method as the stripe library really calls it, and how faults reach the feature (a declined card
// is an outcome; anything else is GatewayUnavailable and nothing happened).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GatewayUnavailable, type PaymentGateway } from '../../features/online-payments/gateway.js';
import { type StripeStandIn, startStripeStandIn } from '../../test/stripe-stand-in/index.js';
import { createStripeGateway } from './stripe-gateway.js';

let stripe: StripeStandIn;
let gateway: PaymentGateway;
let key = 0;
/** A fresh idempotency key per call (as the feature derives them from its own row ids). */
const nextKey = () => `test-key-${++key}`;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  gateway = stripe.gateway();
});
afterAll(() => stripe.close());
beforeEach(() => {
  stripe.declineCards(false);
});

async function customer(via = gateway): Promise<string> {
  const { customerId } = await via.createCustomer({
    memberId: 'member-1',
    name: 'Ann Lee',
    email: 'ann@example.com',
    idempotencyKey: nextKey(),
  });
  return customerId;
}

/** A card saved through a finished setup page, as a member saves one. */
async function savedCard(customerId: string) {
  const page = await gateway.createSetupPage({
    refs: { checkoutId: 'checkout-setup', memberId: 'member-1' },
    customerId,
    currency: 'USD',
    successUrl: 'http://localhost:3000/member?card=saved',
    cancelUrl: 'http://localhost:3000/member',
    idempotencyKey: nextKey(),
  });
  await stripe.completeCheckout(page.sessionId);
  const session = stripe.object(page.sessionId);
  return gateway.describeSetup(String(session?.setup_intent));
}

function charge(customerId: string, paymentMethodId: string, idempotencyKey = nextKey(), via = gateway) {
  return via.chargeSavedCard({
    refs: { memberId: 'member-1', billId: 'bill-7', attempt: 1 },
    customerId,
    paymentMethodId,
    amountCents: 4_500,
    currency: 'USD',
    description: 'Monthly plan, December',
    idempotencyKey,
  });
}

describe('the Stripe gateway against the stand-in', () => {
  it('knows its mode and publishable key, never the secret', () => {
    expect(gateway.mode).toBe('test');
    expect(gateway.publishableKey).toMatch(/^pk_test_/);
    expect(JSON.stringify(gateway)).not.toContain(stripe.secretKey);
  });

  it('creates a customer carrying our member id', async () => {
    const id = await customer();
    expect(id).toMatch(/^cus_/);
    expect(stripe.object(id)).toMatchObject({
      object: 'customer',
      name: 'Ann Lee',
      email: 'ann@example.com',
      metadata: { palaestra_member: 'member-1' },
    });
  });

  it('makes a payment page for the amount and description, with our references on the payment', async () => {
    const page = await gateway.createPaymentPage({
      refs: { checkoutId: 'checkout-1', memberId: 'member-1' },
      customerId: null,
      amountCents: 11_207,
      currency: 'USD',
      description: 'Balance at Iron Temple',
      successUrl: 'http://localhost:3000/member?paid={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:3000/member',
      idempotencyKey: nextKey(),
    });
    expect(page.sessionId).toMatch(/^cs_test_/);
    const html = await (await fetch(page.url)).text();
    expect(html).toContain('Balance at Iron Temple');
    expect(html).toContain('Pay $112.07');

    const done = await stripe.completeCheckout(page.sessionId);
    expect(done).toEqual({ status: 'completed', successUrl: `http://localhost:3000/member?paid=${page.sessionId}` });
    const session = stripe.object(page.sessionId);
    expect(session).toMatchObject({
      mode: 'payment',
      status: 'complete',
      payment_status: 'paid',
      amount_total: 11_207,
      currency: 'usd',
      client_reference_id: 'checkout-1',
      metadata: { palaestra_checkout: 'checkout-1', palaestra_member: 'member-1' },
    });
    expect(stripe.object(String(session?.payment_intent))).toMatchObject({
      status: 'succeeded',
      amount_received: 11_207,
      description: 'Balance at Iron Temple',
      metadata: { palaestra_checkout: 'checkout-1', palaestra_member: 'member-1' },
    });
  });

  it('saves a card through a setup page and reads it back', async () => {
    const customerId = await customer();
    const saved = await savedCard(customerId);
    expect(saved.customerId).toBe(customerId);
    expect(saved.card).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12 });
    expect(saved.card.paymentMethodId).toMatch(/^pm_/);
    expect(saved.card.expYear).toBeGreaterThan(2026);
  });

  it('tells an unknown setup as GatewayUnavailable', async () => {
    await expect(gateway.describeSetup('seti_nothing')).rejects.toThrow(GatewayUnavailable);
  });

  it('charges a saved card with nobody present', async () => {
    const customerId = await customer();
    const { card } = await savedCard(customerId);
    const outcome = await charge(customerId, card.paymentMethodId);
    expect(outcome).toMatchObject({ status: 'succeeded' });
    if (outcome.status !== 'succeeded') return;
    expect(stripe.object(outcome.paymentId)).toMatchObject({
      amount: 4_500,
      customer: customerId,
      payment_method: card.paymentMethodId,
      metadata: { palaestra_member: 'member-1', palaestra_bill: 'bill-7', palaestra_attempt: '1' },
    });
  });

  it('answers a declined card with the reason to show, not an exception', async () => {
    const customerId = await customer();
    const { card } = await savedCard(customerId);
    stripe.declineNext();
    const outcome = await charge(customerId, card.paymentMethodId);
    expect(outcome).toEqual({
      status: 'declined',
      paymentId: expect.stringMatching(/^pi_/),
      message: 'Your card was declined.',
    });
  });

  it('answers a charge of a card that is gone at Stripe as declined, so the member can act on it', async () => {
    const customerId = await customer();
    const { card } = await savedCard(customerId);
    await gateway.detachCard(card.paymentMethodId);
    expect(await charge(customerId, card.paymentMethodId)).toEqual({
      status: 'declined',
      paymentId: null,
      message: 'The saved card can no longer be used.',
    });
    expect(await charge(customerId, 'pm_never_existed')).toMatchObject({ status: 'declined', paymentId: null });
  });

  it('gives the same payment for the same idempotency key, and takes the money once', async () => {
    const customerId = await customer();
    const { card } = await savedCard(customerId);
    const first = await charge(customerId, card.paymentMethodId, 'autopay-bill-7-attempt-1');
    const again = await charge(customerId, card.paymentMethodId, 'autopay-bill-7-attempt-1');
    expect(again).toEqual(first);
    const taken = stripe.events('payment_intent.succeeded').filter((e) => e.data.object.customer === customerId);
    expect(taken).toHaveLength(1);
  });

  it('gives the same answer when the first answer was lost on the way', async () => {
    const impatient = stripe.gateway({ timeoutMs: 300 });
    const before = stripe.requests().length;
    stripe.failNext('lost');
    const id = await customer(impatient);
    // The library asked again with the same key and got the customer made the first time.
    const asked = stripe.requests().slice(before);
    expect(asked).toHaveLength(2);
    expect(asked[1]?.idempotencyKey).toBe(asked[0]?.idempotencyKey);
    expect(id).toMatch(/^cus_/);
    expect(stripe.object(id)).toMatchObject({ object: 'customer' });
  });

  it('removes a saved card, and removing it again (or an unknown one) is not an error', async () => {
    const customerId = await customer();
    const { card } = await savedCard(customerId);
    await gateway.detachCard(card.paymentMethodId);
    expect(stripe.object(card.paymentMethodId)).toMatchObject({ customer: null });
    await expect(gateway.detachCard(card.paymentMethodId)).resolves.toBeUndefined();
    await expect(gateway.detachCard('pm_unknown')).resolves.toBeUndefined();
  });

  it('refunds all or part of a payment, never more than is left', async () => {
    const customerId = await customer();
    const { card } = await savedCard(customerId);
    const paid = await charge(customerId, card.paymentMethodId);
    if (paid.status !== 'succeeded') throw new Error('expected the charge to succeed');
    const part = await gateway.refund({
      refs: { refundId: 'refund-1' },
      paymentId: paid.paymentId,
      amountCents: 1_000,
      idempotencyKey: nextKey(),
    });
    expect(part).toEqual({ refundId: expect.stringMatching(/^re_/), status: 'succeeded' });
    expect(stripe.object(part.refundId)).toMatchObject({ amount: 1_000, metadata: { palaestra_refund: 'refund-1' } });
    await expect(
      gateway.refund({
        refs: { refundId: 'refund-2' },
        paymentId: paid.paymentId,
        amountCents: 3_501,
        idempotencyKey: nextKey(),
      }),
    ).rejects.toThrow(GatewayUnavailable);
    const rest = await gateway.refund({
      refs: { refundId: 'refund-3' },
      paymentId: paid.paymentId,
      amountCents: 3_500,
      idempotencyKey: nextKey(),
    });
    expect(rest.status).toBe('succeeded');
  });

  it('says a refund the bank has not answered yet is pending', async () => {
    const customerId = await customer();
    const { card } = await savedCard(customerId);
    const paid = await charge(customerId, card.paymentMethodId);
    if (paid.status !== 'succeeded') throw new Error('expected the charge to succeed');
    stripe.pendRefunds(true);
    try {
      const refund = await gateway.refund({
        refs: { refundId: 'refund-4' },
        paymentId: paid.paymentId,
        amountCents: 500,
        idempotencyKey: nextKey(),
      });
      expect(refund.status).toBe('pending');
    } finally {
      stripe.pendRefunds(false);
    }
  });

  it('tests the connection in words for the owner', async () => {
    expect(await gateway.testConnection()).toEqual({
      ok: true,
      message: 'Connected to Stripe account "Palaestra stand-in" (test mode).',
    });
    const wrongKey = createStripeGateway({ ...stripe.config, secretKey: 'sk_test_not_the_key' });
    expect(await wrongKey.testConnection()).toEqual({
      ok: false,
      message: 'Stripe refused the secret key. Check STRIPE_SECRET_KEY.',
    });
    stripe.failNext('error');
    const down = await gateway.testConnection();
    expect(down.ok).toBe(false);
    expect(down.message).toMatch(/^Stripe could not be reached/);
  });

  it('turns a failing Stripe into GatewayUnavailable, and nothing was made', async () => {
    const sessionsBefore = stripe.requests().filter((r) => r.path === '/v1/checkout/sessions').length;
    stripe.failNext('error');
    await expect(
      gateway.createPaymentPage({
        refs: { checkoutId: 'checkout-2', memberId: 'member-1' },
        customerId: null,
        amountCents: 100,
        currency: 'USD',
        description: 'A bill',
        successUrl: 'http://localhost:3000/member',
        cancelUrl: 'http://localhost:3000/member',
        idempotencyKey: nextKey(),
      }),
    ).rejects.toThrow(GatewayUnavailable);
    const answered = stripe
      .requests()
      .filter((r) => r.path === '/v1/checkout/sessions')
      .slice(sessionsBefore);
    expect(answered.map((r) => r.status)).toEqual([500]);
  });

  it('turns a Stripe that does not answer within timeoutMs into GatewayUnavailable', async () => {
    const impatient = stripe.gateway({ timeoutMs: 200 });
    const customerId = await customer();
    const { card } = await savedCard(customerId);
    stripe.failNext('timeout');
    await expect(charge(customerId, card.paymentMethodId, nextKey(), impatient)).rejects.toThrow(GatewayUnavailable);
    // Once it answers again, the same call goes through.
    expect(await charge(customerId, card.paymentMethodId, nextKey(), impatient)).toMatchObject({ status: 'succeeded' });
  });

  it('never puts the secret key in what it throws', async () => {
    stripe.failNext('error');
    const error = await gateway.describeSetup('seti_x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayUnavailable);
    expect(String((error as Error).message)).not.toContain(stripe.secretKey);
  });
});
