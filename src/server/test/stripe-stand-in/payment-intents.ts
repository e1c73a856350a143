// Cards, PaymentIntents (an off-session charge of a saved card, which the stand-in may decline) and
// detaching a saved card.
import { type ApiContext, customerParam, DECLINE_MESSAGE, seconds } from './api-context.js';
import { type Form, record, text } from './form.js';
import { invalid, missingParam, newId, noSuch, StripeApiError, type StripeObject } from './objects.js';
import { makeEvent } from './webhooks.js';

export function newCard(ctx: ApiContext, customer: string | null): StripeObject {
  return ctx.store.put({
    id: newId('pm'),
    object: 'payment_method',
    type: 'card',
    card: {
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: ctx.now().getUTCFullYear() + 3,
      funding: 'credit',
      country: 'US',
    },
    billing_details: { name: null, email: null },
    customer,
    created: seconds(ctx.now()),
    metadata: {},
    livemode: false,
  });
}

function declineError(intent: StripeObject, method: StripeObject): StripeApiError {
  return new StripeApiError(402, {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: DECLINE_MESSAGE,
    payment_intent: intent,
    payment_method: method,
  });
}

export function lastPaymentError(method: StripeObject) {
  return {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: DECLINE_MESSAGE,
    payment_method: method,
  };
}

/**
 * A PaymentIntent not charged yet, made by a direct create or by paying a hosted checkout: the
 * caller gives what differs (amount, customer, card, status...), the rest is as Stripe starts every one.
 */
export function newPaymentIntent(
  ctx: ApiContext,
  { amount, ...fields }: { amount: unknown; [field: string]: unknown },
): StripeObject {
  return ctx.store.put({
    id: newId('pi'),
    object: 'payment_intent',
    amount,
    amount_received: 0,
    ...fields,
    last_payment_error: null,
    latest_charge: null,
    capture_method: 'automatic',
    confirmation_method: 'automatic',
    created: seconds(ctx.now()),
    livemode: false,
  });
}

/** Off-session charge of a saved card: succeeds, or a 402 card_declined carrying the PaymentIntent. */
export function createPaymentIntent(ctx: ApiContext, params: Form, idempotencyKey: string | null): StripeObject {
  const amount = Number(text(params, 'amount'));
  if (text(params, 'amount') === undefined) throw missingParam('amount');
  if (!Number.isInteger(amount) || amount < 1)
    throw invalid('Invalid positive integer', 'parameter_invalid_integer', 'amount');
  const currency = text(params, 'currency');
  if (!currency) throw missingParam('currency');
  const customer = customerParam(ctx, params);
  const methodId = text(params, 'payment_method') ?? null;
  const method = methodId ? ctx.store.get(methodId, 'payment_method') : undefined;
  if (methodId && !method) throw noSuch('PaymentMethod', methodId, 'payment_method');
  if (method && customer && method.customer !== customer) {
    throw invalid(
      `The provided PaymentMethod ${methodId} was previously used without being attached to a Customer or it was detached from a Customer, and may not be used again.`,
      'payment_method_unexpected_state',
      'payment_method',
    );
  }
  const confirm = text(params, 'confirm') === 'true';
  const intent = newPaymentIntent(ctx, {
    amount,
    currency,
    customer,
    payment_method: methodId,
    description: text(params, 'description') ?? null,
    metadata: record(params, 'metadata'),
    status: confirm ? 'processing' : 'requires_confirmation',
  });
  if (!confirm) return intent;
  if (!method) throw missingParam('payment_method');
  if (ctx.takeDecline()) {
    intent.status = 'requires_payment_method';
    intent.last_payment_error = lastPaymentError(method);
    void ctx.outbox.emit(makeEvent('payment_intent.payment_failed', intent, ctx.now(), idempotencyKey));
    throw declineError(structuredClone(intent), method);
  }
  succeed(intent);
  void ctx.outbox.emit(makeEvent('payment_intent.succeeded', intent, ctx.now(), idempotencyKey));
  return intent;
}

export function succeed(intent: StripeObject): void {
  intent.status = 'succeeded';
  intent.amount_received = intent.amount;
  intent.last_payment_error = null;
  intent.latest_charge = newId('ch');
}

/** Detach: 404 for an unknown method, 400 when it is attached to no customer (as Stripe answers). */
export function detachPaymentMethod(ctx: ApiContext, id: string): StripeObject {
  const method = ctx.store.get(id, 'payment_method');
  if (!method) throw noSuch('PaymentMethod', id, 'payment_method');
  if (method.customer === null) {
    throw invalid(
      'The payment method you provided is not attached to a customer so detachment is impossible.',
      'payment_method_unexpected_state',
    );
  }
  method.customer = null;
  return method;
}
