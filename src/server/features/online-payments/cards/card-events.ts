// A finished "Save a card" (the provider's setup-mode checkout completed): the card it saved becomes
// the member's card for automatic payments. In two halves, as the webhook dispatcher calls them:
// prepare asks the provider which card it was (outside any transaction), apply writes it (inside the
// event's transaction).
import type { Tx } from '../../../db/transactions.js';
import { findCheckout, findCheckoutBySession, markCheckoutCompleted } from '../checkout/checkouts.queries.js';
import type { GatewayEvent, PaymentGateway, SavedCard } from '../gateway.js';
import type { ApplyContext, ApplyResult } from '../webhooks/apply-context.js';
import { findPaymentCustomerById, insertPaymentCustomer, saveCardOf } from './payment-customers.queries.js';

export type SetupCompletedEvent = Extract<GatewayEvent, { kind: 'checkout.completed'; mode: 'setup' }>;

export interface PreparedSetup {
  event: SetupCompletedEvent;
  customerId: string;
  card: SavedCard;
}

/** Which card the setup saved. Throws GatewayUnavailable when the provider cannot say right now. */
export async function prepareSetupCompleted(
  gateway: PaymentGateway,
  event: SetupCompletedEvent,
): Promise<PreparedSetup> {
  const { customerId, card } = await gateway.describeSetup(event.setupId);
  return { event, customerId, card };
}

/**
 * Saves the card on the member's customer (in place of any card before) and marks the checkout
 * completed. The member is the checkout's (by our id in the metadata, else by the provider's session),
 * else the customer's; a setup of nobody we know changes nothing.
 */
export async function applySetupCompleted(tx: Tx, prepared: PreparedSetup, ctx: ApplyContext): Promise<ApplyResult> {
  const { event } = prepared;
  const checkout =
    (event.refs.checkoutId ? await findCheckout(tx, event.refs.checkoutId) : undefined) ??
    (await findCheckoutBySession(tx, event.sessionId));
  const memberId =
    checkout?.memberId ?? event.refs.memberId ?? (await findPaymentCustomerById(tx, prepared.customerId))?.memberId;
  if (!memberId) return 'applied';
  // Our customer row is written before the setup page is asked for; this covers a row lost since.
  await insertPaymentCustomer(tx, { memberId, customerId: prepared.customerId, now: ctx.now });
  await saveCardOf(tx, memberId, prepared.card, ctx.now);
  if (checkout) await markCheckoutCompleted(tx, checkout.id, ctx.now);
  return 'applied';
}
