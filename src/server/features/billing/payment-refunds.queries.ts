// The refunds the bill lists show under each online payment row (refunds themselves belong to
// features/online-payments/refunds; this is the bills' read of them, kept beside the bill queries).
import type { DbOrTx } from '../../db/schema.js';

/** A refund of (part of) a payment row, as the bill lists show it under that payment. */
export interface PaymentRefund {
  refundId: string;
  amountCents: number;
  /** 'requested': the card provider is still working on it. */
  status: 'requested' | 'succeeded';
  refundedOn: string | null;
  receiptNumber: string | null;
}

/**
 * The refunds under these payment rows that hold money (requested or succeeded; a failed one gave
 * nothing back), by payment, oldest first: refund_lines_payment_idx, then each refund by its key.
 * Only online payments can have any, so callers pass those alone.
 */
export async function refundsOfPayments(db: DbOrTx, paymentIds: string[]): Promise<Map<string, PaymentRefund[]>> {
  const byPayment = new Map<string, PaymentRefund[]>();
  if (paymentIds.length === 0) return byPayment;
  const rows = await db
    .selectFrom('refundLines')
    .innerJoin('refunds', 'refunds.id', 'refundLines.refundId')
    .select([
      'refundLines.paymentId',
      'refunds.id as refundId',
      'refundLines.amountCents',
      'refunds.status',
      'refunds.refundedOn',
      'refunds.receiptNumber',
    ])
    .where('refundLines.paymentId', 'in', paymentIds)
    .where('refunds.status', 'in', ['requested', 'succeeded'])
    .orderBy('refunds.requestedAt')
    .orderBy('refunds.id')
    .execute();
  for (const { paymentId, status, ...refund } of rows) {
    if (status === 'failed') continue;
    const list = byPayment.get(paymentId) ?? [];
    list.push({ ...refund, status });
    byPayment.set(paymentId, list);
  }
  return byPayment;
}
