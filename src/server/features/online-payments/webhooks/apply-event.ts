// What each provider event does to our tables, in the inbox's transaction (which also marks the
// event applied). Work that asks the provider (reading the card a setup saved) is prepared first,
// outside the transaction. A payment event whose references name nothing of ours (the gym's Stripe
// account also used for something else) is applied with nothing done.
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../../db/transactions.js';
import { failAttempt } from '../autopay/autopay-failure.js';
import type { GatewayEvent, PaymentGateway } from '../gateway.js';
import { recordOnlinePayment } from '../record-payment.js';
import type { ApplyContext, ApplyResult } from './apply-context.js';
import type { EventHandlers } from './event-handlers.js';

/** What the event needs from the provider, read before its transaction; undefined for most. */
export async function prepareEvent(
  event: GatewayEvent,
  gateway: PaymentGateway | null,
  handlers: EventHandlers,
): Promise<unknown> {
  if (event.kind === 'checkout.completed' && event.mode === 'setup' && gateway) {
    return handlers.prepareSetupCompleted(gateway, event);
  }
  return undefined;
}

export async function applyEvent(
  tx: Tx,
  event: GatewayEvent,
  prepared: unknown,
  ctx: ApplyContext,
  handlers: EventHandlers,
  log: FastifyBaseLogger,
): Promise<ApplyResult> {
  switch (event.kind) {
    case 'checkout.completed': {
      if (event.mode === 'setup') return handlers.applySetupCompleted(tx, prepared, ctx);
      // Paid later (a bank transfer's checkout): its payment.succeeded or the async success records it.
      if (!event.paid || !event.paymentId) return 'applied';
      const paid = { paymentId: event.paymentId, amountCents: event.amountCents, refs: event.refs };
      return recorded(await recordOnlinePayment(tx, paid, ctx), event, log);
    }
    case 'payment.succeeded': {
      const paid = { paymentId: event.paymentId, amountCents: event.amountCents, refs: event.refs };
      return recorded(await recordOnlinePayment(tx, paid, ctx), event, log);
    }
    case 'checkout.expired': {
      let expire = tx
        .updateTable('onlineCheckouts')
        .set({ status: 'expired' })
        .where('status', 'in', ['creating', 'open']);
      expire = event.refs.checkoutId
        ? expire.where('id', '=', event.refs.checkoutId)
        : expire.where('sessionId', '=', event.sessionId);
      await expire.execute();
      return 'applied';
    }
    case 'payment.failed': {
      // Only an automatic charge has someone to tell; a member at Checkout saw the failure there.
      const { billId, attempt } = event.refs;
      if (billId && attempt) {
        await failAttempt(tx, { billId, attempt, paymentId: event.paymentId, message: event.message }, ctx);
      }
      return 'applied';
    }
    case 'refund.updated':
      return handlers.applyRefundEvent(tx, event, ctx);
    case 'ignored':
      return 'applied';
  }
}

function recorded(
  outcome: Awaited<ReturnType<typeof recordOnlinePayment>>,
  event: GatewayEvent,
  log: FastifyBaseLogger,
): ApplyResult {
  if (!outcome.recorded && outcome.reason === 'not_ours') {
    log.info({ event: event.id, kind: event.kind }, 'payment event names nothing of ours; ignored');
  }
  return 'applied';
}
