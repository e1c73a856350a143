// A member paying online: "Pay now" for the whole balance or one open bill (the provider's hosted
// page), and the return page's question whether the payment has been recorded yet.
import { AMOUNT_RULE } from '../../../../shared/amount-fields.js';
import { createGymFormat } from '../../../../shared/format.js';
import {
  type CheckoutOutcome,
  checkoutStatusInput,
  payBalanceInput,
  payBillInput,
} from '../../../../shared/online-checkout.schemas.js';
import type { GymSettings } from '../../../../shared/settings.schemas.js';
import { readAmountIn } from '../../../lib/read-amount.js';
import type { AppDeps } from '../../../trpc/context.js';
import { TRPCError } from '../../../trpc/init.js';
import { memberProcedure } from '../../../trpc/procedures.js';
import { askingProvider, gatewayOrRefuse } from '../member-refusals.js';
import { openHostedPage, type PayTarget, whatToPay } from './checkout.service.js';
import { chargeOfCheckout, findCheckoutOfMember } from './checkouts.queries.js';

async function pay(deps: AppDeps, memberId: string, gym: GymSettings, target: PayTarget): Promise<{ url: string }> {
  const gateway = gatewayOrRefuse(deps.gateway);
  const due = await whatToPay(deps.db, memberId, target, gym);
  if (!due.ok) throw refusalOf(due, gym, target);
  const { url } = await askingProvider(() =>
    openHostedPage(deps.db, gateway, {
      memberId,
      gym,
      appUrl: deps.config.appUrl,
      now: deps.clock.now(),
      page: { mode: 'payment', amountCents: due.amountCents, billId: due.billId, description: due.description },
    }),
  );
  return { url };
}

function refusalOf(
  due: Exclude<Awaited<ReturnType<typeof whatToPay>>, { ok: true }>,
  gym: GymSettings,
  target: PayTarget,
) {
  const format = createGymFormat(gym);
  switch (due.reason) {
    case 'bill_not_found':
      return new TRPCError({ code: 'NOT_FOUND', message: 'Bill not found.' });
    case 'bill_paid':
      return new TRPCError({ code: 'BAD_REQUEST', message: 'This bill is already paid: there is nothing to pay.' });
    case 'bill_void':
      return new TRPCError({ code: 'BAD_REQUEST', message: 'This bill was voided: there is nothing to pay.' });
    case 'nothing_due':
      return new TRPCError({ code: 'BAD_REQUEST', message: 'You have nothing to pay: your balance is settled.' });
    case 'balance_changed': {
      const shown = target.kind === 'balance' ? format.money(target.shownCents) : '';
      return new TRPCError({
        code: 'CONFLICT',
        message: `Your balance is now ${format.money(due.balanceCents)}, not ${shown}. Nothing was charged; press Pay now again to pay the new balance.`,
      });
    }
  }
}

export const checkoutProcedures = {
  /** "Pay now" beside "Balance due": the balance the member was shown, refused if it has changed since. */
  payBalance: memberProcedure.input(payBalanceInput).mutation(async ({ ctx, input }) => {
    const gym = await ctx.gym();
    const shownCents = readAmountIn(createGymFormat(gym), input.amount, AMOUNT_RULE, 'amount');
    return pay(ctx.deps, ctx.user.id, gym, { kind: 'balance', shownCents });
  }),

  /** "Pay now" on one of the member's own open bills: what remains of it. */
  payBill: memberProcedure
    .input(payBillInput)
    .mutation(async ({ ctx, input }) =>
      pay(ctx.deps, ctx.user.id, await ctx.gym(), { kind: 'bill', billId: input.billId }),
    ),

  /**
   * The return page's question: 'waiting' until the provider's webhook has been recorded (never from
   * the browser coming back), then how it ended. The member's own checkouts only.
   */
  checkoutStatus: memberProcedure.input(checkoutStatusInput).query(async ({ ctx, input }) => {
    const { db } = ctx.deps;
    const checkout = await findCheckoutOfMember(db, input.checkoutId, ctx.user.id);
    if (!checkout) throw new TRPCError({ code: 'NOT_FOUND', message: 'Payment not found.' });
    const answer = (status: CheckoutOutcome, more: { receiptNumber?: string; paymentId?: string } = {}) => ({
      status,
      mode: checkout.mode,
      amountCents: checkout.amountCents,
      ...more,
    });
    if (checkout.mode === 'payment') {
      const charge = await chargeOfCheckout(db, checkout.id);
      if (charge) {
        return {
          ...answer('recorded', {
            ...(charge.receiptNumber ? { receiptNumber: charge.receiptNumber } : {}),
            ...(charge.paymentId ? { paymentId: charge.paymentId } : {}),
          }),
          amountCents: charge.amountCents,
        };
      }
    } else if (checkout.status === 'completed') {
      return answer('card_saved');
    }
    if (checkout.status === 'expired') return answer('expired');
    if (checkout.status === 'failed') return answer('failed');
    return answer('waiting');
  }),
};
