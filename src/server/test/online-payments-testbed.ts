// Online payments that already happened, for tests of what comes after them (refunds, reports,
// receipts). The money really moves in the Stripe stand-in (a checkout is created through the port
// and paid on its hosted page); the rows are then written as the payment recorder leaves them: one
// online charge, one 'card_online' payment row per bill on one receipt number. A fixture, not a
// second recorder: it skips the webhook on purpose.
import { receiptNumber } from '../../shared/billing.schemas.js';
import { dateInZone } from '../../shared/calendar.js';
import type { Db } from '../db/schema.js';
import { inTransaction } from '../db/transactions.js';
import { applyPayment, findBill, insertPayment, nextReceiptSequence } from '../features/billing/billing.queries.js';
import type { PaymentGateway } from '../features/online-payments/gateway.js';
import { insertRefund } from '../features/online-payments/refunds/refunds.queries.js';
import type { ApplyContext } from '../features/online-payments/webhooks/apply-context.js';
import { newId } from '../lib/ids.js';
import type { AppDeps } from '../trpc/context.js';
import { createAccount, createTestDatabase, createTestDeps, type TestAccount, type TestDatabase } from './harness.js';
import { ManualClock } from './manual-clock.js';
import { type StripeEvent, type StripeStandIn, signedDelivery, startStripeStandIn } from './stripe-stand-in/index.js';

/**
 * What the refund and report tests start from: a fresh database, a clock, deps on that clock, an
 * admin (who refunds) and a member (who paid).
 */
export interface OnlinePaymentsBed {
  t: TestDatabase;
  db: Db;
  clock: ManualClock;
  deps: AppDeps;
  admin: TestAccount;
  member: TestAccount;
  close(): Promise<void>;
}

/** The same, with the Stripe stand-in on the bed's clock and the deps' gateway talking to it. */
export interface OnlinePaymentsBedWithStandIn extends OnlinePaymentsBed {
  stripe: StripeStandIn;
  gateway: PaymentGateway;
}

interface BedOptions {
  /** Where the clock stands; now unless given. */
  at?: string;
  memberName?: string;
}

/** A bed whose money really moves at the stand-in: payOnline(deps, stripe, …), refunds sent to it. */
export async function createOnlinePaymentsBed(options: BedOptions = {}): Promise<OnlinePaymentsBedWithStandIn> {
  const t = await createTestDatabase();
  const clock = new ManualClock(options.at ?? new Date());
  const stripe = await startStripeStandIn({ now: () => clock.now() });
  const gateway = stripe.gateway();
  const deps = createTestDeps(t, { clock, gateway });
  const accounts = await adminAndMember(t.db, options.memberName);
  return {
    t,
    db: t.db,
    clock,
    stripe,
    gateway,
    deps,
    ...accounts,
    async close() {
      await stripe.close();
      await t.close();
    },
  };
}

/**
 * A bed with online payments off and no provider behind it: for tests that only read what payments
 * and refunds left in the database (payOnline(deps, null, …)), such as the financial report.
 */
export async function createOnlinePaymentsBedWithoutProvider(options: BedOptions = {}): Promise<OnlinePaymentsBed> {
  const t = await createTestDatabase();
  const clock = new ManualClock(options.at ?? new Date());
  const deps = createTestDeps(t, { clock });
  const accounts = await adminAndMember(t.db, options.memberName);
  return { t, db: t.db, clock, deps, ...accounts, close: () => t.close() };
}

async function adminAndMember(db: Db, memberName: string | undefined) {
  return {
    admin: await createAccount(db, 'admin'),
    member: await createAccount(db, 'member', memberName ? { name: memberName } : {}),
  };
}

export interface OnlinePaid {
  chargeId: string;
  /** The provider's payment id (the stand-in's PaymentIntent). */
  providerPaymentId: string;
  receiptNumber: string;
  /** One per bill, in the order given. */
  paymentIds: string[];
}

/**
 * `member` pays `parts` (bill and amount) online in one checkout; `overpaidCents` more is taken than
 * goes onto the bills (the balance fell meanwhile), as the recorder would find it.
 */
export async function payOnline(
  deps: AppDeps,
  /** null: no money moves anywhere (a made-up provider id), for tests that never call the provider. */
  stripe: StripeStandIn | null,
  memberId: string,
  parts: { billId: string; amountCents: number }[],
  options: { overpaidCents?: number } = {},
): Promise<OnlinePaid> {
  const applied = parts.reduce((sum, part) => sum + part.amountCents, 0);
  const amountCents = applied + (options.overpaidCents ?? 0);
  const providerPaymentId = stripe
    ? await paidAtStandIn(deps, stripe, deps.gateway ?? stripe.gateway(), memberId, amountCents)
    : `pi_fixture_${newId()}`;
  const gym = await deps.settings.current();
  const now = deps.clock.now();
  const paidOn = dateInZone(now, gym.timeZone);
  return inTransaction(deps.db, async (tx) => {
    const year = Number(paidOn.slice(0, 4));
    const receipt = receiptNumber(year, await nextReceiptSequence(tx, year));
    const chargeId = newId();
    await tx
      .insertInto('onlineCharges')
      .values({
        id: chargeId,
        providerPaymentId,
        memberId,
        checkoutId: null,
        origin: 'checkout',
        amountCents,
        appliedCents: applied,
        refundedCents: 0,
        receiptNumber: receipt,
        recordedAt: now.toISOString(),
      })
      .execute();
    const paymentIds: string[] = [];
    for (const part of parts) {
      if (!(await applyPayment(tx, part.billId, part.amountCents)))
        throw new Error(`bill ${part.billId} cannot take it`);
      const bill = await findBill(tx, part.billId);
      if (!bill) throw new Error(`no bill ${part.billId}`);
      paymentIds.push(
        await insertPayment(tx, {
          billId: bill.id,
          memberId,
          planId: bill.planId,
          amountCents: part.amountCents,
          method: 'card_online',
          paidOn,
          note: null,
          receiptNumber: receipt,
          createdBy: null,
          onlineChargeId: chargeId,
          now,
        }),
      );
    }
    return { chargeId, providerPaymentId, receiptNumber: receipt, paymentIds };
  });
}

/** The overpaid part of a charge, as the recorder leaves it for the refund job: requested, no lines. */
export async function requestOverpaidRefund(deps: AppDeps, paid: OnlinePaid, amountCents: number): Promise<string> {
  const charge = await deps.db
    .selectFrom('onlineCharges')
    .select('memberId')
    .where('id', '=', paid.chargeId)
    .executeTakeFirstOrThrow();
  return insertRefund(deps.db, {
    onlineChargeId: paid.chargeId,
    memberId: charge.memberId,
    amountCents,
    reason: 'overpaid',
    note: null,
    createdBy: null,
    now: deps.clock.now(),
  });
}

/** What a webhook dispatcher passes to an event's handler, now. */
export async function applyContextOf(deps: AppDeps): Promise<ApplyContext> {
  return { now: deps.clock.now(), gym: await deps.settings.current(), appUrl: deps.config.appUrl };
}

/** A checkout paid on the stand-in's hosted page; its PaymentIntent's id. */
async function paidAtStandIn(
  deps: AppDeps,
  stripe: StripeStandIn,
  gateway: PaymentGateway,
  memberId: string,
  amountCents: number,
): Promise<string> {
  const checkoutId = newId();
  const page = await gateway.createPaymentPage({
    refs: { checkoutId, memberId },
    customerId: null,
    amountCents,
    currency: (await deps.settings.current()).currency.toLowerCase(),
    description: 'Balance',
    successUrl: new URL('/member?paid={CHECKOUT_SESSION_ID}', deps.config.appUrl).toString(),
    cancelUrl: new URL('/member', deps.config.appUrl).toString(),
    idempotencyKey: checkoutId,
  });
  const outcome = await stripe.completeCheckout(page.sessionId);
  if (outcome.status !== 'completed') throw new Error(`the stand-in's checkout ended ${outcome.status}`);
  const intent = stripe.object(page.sessionId)?.payment_intent;
  if (typeof intent !== 'string') throw new Error('the stand-in did not make a PaymentIntent');
  return intent;
}

/** A stand-in event as the webhook route would read it: signed, verified and read by the adapter. */
export function gatewayEventOf(stripe: StripeStandIn, gateway: PaymentGateway, event: StripeEvent, now: Date) {
  const delivery = signedDelivery(event, stripe.webhookSecret, now);
  return gateway.readWebhook(Buffer.from(delivery.body), delivery.headers['stripe-signature'], now);
}
