// Event sequences of online payments, each over rows of its own (a member, bills, checkouts, a saved
// card, autopay attempts), for tests that deliver them in any order and compare where the ledger
// ends: a bill paid through Checkout; the whole balance; an autopay charge; an autopay charge that
// failed later; a partial and a full refund; a refund made in Stripe's dashboard; one bill paid twice
// in two tabs (overpaid); a refund whose event comes before its payment's.
import type { Db } from '../../../db/schema.js';
import { newId } from '../../../lib/ids.js';
import { billFixture, insertTestBills } from '../../../test/fixtures.js';
import { createAccount } from '../../../test/harness.js';
import { autopayMetadata, insertOpenCheckout, type StripePayload, stripeEvents } from './webhook.testbed.js';

export const SCENARIOS = [
  'bill-checkout',
  'whole-balance',
  'autopay',
  'autopay-failed',
  'refunds',
  'dashboard-refund',
  'overpaid',
  'refund-first',
] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

export interface Scenario {
  memberId: string;
  billIds: string[];
  checkoutIds: string[];
  /** In the order Stripe would usually send them. */
  events: StripePayload[];
  /** Delivered (in order) before `events`: what must be recorded before the sequence starts. */
  before: StripePayload[];
  /** Rows that need `before` applied first (an admin's refund requests of a recorded charge). */
  afterBefore?: (db: Db) => Promise<void>;
}

async function checkout(db: Db, memberId: string, billId: string | null, amountCents: number, tag: string) {
  const id = newId();
  return insertOpenCheckout(db, { id, memberId, billId, amountCents, sessionId: `cs_${tag}_${id}`, now: new Date() });
}

/** checkout.session.completed and payment_intent.succeeded of one paid checkout. */
function paidCheckout(
  tag: string,
  n: string,
  c: { sessionId: string; metadata: Record<string, string> },
  amount: number,
): StripePayload[] {
  const paymentId = `pi_${tag}_${n}`;
  return [
    stripeEvents.checkoutCompleted(`evt_${tag}_${n}_cs`, {
      sessionId: c.sessionId,
      paymentId,
      amount,
      metadata: c.metadata,
    }),
    stripeEvents.paymentSucceeded(`evt_${tag}_${n}_pi`, { paymentId, amount, metadata: c.metadata }),
  ];
}

async function savedCard(db: Db, memberId: string, tag: string) {
  await db
    .insertInto('paymentCustomers')
    .values({
      memberId,
      customerId: `cus_${tag}`,
      cardPaymentMethodId: `pm_${tag}`,
      cardBrand: 'visa',
      cardLast4: '4242',
      cardExpMonth: 12,
      cardExpYear: 2030,
      cardSavedAt: new Date().toISOString(),
      createdAt: new Date().toISOString(),
    })
    .execute();
}

async function chargingAttempt(db: Db, billId: string, memberId: string, paymentId: string | null) {
  await db
    .insertInto('autopayAttempts')
    .values({
      billId,
      attempt: 1,
      memberId,
      dueAt: new Date().toISOString(),
      status: 'charging',
      providerPaymentId: paymentId,
      failure: null,
      updatedAt: new Date().toISOString(),
    })
    .execute();
}

/** `tag` makes every id of the run its own (runs share a database). */
export async function buildScenario(db: Db, name: ScenarioName, tag: string): Promise<Scenario> {
  const member = await createAccount(db, 'member');
  const bills = (amounts: number[]) =>
    insertTestBills(
      db,
      amounts.map((amountCents, i) =>
        billFixture(member.id, { amountCents, description: `Bill ${i + 1}`, date: `2026-0${i + 1}-01T09:00:00.000Z` }),
      ),
    );
  const base = { memberId: member.id, before: [] as StripePayload[] };
  switch (name) {
    case 'bill-checkout': {
      const billIds = await bills([5000, 1000]);
      const paid = await checkout(db, member.id, billIds[0] as string, 5000, tag);
      const abandoned = await checkout(db, member.id, billIds[0] as string, 5000, `${tag}x`);
      const events = [
        ...paidCheckout(tag, 'a', paid, 5000),
        stripeEvents.checkoutExpired(`evt_${tag}_exp`, abandoned),
        // A late "expired" of the checkout that was paid changes nothing.
        stripeEvents.checkoutExpired(`evt_${tag}_exp2`, paid),
      ];
      return { ...base, billIds, checkoutIds: [paid.id, abandoned.id], events };
    }
    case 'whole-balance': {
      const billIds = await bills([3000, 2000]);
      const c = await checkout(db, member.id, null, 5000, tag);
      const events = [...paidCheckout(tag, 'a', c, 5000), stripeEvents.ignored(`evt_${tag}_other`)];
      return { ...base, billIds, checkoutIds: [c.id], events };
    }
    case 'autopay':
    case 'autopay-failed': {
      const billIds = await bills([4900]);
      await savedCard(db, member.id, tag);
      const billId = billIds[0] as string;
      await chargingAttempt(db, billId, member.id, `pi_${tag}_auto`);
      const charge = { paymentId: `pi_${tag}_auto`, amount: 4900, metadata: autopayMetadata(billId, 1, member.id) };
      const outcome =
        name === 'autopay'
          ? stripeEvents.paymentSucceeded(`evt_${tag}_auto`, charge)
          : stripeEvents.paymentFailed(`evt_${tag}_fail`, charge);
      return { ...base, billIds, checkoutIds: [], events: [outcome] };
    }
    case 'refunds': {
      const billIds = await bills([5000]);
      const c = await checkout(db, member.id, billIds[0] as string, 5000, tag);
      const partial = newId();
      const full = newId();
      const paymentId = `pi_${tag}_a`;
      const refund = (id: string, n: string, refundId: string, amount: number, status: 'pending' | 'succeeded') =>
        stripeEvents.refundUpdated(`evt_${tag}_${n}`, {
          refundId: `re_${tag}_${refundId}`,
          paymentId,
          amount,
          status,
          metadata: { palaestra_refund: id },
        });
      return {
        ...base,
        billIds,
        checkoutIds: [c.id],
        before: paidCheckout(tag, 'a', c, 5000),
        // An admin's two refunds, asked for once the payment was recorded, as the Refund button writes
        // them (requestRefund: the refund and its line).
        afterBefore: async (d) => {
          const charge = await d
            .selectFrom('onlineCharges')
            .select('id')
            .where('providerPaymentId', '=', paymentId)
            .executeTakeFirstOrThrow();
          const payment = await d
            .selectFrom('payments')
            .select(['id', 'billId'])
            .where('onlineChargeId', '=', charge.id)
            .executeTakeFirstOrThrow();
          for (const [id, amountCents] of [
            [partial, 1000],
            [full, 4000],
          ] as const) {
            await d
              .insertInto('refunds')
              .values({
                id,
                onlineChargeId: charge.id,
                memberId: member.id,
                amountCents,
                status: 'requested',
                reason: 'admin',
                providerRefundId: null,
                note: null,
                receiptNumber: null,
                refundedOn: null,
                failure: null,
                requestedAt: new Date().toISOString(),
                finishedAt: null,
                createdBy: null,
              })
              .execute();
            // Its line, written with the request (the bill gives it back only once it succeeded).
            await d
              .insertInto('refundLines')
              .values({ refundId: id, paymentId: payment.id, billId: payment.billId, amountCents })
              .execute();
          }
        },
        events: [
          refund(partial, 'r1p', 'one', 1000, 'pending'),
          refund(partial, 'r1s', 'one', 1000, 'succeeded'),
          refund(full, 'r2s', 'two', 4000, 'succeeded'),
        ],
      };
    }
    case 'dashboard-refund':
    case 'refund-first': {
      const billIds = await bills([5000]);
      const c = await checkout(db, member.id, billIds[0] as string, 5000, tag);
      const paid = paidCheckout(tag, 'a', c, 5000);
      const refund = stripeEvents.refundUpdated(`evt_${tag}_dash`, {
        refundId: `re_${tag}_dash`,
        paymentId: `pi_${tag}_a`,
        amount: 2000,
        status: 'succeeded',
      });
      const events = name === 'refund-first' ? [refund, ...paid] : [...paid, refund];
      return { ...base, billIds, checkoutIds: [c.id], events };
    }
    case 'overpaid': {
      const billIds = await bills([5000]);
      const one = await checkout(db, member.id, billIds[0] as string, 5000, tag);
      const two = await checkout(db, member.id, billIds[0] as string, 5000, `${tag}b`);
      const events = [...paidCheckout(tag, 'a', one, 5000), ...paidCheckout(tag, 'b', two, 5000)];
      return { ...base, billIds, checkoutIds: [one.id, two.id], events };
    }
  }
}

/**
 * Where a scenario's rows ended, without ids (each run has its own) and without which of two equal
 * charges got there first: what must be the same whatever order the events came in.
 */
export async function scenarioState(db: Db, s: Scenario) {
  const bills = await db
    .selectFrom('bills')
    .select(['id', 'amountCents', 'paidCents', 'status'])
    .where('id', 'in', s.billIds)
    .execute();
  const byId = new Map(bills.map((b) => [b.id, b]));
  const payments = await db
    .selectFrom('payments')
    .select(['billId', 'amountCents', 'method', 'receiptNumber'])
    .where('memberId', '=', s.memberId)
    .execute();
  const charges = await db
    .selectFrom('onlineCharges')
    .select(['amountCents', 'appliedCents', 'refundedCents', 'origin', 'receiptNumber'])
    .where('memberId', '=', s.memberId)
    .execute();
  const refunds = await db
    .selectFrom('refunds')
    .select(['amountCents', 'status', 'reason'])
    .where('memberId', '=', s.memberId)
    .execute();
  const checkouts = await db
    .selectFrom('onlineCheckouts')
    .select(['id', 'status'])
    .where('memberId', '=', s.memberId)
    .execute();
  const attempts = await db
    .selectFrom('autopayAttempts')
    .select(['attempt', 'status'])
    .where('memberId', '=', s.memberId)
    .execute();
  const notices = await db.selectFrom('notifications').select('message').where('memberId', '=', s.memberId).execute();
  const sorted = <T>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();
  return {
    bills: s.billIds.map((id) => {
      const b = byId.get(id);
      return b && { amountCents: b.amountCents, paidCents: b.paidCents, status: b.status };
    }),
    payments: sorted(
      payments.map((p) => ({ bill: s.billIds.indexOf(p.billId), amountCents: p.amountCents, method: p.method })),
    ),
    receipts: new Set(payments.map((p) => p.receiptNumber)).size,
    charges: sorted(charges.map((c) => ({ ...c, receiptNumber: c.receiptNumber !== null }))),
    refunds: sorted(refunds),
    checkouts: s.checkoutIds.map((id) => checkouts.find((c) => c.id === id)?.status),
    attempts: sorted(attempts),
    notices: notices.map((n) => n.message.replace(/R-\d{4}-\d+/, 'R-…')).sort(),
  };
}
