// The endpoints of Stripe's API that our adapter uses, with Stripe's object shapes and errors: the
// router of one call to its endpoint (checkout-sessions.ts, payment-intents.ts, refunds.ts) and the
// few small ones that live here. Bodies arrive parsed (form.ts); HTTP, authentication, idempotency
// and injected faults are index.ts's.
import { type ApiContext, type Call, seconds } from './api-context.js';
import { createSession } from './checkout-sessions.js';
import { type Form, list, record, text } from './form.js';
import { newId, noSuch, StripeApiError, type StripeObject } from './objects.js';
import { createPaymentIntent, detachPaymentMethod } from './payment-intents.js';
import { createRefund } from './refunds.js';

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
