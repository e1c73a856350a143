// The endpoints of Stripe's API that our adapter uses, with Stripe's object shapes and errors, and
// what completing a hosted checkout does (the PaymentIntent or SetupIntent it makes, the events it
// sends). Bodies arrive parsed (form.ts); HTTP, authentication, idempotency and injected faults are
// server.ts's.
import { type Form, list, record, text } from './form.js';
import {
  invalid,
  missingParam,
  newId,
  noSuch,
  type ObjectStore,
  StripeApiError,
  type StripeObject,
} from './objects.js';
import { makeEvent, type Outbox } from './webhooks.js';

export type PaymentEventOrder = 'payment-first' | 'session-first';

export interface ApiContext {
  store: ObjectStore;
  outbox: Outbox;
  now(): Date;
  /** The stand-in's own address, for the hosted pages' URLs. */
  baseUrl: string;
  /** Whether the next card payment is declined (consumes one declineNext). */
  takeDecline(): boolean;
  paymentEventOrder(): PaymentEventOrder;
  /** Whether refunds stay 'pending' until settleRefund (else they succeed at once). */
  refundsPending(): boolean;
}

export interface Call {
  method: string;
  /** The path without the query, e.g. /v1/checkout/sessions/cs_test_… */
  path: string;
  params: Form;
  idempotencyKey: string | null;
}

export const DECLINE_MESSAGE = 'Your card was declined.';

/** Answers one API call with a Stripe object, or throws StripeApiError. Unknown paths are 404. */
export function handleApi(ctx: ApiContext, call: Call): StripeObject {
  const { method, path, params } = call;
  const parts = path.split('/').filter(Boolean); // ['v1', 'checkout', 'sessions', id]
  const route = `${method} /${parts.map((p, i) => (i > 0 && isId(p) ? ':id' : p)).join('/')}`;
  const id = parts.find((p, i) => i > 0 && isId(p)) ?? '';
  const expand = list(params, 'expand');
  switch (route) {
    case 'POST /v1/customers':
      return createCustomer(ctx, params);
    case 'GET /v1/customers/:id':
      return retrieve(ctx, id, 'customer', 'customer', expand);
    case 'POST /v1/checkout/sessions':
      return createSession(ctx, params);
    case 'GET /v1/checkout/sessions/:id':
      return retrieve(ctx, id, 'checkout.session', 'checkout.session', expand);
    case 'GET /v1/setup_intents/:id':
      return retrieve(ctx, id, 'setup_intent', 'setup_intent', expand);
    case 'GET /v1/payment_intents/:id':
      return retrieve(ctx, id, 'payment_intent', 'payment_intent', expand);
    case 'POST /v1/payment_intents':
      return createPaymentIntent(ctx, params, call.idempotencyKey);
    case 'GET /v1/payment_methods/:id':
      return retrieve(ctx, id, 'payment_method', 'PaymentMethod', expand);
    case 'POST /v1/payment_methods/:id/detach':
      return detachPaymentMethod(ctx, id);
    case 'POST /v1/refunds':
      return createRefund(ctx, params, call.idempotencyKey);
    case 'GET /v1/refunds/:id':
      return retrieve(ctx, id, 'refund', 'refund', expand);
    case 'GET /v1/account':
      return account();
    default:
      throw new StripeApiError(404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${path}).`,
      });
  }
}

function isId(segment: string): boolean {
  return (
    /^[a-z]+_[A-Za-z0-9_]+$/.test(segment) && !['payment_intents', 'setup_intents', 'payment_methods'].includes(segment)
  );
}

function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

function retrieve(ctx: ApiContext, id: string, object: string, what: string, expand: string[]): StripeObject {
  const found = ctx.store.get(id, object);
  if (!found) throw noSuch(what, id, 'id');
  return ctx.store.expanded(found, expand);
}

function account(): StripeObject {
  return {
    id: 'acct_standin0000000000',
    object: 'account',
    business_profile: { name: 'Stand-in Gym' },
    settings: { dashboard: { display_name: 'Palaestra stand-in' } },
    charges_enabled: true,
    payouts_enabled: true,
    details_submitted: true,
    country: 'US',
    default_currency: 'usd',
    type: 'standard',
  };
}

function createCustomer(ctx: ApiContext, params: Form): StripeObject {
  return ctx.store.put({
    id: newId('cus'),
    object: 'customer',
    created: seconds(ctx.now()),
    email: text(params, 'email') ?? null,
    name: text(params, 'name') ?? null,
    metadata: record(params, 'metadata'),
    invoice_settings: { default_payment_method: null },
    livemode: false,
  });
}

function customerParam(ctx: ApiContext, params: Form): string | null {
  const customer = text(params, 'customer');
  if (customer === undefined) return null;
  if (!ctx.store.get(customer, 'customer')) throw noSuch('customer', customer, 'customer');
  return customer;
}

/** Checkout Session create (mode payment: one line with price_data; mode setup: a currency). */
function createSession(ctx: ApiContext, params: Form): StripeObject {
  const mode = text(params, 'mode');
  if (!mode) throw missingParam('mode');
  if (mode !== 'payment' && mode !== 'setup') throw invalid(`Invalid mode: ${mode}`, 'parameter_invalid_empty', 'mode');
  const successUrl = text(params, 'success_url');
  if (!successUrl) throw missingParam('success_url');
  const customer = customerParam(ctx, params);
  let amount: number | null = null;
  let currency: string | null = text(params, 'currency') ?? null;
  let description = 'Save a card for later payments';
  if (mode === 'payment') {
    const line = (path: string[]) => text(params, 'line_items', 0, ...path);
    if (line(['quantity']) === undefined && text(params, 'line_items', 0, 'price_data', 'currency') === undefined) {
      throw missingParam('line_items');
    }
    const unit = Number(line(['price_data', 'unit_amount']));
    const quantity = Number(line(['quantity']) ?? '1');
    if (!Number.isInteger(unit) || unit < 0)
      throw invalid('Invalid integer: unit_amount', undefined, 'line_items[0][price_data][unit_amount]');
    currency = line(['price_data', 'currency']) ?? null;
    if (!currency) throw missingParam('line_items[0][price_data][currency]');
    amount = unit * quantity;
    description = line(['price_data', 'product_data', 'name']) ?? 'Payment';
  } else if (!currency) {
    throw missingParam('currency');
  }
  const id = newId('cs_test');
  const created = seconds(ctx.now());
  return ctx.store.put({
    id,
    object: 'checkout.session',
    mode,
    status: 'open',
    payment_status: mode === 'setup' ? 'no_payment_required' : 'unpaid',
    amount_subtotal: amount,
    amount_total: amount,
    currency,
    customer,
    client_reference_id: text(params, 'client_reference_id') ?? null,
    metadata: record(params, 'metadata'),
    payment_intent: null,
    setup_intent: null,
    success_url: successUrl,
    cancel_url: text(params, 'cancel_url') ?? null,
    url: `${ctx.baseUrl}/pay/${id}`,
    created,
    expires_at: created + 24 * 3600,
    livemode: false,
    // Not Stripe's fields: what the hosted page shows and what the intents it makes carry.
    _description: description,
    _payment_intent_data: {
      metadata: record(params, 'payment_intent_data', 'metadata'),
      description: text(params, 'payment_intent_data', 'description') ?? null,
    },
    _setup_intent_data: { metadata: record(params, 'setup_intent_data', 'metadata') },
  });
}

/** A session as Stripe shows it (without the stand-in's own `_` fields). */
export function publicView(object: StripeObject): StripeObject {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !key.startsWith('_'))) as StripeObject;
}

function newCard(ctx: ApiContext, customer: string | null): StripeObject {
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

function lastPaymentError(method: StripeObject) {
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
function newPaymentIntent(
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
function createPaymentIntent(ctx: ApiContext, params: Form, idempotencyKey: string | null): StripeObject {
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

function succeed(intent: StripeObject): void {
  intent.status = 'succeeded';
  intent.amount_received = intent.amount;
  intent.last_payment_error = null;
  intent.latest_charge = newId('ch');
}

/** Detach: 404 for an unknown method, 400 when it is attached to no customer (as Stripe answers). */
function detachPaymentMethod(ctx: ApiContext, id: string): StripeObject {
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

function refundedSoFar(ctx: ApiContext, paymentIntent: string): number {
  return ctx.store
    .all('refund')
    .filter((r) => r.payment_intent === paymentIntent && r.status !== 'failed' && r.status !== 'canceled')
    .reduce((sum, r) => sum + Number(r.amount), 0);
}

function createRefund(ctx: ApiContext, params: Form, idempotencyKey: string | null): StripeObject {
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

export type CompleteOutcome = { status: 'completed' | 'already-complete'; successUrl: string } | { status: 'declined' };

/**
 * The member pressed "Pay" (or "Save card") on the hosted page: payment mode makes a succeeded
 * PaymentIntent (card 4242) and sends payment_intent.succeeded and checkout.session.completed in
 * the configured order; setup mode saves a card (SetupIntent + PaymentMethod attached to the
 * customer) and sends checkout.session.completed. Waits for the deliveries.
 */
export async function completeSession(ctx: ApiContext, id: string): Promise<CompleteOutcome> {
  const session = ctx.store.get(id, 'checkout.session');
  if (!session) throw noSuch('checkout.session', id);
  const successUrl = String(session.success_url).replaceAll('{CHECKOUT_SESSION_ID}', id);
  if (session.status === 'complete') return { status: 'already-complete', successUrl };
  if (session.status !== 'open')
    throw invalid('This Checkout Session is no longer active.', 'checkout_session_expired');
  const customer = (session.customer as string | null) ?? null;
  if (session.mode === 'setup') {
    const card = newCard(ctx, customer);
    const setup = ctx.store.put({
      id: newId('seti'),
      object: 'setup_intent',
      customer,
      payment_method: card.id,
      status: 'succeeded',
      usage: 'off_session',
      metadata: (session._setup_intent_data as { metadata: Record<string, string> }).metadata,
      created: seconds(ctx.now()),
      livemode: false,
    });
    Object.assign(session, { status: 'complete', setup_intent: setup.id });
    await ctx.outbox.emit(makeEvent('checkout.session.completed', publicView(session), ctx.now(), null));
    return { status: 'completed', successUrl };
  }
  const data = session._payment_intent_data as { metadata: Record<string, string>; description: string | null };
  const card = newCard(ctx, null);
  let intent = session.payment_intent ? ctx.store.get(String(session.payment_intent), 'payment_intent') : undefined;
  intent ??= newPaymentIntent(ctx, {
    amount: session.amount_total,
    currency: session.currency,
    customer,
    payment_method: card.id,
    description: data.description,
    metadata: data.metadata,
    status: 'requires_payment_method',
  });
  session.payment_intent = intent.id;
  intent.payment_method = card.id;
  if (ctx.takeDecline()) {
    intent.last_payment_error = lastPaymentError(card);
    await ctx.outbox.emit(makeEvent('payment_intent.payment_failed', intent, ctx.now(), null));
    return { status: 'declined' };
  }
  succeed(intent);
  Object.assign(session, { status: 'complete', payment_status: 'paid' });
  const paid = makeEvent('payment_intent.succeeded', intent, ctx.now(), null);
  const completed = makeEvent('checkout.session.completed', publicView(session), ctx.now(), null);
  const order = ctx.paymentEventOrder() === 'payment-first' ? [paid, completed] : [completed, paid];
  for (const event of order) await ctx.outbox.emit(event);
  return { status: 'completed', successUrl };
}

/** The session runs out (Stripe: after 24 hours): checkout.session.expired. */
export async function expireSession(ctx: ApiContext, id: string): Promise<void> {
  const session = ctx.store.get(id, 'checkout.session');
  if (!session) throw new Error(`stand-in: no checkout session ${id}`);
  if (session.status !== 'open') return;
  session.status = 'expired';
  session.url = null;
  await ctx.outbox.emit(makeEvent('checkout.session.expired', publicView(session), ctx.now(), null));
}
