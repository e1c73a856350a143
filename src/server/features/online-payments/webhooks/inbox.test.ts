// The inbox: stored by id; applied once even when two processes apply the same event, or the two
// events of one payment, at the same moment; an event that waits for another is rolled back, counted
// and applied after the event it waited for; the sweep applies what is left oldest first and stops
// retrying after SWEEP_DAYS.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, createTestDeps, type TestDatabase } from '../../../test/harness.js';
import { ManualClock } from '../../../test/manual-clock.js';
import { asAnotherProcess } from '../../../test/money.js';
import type { AppDeps } from '../../../trpc/context.js';
import { ledgerViolations } from '../ledger-invariants.js';
import type { EventHandlers } from './event-handlers.js';
import { applyStoredEvent, INBOX_JOB, type InboxDeps, SWEEP_DAYS, sweepInbox } from './inbox.js';
import { storeEvent } from './inbox.queries.js';
import { buildScenario } from './ledger-scenarios.testbed.js';
import { deliverToInbox, type StripePayload, signedDelivery, webhookGateway } from './webhook.testbed.js';

let t: TestDatabase;
let clock: ManualClock;
let deps: AppDeps;
beforeEach(async () => {
  t = await createTestDatabase();
  clock = new ManualClock('2026-03-10T12:00:00.000Z');
  deps = createTestDeps(t, { clock, gateway: webhookGateway() });
});
afterEach(async () => {
  expect(await ledgerViolations(t.db)).toEqual([]);
  await t.close();
});

/** Verified and stored, not applied (as if the process stopped right after storing it). */
async function storeOnly(payload: StripePayload) {
  const { body, headers } = signedDelivery(payload, clock.now());
  const event = webhookGateway().readWebhook(Buffer.from(body), headers['stripe-signature'], clock.now());
  await storeEvent(t.db, event, clock.now());
  return event.id;
}

const stored = () =>
  t.db
    .selectFrom('webhookEvents')
    .select(['id', 'appliedAt', 'attempts'])
    .orderBy('receivedAt')
    .orderBy('id')
    .execute();
const chargesOf = (memberId: string) =>
  t.db.selectFrom('onlineCharges').select('amountCents').where('memberId', '=', memberId).execute();

describe('the webhook inbox', () => {
  it('applies an event once when two processes apply it at the same moment', async () => {
    const s = await buildScenario(t.db, 'bill-checkout', 'twice');
    const id = await storeOnly(s.events[0] as StripePayload);
    const other = asAnotherProcess(t);
    try {
      const second = createTestDeps({ db: other.db, limitStore: t.limitStore }, { clock, gateway: webhookGateway() });
      expect(await Promise.all([applyStoredEvent(deps, id), applyStoredEvent(second, id)])).toEqual([
        'applied',
        'applied',
      ]);
    } finally {
      await other.close();
    }
    expect(await chargesOf(s.memberId)).toEqual([{ amountCents: 5000 }]);
  });

  it('records a payment once when its two events are applied by two processes at the same moment', async () => {
    const s = await buildScenario(t.db, 'whole-balance', 'both');
    const ids = [await storeOnly(s.events[0] as StripePayload), await storeOnly(s.events[1] as StripePayload)];
    const other = asAnotherProcess(t);
    try {
      const second = createTestDeps({ db: other.db, limitStore: t.limitStore }, { clock, gateway: webhookGateway() });
      await Promise.all([applyStoredEvent(deps, ids[0] as string), applyStoredEvent(second, ids[1] as string)]);
    } finally {
      await other.close();
    }
    expect(await chargesOf(s.memberId)).toEqual([{ amountCents: 5000 }]);
    expect((await stored()).every((e) => e.appliedAt !== null)).toBe(true);
  });

  it('rolls back an event that waits for another, and applies it after that one', async () => {
    // A stand-in for the refunds part: a refund applies once its payment's charge is recorded.
    let refundsApplied = 0;
    const handlers: EventHandlers = {
      prepareSetupCompleted: async () => null,
      applySetupCompleted: async () => 'applied',
      async applyRefundEvent(tx, event) {
        const charge = await tx
          .selectFrom('onlineCharges')
          .select('id')
          .where('providerPaymentId', '=', event.paymentId)
          .executeTakeFirst();
        if (!charge) return 'waiting';
        refundsApplied += 1;
        return 'applied';
      },
    };
    const withRefunds: InboxDeps & AppDeps = { ...deps, handlers };
    const s = await buildScenario(t.db, 'refund-first', 'waits');
    const [refund, completed] = s.events as [StripePayload, StripePayload];

    expect(await deliverToInbox(withRefunds, refund)).toBe('waiting');
    expect(await stored()).toEqual([{ id: refund.id, appliedAt: null, attempts: 1 }]);
    clock.advance(1000);
    expect(await deliverToInbox(withRefunds, completed)).toBe('applied');
    expect(refundsApplied).toBe(1);
    expect((await stored()).map((e) => [e.id, e.appliedAt !== null])).toEqual([
      [refund.id, true],
      [completed.id, true],
    ]);
  });

  it('sweeps unapplied events oldest first, and leaves those older than SWEEP_DAYS', async () => {
    const old = await buildScenario(t.db, 'bill-checkout', 'old');
    await storeOnly(old.events[0] as StripePayload);
    clock.advance(SWEEP_DAYS * 24 * 60 * 60_000 + 60_000);
    const s = await buildScenario(t.db, 'overpaid', 'sweep');
    // Stored in this order; the first stored pays the bill, the second is refunded as overpaid.
    await storeOnly(s.events[2] as StripePayload);
    clock.advance(1000);
    await storeOnly(s.events[0] as StripePayload);
    // Signed now, so a delivery would pass; the sweep only looks at what is stored.
    expect(await sweepInbox(deps)).toEqual({ applied: 2, waiting: 0, failed: 0 });
    const charges = await t.db
      .selectFrom('onlineCharges')
      .select(['providerPaymentId', 'appliedCents'])
      .where('memberId', '=', s.memberId)
      .orderBy('providerPaymentId')
      .execute();
    expect(charges).toEqual([
      { providerPaymentId: 'pi_sweep_a', appliedCents: 0 },
      { providerPaymentId: 'pi_sweep_b', appliedCents: 5000 },
    ]);
    expect(await chargesOf(old.memberId)).toEqual([]);
  });

  it('is idle with online payments off', async () => {
    const s = await buildScenario(t.db, 'bill-checkout', 'off');
    await storeOnly(s.events[0] as StripePayload);
    const off = createTestDeps(t, { clock });
    await off.background.runNow(INBOX_JOB);
    expect((await stored()).map((e) => e.appliedAt)).toEqual([null]);
    await deps.background.runNow(INBOX_JOB);
    expect((await stored()).map((e) => e.appliedAt)).toEqual([clock.now().toISOString()]);
  });
});
