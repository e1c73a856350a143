// What webhook tests start from: Stripe's event payloads (the fields our adapter reads, in the
// shapes of Stripe's API reference), signed with the official library's test-header helper, and
// delivered as the route does (verified, stored, applied) or through the real route over HTTP; and
// the open checkout rows those events name.
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { StripeConfig } from '../../../config.js';
import type { DbOrTx } from '../../../db/schema.js';
import { createStripeGateway } from '../../../payments/stripe/stripe-gateway.js';
import type { PaymentGateway } from '../gateway.js';
import { type InboxDeps, receiveEvent } from './inbox.js';
import { STRIPE_WEBHOOK_PATH } from './webhook-route.js';

/** Keys of no account: nothing here calls Stripe (the API address is a closed port). */
export const TEST_STRIPE: StripeConfig = {
  secretKey: 'sk_test_palaestra_webhooks',
  publishableKey: 'pk_test_palaestra_webhooks',
  webhookSecret: 'whsec_palaestra_webhooks_test',
  apiUrl: new URL('http://127.0.0.1:9'),
};

export const TEST_STRIPE_ENV = {
  STRIPE_SECRET_KEY: TEST_STRIPE.secretKey,
  STRIPE_PUBLISHABLE_KEY: TEST_STRIPE.publishableKey,
  STRIPE_WEBHOOK_SECRET: TEST_STRIPE.webhookSecret,
  STRIPE_API_URL: String(TEST_STRIPE.apiUrl),
};

export function webhookGateway(): PaymentGateway {
  return createStripeGateway(TEST_STRIPE);
}

const signer = new Stripe(TEST_STRIPE.secretKey);

export interface StripePayload {
  id: string;
  type: string;
  object: Record<string, unknown>;
}

/** The body and headers Stripe would send, signed at `at` (the replay check compares it to the clock). */
export function signedDelivery(payload: StripePayload, at: Date, secret = TEST_STRIPE.webhookSecret) {
  const timestamp = Math.floor(at.getTime() / 1000);
  const body = JSON.stringify({
    id: payload.id,
    object: 'event',
    api_version: '2025-10-29.clover',
    created: timestamp,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: payload.type,
    data: { object: payload.object },
  });
  const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });
  return { body, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}

/** As the route does: verified by the gateway, stored and applied. */
export async function deliverToInbox(deps: InboxDeps & { gateway: PaymentGateway | null }, payload: StripePayload) {
  const now = deps.clock.now();
  const { body, headers } = signedDelivery(payload, now);
  if (!deps.gateway) throw new Error('online payments are off in this test');
  const event = deps.gateway.readWebhook(Buffer.from(body), headers['stripe-signature'], now);
  return receiveEvent(deps, event);
}

/** Through the real route over HTTP. */
export function deliverOverHttp(
  app: FastifyInstance,
  payload: StripePayload,
  at = app.deps.clock.now(),
  extraHeaders: Record<string, string> = {},
) {
  const { body, headers } = signedDelivery(payload, at);
  return app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    headers: { ...extraHeaders, ...headers },
    payload: body,
  });
}

type Metadata = Record<string, string>;

export function checkoutMetadata(checkoutId: string, memberId: string): Metadata {
  return { palaestra_checkout: checkoutId, palaestra_member: memberId };
}

export function autopayMetadata(billId: string, attempt: number, memberId: string): Metadata {
  return { palaestra_bill: billId, palaestra_attempt: String(attempt), palaestra_member: memberId };
}

/**
 * A payment checkout as "Pay now" leaves it once the provider made its page (open, with its session),
 * and the metadata the provider's events of it carry.
 */
export async function insertOpenCheckout(
  db: DbOrTx,
  checkout: { id: string; memberId: string; billId: string | null; amountCents: number; sessionId: string; now: Date },
) {
  const { now, ...columns } = checkout;
  await db
    .insertInto('onlineCheckouts')
    .values({ ...columns, mode: 'payment', status: 'open', createdAt: now.toISOString(), completedAt: null })
    .execute();
  return { id: checkout.id, sessionId: checkout.sessionId, metadata: checkoutMetadata(checkout.id, checkout.memberId) };
}

export const stripeEvents = {
  checkoutCompleted(
    id: string,
    s: { sessionId: string; paymentId: string; amount: number; metadata: Metadata; paid?: boolean },
  ): StripePayload {
    return {
      id,
      type: 'checkout.session.completed',
      object: {
        id: s.sessionId,
        object: 'checkout.session',
        mode: 'payment',
        payment_intent: s.paymentId,
        amount_total: s.amount,
        currency: 'usd',
        payment_status: s.paid === false ? 'unpaid' : 'paid',
        status: 'complete',
        customer: null,
        metadata: s.metadata,
      },
    };
  },
  checkoutExpired(id: string, s: { sessionId: string; metadata: Metadata }): StripePayload {
    return {
      id,
      type: 'checkout.session.expired',
      object: { id: s.sessionId, object: 'checkout.session', mode: 'payment', status: 'expired', metadata: s.metadata },
    };
  },
  paymentSucceeded(id: string, p: { paymentId: string; amount: number; metadata: Metadata }): StripePayload {
    return {
      id,
      type: 'payment_intent.succeeded',
      object: {
        id: p.paymentId,
        object: 'payment_intent',
        amount: p.amount,
        amount_received: p.amount,
        currency: 'usd',
        status: 'succeeded',
        customer: null,
        metadata: p.metadata,
      },
    };
  },
  paymentFailed(id: string, p: { paymentId: string; amount: number; metadata: Metadata; message?: string }) {
    return {
      id,
      type: 'payment_intent.payment_failed',
      object: {
        id: p.paymentId,
        object: 'payment_intent',
        amount: p.amount,
        amount_received: 0,
        currency: 'usd',
        status: 'requires_payment_method',
        last_payment_error: { message: p.message ?? 'Your card has insufficient funds.' },
        metadata: p.metadata,
      },
    } satisfies StripePayload;
  },
  refundUpdated(
    id: string,
    r: {
      refundId: string;
      paymentId: string;
      amount: number;
      status: 'pending' | 'succeeded' | 'failed';
      metadata?: Metadata;
    },
  ): StripePayload {
    return {
      id,
      type: 'refund.updated',
      object: {
        id: r.refundId,
        object: 'refund',
        amount: r.amount,
        currency: 'usd',
        payment_intent: r.paymentId,
        status: r.status,
        metadata: r.metadata ?? {},
      },
    };
  },
  ignored(id: string): StripePayload {
    return { id, type: 'customer.created', object: { id: `cus_${id}`, object: 'customer', metadata: {} } };
  },
};
