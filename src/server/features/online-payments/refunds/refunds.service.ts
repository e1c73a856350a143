// A refund's two writes around the provider's call (never inside a transaction, see the brief of
// online payments): the intent ('requested', with the payment row it takes money from) and the
// outcome. Bills reopen, the charge's refunded total moves and the refund receipt is numbered only
// when the refund succeeds, in the transaction that marks it succeeded.
import { receiptNumber } from '../../../../shared/billing.schemas.js';
import { dateInZone } from '../../../../shared/calendar.js';
import { createGymFormat } from '../../../../shared/format.js';
import type { DbOrTx } from '../../../db/schema.js';
import { inTransaction, lockNamed, type Tx } from '../../../db/transactions.js';
import { nextReceiptSequence } from '../../billing/billing.queries.js';
import { recordEvent } from '../../events/events.queries.js';
import { notifyMember } from '../../notifications/notifications.service.js';
import type { RefundStatus } from '../online-payments.tables.js';
import type { ApplyContext } from '../webhooks/apply-context.js';
import {
  addRefundedToCharge,
  amountsOfPayments,
  chargeRefundLock,
  findPaymentToRefund,
  findRefund,
  heldOfPayments,
  insertRefund,
  insertRefundLine,
  linesOfRefund,
  markRefundFailed,
  markRefundSucceeded,
  reopenBillBy,
  reviveRefund,
  setProviderRefundId,
  setRefundReceipt,
} from './refunds.queries.js';

/** Why a refund failed when the provider itself refused it (its answer carries no reason we show). */
export const REFUND_REFUSED = 'The card provider refused this refund.';

export type RequestOutcome =
  | { ok: true; refundId: string }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'not_online' }
  | { ok: false; reason: 'too_much'; leftCents: number };

/**
 * The admin's intent: a 'requested' refund of (part of) one online payment row, if the row still has
 * that much that is not refunded or being refunded. Under the charge's lock, so two admins refunding
 * the same payment at once take turns and the second sees what the first took.
 */
export function requestRefund(
  db: DbOrTx,
  input: { paymentId: string; amountCents: number; note: string | null },
  act: { adminId: string; ip: string | null; now: Date },
): Promise<RequestOutcome> {
  return inTransaction(db, async (tx) => {
    const payment = await findPaymentToRefund(tx, input.paymentId);
    if (!payment) return { ok: false, reason: 'not_found' } as const;
    const chargeId = payment.onlineChargeId;
    if (payment.method !== 'card_online' || chargeId === null || payment.providerPaymentId === null) {
      return { ok: false, reason: 'not_online' } as const;
    }
    await lockNamed(tx, chargeRefundLock(chargeId));
    // Read under the lock: a refund that held it has committed, so this is what is left now.
    const held = (await heldOfPayments(tx, [payment.id])).get(payment.id) ?? 0;
    const leftCents = payment.amountCents - held;
    if (input.amountCents > leftCents) return { ok: false, reason: 'too_much', leftCents } as const;
    const refundId = await insertRefund(tx, {
      onlineChargeId: chargeId,
      memberId: payment.memberId,
      amountCents: input.amountCents,
      reason: 'admin',
      note: input.note,
      createdBy: act.adminId,
      now: act.now,
    });
    await insertRefundLine(tx, {
      refundId,
      paymentId: payment.id,
      billId: payment.billId,
      amountCents: input.amountCents,
    });
    await recordEvent(tx, {
      type: 'admin.refund_requested',
      actorId: act.adminId,
      subject: refundId,
      ip: act.ip,
      detail: {
        paymentId: payment.id,
        billId: payment.billId,
        memberId: payment.memberId,
        amountCents: input.amountCents,
      },
    });
    return { ok: true, refundId } as const;
  });
}

/**
 * The provider says the refund went through. Idempotent: only a refund still 'requested' (or, with
 * `from`, in another named status) moves; then each line's bill gives back what it took (a paid
 * bill opens again), the charge's refunded total grows, the refund gets the next receipt number of
 * the gym's year, an event and a notification to the member. True when this call moved it.
 */
export async function applyRefundSucceeded(
  tx: Tx,
  refundId: string,
  providerRefundId: string | null,
  ctx: ApplyContext,
  from: RefundStatus[] = ['requested'],
): Promise<boolean> {
  const refund = await findRefund(tx, refundId);
  if (!refund) return false;
  await lockNamed(tx, chargeRefundLock(refund.onlineChargeId));
  const refundedOn = dateInZone(ctx.now, ctx.gym.timeZone);
  if (!(await markRefundSucceeded(tx, refundId, { providerRefundId, refundedOn, now: ctx.now }, from))) return false;

  const year = Number(refundedOn.slice(0, 4));
  const receipt = receiptNumber(year, await nextReceiptSequence(tx, year));
  await setRefundReceipt(tx, refundId, receipt);
  const lines = await linesOfRefund(tx, refundId);
  for (const line of lines) {
    // The bill holds at least what this payment put on it, less earlier refunds of it: a failure here
    // means the ledger is already wrong, so nothing of this refund is written.
    if (!(await reopenBillBy(tx, line.billId, line.amountCents))) {
      throw new Error(`Bill ${line.billId} holds less than refund ${refundId} gives back`);
    }
  }
  await addRefundedToCharge(tx, refund.onlineChargeId, refund.amountCents);
  await recordEvent(tx, {
    type: 'system.refund_succeeded',
    actorId: refund.createdBy,
    subject: refundId,
    detail: {
      memberId: refund.memberId,
      amountCents: refund.amountCents,
      reason: refund.reason,
      receiptNumber: receipt,
      lines: lines.map(({ billId, amountCents }) => ({ billId, amountCents })),
    },
  });
  const money = createGymFormat(ctx.gym).money(refund.amountCents);
  const message =
    lines.length > 0
      ? `Refund of ${money} on ${lines.map((line) => line.billDescription).join(', ')}, receipt ${receipt}.`
      : `Refund of ${money} paid online beyond what you owed, receipt ${receipt}.`;
  await notifyMember(tx, { memberId: refund.memberId, message, now: ctx.now });
  return true;
}

/** The provider answered a refund we sent: succeeded, still working on it, or refused. */
export async function recordRefundOutcome(
  db: DbOrTx,
  refundId: string,
  outcome: { refundId: string; status: 'succeeded' | 'pending' | 'failed' },
  ctx: ApplyContext,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    if (outcome.status === 'succeeded') {
      await applyRefundSucceeded(tx, refundId, outcome.refundId, ctx);
      return;
    }
    // Pending: its webhook event finishes it. Knowing the provider's id keeps the job from sending it again.
    await setProviderRefundId(tx, refundId, outcome.refundId);
    if (outcome.status === 'failed') await failRefund(tx, refundId, REFUND_REFUSED, ctx.now);
  });
}

/** requested → failed, with its event; its money counts as refundable again. */
export async function failRefund(tx: DbOrTx, refundId: string, failure: string, now: Date): Promise<boolean> {
  if (!(await markRefundFailed(tx, refundId, failure, now))) return false;
  await recordEvent(tx, { type: 'system.refund_failed', subject: refundId, detail: { failure } });
  return true;
}

/** Whether each line of a refund fits in what its payment row has left (other refunds held aside). */
export async function stillFits(tx: DbOrTx, refundId: string): Promise<boolean> {
  const lines = await linesOfRefund(tx, refundId);
  const paymentIds = lines.map((l) => l.paymentId);
  const [amounts, held] = [await amountsOfPayments(tx, paymentIds), await heldOfPayments(tx, paymentIds)];
  return lines.every(
    (line) => (amounts.get(line.paymentId) ?? 0) - (held.get(line.paymentId) ?? 0) >= line.amountCents,
  );
}

/**
 * The same request tried again (the same idempotency key) after the provider could not be reached:
 * the same refund goes back to 'requested' and is sent again under its own id, so the provider
 * refunds once even if the first call did reach it. False when it no longer fits (the money was
 * refunded otherwise meanwhile) or is not such a refund.
 */
export function reviveUnsentRefund(db: DbOrTx, refundId: string, failure: string): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const refund = await findRefund(tx, refundId);
    if (refund?.status !== 'failed' || refund.failure !== failure) return false;
    await lockNamed(tx, chargeRefundLock(refund.onlineChargeId));
    if (!(await stillFits(tx, refundId))) return false;
    return reviveRefund(tx, refundId, failure);
  });
}
