import { paymentIdInput } from '../../../shared/billing.schemas.js';
import { pageInput } from '../../../shared/pagination.js';
import { router, TRPCError } from '../../trpc/init.js';
import { approvedProcedure, memberProcedure } from '../../trpc/procedures.js';
import { findReceipt, listPaymentsForMember } from './billing.queries.js';
import { receiptGymOf, receiptTaxOf } from './receipt.js';

export const paymentsRouter = router({
  /** The caller's own payments, newest first. */
  listMine: memberProcedure
    .input(pageInput)
    .query(({ ctx, input }) => listPaymentsForMember(ctx.deps.db, ctx.user.id, input)),

  /**
   * A printable receipt: members see their own, administrators any. Anyone else's is "not found".
   * With the gym's name, address, tax id and footer, and the tax part of the payment when it has a rate.
   */
  receipt: approvedProcedure.input(paymentIdInput).query(async ({ ctx, input }) => {
    const receipt = await findReceipt(ctx.deps.db, input.paymentId);
    if (!receipt || (ctx.user.role === 'member' && receipt.memberId !== ctx.user.id)) {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'Receipt not found.' });
    }
    const gym = await ctx.gym();
    return { ...receipt, gym: receiptGymOf(gym), tax: receiptTaxOf(gym, receipt.amountCents) };
  }),
});
