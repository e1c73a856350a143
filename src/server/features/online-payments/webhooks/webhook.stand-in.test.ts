// The whole path with Stripe's side played by the stand-in: a member's "Pay now" page is paid there,
// the stand-in posts its signed events (payment first, then the checkout, as Stripe often does) to
// the app listening on a port, and the bill is paid once; sending every event again changes nothing.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billFixture, insertTestBills } from '../../../test/fixtures.js';
import { createAccount } from '../../../test/harness.js';
import { startApp, type TestApp } from '../../../test/http.js';
import { ManualClock } from '../../../test/manual-clock.js';
import { type StripeStandIn, startStripeStandIn } from '../../../test/stripe-stand-in/index.js';
import { ledgerViolations } from '../ledger-invariants.js';
import { STRIPE_WEBHOOK_PATH } from './webhook-route.js';

const clock = new ManualClock(new Date());
let stripe: StripeStandIn;
let started: TestApp;

beforeAll(async () => {
  stripe = await startStripeStandIn({ now: () => clock.now() });
  started = await startApp(stripe.env, { clock });
  await started.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = started.app.server.address() as AddressInfo;
  stripe.setWebhookTarget(`http://127.0.0.1:${port}${STRIPE_WEBHOOK_PATH}`);
});
afterAll(async () => {
  await started.close();
  await stripe.close();
});

describe('a payment through the stand-in, its webhooks posted to the app', () => {
  it('pays the bill once, however often the events come', async () => {
    const { db, gateway } = started.app.deps;
    if (!gateway) throw new Error('online payments are off');
    const member = await createAccount(db, 'member');
    const [billId] = await insertTestBills(db, [billFixture(member.id, { amountCents: 4900, description: 'Gold' })]);
    const checkoutId = 'checkout-stand-in';
    await db
      .insertInto('onlineCheckouts')
      .values({
        id: checkoutId,
        memberId: member.id,
        mode: 'payment',
        billId: billId as string,
        amountCents: 4900,
        sessionId: null,
        status: 'creating',
        createdAt: clock.now().toISOString(),
        completedAt: null,
      })
      .execute();
    const page = await gateway.createPaymentPage({
      refs: { checkoutId, memberId: member.id },
      customerId: null,
      amountCents: 4900,
      currency: 'USD',
      description: 'Gold',
      successUrl: 'http://localhost:3000/member?paid={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:3000/member',
      idempotencyKey: `checkout-${checkoutId}`,
    });
    await db.updateTable('onlineCheckouts').set({ sessionId: page.sessionId, status: 'open' }).execute();

    expect((await stripe.completeCheckout(page.sessionId)).status).toBe('completed');
    await stripe.whenDelivered();
    expect(stripe.deliveries().map((d) => [d.type, d.status])).toEqual([
      ['payment_intent.succeeded', 200],
      ['checkout.session.completed', 200],
    ]);
    const bill = () => db.selectFrom('bills').select(['paidCents', 'status']).executeTakeFirstOrThrow();
    expect(await bill()).toEqual({ paidCents: 4900, status: 'paid' });

    await stripe.deliver(stripe.events(), { times: 2 });
    await stripe.whenDelivered();
    expect(stripe.deliveries().every((d) => d.status === 200)).toBe(true);
    expect(await db.selectFrom('payments').select(['amountCents', 'method']).execute()).toEqual([
      { amountCents: 4900, method: 'card_online' },
    ]);
    expect(await bill()).toEqual({ paidCents: 4900, status: 'paid' });
    const checkout = await db.selectFrom('onlineCheckouts').select('status').executeTakeFirstOrThrow();
    expect(checkout.status).toBe('completed');
    expect(await ledgerViolations(db)).toEqual([]);
  });
});
