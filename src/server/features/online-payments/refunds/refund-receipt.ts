// A printable refund receipt (payments.refundReceipt), read as a payment receipt is: members their
// own, the desk any, anyone else's "not found". Only a refund that succeeded has one.
import type { Context } from '../../../trpc/context.js';
import { TRPCError } from '../../../trpc/init.js';
import { receiptGymOf, receiptTaxOf } from '../../billing/receipt.js';
import { findRefundReceipt, linesOfRefund } from './refunds.queries.js';

export async function refundReceipt(ctx: Context & { user: { id: string; role: string | null } }, refundId: string) {
  const refund = await findRefundReceipt(ctx.deps.db, refundId);
  if (
    refund?.status !== 'succeeded' ||
    refund.receiptNumber === null ||
    refund.refundedOn === null ||
    (ctx.user.role === 'member' && refund.memberId !== ctx.user.id)
  ) {
    throw new TRPCError({ code: 'NOT_FOUND', message: 'Refund receipt not found.' });
  }
  const lines = (await linesOfRefund(ctx.deps.db, refundId)).map(({ paymentId, billDescription, amountCents }) => ({
    paymentId,
    billDescription,
    amountCents,
  }));
  const gym = await ctx.gym();
  return {
    refundId: refund.refundId,
    receiptNumber: refund.receiptNumber,
    refundedOn: refund.refundedOn,
    memberId: refund.memberId,
    memberName: refund.memberName,
    memberEmail: refund.memberEmail,
    /** 'overpaid': money taken online beyond what was owed, on no bill. */
    reason: refund.reason,
    note: refund.note,
    /** The receipt of the online payment it gives back (part of). */
    paymentReceiptNumber: refund.paymentReceiptNumber,
    lines,
    totalCents: refund.amountCents,
    gym: receiptGymOf(gym),
    tax: receiptTaxOf(gym, refund.amountCents),
  };
}
