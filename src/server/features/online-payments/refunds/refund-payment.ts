// "Refund" on an online payment row (payments.refund): the intent is written once per idempotency
// key (a repeated key finds the same refund, never makes a second), then the provider is asked
// OUTSIDE any transaction, with the refund's id as its idempotency key, then the outcome is written.
import { AMOUNT_RULE } from '../../../../shared/amount-fields.js';
import { createGymFormat } from '../../../../shared/format.js';
import { NOT_REFUNDABLE, type RefundPaymentInput } from '../../../../shared/refunds.schemas.js';
import { inTransaction } from '../../../db/transactions.js';
import { oncePerKey } from '../../../idempotency/idempotency.js';
import { readAmountIn } from '../../../lib/read-amount.js';
import type { Context } from '../../../trpc/context.js';
import { TRPCError } from '../../../trpc/init.js';
import { GatewayUnavailable, ONLINE_PAYMENT_UNAVAILABLE, type PaymentGateway } from '../gateway.js';
import type { ApplyContext } from '../webhooks/apply-context.js';
import { findRefund, providerPaymentOfRefund } from './refunds.queries.js';
import { failRefund, recordRefundOutcome, requestRefund, reviveUnsentRefund } from './refunds.service.js';

interface RefundCall {
  ctx: Context & { user: { id: string } };
  input: RefundPaymentInput & { idempotencyKey?: string };
  path: string;
}

export interface RefundAnswer {
  refundId: string;
  amountCents: number;
  /** 'requested': the provider is still working on it; its webhook finishes it. */
  status: 'succeeded' | 'requested';
  receiptNumber: string | null;
  refundedOn: string | null;
}

export async function refundPayment(call: RefundCall): Promise<RefundAnswer> {
  const { ctx } = call;
  const gateway = ctx.deps.gateway;
  if (!gateway) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: ONLINE_PAYMENT_UNAVAILABLE });
  const { refundId } = await oncePerKey(call, async (db, gym) => {
    const format = createGymFormat(gym);
    const amountCents = readAmountIn(format, call.input.amount, AMOUNT_RULE, 'amount');
    const outcome = await requestRefund(
      db,
      { paymentId: call.input.paymentId, amountCents, note: call.input.note || null },
      { adminId: ctx.user.id, ip: ctx.ip, now: ctx.deps.clock.now() },
    );
    if (outcome.ok) return { refundId: outcome.refundId };
    if (outcome.reason === 'not_found') throw new TRPCError({ code: 'NOT_FOUND', message: 'Payment not found.' });
    if (outcome.reason === 'not_online') throw new TRPCError({ code: 'BAD_REQUEST', message: NOT_REFUNDABLE });
    const message =
      outcome.leftCents <= 0
        ? 'This payment has already been refunded in full.'
        : `At most ${format.money(outcome.leftCents)} of this payment can be refunded.`;
    throw new TRPCError({ code: 'BAD_REQUEST', message, cause: { issues: [{ path: ['amount'], message }] } });
  });
  const applyCtx: ApplyContext = { now: ctx.deps.clock.now(), gym: await ctx.gym(), appUrl: ctx.deps.config.appUrl };
  return sendRequestedRefund(ctx.deps.db, gateway, refundId, applyCtx);
}

/** Asks the provider for a refund still to be sent, and answers what became of it. */
async function sendRequestedRefund(
  db: Context['deps']['db'],
  gateway: PaymentGateway,
  refundId: string,
  ctx: ApplyContext,
): Promise<RefundAnswer> {
  let refund = await findRefund(db, refundId);
  if (!refund) throw new Error(`Refund ${refundId} vanished after it was requested`);
  // A repeated key after the provider could not be reached: the same refund, sent again.
  if (await reviveUnsentRefund(db, refundId, ONLINE_PAYMENT_UNAVAILABLE)) refund = { ...refund, status: 'requested' };
  // A repeated key whose refund was sent already: its answer, without asking the provider again.
  if (refund.status === 'requested' && refund.providerRefundId === null) {
    const providerPaymentId = await providerPaymentOfRefund(db, refundId);
    if (!providerPaymentId) throw new Error(`Refund ${refundId} is not of an online payment`);
    try {
      const outcome = await gateway.refund({
        refs: { refundId, memberId: refund.memberId },
        paymentId: providerPaymentId,
        amountCents: refund.amountCents,
        idempotencyKey: refundId,
      });
      await recordRefundOutcome(db, refundId, outcome, ctx);
    } catch (error) {
      if (!(error instanceof GatewayUnavailable)) throw error;
      // Nothing moved at the provider as far as we know: the refund failed, the bill is untouched,
      // and the admin may ask again (a failed refund holds no money back).
      await inTransaction(db, (tx) => failRefund(tx, refundId, ONLINE_PAYMENT_UNAVAILABLE, ctx.now));
    }
  }
  return answerOf(db, refundId);
}

async function answerOf(db: Context['deps']['db'], refundId: string): Promise<RefundAnswer> {
  const refund = await findRefund(db, refundId);
  if (!refund) throw new Error(`Refund ${refundId} vanished`);
  if (refund.status === 'failed') {
    const unavailable = refund.failure === ONLINE_PAYMENT_UNAVAILABLE;
    throw new TRPCError({
      code: unavailable ? 'BAD_GATEWAY' : 'CONFLICT',
      message: unavailable
        ? ONLINE_PAYMENT_UNAVAILABLE
        : `${refund.failure ?? 'The refund failed.'} Nothing was refunded.`,
    });
  }
  return {
    refundId,
    amountCents: refund.amountCents,
    status: refund.status,
    receiptNumber: refund.receiptNumber,
    refundedOn: refund.refundedOn,
  };
}
