// Stripe's webhook deliveries, verified with the official library and read into the port's
// GatewayEvent. The events to send (README, Settings → Online payments): see STRIPE_WEBHOOK_EVENTS.
import type Stripe from 'stripe';
import { type GatewayEvent, WebhookRejected } from '../../features/online-payments/gateway.js';
import { WEBHOOK_EVENTS } from '../../features/online-payments/webhook-events.js';
import { referencesOf } from './stripe-metadata.js';
import { refundStatusOf } from './stripe-refund-status.js';

/** The events to register the webhook endpoint for; any other is stored and ignored. */
export const STRIPE_WEBHOOK_EVENTS = WEBHOOK_EVENTS;

/** A delivery signed longer ago than this is a replay (Stripe's own default tolerance). */
const TOLERANCE_SECONDS = 300;

export function readStripeWebhook(
  stripe: Stripe,
  secret: string,
  rawBody: Buffer,
  signatureHeader: string | undefined,
  now: Date,
): GatewayEvent {
  if (!signatureHeader) throw new WebhookRejected('No Stripe-Signature header.');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(
      rawBody,
      signatureHeader,
      secret,
      TOLERANCE_SECONDS,
      undefined,
      // The library wants milliseconds here (it divides by 1000 itself); seconds would make every
      // delivery look as if it was signed in the future, and no replay would ever be refused.
      now.getTime(),
    );
  } catch (error) {
    throw new WebhookRejected(error instanceof Error ? error.message : 'The signature does not match.');
  }
  return gatewayEventOf(event);
}

function gatewayEventOf(event: Stripe.Event): GatewayEvent {
  const base = { id: event.id, occurredAt: new Date(event.created * 1000).toISOString() };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const refs = referencesOf(session.metadata);
      if (session.mode === 'setup') {
        const setupId = idOf(session.setup_intent);
        if (!setupId) return { ...base, refs, kind: 'ignored', providerType: event.type };
        return {
          ...base,
          refs,
          kind: 'checkout.completed',
          mode: 'setup',
          sessionId: session.id,
          setupId,
          customerId: idOf(session.customer),
        };
      }
      if (session.mode !== 'payment') return { ...base, refs, kind: 'ignored', providerType: event.type };
      return {
        ...base,
        refs,
        kind: 'checkout.completed',
        mode: 'payment',
        sessionId: session.id,
        paymentId: idOf(session.payment_intent),
        amountCents: session.amount_total ?? 0,
        paid: session.payment_status === 'paid',
      };
    }
    case 'checkout.session.expired': {
      const session = event.data.object;
      return { ...base, refs: referencesOf(session.metadata), kind: 'checkout.expired', sessionId: session.id };
    }
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      return {
        ...base,
        refs: referencesOf(intent.metadata),
        kind: 'payment.succeeded',
        paymentId: intent.id,
        amountCents: intent.amount_received,
        customerId: idOf(intent.customer),
      };
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      return {
        ...base,
        refs: referencesOf(intent.metadata),
        kind: 'payment.failed',
        paymentId: intent.id,
        amountCents: intent.amount,
        message: intent.last_payment_error?.message ?? 'The card was declined.',
      };
    }
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed': {
      const refund = event.data.object;
      const paymentId = idOf(refund.payment_intent);
      if (!paymentId)
        return { ...base, refs: referencesOf(refund.metadata), kind: 'ignored', providerType: event.type };
      return {
        ...base,
        refs: referencesOf(refund.metadata),
        kind: 'refund.updated',
        refundId: refund.id,
        paymentId,
        amountCents: refund.amount,
        status: refundStatusOf(refund.status),
      };
    }
    default:
      return { ...base, refs: {}, kind: 'ignored', providerType: event.type };
  }
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}
