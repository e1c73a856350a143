// Webhook events as Stripe sends them: full Event objects (evt_…, object 'event'), signed with the
// official library's test-header helper, POSTed to the webhook target. Deliveries can be held and
// taken, so a test can reorder, repeat or drop them.
import Stripe from 'stripe';
import { newId, type StripeObject } from './objects.js';

// Only its webhook helpers are used; no request ever goes out through this instance.
const signer = new Stripe('sk_test_stand_in_signer');

/** The API version stripe 23.1.0 pins (events carry the version of the endpoint). */
const API_VERSION = '2026-10-28.endive';

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: StripeObject; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

export function makeEvent(type: string, object: StripeObject, now: Date, idempotencyKey: string | null): StripeEvent {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: API_VERSION,
    created: Math.floor(now.getTime() / 1000),
    // A snapshot: later changes to the object do not change an event already made.
    data: { object: structuredClone(object) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: idempotencyKey ? newId('req') : null, idempotency_key: idempotencyKey },
    type,
  };
}

/**
 * A webhook delivery's body and headers, signed with `secret` as Stripe signs it.
 * `timestamp` (default: now) is when it was signed; an old one makes a replay.
 */
export function signedDelivery(
  payload: unknown,
  secret: string,
  timestamp: Date | number = new Date(),
): { body: string; headers: { 'content-type': string; 'stripe-signature': string } } {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload, null, 2);
  const seconds = typeof timestamp === 'number' ? timestamp : Math.floor(timestamp.getTime() / 1000);
  const header = signer.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: seconds });
  return { body, headers: { 'content-type': 'application/json', 'stripe-signature': header } };
}

export interface Delivery {
  eventId: string;
  type: string;
  /** The target's HTTP status, or null when it could not be reached. */
  status: number | null;
  error?: string;
}

/** Sends events to the target one at a time, in order; holds them while told to. */
export class Outbox {
  private target: string | null = null;
  private holding = false;
  private held: StripeEvent[] = [];
  private chain: Promise<void> = Promise.resolve();
  readonly made: StripeEvent[] = [];
  readonly deliveries: Delivery[] = [];

  constructor(
    private readonly secret: string,
    private readonly now: () => Date,
  ) {}

  setTarget(url: string | null): void {
    this.target = url;
  }

  hold(): void {
    this.holding = true;
  }

  /** Stops holding and delivers what was held, in order. */
  release(): Promise<void> {
    this.holding = false;
    const events = this.held;
    this.held = [];
    return this.deliver(events);
  }

  /** The held events, no longer held: the test delivers them (or not) as it likes. */
  take(): StripeEvent[] {
    const events = this.held;
    this.held = [];
    return events;
  }

  /** A new event: delivered now, or held (while holding, or with no target to send it to). */
  emit(event: StripeEvent): Promise<void> {
    this.made.push(event);
    if (this.holding || this.target === null) {
      this.held.push(event);
      return Promise.resolve();
    }
    return this.deliver([event]);
  }

  /** Delivers events (again, or in another order), freshly signed, one after the other. */
  deliver(events: StripeEvent[]): Promise<void> {
    const run = this.chain.then(async () => {
      for (const event of events) await this.send(event);
    });
    this.chain = run.catch(() => undefined);
    return run;
  }

  /** Resolves once every delivery started so far is done. */
  idle(): Promise<void> {
    return this.chain;
  }

  private async send(event: StripeEvent): Promise<void> {
    const target = this.target;
    if (target === null) {
      this.held.push(event);
      return;
    }
    const { body, headers } = signedDelivery(event, this.secret, this.now());
    try {
      const response = await fetch(target, { method: 'POST', headers, body });
      await response.arrayBuffer();
      this.deliveries.push({ eventId: event.id, type: event.type, status: response.status });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.deliveries.push({ eventId: event.id, type: event.type, status: null, error: message });
    }
  }
}
