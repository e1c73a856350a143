// What autopay tests start from: a database whose clock the test moves, the Stripe stand-in (its
// webhook events held, so the test delivers them), the app's services with a gateway to it, and a
// member on a monthly plan with a card saved at the stand-in (through a setup Checkout, as a member
// would) and in payment_customers.
import { afterEach, beforeEach } from 'vitest';
import { createTestDatabase, createTestDeps, type TestDatabase } from '../../../test/harness.js';
import { ManualClock } from '../../../test/manual-clock.js';
import { addPlan, memberOnPlan } from '../../../test/money.js';
import { type StripeStandIn, signedDelivery, startStripeStandIn } from '../../../test/stripe-stand-in/index.js';
import type { AppDeps } from '../../../trpc/context.js';
import { receiveEvent } from '../webhooks/inbox.js';

export interface AutopayBed {
  t: TestDatabase;
  clock: ManualClock;
  stripe: StripeStandIn;
  deps: AppDeps;
}

export function autopayBed() {
  const bed = {} as AutopayBed;
  beforeEach(async () => {
    gold = null;
    bed.t = await createTestDatabase();
    bed.clock = new ManualClock('2026-03-01T09:00:00.000Z');
    bed.stripe = await startStripeStandIn({ now: () => bed.clock.now() });
    bed.stripe.holdWebhooks();
    bed.deps = createTestDeps(bed.t, { clock: bed.clock, gateway: bed.stripe.gateway({ timeoutMs: 500 }) });
  });
  afterEach(async () => {
    await bed.stripe.close();
    await bed.t.close();
  });

  /** Saves a card for the member at the stand-in and in payment_customers, as "Save a card" does. */
  async function saveCard(memberId: string, deps: AppDeps = bed.deps) {
    const gateway = deps.gateway;
    if (!gateway) throw new Error('online payments are off');
    const { customerId } = await gateway.createCustomer({
      memberId,
      name: 'Member',
      email: null,
      idempotencyKey: `customer-${memberId}`,
    });
    const page = await gateway.createSetupPage({
      refs: { checkoutId: `setup-${memberId}`, memberId },
      customerId,
      currency: 'USD',
      successUrl: 'http://localhost:3000/member',
      cancelUrl: 'http://localhost:3000/member',
      idempotencyKey: `setup-${memberId}`,
    });
    await bed.stripe.completeCheckout(page.sessionId);
    bed.stripe.takeHeldEvents();
    const setupId = String(bed.stripe.object(page.sessionId)?.setup_intent);
    const { card } = await gateway.describeSetup(setupId);
    const at = bed.clock.now().toISOString();
    await bed.t.db
      .insertInto('paymentCustomers')
      .values({
        memberId,
        customerId,
        cardPaymentMethodId: card.paymentMethodId,
        cardBrand: card.brand,
        cardLast4: card.last4,
        cardExpMonth: card.expMonth,
        cardExpYear: card.expYear,
        cardSavedAt: at,
        createdAt: at,
      })
      .execute();
  }

  /** A member on a monthly $49.00 plan whose billing starts today, with a saved card. */
  let gold: Awaited<ReturnType<typeof addPlan>> | null = null;
  async function memberWithCard() {
    gold ??= await addPlan(bed.t.db, 'Gold', 4900, 'monthly');
    const member = await memberOnPlan(bed.t.db, gold, bed.clock.now().toISOString().slice(0, 10));
    await saveCard(member.id);
    return member;
  }

  /** Delivers the stand-in's held events to the inbox, as the route does, and how many there were. */
  async function deliverHeld(deps: AppDeps = bed.deps): Promise<string[]> {
    const events = bed.stripe.takeHeldEvents();
    for (const event of events) {
      const { body, headers } = signedDelivery(event, bed.stripe.webhookSecret, bed.clock.now());
      const gateway = deps.gateway;
      if (!gateway) throw new Error('online payments are off');
      await receiveEvent(deps, gateway.readWebhook(Buffer.from(body), headers['stripe-signature'], bed.clock.now()));
    }
    return events.map((event) => event.type);
  }

  const attempts = () =>
    bed.t.db
      .selectFrom('autopayAttempts')
      .select(['attempt', 'status', 'dueAt', 'failure'])
      .orderBy('attempt')
      .execute();
  const charges = () => bed.stripe.requests().filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');

  return { bed, saveCard, memberWithCard, deliverHeld, attempts, charges };
}
