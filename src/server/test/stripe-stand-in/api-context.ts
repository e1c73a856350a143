// What every endpoint of the stand-in is handed (its objects, its outbox of events, its clock and the
// faults a test asked for), the shape of one API call, and the small helpers the endpoints share.
import { type Form, text } from './form.js';
import { noSuch, type ObjectStore, type StripeObject } from './objects.js';
import type { Outbox } from './webhooks.js';

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

export function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

export function customerParam(ctx: ApiContext, params: Form): string | null {
  const customer = text(params, 'customer');
  if (customer === undefined) return null;
  if (!ctx.store.get(customer, 'customer')) throw noSuch('customer', customer, 'customer');
  return customer;
}

/** A session as Stripe shows it (without the stand-in's own `_` fields). */
export function publicView(object: StripeObject): StripeObject {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !key.startsWith('_'))) as StripeObject;
}
