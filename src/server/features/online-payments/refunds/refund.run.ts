// Every minute: refunds still to send to the provider. Mostly the 'overpaid' ones the payment
// recorder writes (a charge that was more than was owed by the time it was recorded), and any admin
// refund whose own call stopped between its intent and the provider (a crash). Each is sent OUTSIDE
// any transaction with the refund's id as the idempotency key, so sending one twice (two processes,
// a retry) still refunds once; then the outcome is written as the admin's call writes it. With the
// provider down, they stay 'requested' and the next run tries again.
import type { Db } from '../../../db/schema.js';
import type { Clock } from '../../../lib/clock.js';
import type { ScheduledJob } from '../../../scheduler/scheduler.js';
import type { SettingsStore } from '../../settings/settings.store.js';
import { GatewayUnavailable, type PaymentGateway } from '../gateway.js';
import { refundsToSend } from './refunds.queries.js';
import { recordRefundOutcome } from './refunds.service.js';

/** An admin's refund this young is being sent by the admin's own call: left to it. */
export const REFUND_SEND_GRACE_MS = 60_000;
const BATCH = 50;

export interface RefundRunDeps {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway | null;
  settings: Pick<SettingsStore, 'current'>;
  config: { appUrl: URL };
}

export interface RefundRunReport {
  sent: number;
  /** The provider could not be reached: the rest wait for the next run. */
  providerDown: boolean;
}

export async function sendWaitingRefunds(deps: RefundRunDeps): Promise<RefundRunReport> {
  const report: RefundRunReport = { sent: 0, providerDown: false };
  const gateway = deps.gateway;
  if (!gateway) return report;
  const gym = await deps.settings.current();
  const due = await refundsToSend(deps.db, new Date(deps.clock.now().getTime() - REFUND_SEND_GRACE_MS), BATCH);
  for (const refund of due) {
    try {
      const outcome = await gateway.refund({
        refs: { refundId: refund.id, memberId: refund.memberId },
        paymentId: refund.providerPaymentId,
        amountCents: refund.amountCents,
        idempotencyKey: refund.id,
      });
      await recordRefundOutcome(deps.db, refund.id, outcome, {
        now: deps.clock.now(),
        gym,
        appUrl: deps.config.appUrl,
      });
      report.sent += 1;
    } catch (error) {
      if (!(error instanceof GatewayUnavailable)) throw error;
      report.providerDown = true;
      return report;
    }
  }
  return report;
}

export function refundJob(deps: RefundRunDeps): ScheduledJob {
  return {
    name: 'refunds',
    everyMs: 60_000,
    exclusive: true,
    async run() {
      await sendWaitingRefunds(deps);
    },
  };
}
