// The handlers of events that other parts of online payments own: saving a card (cards/) and refunds
// (refunds/). The dispatcher takes them as an object, so the inbox's own tests can put in handlers
// that fail or wait on purpose.
import type { Tx } from '../../../db/transactions.js';
import { applySetupCompleted, prepareSetupCompleted } from '../cards/card-events.js';
import type { GatewayEvent, PaymentGateway } from '../gateway.js';
import { applyRefundEvent } from '../refunds/refund-events.js';
import type { ApplyContext, ApplyResult } from './apply-context.js';

export type SetupCompletedEvent = Extract<GatewayEvent, { kind: 'checkout.completed'; mode: 'setup' }>;
export type RefundEvent = Extract<GatewayEvent, { kind: 'refund.updated' }>;

export interface EventHandlers {
  /** Outside any transaction (it asks the provider which card was saved). */
  prepareSetupCompleted(gateway: PaymentGateway, event: SetupCompletedEvent): Promise<unknown>;
  applySetupCompleted(tx: Tx, prepared: unknown, ctx: ApplyContext): Promise<ApplyResult>;
  applyRefundEvent(tx: Tx, event: RefundEvent, ctx: ApplyContext): Promise<ApplyResult>;
}

export const EVENT_HANDLERS: EventHandlers = { prepareSetupCompleted, applySetupCompleted, applyRefundEvent };
