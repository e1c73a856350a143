// The provider's 'refund.updated' events, applied by the webhook dispatcher in its transaction.
// - A refund we asked for (our id in its metadata, or its provider id known): succeeded or failed as
//   the event says; pending changes nothing.
// - A refund made in the provider's own dashboard (no metadata): once it succeeded, a refund of
//   reason 'provider' (one per provider refund id) taken from the charge's payment rows, newest bill
//   first, then applied like ours. If the payment it refunds is not recorded yet, 'waiting'.
import type { Tx } from '../../../db/transactions.js';
import { lockNamed } from '../../../db/transactions.js';
import { recordEvent } from '../../events/events.queries.js';
import { type GatewayEvent, ONLINE_PAYMENT_UNAVAILABLE } from '../gateway.js';
import type { ApplyContext, ApplyResult } from '../webhooks/apply-context.js';
import {
  chargeRefundLock,
  findChargeByProviderPayment,
  findRefund,
  findRefundByProviderId,
  heldOfPayments,
  insertProviderRefund,
  insertRefundLine,
  paymentRowsOfCharge,
  setProviderRefundId,
} from './refunds.queries.js';
import { applyRefundSucceeded, failRefund, REFUND_REFUSED, stillFits } from './refunds.service.js';

type RefundEvent = Extract<GatewayEvent, { kind: 'refund.updated' }>;

export async function applyRefundEvent(tx: Tx, event: RefundEvent, ctx: ApplyContext): Promise<ApplyResult> {
  const ours =
    (event.refs.refundId ? await findRefund(tx, event.refs.refundId) : undefined) ??
    (await findRefundByProviderId(tx, event.refundId));
  if (ours) {
    await applyToOurs(tx, ours, event, ctx);
    return 'applied';
  }
  // Ours by metadata but not in our database (another installation's key, a deleted test row).
  if (event.refs.refundId || event.status !== 'succeeded') return 'applied';
  return applyDashboardRefund(tx, event, ctx);
}

async function applyToOurs(
  tx: Tx,
  ours: NonNullable<Awaited<ReturnType<typeof findRefund>>>,
  event: RefundEvent,
  ctx: ApplyContext,
): Promise<void> {
  if (event.status === 'pending') {
    await setProviderRefundId(tx, ours.id, event.refundId);
    return;
  }
  if (event.status === 'failed') {
    await setProviderRefundId(tx, ours.id, event.refundId);
    await failRefund(tx, ours.id, REFUND_REFUSED, ctx.now);
    return;
  }
  if (ours.status === 'requested') {
    await applyRefundSucceeded(tx, ours.id, event.refundId, ctx);
    return;
  }
  // We marked it failed because the provider did not answer in time, yet it did the refund: the
  // money is gone, so the ledger follows, if the payment still has that much not refunded since.
  if (ours.status === 'failed' && ours.failure === ONLINE_PAYMENT_UNAVAILABLE) {
    await lockNamed(tx, chargeRefundLock(ours.onlineChargeId));
    if (await stillFits(tx, ours.id)) {
      await applyRefundSucceeded(tx, ours.id, event.refundId, ctx, ['failed']);
    } else {
      await recordEvent(tx, {
        type: 'system.refund_unmatched',
        subject: ours.id,
        detail: { providerRefundId: event.refundId, amountCents: event.amountCents },
      });
    }
  }
}

async function applyDashboardRefund(tx: Tx, event: RefundEvent, ctx: ApplyContext): Promise<ApplyResult> {
  const charge = await findChargeByProviderPayment(tx, event.paymentId);
  if (!charge) return 'waiting';
  await lockNamed(tx, chargeRefundLock(charge.id));
  const refundId = await insertProviderRefund(tx, {
    onlineChargeId: charge.id,
    memberId: charge.memberId,
    amountCents: event.amountCents,
    reason: 'provider',
    note: null,
    createdBy: null,
    providerRefundId: event.refundId,
    now: ctx.now,
  });
  if (refundId === null) return 'applied';
  // Taken from what each payment row has left, newest bill first (the order the rows come in).
  // Whatever is beyond the rows was never on a bill (an overpaid part): only the charge's total moves.
  const rows = await paymentRowsOfCharge(tx, charge.id);
  const held = await heldOfPayments(
    tx,
    rows.map((r) => r.id),
  );
  let toTake = event.amountCents;
  for (const row of rows) {
    const part = Math.min(toTake, row.amountCents - (held.get(row.id) ?? 0));
    if (part <= 0) continue;
    await insertRefundLine(tx, { refundId, paymentId: row.id, billId: row.billId, amountCents: part });
    toTake -= part;
  }
  await applyRefundSucceeded(tx, refundId, event.refundId, ctx);
  return 'applied';
}
