// "Pay now" and "Save a card": sending a member to the provider's hosted page. Three steps, none of
// them inside a transaction while the provider is asked (a slow provider must not hold the database):
// 1. our intent: an online_checkouts row, 'creating';
// 2. the provider's page, asked with the checkout's id as idempotency key (a retry gets the same page);
// 3. the outcome: 'open' with the provider's session id, or 'failed' when it could not be reached.
// Nothing is paid here: the payment is recorded when the provider's signed webhook says so.

import { remainingCents } from '../../../../shared/money.js';
import { PAYMENT_RETURN_PATH } from '../../../../shared/online-checkout.schemas.js';
import type { GymSettings } from '../../../../shared/settings.schemas.js';
import type { Db } from '../../../db/schema.js';
import { findBill } from '../../billing/billing.queries.js';
import { memberBalance } from '../../billing/member-bills.queries.js';
import { findMemberContact } from '../../members/members.service.js';
import { ensurePaymentCustomer } from '../cards/payment-customer.service.js';
import type { PaymentGateway } from '../gateway.js';
import { insertCheckout, markCheckoutFailed, markCheckoutOpen } from './checkouts.queries.js';

export type PayTarget = { kind: 'balance'; shownCents: number } | { kind: 'bill'; billId: string };

export type WhatToPay =
  | { ok: true; amountCents: number; billId: string | null; description: string }
  | { ok: false; reason: 'bill_not_found' | 'nothing_due' | 'bill_paid' | 'bill_void' }
  | { ok: false; reason: 'balance_changed'; balanceCents: number };

/** What the member is about to pay, read now; the member's own bill only. */
export async function whatToPay(db: Db, memberId: string, target: PayTarget, gym: GymSettings): Promise<WhatToPay> {
  if (target.kind === 'balance') {
    const balanceCents = await memberBalance(db, memberId);
    if (balanceCents <= 0) return { ok: false, reason: 'nothing_due' };
    if (balanceCents !== target.shownCents) return { ok: false, reason: 'balance_changed', balanceCents };
    return { ok: true, amountCents: balanceCents, billId: null, description: `Balance at ${gym.name}` };
  }
  const bill = await findBill(db, target.billId);
  if (!bill || bill.memberId !== memberId) return { ok: false, reason: 'bill_not_found' };
  if (bill.status === 'void') return { ok: false, reason: 'bill_void' };
  if (bill.status === 'paid' || remainingCents(bill) <= 0) return { ok: false, reason: 'bill_paid' };
  return { ok: true, amountCents: remainingCents(bill), billId: bill.id, description: bill.description };
}

export interface HostedPageRequest {
  memberId: string;
  gym: GymSettings;
  appUrl: URL;
  now: Date;
  /** A payment of amountCents, or saving a card. */
  page: { mode: 'payment'; amountCents: number; billId: string | null; description: string } | { mode: 'setup' };
}

/**
 * The provider's page for the member. Throws GatewayUnavailable (the provider is down or slow) after
 * marking the checkout 'failed'; nothing else has changed then.
 */
export async function openHostedPage(db: Db, gateway: PaymentGateway, request: HostedPageRequest) {
  const member = await findMemberContact(db, request.memberId);
  if (!member) throw new Error(`member ${request.memberId} is gone`);
  const customerId = await ensurePaymentCustomer(db, gateway, member, request.now);
  const { page } = request;
  const checkoutId = await insertCheckout(db, {
    memberId: member.id,
    mode: page.mode,
    billId: page.mode === 'payment' ? page.billId : null,
    amountCents: page.mode === 'payment' ? page.amountCents : null,
    now: request.now,
  });
  const refs = {
    checkoutId,
    memberId: member.id,
    ...(page.mode === 'payment' && page.billId ? { billId: page.billId } : {}),
  };
  const successUrl = new URL(`${PAYMENT_RETURN_PATH}?checkout=${encodeURIComponent(checkoutId)}`, request.appUrl).href;
  const cancelUrl = new URL(`/member?${page.mode === 'payment' ? 'payment' : 'card'}=cancelled`, request.appUrl).href;
  const currency = request.gym.currency;
  try {
    const hosted =
      page.mode === 'payment'
        ? await gateway.createPaymentPage({
            refs,
            customerId,
            amountCents: page.amountCents,
            currency,
            description: page.description,
            successUrl,
            cancelUrl,
            idempotencyKey: checkoutId,
          })
        : await gateway.createSetupPage({
            refs,
            customerId,
            currency,
            successUrl,
            cancelUrl,
            idempotencyKey: checkoutId,
          });
    await markCheckoutOpen(db, checkoutId, hosted.sessionId);
    return { checkoutId, url: hosted.url };
  } catch (error) {
    await markCheckoutFailed(db, checkoutId, request.now);
    throw error;
  }
}
