// Checkout Sessions: creating one (payment or setup mode), and what the hosted page's "Pay" / "Save
// card" and a session's expiry do (the intents they make, the events they send).
import { type ApiContext, customerParam, publicView, seconds } from './api-context.js';
import { type Form, record, text } from './form.js';
import { invalid, missingParam, newId, noSuch, type StripeObject } from './objects.js';
import { lastPaymentError, newCard, newPaymentIntent, succeed } from './payment-intents.js';
import { makeEvent } from './webhooks.js';

/** Checkout Session create (mode payment: one line with price_data; mode setup: a currency). */
export function createSession(ctx: ApiContext, params: Form): StripeObject {
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
