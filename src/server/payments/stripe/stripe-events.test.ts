// Stripe's webhook deliveries read by the adapter: each event type we register into the port's
// GatewayEvent, and every delivery that is not provably Stripe's (forged, changed, unsigned,
// replayed) refused with WebhookRejected. The events come from the stand-in's real flows; they are
// signed with the official library's test-header helper (signedDelivery).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayEvent, type PaymentGateway, WebhookRejected } from '../../features/online-payments/gateway.js';
import {
  type StripeEvent,
  type StripeStandIn,
  signedDelivery,
  startStripeStandIn,
} from '../../test/stripe-stand-in/index.js';
import { STRIPE_WEBHOOK_EVENTS } from './stripe-events.js';

const NOW = new Date('2026-11-22T12:00:00.000Z');

let stripe: StripeStandIn;
let gateway: PaymentGateway;
let customerId: string;
let key = 0;
const nextKey = () => `events-key-${++key}`;

beforeAll(async () => {
  stripe = await startStripeStandIn({ now: () => NOW });
  gateway = stripe.gateway();
  ({ customerId } = await gateway.createCustomer({
    memberId: 'member-1',
    name: 'Ann Lee',
    email: null,
    idempotencyKey: nextKey(),
  }));
});
afterAll(() => stripe.close());

/** What the app reads from a delivery of `event` signed at `signedAt`. */
function read(event: StripeEvent | string, signedAt: Date = NOW, now: Date = NOW): GatewayEvent {
  const { body, headers } = signedDelivery(event, stripe.webhookSecret, signedAt);
  return gateway.readWebhook(Buffer.from(body), headers['stripe-signature'], now);
}

function last(type: string): StripeEvent {
  const event = stripe.events(type).at(-1);
  if (!event) throw new Error(`the stand-in sent no ${type}`);
  return event;
}

async function paidCheckout() {
  const page = await gateway.createPaymentPage({
    refs: { checkoutId: 'checkout-1', memberId: 'member-1' },
    customerId,
    amountCents: 11_207,
    currency: 'USD',
    description: 'Balance',
    successUrl: 'http://localhost:3000/member',
    cancelUrl: 'http://localhost:3000/member',
    idempotencyKey: nextKey(),
  });
  await stripe.completeCheckout(page.sessionId);
  return page.sessionId;
}

async function savedCard() {
  const page = await gateway.createSetupPage({
    refs: { checkoutId: 'checkout-2', memberId: 'member-1' },
    customerId,
    currency: 'USD',
    successUrl: 'http://localhost:3000/member',
    cancelUrl: 'http://localhost:3000/member',
    idempotencyKey: nextKey(),
  });
  await stripe.completeCheckout(page.sessionId);
  return { sessionId: page.sessionId, setup: last('checkout.session.completed') };
}

async function payment(): Promise<string> {
  await paidCheckout();
  return String(last('payment_intent.succeeded').data.object.id);
}

describe('reading Stripe webhook events', () => {
  it('reads a finished payment checkout, and the payment it made', async () => {
    const sessionId = await paidCheckout();
    const completed = last('checkout.session.completed');
    const paymentId = String(last('payment_intent.succeeded').data.object.id);
    expect(read(completed)).toEqual({
      id: completed.id,
      occurredAt: NOW.toISOString(),
      refs: { checkoutId: 'checkout-1', memberId: 'member-1' },
      kind: 'checkout.completed',
      mode: 'payment',
      sessionId,
      paymentId,
      amountCents: 11_207,
      paid: true,
    });
    const succeeded = last('payment_intent.succeeded');
    expect(read(succeeded)).toEqual({
      id: succeeded.id,
      occurredAt: NOW.toISOString(),
      refs: { checkoutId: 'checkout-1', memberId: 'member-1' },
      kind: 'payment.succeeded',
      paymentId,
      amountCents: 11_207,
      customerId,
    });
  });

  it('reads a payment that is paid later (async_payment_succeeded) as a completed checkout', async () => {
    await paidCheckout();
    const later = { ...last('checkout.session.completed'), type: 'checkout.session.async_payment_succeeded' };
    expect(read(later)).toMatchObject({ kind: 'checkout.completed', mode: 'payment', paid: true });
  });

  it('reads a finished setup checkout with the setup to describe', async () => {
    const { sessionId, setup } = await savedCard();
    expect(read(setup)).toEqual({
      id: setup.id,
      occurredAt: NOW.toISOString(),
      refs: { checkoutId: 'checkout-2', memberId: 'member-1' },
      kind: 'checkout.completed',
      mode: 'setup',
      sessionId,
      setupId: expect.stringMatching(/^seti_/),
      customerId,
    });
  });

  it('reads an expired checkout', async () => {
    const page = await gateway.createPaymentPage({
      refs: { checkoutId: 'checkout-3', memberId: 'member-1' },
      customerId: null,
      amountCents: 500,
      currency: 'USD',
      description: 'A bill',
      successUrl: 'http://localhost:3000/member',
      cancelUrl: 'http://localhost:3000/member',
      idempotencyKey: nextKey(),
    });
    await stripe.expireCheckout(page.sessionId);
    expect(read(last('checkout.session.expired'))).toMatchObject({
      kind: 'checkout.expired',
      sessionId: page.sessionId,
      refs: { checkoutId: 'checkout-3', memberId: 'member-1' },
    });
  });

  it('reads a declined automatic charge with its reason', async () => {
    const { setup } = await savedCard();
    const card = await gateway.describeSetup(String(setup.data.object.setup_intent));
    stripe.declineNext();
    const outcome = await gateway.chargeSavedCard({
      refs: { memberId: 'member-1', billId: 'bill-9', attempt: 2 },
      customerId,
      paymentMethodId: card.card.paymentMethodId,
      amountCents: 4_500,
      currency: 'USD',
      description: 'Monthly plan',
      idempotencyKey: nextKey(),
    });
    expect(read(last('payment_intent.payment_failed'))).toMatchObject({
      kind: 'payment.failed',
      paymentId: outcome.paymentId,
      amountCents: 4_500,
      message: 'Your card was declined.',
      refs: { memberId: 'member-1', billId: 'bill-9', attempt: 2 },
    });
  });

  it('reads refunds as they are made, settle and fail', async () => {
    const paymentId = await payment();
    const quick = await gateway.refund({
      refs: { refundId: 'refund-1' },
      paymentId,
      amountCents: 207,
      idempotencyKey: nextKey(),
    });
    expect(read(last('refund.created'))).toMatchObject({
      kind: 'refund.updated',
      refundId: quick.refundId,
      paymentId,
      amountCents: 207,
      status: 'succeeded',
      refs: { refundId: 'refund-1' },
    });
    stripe.pendRefunds(true);
    const slow = await gateway.refund({
      refs: { refundId: 'refund-2' },
      paymentId,
      amountCents: 1_000,
      idempotencyKey: nextKey(),
    });
    const failing = await gateway.refund({
      refs: { refundId: 'refund-3' },
      paymentId,
      amountCents: 2_000,
      idempotencyKey: nextKey(),
    });
    stripe.pendRefunds(false);
    expect(read(last('refund.created'))).toMatchObject({ refundId: failing.refundId, status: 'pending' });
    await stripe.settleRefund(slow.refundId, 'succeeded');
    expect(read(last('refund.updated'))).toMatchObject({ refundId: slow.refundId, status: 'succeeded' });
    await stripe.settleRefund(failing.refundId, 'failed');
    expect(read(last('refund.updated'))).toMatchObject({ refundId: failing.refundId, status: 'failed' });
    expect(read(last('refund.failed'))).toMatchObject({
      kind: 'refund.updated',
      refundId: failing.refundId,
      status: 'failed',
      refs: { refundId: 'refund-3' },
    });
  });

  it('stores any other event as ignored, with its type', async () => {
    await payment();
    const other = { ...last('payment_intent.succeeded'), type: 'charge.succeeded' };
    expect(read(other)).toMatchObject({ kind: 'ignored', providerType: 'charge.succeeded', refs: {} });
  });

  it('covers every event the README and Settings ask to register', async () => {
    expect([...STRIPE_WEBHOOK_EVENTS].sort()).toEqual(
      [
        'checkout.session.completed',
        'checkout.session.async_payment_succeeded',
        'checkout.session.expired',
        'payment_intent.succeeded',
        'payment_intent.payment_failed',
        'refund.created',
        'refund.updated',
        'refund.failed',
      ].sort(),
    );
  });
});

describe('refusing deliveries that are not provably Stripe’s', () => {
  let event: StripeEvent;
  beforeAll(async () => {
    await paidCheckout();
    event = last('payment_intent.succeeded');
  });

  function refusal(rawBody: string, signature: string | undefined, now = NOW): unknown {
    try {
      gateway.readWebhook(Buffer.from(rawBody), signature, now);
    } catch (error) {
      return error;
    }
    return 'accepted';
  }

  it('accepts a delivery signed just now, and one signed a little under 5 minutes ago', () => {
    expect(read(event).kind).toBe('payment.succeeded');
    expect(read(event, new Date(NOW.getTime() - 299_000)).kind).toBe('payment.succeeded');
  });

  it('refuses a signature made with another secret (forged)', () => {
    const { body, headers } = signedDelivery(event, 'whsec_somebody_else', NOW);
    expect(refusal(body, headers['stripe-signature'])).toBeInstanceOf(WebhookRejected);
  });

  it('refuses a body changed after signing', () => {
    const { body, headers } = signedDelivery(event, stripe.webhookSecret, NOW);
    const changed = body.replace('"amount_received": 11207', '"amount_received": 1');
    expect(changed).not.toBe(body);
    expect(refusal(changed, headers['stripe-signature'])).toBeInstanceOf(WebhookRejected);
  });

  it('refuses a delivery without a Stripe-Signature header', () => {
    const { body } = signedDelivery(event, stripe.webhookSecret, NOW);
    const error = refusal(body, undefined);
    expect(error).toBeInstanceOf(WebhookRejected);
    expect((error as Error).message).toBe('No Stripe-Signature header.');
    expect(refusal(body, '')).toBeInstanceOf(WebhookRejected);
    expect(refusal(body, 'garbage')).toBeInstanceOf(WebhookRejected);
  });

  it('refuses a replay: a good signature made more than 5 minutes before now', () => {
    const { body, headers } = signedDelivery(event, stripe.webhookSecret, new Date(NOW.getTime() - 301_000));
    expect(refusal(body, headers['stripe-signature'])).toBeInstanceOf(WebhookRejected);
    // The same delivery was fine when it was fresh: the age is measured from `now`, not the wall clock.
    expect(refusal(body, headers['stripe-signature'], new Date(NOW.getTime() - 300_000))).not.toBeInstanceOf(
      WebhookRejected,
    );
  });
});
