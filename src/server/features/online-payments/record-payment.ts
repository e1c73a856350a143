// Recording an online payment, from the provider's webhook only (never from the browser's return).
// Both checkout.completed and payment.succeeded name the same provider payment; whichever arrives
// first records it and the other finds it recorded (online_charges.provider_payment_id is unique).
// Under the member's balance lock (the one the desk's "Collect" takes), in the caller's transaction:
// the charge, one 'card_online' payment row per bill it paid on ONE receipt number, the bills it
// covered marked paid, the checkout completed or the autopay attempt succeeded, an event and the
// member's notification. Money the member no longer owed (the desk collected meanwhile, or two tabs
// paid twice) becomes a 'requested' refund with reason 'overpaid', which the refund job sends back.
import { receiptNumber } from '../../../shared/billing.schemas.js';
import { dateInZone } from '../../../shared/calendar.js';
import { createGymFormat } from '../../../shared/format.js';
import { allocateOldestFirst, remainingCents } from '../../../shared/money.js';
import type { Tx } from '../../db/transactions.js';
import { lockNamed } from '../../db/transactions.js';
import { newId } from '../../lib/ids.js';
import { paymentReceipt } from '../../mail/templates/money-mail.js';
import { applyPayment, findBill, insertPayment, nextReceiptSequence } from '../billing/billing.queries.js';
import { openBillsOfMember } from '../billing/collect.queries.js';
import { balanceLockOf } from '../billing/collect.service.js';
import { recordEvent } from '../events/events.queries.js';
import { notifyMember } from '../notifications/notifications.service.js';
import { tellMember } from '../notifications/tell-member.js';
import type { OurReferences } from './gateway.js';
import { insertRefund } from './refunds/refunds.queries.js';
import type { ApplyContext } from './webhooks/apply-context.js';

export interface PaidOnline {
  /** The provider's payment id. */
  paymentId: string;
  amountCents: number;
  refs: OurReferences;
}

export type RecordOutcome =
  | { recorded: true; chargeId: string; appliedCents: number; overpaidCents: number; receiptNumber: string | null }
  | { recorded: false; reason: 'already_recorded' | 'not_ours' };

interface Target {
  memberId: string;
  origin: 'checkout' | 'autopay';
  checkoutId: string | null;
  /** The one bill it pays; null: the member's open bills, oldest first. */
  billId: string | null;
  attempt: number | null;
}

/** Who paid for what, from our references on the provider's objects; null when they name nothing of ours. */
async function targetOf(tx: Tx, refs: OurReferences): Promise<Target | null> {
  if (refs.checkoutId) {
    const checkout = await tx
      .selectFrom('onlineCheckouts')
      .select(['id', 'memberId', 'billId', 'mode'])
      .where('id', '=', refs.checkoutId)
      .executeTakeFirst();
    if (checkout?.mode !== 'payment') return null;
    return {
      memberId: checkout.memberId,
      origin: 'checkout',
      checkoutId: checkout.id,
      billId: checkout.billId,
      attempt: null,
    };
  }
  if (refs.billId && refs.attempt) {
    const bill = await tx
      .selectFrom('bills')
      .select(['id', 'memberId'])
      .where('id', '=', refs.billId)
      .executeTakeFirst();
    if (!bill) return null;
    return { memberId: bill.memberId, origin: 'autopay', checkoutId: null, billId: bill.id, attempt: refs.attempt };
  }
  return null;
}

/** What the payment goes onto: the one bill up to what it still owes, or the open bills oldest first. */
async function partsFor(tx: Tx, target: Target, amountCents: number) {
  if (target.billId) {
    const bill = await findBill(tx, target.billId);
    if (bill?.status !== 'open') return [];
    const part = Math.min(remainingCents(bill), amountCents);
    return part > 0 ? [{ billId: bill.id, amountCents: part, planId: bill.planId, description: bill.description }] : [];
  }
  const open = await openBillsOfMember(tx, target.memberId);
  const owed = open.reduce((sum, bill) => sum + remainingCents(bill), 0);
  const parts = allocateOldestFirst(open, Math.min(owed, amountCents)) ?? [];
  const byId = new Map(open.map((bill) => [bill.id, bill]));
  return parts.map((part) => {
    const bill = byId.get(part.billId);
    return { ...part, planId: bill?.planId ?? null, description: bill?.description ?? '' };
  });
}

type Part = { billId: string; amountCents: number; planId: string | null; description: string };

/**
 * Puts the part on the bill, or what of it still fits: a payment typed in at the desk on this one
 * bill takes no balance lock and may have committed since the bill was read. What does not fit is
 * refunded as overpaid.
 */
async function applyWhatFits(tx: Tx, billId: string, cents: number): Promise<number> {
  if (await applyPayment(tx, billId, cents)) return cents;
  const bill = await findBill(tx, billId);
  const fits = bill?.status === 'open' ? Math.min(cents, remainingCents(bill)) : 0;
  return fits > 0 && (await applyPayment(tx, billId, fits)) ? fits : 0;
}

export async function recordOnlinePayment(tx: Tx, paid: PaidOnline, ctx: ApplyContext): Promise<RecordOutcome> {
  const target = await targetOf(tx, paid.refs);
  if (!target) return { recorded: false, reason: 'not_ours' };
  await lockNamed(tx, balanceLockOf(target.memberId));
  // After the lock: another event of the same payment that held it has committed.
  const known = await tx
    .selectFrom('onlineCharges')
    .select('id')
    .where('providerPaymentId', '=', paid.paymentId)
    .executeTakeFirst();
  if (known) return { recorded: false, reason: 'already_recorded' };

  const now = ctx.now.toISOString();
  const paidOn = dateInZone(ctx.now, ctx.gym.timeZone);
  const parts: Part[] = [];
  for (const part of await partsFor(tx, target, paid.amountCents)) {
    const applied = await applyWhatFits(tx, part.billId, part.amountCents);
    if (applied > 0) parts.push({ ...part, amountCents: applied });
  }
  const appliedCents = parts.reduce((sum, part) => sum + part.amountCents, 0);
  const overpaidCents = paid.amountCents - appliedCents;
  const year = Number(paidOn.slice(0, 4));
  const receipt = parts.length > 0 ? receiptNumber(year, await nextReceiptSequence(tx, year)) : null;

  const chargeId = newId();
  await tx
    .insertInto('onlineCharges')
    .values({
      id: chargeId,
      providerPaymentId: paid.paymentId,
      memberId: target.memberId,
      checkoutId: target.checkoutId,
      origin: target.origin,
      amountCents: paid.amountCents,
      appliedCents,
      refundedCents: 0,
      receiptNumber: receipt,
      recordedAt: now,
    })
    .execute();
  const paymentIds: string[] = [];
  for (const part of parts) {
    const paymentId = await insertPayment(tx, {
      billId: part.billId,
      memberId: target.memberId,
      planId: part.planId,
      amountCents: part.amountCents,
      method: 'card_online',
      paidOn,
      note: null,
      receiptNumber: receipt as string,
      createdBy: null,
      onlineChargeId: chargeId,
      now: ctx.now,
    });
    paymentIds.push(paymentId);
  }
  if (overpaidCents > 0) {
    await insertRefund(tx, {
      onlineChargeId: chargeId,
      memberId: target.memberId,
      amountCents: overpaidCents,
      reason: 'overpaid',
      note: null,
      createdBy: null,
      now: ctx.now,
    });
  }
  if (target.checkoutId) {
    await tx
      .updateTable('onlineCheckouts')
      .set({ status: 'completed', completedAt: now })
      .where('id', '=', target.checkoutId)
      .where('status', '!=', 'completed')
      .execute();
  }
  if (target.origin === 'autopay' && target.billId && target.attempt) {
    await tx
      .updateTable('autopayAttempts')
      .set({ status: 'succeeded', providerPaymentId: paid.paymentId, failure: null, updatedAt: now })
      .where('billId', '=', target.billId)
      .where('attempt', '=', target.attempt)
      .execute();
    // Later retries of a bill that is paid have nothing to do.
    await tx
      .updateTable('autopayAttempts')
      .set({ status: 'cancelled', updatedAt: now })
      .where('billId', '=', target.billId)
      .where('status', '=', 'pending')
      .execute();
  }
  await recordEvent(tx, {
    type: 'system.online_payment_recorded',
    subject: target.memberId,
    detail: {
      chargeId,
      providerPaymentId: paid.paymentId,
      origin: target.origin,
      amountCents: paid.amountCents,
      appliedCents,
      overpaidCents,
      receiptNumber: receipt,
      bills: parts.map(({ billId, amountCents }) => ({ billId, amountCents })),
    },
  });
  const message = receivedMessage(ctx, paid.amountCents, overpaidCents, receipt);
  const [paymentId] = paymentIds;
  if (receipt && paymentId) {
    // The receipt is for what was applied to bills; an overpaid part is refunded on its own.
    const facts = {
      amount: createGymFormat(ctx.gym).money(appliedCents),
      receiptNumber: receipt,
      paymentId,
      forWhat: parts.map((part) => part.description),
    };
    const { mail } = paymentReceipt(facts, ctx.gym.name, ctx.appUrl);
    await tellMember(tx, { memberId: target.memberId, notice: message, mail }, ctx, ctx.now);
  } else {
    await notifyMember(tx, { memberId: target.memberId, message, now: ctx.now });
  }
  return { recorded: true, chargeId, appliedCents, overpaidCents, receiptNumber: receipt };
}

function receivedMessage(
  ctx: ApplyContext,
  amountCents: number,
  overpaidCents: number,
  receipt: string | null,
): string {
  const format = createGymFormat(ctx.gym);
  const received = `Payment received: ${format.money(amountCents)}`;
  if (!receipt) return `${received}. Nothing was owed any more, so it is being refunded to your card.`;
  const line = `${received} · Receipt ${receipt}`;
  if (overpaidCents === 0) return line;
  return `${line}. ${format.money(overpaidCents)} of it was no longer owed and is being refunded to your card.`;
}
