// The Stripe adapter of the online payments port (features/online-payments/gateway.ts). The only
// file that calls Stripe's API; stripe-events.ts reads its webhooks. Money moves only through
// Checkout (hosted pages), off-session PaymentIntents and Refunds, each sent with an idempotency
// key, so a retry after a lost answer never charges or refunds twice.
import Stripe from 'stripe';
import type { StripeConfig } from '../../config.js';
import { modeOfKey } from '../../config.js';
import {
  type ChargeOutcome,
  GatewayUnavailable,
  type HostedPage,
  type PaymentGateway,
  type SavedCard,
} from '../../features/online-payments/gateway.js';
import { readStripeWebhook } from './stripe-events.js';
import { metadataOf } from './stripe-metadata.js';
import { refundStatusOf } from './stripe-refund-status.js';

export interface StripeGatewayOptions {
  /**
   * How long one try may take before it counts as "Stripe is down" (default 10 s). The library tries
   * once more, so a member hears "not available right now" within about 20 s, not Stripe's 80 s.
   */
  timeoutMs?: number;
}

/** A declined card, in the member's words, when Stripe gives no message. */
const DECLINED = 'The card was declined.';
const CARD_GONE = 'The saved card can no longer be used.';

/** Stripe's refusals of a charge that mean the saved card itself no longer exists for it. */
function cardGone(error: Stripe.errors.StripeInvalidRequestError): boolean {
  return (
    error.code === 'payment_method_unexpected_state' ||
    (error.code === 'resource_missing' && error.param === 'payment_method')
  );
}

export function createStripeGateway(config: StripeConfig, options: StripeGatewayOptions = {}): PaymentGateway {
  const stripe = new Stripe(config.secretKey, {
    timeout: options.timeoutMs ?? 10_000,
    // Every money-moving call carries an idempotency key, so the library's own retries are safe.
    maxNetworkRetries: 1,
    telemetry: false,
    ...hostOptions(config.apiUrl),
  });

  return {
    mode: modeOfKey(config.secretKey),
    publishableKey: config.publishableKey,

    createCustomer: (input) =>
      call(async () => {
        const customer = await stripe.customers.create(
          {
            name: input.name,
            ...(input.email ? { email: input.email } : {}),
            metadata: metadataOf({ memberId: input.memberId }),
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { customerId: customer.id };
      }),

    createPaymentPage: (input) =>
      call(async () => {
        const metadata = metadataOf(input.refs);
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: input.refs.checkoutId,
            ...(input.customerId ? { customer: input.customerId } : {}),
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: input.currency.toLowerCase(),
                  unit_amount: input.amountCents,
                  product_data: { name: input.description },
                },
              },
            ],
            payment_intent_data: { metadata, description: input.description },
            metadata,
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return hostedPage(session);
      }),

    createSetupPage: (input) =>
      call(async () => {
        const metadata = metadataOf(input.refs);
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'setup',
            client_reference_id: input.refs.checkoutId,
            customer: input.customerId,
            currency: input.currency.toLowerCase(),
            setup_intent_data: { metadata },
            metadata,
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return hostedPage(session);
      }),

    describeSetup: (setupId) =>
      call(async () => {
        const setup = await stripe.setupIntents.retrieve(setupId, { expand: ['payment_method'] });
        const method = setup.payment_method;
        const customer = idOf(setup.customer);
        if (!method || typeof method === 'string' || !method.card || !customer) {
          throw new GatewayUnavailable(`Stripe's setup ${setupId} has no card or customer`);
        }
        return { customerId: customer, card: cardOf(method.id, method.card) };
      }),

    chargeSavedCard: async (input): Promise<ChargeOutcome> => {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency.toLowerCase(),
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            off_session: true,
            confirm: true,
            description: input.description,
            metadata: metadataOf(input.refs),
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (intent.status === 'succeeded') return { status: 'succeeded', paymentId: intent.id };
        if (intent.status === 'processing') return { status: 'processing', paymentId: intent.id };
        return {
          status: 'declined',
          paymentId: intent.id,
          message: intent.last_payment_error?.message ?? 'Your bank asked to confirm this payment.',
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          return {
            status: 'declined',
            paymentId: error.payment_intent?.id ?? null,
            message: error.message || DECLINED,
          };
        }
        // The saved card is gone at Stripe (removed in the dashboard, or detached): no retry will
        // work, so it is a refusal the member can act on, not "Stripe is unavailable".
        if (error instanceof Stripe.errors.StripeInvalidRequestError && cardGone(error)) {
          return { status: 'declined', paymentId: null, message: CARD_GONE };
        }
        throw unavailable(error);
      }
    },

    detachCard: (paymentMethodId) =>
      call(async () => {
        try {
          await stripe.paymentMethods.detach(paymentMethodId);
        } catch (error) {
          if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
          // Removed in Stripe's dashboard: the card is gone either way.
          if (error.statusCode === 404) return;
          // Stripe answers 400 when it is attached to no customer (detached before, e.g. by a
          // retry whose first answer was lost): gone too. Anything else is a real refusal.
          const method = await stripe.paymentMethods.retrieve(paymentMethodId);
          if (method.customer) throw error;
        }
      }),

    refund: (input) =>
      call(async () => {
        const refund = await stripe.refunds.create(
          { payment_intent: input.paymentId, amount: input.amountCents, metadata: metadataOf(input.refs) },
          { idempotencyKey: input.idempotencyKey },
        );
        return { refundId: refund.id, status: refundStatusOf(refund.status) };
      }),

    async testConnection() {
      try {
        const account = await stripe.accounts.retrieveCurrent();
        const name = account.settings?.dashboard?.display_name || account.business_profile?.name || account.id;
        const mode = modeOfKey(config.secretKey) === 'live' ? 'live mode' : 'test mode';
        return { ok: true, message: `Connected to Stripe account "${name}" (${mode}).` };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeAuthenticationError) {
          return { ok: false, message: 'Stripe refused the secret key. Check STRIPE_SECRET_KEY.' };
        }
        return { ok: false, message: `Stripe could not be reached: ${describe(error)}` };
      }
    },

    readWebhook: (rawBody, signatureHeader, now) =>
      readStripeWebhook(stripe, config.webhookSecret, rawBody, signatureHeader, now),
  };
}

/** STRIPE_API_URL (a stand-in) as the library's host settings; Stripe's own API without it. */
function hostOptions(apiUrl: URL | undefined): Partial<Stripe.StripeConfig> {
  if (!apiUrl) return {};
  const protocol = apiUrl.protocol === 'http:' ? 'http' : 'https';
  return { host: apiUrl.hostname, port: apiUrl.port || (protocol === 'http' ? 80 : 443), protocol };
}

function hostedPage(session: Stripe.Checkout.Session): HostedPage {
  if (!session.url) throw new GatewayUnavailable(`Stripe's checkout session ${session.id} has no URL`);
  return { sessionId: session.id, url: session.url };
}

function cardOf(paymentMethodId: string, card: Stripe.PaymentMethod.Card): SavedCard {
  return { paymentMethodId, brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year };
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** Runs a call; anything that goes wrong on the way is "Stripe is unavailable" (no money moved). */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw unavailable(error);
  }
}

function unavailable(error: unknown): GatewayUnavailable {
  if (error instanceof GatewayUnavailable) return error;
  return new GatewayUnavailable(`Stripe: ${describe(error)}`, { cause: error });
}

/** What went wrong, without anything secret (the library's messages never carry the key). */
function describe(error: unknown): string {
  if (error instanceof Stripe.errors.StripeError) return `${error.type}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}
