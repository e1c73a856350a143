import { AMOUNT_RULE } from '../../../shared/amount-fields.js';
import { displayStatus, paymentIdInput } from '../../../shared/billing.schemas.js';
import { dateInZone } from '../../../shared/calendar.js';
import { BALANCE_BILLS_SHOWN, balanceOfInput, collectBalanceInput } from '../../../shared/collect.schemas.js';
import { createGymFormat } from '../../../shared/format.js';
import { withIdempotencyKey } from '../../../shared/idempotency.js';
import { remainingCents } from '../../../shared/money.js';
import { pageInput } from '../../../shared/pagination.js';
import { refundIdInput, refundPaymentInput } from '../../../shared/refunds.schemas.js';
import { oncePerKey } from '../../idempotency/idempotency.js';
import { readAmountIn } from '../../lib/read-amount.js';
import { router, TRPCError } from '../../trpc/init.js';
import { approvedProcedure, memberProcedure, staffProcedure } from '../../trpc/procedures.js';
import { isMember } from '../members/members.service.js';
import { refundPayment } from '../online-payments/refunds/refund-payment.js';
import { refundReceipt } from '../online-payments/refunds/refund-receipt.js';
import { findReceipt, listPaymentsForMember } from './billing.queries.js';
import { countOpenBills, openBillsOfMember, paymentsOnReceipt } from './collect.queries.js';
import { collectBalance } from './collect.service.js';
import { memberBalance } from './member-bills.queries.js';
import { receiptGymOf, receiptTaxOf } from './receipt.js';

const memberNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Member not found.' });

export const paymentsRouter = router({
  /** The caller's own payments, newest first. */
  listMine: memberProcedure
    .input(pageInput)
    .query(({ ctx, input }) => listPaymentsForMember(ctx.deps.db, ctx.user.id, input)),

  /**
   * A printable receipt: members see their own, the desk any. Anyone else's is "not found".
   * With the gym's name, address, tax id and footer, every bill the receipt's number paid (a
   * collection pays several on one receipt) with the total, and the tax part of that total.
   */
  receipt: approvedProcedure.input(paymentIdInput).query(async ({ ctx, input }) => {
    const receipt = await findReceipt(ctx.deps.db, input.paymentId);
    if (!receipt || (ctx.user.role === 'member' && receipt.memberId !== ctx.user.id)) {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'Receipt not found.' });
    }
    const lines = (await paymentsOnReceipt(ctx.deps.db, receipt.receiptNumber, receipt.memberId)).map(
      ({ id, billDescription, amountCents }) => ({ paymentId: id, billDescription, amountCents }),
    );
    const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
    const gym = await ctx.gym();
    return { ...receipt, lines, totalCents, gym: receiptGymOf(gym), tax: receiptTaxOf(gym, totalCents) };
  }),

  /** What a member owes on open bills, and those bills oldest first (the order a collection pays them). */
  balanceOf: staffProcedure.input(balanceOfInput).query(async ({ ctx, input }) => {
    const { db } = ctx.deps;
    if (!(await isMember(db, input.memberId))) throw memberNotFound();
    const today = dateInZone(ctx.deps.clock.now(), (await ctx.gym()).timeZone);
    const [balanceCents, bills, total] = await Promise.all([
      memberBalance(db, input.memberId),
      openBillsOfMember(db, input.memberId, BALANCE_BILLS_SHOWN),
      countOpenBills(db, input.memberId),
    ]);
    return {
      memberId: input.memberId,
      balanceCents,
      bills: bills.map((bill) => ({
        id: bill.id,
        description: bill.description,
        amountCents: bill.amountCents,
        remainingCents: remainingCents(bill),
        issueDate: bill.issueDate,
        dueDate: bill.dueDate,
        displayStatus: displayStatus({ status: 'open', dueDate: bill.dueDate }, today),
      })),
      total,
    };
  }),

  /**
   * "Collect <amount>": the member's whole balance as one payment on one receipt, oldest bills first.
   * The amount is the balance the desk was shown; once per idempotency key, like every money write.
   */
  collectBalance: staffProcedure.input(withIdempotencyKey(collectBalanceInput)).mutation((call) =>
    oncePerKey(call, async (db, gym) => {
      const { ctx, input } = call;
      const format = createGymFormat(gym);
      const amountCents = readAmountIn(format, input.amount, AMOUNT_RULE, 'amount');
      const outcome = await collectBalance(
        db,
        { memberId: input.memberId, amountCents, method: input.method, note: input.note },
        { adminId: ctx.user.id, ip: ctx.ip, now: ctx.deps.clock.now(), gym, appUrl: ctx.deps.config.appUrl },
      );
      if (outcome.ok) return outcome;
      if (outcome.reason === 'not_found') throw memberNotFound();
      throw new TRPCError({
        code: 'CONFLICT',
        message:
          outcome.balanceCents === 0
            ? `Nothing was collected: the balance is now ${format.money(0)}, not ${format.money(amountCents)}.`
            : `Nothing was collected: the balance is now ${format.money(outcome.balanceCents)}, not ${format.money(amountCents)}. Collect the new balance instead.`,
      });
    }),
  ),

  /**
   * "Refund" (all or part) of a payment made online: back to the card through the provider, the
   * bill reopens by that amount with a refund receipt. Once per idempotency key.
   */
  refund: staffProcedure.input(withIdempotencyKey(refundPaymentInput)).mutation((call) => refundPayment(call)),

  /** A printable refund receipt: members see their own, the desk any. */
  refundReceipt: approvedProcedure.input(refundIdInput).query(({ ctx, input }) => refundReceipt(ctx, input.refundId)),
});
