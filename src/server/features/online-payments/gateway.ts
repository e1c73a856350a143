// The port online payments own: what this feature needs from a card payment provider, in our own
// words. Stripe is one adapter of it (src/server/payments/stripe/); nothing outside that folder
// imports the provider's library or knows its shapes. A second provider later is a second adapter.
//
// Every call may fail: a GatewayUnavailable (the provider is down, slow past our timeout, or
// refused our key) is answered to people as "Online payment is not available right now." and
// changes nothing on our side. Amounts are integer minor units of the gym's currency.

/** The metadata we put on the provider's objects, and read back from its events. */
export interface OurReferences {
  /** online_checkouts.id, for a hosted checkout (payment or setup). */
  checkoutId?: string;
  memberId?: string;
  /** The bill an automatic charge is for. */
  billId?: string;
  /** autopay_attempts.attempt of that bill. */
  attempt?: number;
  /** refunds.id, for a refund we asked for. */
  refundId?: string;
}

export interface SavedCard {
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface HostedPage {
  /** The provider's session id. */
  sessionId: string;
  /** Where the member's browser goes to pay (or to save a card). */
  url: string;
}

export type ChargeOutcome =
  /** Taken; the payment is recorded when its webhook event arrives (as every online payment is). */
  | { status: 'succeeded'; paymentId: string }
  /** The provider is still working on it (e.g. a bank's check); the webhook will say how it ended. */
  | { status: 'processing'; paymentId: string }
  /** The card was refused: `message` is the provider's reason, fit to show the member. */
  | { status: 'declined'; paymentId: string | null; message: string };

export interface RefundOutcome {
  refundId: string;
  status: 'succeeded' | 'pending' | 'failed';
}

/**
 * A provider event, read from a verified webhook by the adapter. `id` is the provider's event id
 * (the inbox's key); `occurredAt` its time (ISO-8601 UTC). Events the feature does not use are
 * 'ignored' (stored, acknowledged, nothing applied).
 */
export type GatewayEvent =
  | (EventBase & {
      kind: 'checkout.completed';
      mode: 'payment';
      sessionId: string;
      /** The payment it made; null when the payment is still pending (paid: false). */
      paymentId: string | null;
      amountCents: number;
      paid: boolean;
    })
  | (EventBase & {
      kind: 'checkout.completed';
      mode: 'setup';
      sessionId: string;
      /** The setup it made; the card is read with describeSetup. */
      setupId: string;
      customerId: string | null;
    })
  | (EventBase & { kind: 'checkout.expired'; sessionId: string })
  | (EventBase & { kind: 'payment.succeeded'; paymentId: string; amountCents: number; customerId: string | null })
  | (EventBase & { kind: 'payment.failed'; paymentId: string; amountCents: number; message: string })
  | (EventBase & {
      kind: 'refund.updated';
      refundId: string;
      paymentId: string;
      amountCents: number;
      status: 'succeeded' | 'pending' | 'failed';
    })
  | (EventBase & { kind: 'ignored'; providerType: string });

interface EventBase {
  id: string;
  occurredAt: string;
  /** Our metadata on the object the event is about. */
  refs: OurReferences;
}

export type GatewayEventKind = GatewayEvent['kind'];

export interface PaymentGateway {
  /** 'test' or 'live', from the key (shown in Settings). */
  readonly mode: 'test' | 'live';
  /** Safe to show in the browser; never the secret key. */
  readonly publishableKey: string;

  /** A customer for a member (created once, then kept in payment_customers). */
  createCustomer(input: { memberId: string; name: string; email: string | null; idempotencyKey: string }): Promise<{
    customerId: string;
  }>;
  /** A hosted page taking one payment of amountCents. */
  createPaymentPage(input: {
    refs: OurReferences & { checkoutId: string; memberId: string };
    customerId: string | null;
    amountCents: number;
    currency: string;
    /** What the member sees they pay for, e.g. "Balance at Iron Temple" or the bill's description. */
    description: string;
    successUrl: string;
    cancelUrl: string;
    idempotencyKey: string;
  }): Promise<HostedPage>;
  /** A hosted page that saves a card for later charges (no money moves). */
  createSetupPage(input: {
    refs: OurReferences & { checkoutId: string; memberId: string };
    customerId: string;
    currency: string;
    successUrl: string;
    cancelUrl: string;
    idempotencyKey: string;
  }): Promise<HostedPage>;
  /** The card a finished setup saved. */
  describeSetup(setupId: string): Promise<{ customerId: string; card: SavedCard }>;
  /** Charges a saved card with nobody present (automatic payment of a recurring bill). */
  chargeSavedCard(input: {
    refs: OurReferences & { memberId: string; billId: string; attempt: number };
    customerId: string;
    paymentMethodId: string;
    amountCents: number;
    currency: string;
    description: string;
    idempotencyKey: string;
  }): Promise<ChargeOutcome>;
  /** Forgets a saved card at the provider ("Remove card"). */
  detachCard(paymentMethodId: string): Promise<void>;
  /** Gives back (part of) a payment. */
  refund(input: {
    refs: OurReferences & { refundId: string };
    paymentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<RefundOutcome>;
  /** Settings → "Test connection": whether the key works, in words for the owner. */
  testConnection(): Promise<{ ok: boolean; message: string }>;
  /**
   * Verifies a webhook's signature over its raw body and reads the event. Throws WebhookRejected
   * for a forged, changed or too old (replayed: signed more than 5 minutes before `now`) delivery;
   * never calls the provider.
   */
  readWebhook(rawBody: Buffer, signatureHeader: string | undefined, now: Date): GatewayEvent;
}

/** The provider could not be reached, timed out, or refused the request (not a declined card). */
export class GatewayUnavailable extends Error {
  override name = 'GatewayUnavailable';
}

/** A webhook delivery that is not provably the provider's. */
export class WebhookRejected extends Error {
  override name = 'WebhookRejected';
}

/** What people are told when the provider cannot be used right now. */
export const ONLINE_PAYMENT_UNAVAILABLE = 'Online payment is not available right now.';
