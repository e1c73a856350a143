import { AMOUNT_RULE } from '../../../shared/amount-fields.js';
import {
  createBillInput,
  displayStatus,
  type ListBillsInputParsed,
  listBillsInput,
  listMemberBillsInput,
  recordPaymentInput,
  voidBillInput,
} from '../../../shared/billing.schemas.js';
import { dateInZone } from '../../../shared/calendar.js';
import { createGymFormat } from '../../../shared/format.js';
import { withIdempotencyKey } from '../../../shared/idempotency.js';
import { remainingCents } from '../../../shared/money.js';
import { pageInput } from '../../../shared/pagination.js';
import type { GymSettings } from '../../../shared/settings.schemas.js';
import { oncePerKey } from '../../idempotency/idempotency.js';
import { readAmountIn } from '../../lib/read-amount.js';
import type { Context } from '../../trpc/context.js';
import { router, TRPCError } from '../../trpc/init.js';
import { keysetPage, pageCursor } from '../../trpc/keyset-page.js';
import { memberProcedure, staffProcedure } from '../../trpc/procedures.js';
import { recordEvent } from '../events/events.queries.js';
import { billsPageQuery, type PaymentRow, paymentsOfBills } from './billing.queries.js';
import { runBilling } from './billing.run.js';
import { type AdminAct, createManualBill, voidBill } from './bills.service.js';
import {
  listBillsForMember,
  type MemberBillPayment,
  type MemberBillRow,
  memberBalance,
} from './member-bills.queries.js';
import { type PaymentRefund, refundsOfPayments } from './payment-refunds.queries.js';
import { recordPayment } from './payments.service.js';

async function todayOf(ctx: Context): Promise<string> {
  return dateInZone(ctx.deps.clock.now(), (await ctx.gym()).timeZone);
}

function adminAct(ctx: Context & { user: { id: string } }, gym: GymSettings): AdminAct {
  return { adminId: ctx.user.id, ip: ctx.ip, now: ctx.deps.clock.now(), gym, appUrl: ctx.deps.config.appUrl };
}

/**
 * A bill as the screens show it: status as seen today, what remains, and its payments; an online
 * payment with its refunds and what is left to refund of it.
 */
function present(
  bill: MemberBillRow,
  today: string,
  payments: readonly MemberBillPayment[],
  refunds: ReadonlyMap<string, PaymentRefund[]>,
) {
  return {
    id: bill.id,
    description: bill.description,
    amountCents: bill.amountCents,
    paidCents: bill.paidCents,
    remainingCents: bill.status === 'open' ? remainingCents(bill) : 0,
    status: bill.status,
    displayStatus: displayStatus(bill, today),
    date: bill.date,
    issueDate: bill.issueDate,
    dueDate: bill.dueDate,
    voidReason: bill.voidReason,
    payments: payments.map(({ id, amountCents, method, paidOn, receiptNumber }) => {
      const own = refunds.get(id) ?? [];
      return {
        id,
        amountCents,
        method,
        paidOn,
        receiptNumber,
        refunds: own,
        refundableCents: method === 'card_online' ? amountCents - own.reduce((sum, r) => sum + r.amountCents, 0) : 0,
      };
    }),
  };
}

/** The refunds of the online payments among these. */
function refundsOf(db: Context['deps']['db'], payments: readonly { id: string; method: string }[]) {
  return refundsOfPayments(
    db,
    payments.filter((p) => p.method === 'card_online').map((p) => p.id),
  );
}

/** The payments of a page of bills, by bill. */
function byBill(payments: PaymentRow[]): Map<string, PaymentRow[]> {
  const grouped = new Map<string, PaymentRow[]>();
  for (const payment of payments) {
    const list = grouped.get(payment.billId);
    if (list) list.push(payment);
    else grouped.set(payment.billId, [payment]);
  }
  return grouped;
}

/** A page of bills with their payments, as the lists show them. */
async function billsPage(ctx: Context, input: ListBillsInputParsed) {
  const after = pageCursor(input.cursor);
  const today = await todayOf(ctx);
  const rows = await billsPageQuery(
    ctx.deps.db,
    { status: input.status, memberId: input.memberId, today },
    after,
    input.limit + 1,
  ).execute();
  const page = keysetPage(rows, input.limit, (last) => ({
    key: input.status === 'overdue' ? last.dueDate : last.date,
    id: last.id,
  }));
  const paymentRows = await paymentsOfBills(
    ctx.deps.db,
    page.items.map((b) => b.id),
  );
  const payments = byBill(paymentRows);
  const refunds = await refundsOf(ctx.deps.db, paymentRows);
  return {
    ...page,
    items: page.items.map((bill) => ({
      ...present(bill, today, payments.get(bill.id) ?? [], refunds),
      memberId: bill.memberId,
      memberName: bill.memberName,
    })),
  };
}

export const billsRouter = router({
  /** Each money write below runs once per idempotency key: a retry after a lost answer is answered, not redone. */
  create: staffProcedure.input(withIdempotencyKey(createBillInput)).mutation((call) =>
    oncePerKey(call, async (db, gym) => {
      const { ctx, input } = call;
      const amountCents = readAmountIn(createGymFormat(gym), input.amount, AMOUNT_RULE, 'amount');
      const bill = await createManualBill(
        db,
        { memberId: input.memberId, amountCents, description: input.description },
        adminAct(ctx, gym),
      );
      if (!bill) throw new TRPCError({ code: 'NOT_FOUND', message: 'Member not found.' });
      return {
        id: bill.id,
        memberId: bill.memberId,
        amountCents: bill.amountCents,
        date: bill.date,
        description: bill.description,
        dueDate: bill.dueDate,
      };
    }),
  ),

  /** Management's list of all bills, newest first, filtered by status and member, a page at a time. */
  list: staffProcedure.input(listBillsInput).query(({ ctx, input }) => billsPage(ctx, input)),

  /** One member's bills, for their member page: what the front desk sees (never the gym's revenue). */
  listForMember: staffProcedure.input(listMemberBillsInput).query(({ ctx, input }) => billsPage(ctx, input)),

  recordPayment: staffProcedure.input(withIdempotencyKey(recordPaymentInput)).mutation((call) =>
    oncePerKey(call, async (db, gym) => {
      const { ctx, input } = call;
      const format = createGymFormat(gym);
      const amountCents = readAmountIn(format, input.amount, AMOUNT_RULE, 'amount');
      const outcome = await recordPayment(db, { ...input, amountCents }, adminAct(ctx, gym));
      if (outcome.ok) return outcome;
      switch (outcome.reason) {
        case 'not_found':
          throw new TRPCError({ code: 'NOT_FOUND', message: 'Bill not found.' });
        case 'not_open':
          throw new TRPCError({ code: 'CONFLICT', message: 'This bill is no longer open.' });
        case 'future_date':
          throw new TRPCError({ code: 'BAD_REQUEST', message: 'The payment date cannot be in the future.' });
        case 'too_much':
          throw new TRPCError({
            code: 'BAD_REQUEST',
            message: `The payment is more than the ${format.money(outcome.remainingCents ?? 0)} that remains.`,
          });
      }
    }),
  ),

  void: staffProcedure.input(withIdempotencyKey(voidBillInput)).mutation((call) =>
    oncePerKey(call, async (db, gym) => {
      const outcome = await voidBill(db, call.input, adminAct(call.ctx, gym));
      if (outcome === 'voided') return { status: 'void' as const };
      if (outcome === 'not_found') throw new TRPCError({ code: 'NOT_FOUND', message: 'Bill not found.' });
      throw new TRPCError({
        code: 'CONFLICT',
        message: outcome === 'has_payments' ? 'A bill with payments cannot be voided.' : 'This bill is no longer open.',
      });
    }),
  ),

  /** "Run billing now": the same run the server does daily. Running it again issues nothing new (one
   * bill per member and period), so it needs no key. */
  runNow: staffProcedure.mutation(async ({ ctx }) => {
    const report = await runBilling(ctx.deps);
    await recordEvent(ctx.deps.db, {
      type: 'admin.billing_run',
      actorId: ctx.user.id,
      ip: ctx.ip,
      detail: { billsIssued: report.billsIssued, overdueNotices: report.overdueNotices },
    });
    return report;
  }),

  /** The caller's own bills: the member is the session's account, never an input. */
  listMine: memberProcedure.input(pageInput).query(async ({ ctx, input }) => {
    const today = await todayOf(ctx);
    const page = await listBillsForMember(ctx.deps.db, ctx.user.id, input);
    const refunds = await refundsOf(
      ctx.deps.db,
      page.items.flatMap((bill) => bill.payments),
    );
    return { ...page, items: page.items.map((bill) => present(bill, today, bill.payments, refunds)) };
  }),

  /** "Balance due": what the caller owes on open bills. */
  balanceMine: memberProcedure.query(async ({ ctx }) => ({
    balanceDueCents: await memberBalance(ctx.deps.db, ctx.user.id),
  })),
});
