// "Save a card for automatic payments" and "Remove card": the provider's setup page, the card its
// webhook says was saved (brand, last four, expiry; never a number), and removing it at the provider
// first, so a card the provider still holds is never shown as gone.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inTransaction } from '../../../db/transactions.js';
import { apiError } from '../../../test/api-error.js';
import { billFixture, callerAs, createAccount, createTestDeps, insertTestBills } from '../../../test/harness.js';
import { signedDelivery } from '../../../test/stripe-stand-in/index.js';
import { type GatewayEvent, ONLINE_PAYMENT_UNAVAILABLE } from '../gateway.js';
import { createMemberPaymentsBed, type MemberPaymentsBed } from '../member-payments.testbed.js';
import { receiveEvent } from '../webhooks/inbox.js';
import { applySetupCompleted, prepareSetupCompleted, type SetupCompletedEvent } from './card-events.js';

let bed: MemberPaymentsBed;
beforeEach(async () => {
  bed = await createMemberPaymentsBed();
});
afterEach(() => bed.close());

const setupCheckouts = () =>
  bed.db
    .selectFrom('onlineCheckouts')
    .select(['id', 'sessionId', 'status', 'amountCents'])
    .where('memberId', '=', bed.member.id)
    .where('mode', '=', 'setup')
    .execute();

/** The provider's events so far, as our webhook route would read them. */
function heldEvents(): GatewayEvent[] {
  const gateway = bed.deps.gateway;
  if (!gateway) throw new Error('the bed has a gateway');
  return bed.stripe.takeHeldEvents().map((event) => {
    const { body, headers } = signedDelivery(event, bed.stripe.webhookSecret, bed.clock.now());
    return gateway.readWebhook(Buffer.from(body), headers['stripe-signature'], bed.clock.now());
  });
}

/** What the webhook dispatcher does with a finished setup. */
async function applySetup(event: SetupCompletedEvent) {
  const gateway = bed.deps.gateway;
  if (!gateway) throw new Error('the bed has a gateway');
  const prepared = await prepareSetupCompleted(gateway, event);
  const ctx = { now: bed.clock.now(), gym: await bed.deps.settings.current(), appUrl: bed.deps.config.appUrl };
  return inTransaction(bed.db, (tx) => applySetupCompleted(tx, prepared, ctx));
}

/** "Save a card", the member presses "Save card" on the provider's page, its webhook is applied. */
async function saveACard() {
  const { url } = await bed.asMember.onlinePayments.saveCard();
  const sessionId = new URL(url).pathname.split('/').at(-1) as string;
  const checkout = (await setupCheckouts()).find((c) => c.sessionId === sessionId);
  await bed.stripe.completeCheckout(sessionId);
  const [completed] = heldEvents();
  if (completed?.kind !== 'checkout.completed' || completed.mode !== 'setup') throw new Error('no setup event');
  return { url, checkoutId: checkout?.id as string, event: completed };
}

describe('Save a card for automatic payments', () => {
  it('sends the member to the setup page; its webhook saves the card that the panel then shows', async () => {
    expect(await bed.asMember.onlinePayments.myCard()).toEqual({ enabled: true, card: null });
    const { url, checkoutId, event } = await saveACard();
    expect(url.startsWith(`${bed.stripe.url}/pay/`)).toBe(true);
    const session = bed.stripe.object(event.sessionId);
    expect(session).toMatchObject({
      mode: 'setup',
      success_url: `http://localhost:3000/member/payment-return?checkout=${checkoutId}`,
      cancel_url: 'http://localhost:3000/member?card=cancelled',
      metadata: { palaestra_checkout: checkoutId, palaestra_member: bed.member.id },
    });
    expect(await bed.asMember.onlinePayments.checkoutStatus({ checkoutId })).toEqual({
      status: 'waiting',
      mode: 'setup',
      amountCents: null,
    });

    expect(await applySetup(event)).toBe('applied');
    const year = bed.clock.now().getUTCFullYear() + 3;
    expect(await bed.asMember.onlinePayments.myCard()).toEqual({
      enabled: true,
      card: { brand: 'visa', last4: '4242', expMonth: expect.any(Number), expYear: year },
    });
    expect(await bed.asMember.onlinePayments.checkoutStatus({ checkoutId })).toEqual({
      status: 'card_saved',
      mode: 'setup',
      amountCents: null,
    });
    // The same event again (a repeated delivery) changes nothing.
    const before = await bed.db.selectFrom('paymentCustomers').selectAll().execute();
    expect(await applySetup(event)).toBe('applied');
    expect(await bed.db.selectFrom('paymentCustomers').selectAll().execute()).toEqual(before);
  });

  it('through the webhook inbox as the route applies it: the card is saved, and a repeated delivery is one event', async () => {
    const { checkoutId, event } = await saveACard();
    expect(await receiveEvent(bed.deps, event)).toBe('applied');
    expect(await receiveEvent(bed.deps, event)).toBe('applied');
    expect((await bed.asMember.onlinePayments.myCard()).card).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(await bed.asMember.onlinePayments.checkoutStatus({ checkoutId })).toMatchObject({ status: 'card_saved' });
  });

  it('a second card saved takes the place of the first', async () => {
    await applySetup((await saveACard()).event);
    const { event } = await saveACard();
    await applySetup(event);
    const [row] = await bed.db
      .selectFrom('paymentCustomers')
      .selectAll()
      .where('memberId', '=', bed.member.id)
      .execute();
    const setup = bed.stripe.object(event.setupId);
    expect(row?.cardPaymentMethodId).toBe(setup?.payment_method);
  });

  it('off: "not available right now"; provider down: the same, and the setup checkout is marked failed', async () => {
    const off = await callerAs(createTestDeps(bed.t, { clock: bed.clock }), bed.member);
    expect(await apiError(off.onlinePayments.saveCard())).toEqual({
      code: 'PRECONDITION_FAILED',
      message: ONLINE_PAYMENT_UNAVAILABLE,
    });
    // The customer exists after one setup page; the next page's call fails.
    await bed.asMember.onlinePayments.saveCard();
    bed.stripe.failNext('error');
    expect(await apiError(bed.asMember.onlinePayments.saveCard())).toEqual({
      code: 'BAD_GATEWAY',
      message: ONLINE_PAYMENT_UNAVAILABLE,
    });
    expect((await setupCheckouts()).map((c) => c.status).sort()).toEqual(['failed', 'open']);
  });
});

describe('Remove card', () => {
  /** A recurring bill's first automatic attempt (charged) and its two retries (waiting). */
  async function autopayAttempts() {
    const [bill] = await insertTestBills(bed.db, [billFixture(bed.member.id, { amountCents: 4000 })]);
    const row = (attempt: number, status: 'pending' | 'failed') => ({
      billId: bill as string,
      attempt,
      memberId: bed.member.id,
      dueAt: bed.clock.now().toISOString(),
      status,
      providerPaymentId: null,
      failure: null,
      updatedAt: bed.clock.now().toISOString(),
    });
    await bed.db
      .insertInto('autopayAttempts')
      .values([row(1, 'failed'), row(2, 'pending'), row(3, 'pending')])
      .execute();
  }
  const attemptStatuses = async () =>
    (await bed.db.selectFrom('autopayAttempts').select('status').orderBy('attempt').execute()).map((a) => a.status);

  it('forgets the card at the provider and here, and calls off the automatic payments still waiting', async () => {
    const { event } = await saveACard();
    await applySetup(event);
    await autopayAttempts();
    const paymentMethod = bed.stripe.object(event.setupId)?.payment_method as string;

    expect(await bed.asMember.onlinePayments.removeCard()).toEqual({ removed: true });
    expect(await bed.asMember.onlinePayments.myCard()).toEqual({ enabled: true, card: null });
    expect(bed.stripe.object(paymentMethod)).toMatchObject({ customer: null });
    expect(await attemptStatuses()).toEqual(['failed', 'cancelled', 'cancelled']);
    // Pressed again (another tab): there is no card left to remove.
    expect(await bed.asMember.onlinePayments.removeCard()).toEqual({ removed: false });
  });

  it('provider down: "not available right now", and the card and its automatic payments stay', async () => {
    await applySetup((await saveACard()).event);
    await autopayAttempts();
    bed.stripe.failNext('error');
    expect(await apiError(bed.asMember.onlinePayments.removeCard())).toEqual({
      code: 'BAD_GATEWAY',
      message: ONLINE_PAYMENT_UNAVAILABLE,
    });
    expect((await bed.asMember.onlinePayments.myCard()).card).toMatchObject({ last4: '4242' });
    expect(await attemptStatuses()).toEqual(['failed', 'pending', 'pending']);
  });

  it("is only ever the caller's own card", async () => {
    await applySetup((await saveACard()).event);
    const other = await callerAs(bed.deps, await createAccount(bed.db, 'member'));
    expect(await other.onlinePayments.removeCard()).toEqual({ removed: false });
    expect((await bed.asMember.onlinePayments.myCard()).card).toMatchObject({ last4: '4242' });
  });
});
