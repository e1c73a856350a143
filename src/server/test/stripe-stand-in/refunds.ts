// Refunds of a PaymentIntent: at once, or pending until a test settles them, each with its events.
import { type ApiContext, seconds } from './api-context.js';
import { type Form, record, text } from './form.js';
import { invalid, missingParam, newId, noSuch, type StripeObject } from './objects.js';
import { makeEvent } from './webhooks.js';

function refundedSoFar(ctx: ApiContext, paymentIntent: string): number {
  return ctx.store
    .all('refund')
    .filter((r) => r.payment_intent === paymentIntent && r.status !== 'failed' && r.status !== 'canceled')
    .reduce((sum, r) => sum + Number(r.amount), 0);
}

export function createRefund(ctx: ApiContext, params: Form, idempotencyKey: string | null): StripeObject {
  const intentId = text(params, 'payment_intent');
  if (!intentId) throw missingParam('payment_intent');
  const intent = ctx.store.get(intentId, 'payment_intent');
  if (!intent) throw noSuch('payment_intent', intentId, 'payment_intent');
  if (intent.status !== 'succeeded') {
    throw invalid(
      `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
      'charge_not_refundable',
    );
  }
  const left = Number(intent.amount_received) - refundedSoFar(ctx, intentId);
  if (left <= 0) throw invalid(`Charge ${intent.latest_charge} has already been refunded.`, 'charge_already_refunded');
  const asked = text(params, 'amount');
  const amount = asked === undefined ? left : Number(asked);
  if (!Number.isInteger(amount) || amount < 1)
    throw invalid('Invalid positive integer', 'parameter_invalid_integer', 'amount');
  if (amount > left) {
    throw invalid(
      `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
      'amount_too_large',
      'amount',
    );
  }
  const refund = ctx.store.put({
    id: newId('re'),
    object: 'refund',
    amount,
    currency: intent.currency,
    payment_intent: intentId,
    charge: intent.latest_charge,
    status: ctx.refundsPending() ? 'pending' : 'succeeded',
    reason: text(params, 'reason') ?? null,
    failure_reason: null,
    metadata: record(params, 'metadata'),
    created: seconds(ctx.now()),
  });
  void ctx.outbox.emit(makeEvent('refund.created', refund, ctx.now(), idempotencyKey));
  return refund;
}

/** A pending refund ends (the bank's answer): refund.updated, and refund.failed when it failed. */
export function settleRefund(ctx: ApiContext, id: string, outcome: 'succeeded' | 'failed'): Promise<void> {
  const refund = ctx.store.get(id, 'refund');
  if (!refund) throw new Error(`stand-in: no refund ${id}`);
  const previous = { status: refund.status };
  refund.status = outcome;
  if (outcome === 'failed') refund.failure_reason = 'expired_or_canceled_card';
  const updated = makeEvent('refund.updated', refund, ctx.now(), null);
  updated.data.previous_attributes = previous;
  const sent = [ctx.outbox.emit(updated)];
  if (outcome === 'failed') sent.push(ctx.outbox.emit(makeEvent('refund.failed', refund, ctx.now(), null)));
  return Promise.all(sent).then(() => undefined);
}
