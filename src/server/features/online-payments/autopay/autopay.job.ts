// The autopay job (every minute): charges due autopay attempts to the saved card. Each attempt is
// claimed in a short transaction (pending → charging, one conditional update, so two processes never
// both charge it), the provider is called OUTSIDE any transaction with an idempotency key of the
// attempt (a retry after a process died mid-call is the same charge, not a second one), and the
// outcome is written in another short transaction. The payment itself is recorded from its webhook.
import type { FastifyBaseLogger } from 'fastify';
import type { GymSettings } from '../../../../shared/settings.schemas.js';
import type { Db } from '../../../db/schema.js';
import { inTransaction } from '../../../db/transactions.js';
import type { Clock } from '../../../lib/clock.js';
import type { ScheduledJob } from '../../../scheduler/scheduler.js';
import { findBill } from '../../billing/billing.queries.js';
import { GatewayUnavailable, type PaymentGateway } from '../gateway.js';
import type { ApplyContext } from '../webhooks/apply-context.js';
import {
  claimAttempt,
  claimableAttempts,
  savedCardOf,
  UNAVAILABLE_RETRY_MS,
  updateCharging,
} from './autopay.queries.js';
import { failAttempt } from './autopay-failure.js';

export interface AutopayDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  settings: { current(): Promise<GymSettings> };
  gateway: PaymentGateway | null;
  config: { appUrl: URL };
}

export interface AutopayReport {
  charged: number;
  declined: number;
  unavailable: number;
  cancelled: number;
}

const BATCH = 20;
/** At most this many attempts a run: the next run (a minute later) goes on. */
const MAX_PER_RUN = 500;

export const AUTOPAY_JOB = 'autopay';

export function autopayJob(deps: AutopayDeps): ScheduledJob {
  return {
    name: AUTOPAY_JOB,
    everyMs: 60_000,
    exclusive: true,
    async run() {
      const report = await chargeDueAttempts(deps);
      if (report.charged + report.declined + report.unavailable + report.cancelled > 0) {
        deps.log.info({ job: AUTOPAY_JOB, ...report }, 'autopay attempts charged');
      }
    },
  };
}

export function idempotencyKeyOf(key: { billId: string; attempt: number }): string {
  return `autopay-${key.billId}-${key.attempt}`;
}

export async function chargeDueAttempts(deps: AutopayDeps): Promise<AutopayReport> {
  const report: AutopayReport = { charged: 0, declined: 0, unavailable: 0, cancelled: 0 };
  const gateway = deps.gateway;
  if (!gateway) return report;
  const gym = await deps.settings.current();
  let looked = 0;
  while (looked < MAX_PER_RUN) {
    const due = await claimableAttempts(deps.db, deps.clock.now(), BATCH);
    for (const key of due) {
      const outcome = await chargeOne(deps, gateway, gym, key);
      if (outcome) report[outcome] += 1;
    }
    looked += due.length;
    if (due.length < BATCH) break;
  }
  return report;
}

type Charge = {
  memberId: string;
  amountCents: number;
  description: string;
  customerId: string;
  paymentMethodId: string;
};

async function chargeOne(
  deps: AutopayDeps,
  gateway: PaymentGateway,
  gym: GymSettings,
  key: { billId: string; attempt: number },
): Promise<keyof AutopayReport | null> {
  const now = deps.clock.now();
  const claimed = await inTransaction(deps.db, async (tx): Promise<Charge | 'cancelled' | null> => {
    if (!(await claimAttempt(tx, key, now))) return null; // another process has it
    const bill = await findBill(tx, key.billId);
    const card = bill && (await savedCardOf(tx, bill.memberId));
    // Paid at the desk, voided, or the card removed since the attempt was written.
    const reason =
      bill?.status !== 'open' ? 'The bill is no longer open.' : !card?.cardPaymentMethodId ? 'No saved card.' : null;
    if (reason || !bill || !card?.cardPaymentMethodId) {
      await updateCharging(tx, key, { status: 'cancelled', failure: reason ?? 'Nothing to charge.' }, now);
      return 'cancelled';
    }
    return {
      memberId: bill.memberId,
      amountCents: bill.amountCents - bill.paidCents,
      description: bill.description,
      customerId: card.customerId,
      paymentMethodId: card.cardPaymentMethodId,
    };
  });
  if (claimed === null || claimed === 'cancelled') return claimed;

  let outcome: Awaited<ReturnType<PaymentGateway['chargeSavedCard']>>;
  try {
    outcome = await gateway.chargeSavedCard({
      refs: { memberId: claimed.memberId, billId: key.billId, attempt: key.attempt },
      customerId: claimed.customerId,
      paymentMethodId: claimed.paymentMethodId,
      amountCents: claimed.amountCents,
      currency: gym.currency,
      description: claimed.description,
      idempotencyKey: idempotencyKeyOf(key),
    });
  } catch (error) {
    // Not a decline: nobody is told, and the same attempt (same key) is tried again shortly.
    if (!(error instanceof GatewayUnavailable)) deps.log.error({ err: error, ...key }, 'autopay charge failed');
    else deps.log.warn({ err: error, ...key }, 'payment provider unavailable; autopay attempt tried again later');
    const later = new Date(deps.clock.now().getTime() + UNAVAILABLE_RETRY_MS).toISOString();
    await updateCharging(deps.db, key, { status: 'pending', dueAt: later }, deps.clock.now());
    return 'unavailable';
  }

  if (outcome.status === 'declined') {
    const ctx: ApplyContext = { now: deps.clock.now(), gym, appUrl: deps.config.appUrl };
    const failed = { ...key, paymentId: outcome.paymentId, message: outcome.message };
    await inTransaction(deps.db, (tx) => failAttempt(tx, failed, ctx));
    return 'declined';
  }
  // Succeeded or processing: recorded when its webhook arrives (which marks the attempt succeeded,
  // or failed); false here means that webhook was quicker.
  await updateCharging(deps.db, key, { providerPaymentId: outcome.paymentId }, deps.clock.now());
  return 'charged';
}
