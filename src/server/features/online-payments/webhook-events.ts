// The provider's webhook events our route applies: what the owner registers for the webhook
// endpoint (Settings → Online payments, README), shown even while online payments are still off,
// since registering the endpoint is how the owner gets STRIPE_WEBHOOK_SECRET. They are Stripe's
// names, the one provider there is; the adapter (payments/stripe/stripe-events.ts) reads each of
// them into a GatewayEvent. Any other event that arrives is stored and ignored.
export const WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'refund.created',
  'refund.updated',
  'refund.failed',
] as const;

/** The path of the webhook route (helper B's); the address is it on APP_URL. */
export const WEBHOOK_PATH = '/webhooks/stripe';
