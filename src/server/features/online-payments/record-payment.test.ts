// Recording an online payment from its webhook, as the member and the ledger see it: one bill paid
// through "Pay now" on it; the whole balance spread over the open bills oldest first on one receipt;
// money no longer owed (the desk collected meanwhile, or the bill was paid in another tab) refunded
// as 'overpaid'; a checkout not paid yet records nothing; an expired checkout is marked so.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { billFixture, insertTestBills } from '../../test/fixtures.js';
import { createAccount, createTestDatabase, createTestDeps, type TestDatabase } from '../../test/harness.js';
import { queuedMailTo } from '../../test/mail-outbox.js';
import { ManualClock } from '../../test/manual-clock.js';
import type { AppDeps } from '../../trpc/context.js';
import { recordPayment } from '../billing/payments.service.js';
import { listEventsOfType } from '../events/events.queries.js';
import { ledgerViolations } from './ledger-invariants.js';
import { deliverToInbox, insertOpenCheckout, stripeEvents, webhookGateway } from './webhooks/webhook.testbed.js';

let t: TestDatabase;
let deps: AppDeps;
beforeEach(async () => {
  t = await createTestDatabase();
  deps = createTestDeps(t, { clock: new ManualClock('2026-03-10T12:00:00.000Z'), gateway: webhookGateway() });
});
afterEach(async () => {
  expect(await ledgerViolations(t.db)).toEqual([]);
  await t.close();
});

let n = 0;
async function memberOwing(amounts: number[]) {
  const member = await createAccount(t.db, 'member');
  const billIds = await insertTestBills(
    t.db,
    amounts.map((amountCents, i) =>
      billFixture(member.id, { amountCents, description: `Bill ${i + 1}`, date: `2026-0${i + 1}-01T09:00:00.000Z` }),
    ),
  );
  return { member, billIds };
}

async function checkout(memberId: string, billId: string | null, amountCents: number) {
  const id = `checkout-${++n}`;
  return insertOpenCheckout(t.db, { id, memberId, billId, amountCents, sessionId: `cs_${id}`, now: deps.clock.now() });
}

function paid(
  c: { sessionId: string; metadata: Record<string, string> },
  amount: number,
  options: { paid?: boolean } = {},
) {
  const k = ++n;
  return stripeEvents.checkoutCompleted(`evt_${k}`, {
    sessionId: c.sessionId,
    paymentId: `pi_${k}`,
    amount,
    metadata: c.metadata,
    ...options,
  });
}

const bills = (ids: string[]) =>
  Promise.all(
    ids.map((id) =>
      t.db.selectFrom('bills').select(['paidCents', 'status']).where('id', '=', id).executeTakeFirstOrThrow(),
    ),
  );
const paymentsOf = (memberId: string) =>
  t.db
    .selectFrom('payments')
    .select(['billId', 'amountCents', 'method', 'receiptNumber'])
    .where('memberId', '=', memberId)
    .orderBy('createdAt')
    .execute();
const noticesTo = (memberId: string) =>
  t.db.selectFrom('notifications').select('message').where('memberId', '=', memberId).orderBy('seq').execute();
const refundsOf = (memberId: string) =>
  t.db.selectFrom('refunds').select(['amountCents', 'status', 'reason']).where('memberId', '=', memberId).execute();

describe('an online payment, recorded from its webhook', () => {
  it('pays the one bill "Pay now" was pressed on, with a receipt and a notification', async () => {
    const { member, billIds } = await memberOwing([1000, 5000]);
    const c = await checkout(member.id, billIds[1] as string, 5000);
    expect(await deliverToInbox(deps, paid(c, 5000))).toBe('applied');

    expect(await bills(billIds)).toEqual([
      { paidCents: 0, status: 'open' },
      { paidCents: 5000, status: 'paid' },
    ]);
    expect(await paymentsOf(member.id)).toEqual([
      { billId: billIds[1], amountCents: 5000, method: 'card_online', receiptNumber: 'R-2026-000001' },
    ]);
    expect(await noticesTo(member.id)).toEqual([{ message: 'Payment received: $50.00 · Receipt R-2026-000001' }]);
    const checkoutRow = await t.db.selectFrom('onlineCheckouts').select(['status', 'completedAt']).executeTakeFirst();
    expect(checkoutRow).toEqual({ status: 'completed', completedAt: '2026-03-10T12:00:00.000Z' });
    const [event] = await listEventsOfType(t.db, 'system.online_payment_recorded');
    expect(JSON.parse(event?.detail ?? '{}')).toMatchObject({
      amountCents: 5000,
      appliedCents: 5000,
      overpaidCents: 0,
    });
  });

  it('spreads the whole balance over the open bills oldest first, on one receipt', async () => {
    const { member, billIds } = await memberOwing([3000, 2000, 1500]);
    const c = await checkout(member.id, null, 4000);
    await deliverToInbox(deps, paid(c, 4000));

    expect(await bills(billIds)).toEqual([
      { paidCents: 3000, status: 'paid' },
      { paidCents: 1000, status: 'open' },
      { paidCents: 0, status: 'open' },
    ]);
    const payments = await paymentsOf(member.id);
    expect(payments.map((p) => [p.billId, p.amountCents])).toEqual([
      [billIds[0], 3000],
      [billIds[1], 1000],
    ]);
    expect(new Set(payments.map((p) => p.receiptNumber))).toEqual(new Set(['R-2026-000001']));
  });

  it('refunds what the desk collected meanwhile as overpaid, and says so', async () => {
    const { member, billIds } = await memberOwing([5000]);
    const c = await checkout(member.id, billIds[0] as string, 5000);
    const admin = await createAccount(t.db, 'admin');
    const act = {
      adminId: admin.id,
      ip: '127.0.0.1',
      now: deps.clock.now(),
      gym: await deps.settings.current(),
      appUrl: deps.config.appUrl,
    };
    await recordPayment(t.db, { billId: billIds[0] as string, amountCents: 2000, method: 'cash' }, act);
    await deliverToInbox(deps, paid(c, 5000));

    expect(await bills(billIds)).toEqual([{ paidCents: 5000, status: 'paid' }]);
    expect(await refundsOf(member.id)).toEqual([{ amountCents: 2000, status: 'requested', reason: 'overpaid' }]);
    expect(await noticesTo(member.id)).toEqual([
      // The desk's own receipt first (member-mail.test.ts), then the card payment's.
      { message: 'Payment received: $20.00 · Receipt R-2026-000001' },
      {
        message:
          'Payment received: $50.00 · Receipt R-2026-000002. $20.00 of it was no longer owed and is being refunded to your card.',
      },
    ]);
    // The card payment's receipt mail is for what it paid; the refund is told on its own.
    const mail = await queuedMailTo(t.db, member.email);
    expect(mail.map((m) => m.subject).sort()).toEqual([
      'Your receipt R-2026-000001 from Your Gym',
      'Your receipt R-2026-000002 from Your Gym',
    ]);
    const online = mail.find((m) => m.subject.includes('R-2026-000002'));
    expect(online?.text).toContain('Thank you: Your Gym received your payment of $30.00.');
  });

  it('keeps the ledger right when the desk takes a payment on the bill at the same moment', async () => {
    const admin = await createAccount(t.db, 'admin');
    const act = {
      adminId: admin.id,
      ip: '127.0.0.1',
      now: deps.clock.now(),
      gym: await deps.settings.current(),
      appUrl: deps.config.appUrl,
    };
    const members = [];
    for (let i = 0; i < 6; i++) {
      const { member, billIds } = await memberOwing([5000]);
      members.push({ member, billId: billIds[0] as string, c: await checkout(member.id, billIds[0] as string, 5000) });
    }
    await Promise.all(
      members.flatMap(({ billId, c }) => [
        recordPayment(t.db, { billId, amountCents: 2000, method: 'cash' }, act),
        deliverToInbox(deps, paid(c, 5000)),
      ]),
    );
    for (const { member, billId } of members) {
      expect(await bills([billId])).toEqual([{ paidCents: 5000, status: 'paid' }]);
      const desk = (await paymentsOf(member.id)).filter((p) => p.method === 'cash');
      const deskCents = desk.reduce((sum, p) => sum + p.amountCents, 0);
      const overpaid = (await refundsOf(member.id)).reduce((sum, r) => sum + r.amountCents, 0);
      expect({ deskCents, overpaid }).toEqual({ deskCents, overpaid: deskCents });
    }
  });

  it('refunds a second payment of a bill paid in another tab, whole', async () => {
    const { member, billIds } = await memberOwing([5000]);
    const one = await checkout(member.id, billIds[0] as string, 5000);
    const two = await checkout(member.id, billIds[0] as string, 5000);
    await deliverToInbox(deps, paid(one, 5000));
    await deliverToInbox(deps, paid(two, 5000));

    expect(await paymentsOf(member.id)).toHaveLength(1);
    expect(await refundsOf(member.id)).toEqual([{ amountCents: 5000, status: 'requested', reason: 'overpaid' }]);
    const charges = await t.db.selectFrom('onlineCharges').select(['appliedCents', 'receiptNumber']).execute();
    expect(charges.map((c) => c.appliedCents).sort()).toEqual([0, 5000]);
    expect((await noticesTo(member.id)).at(-1)).toEqual({
      message: 'Payment received: $50.00. Nothing was owed any more, so it is being refunded to your card.',
    });
  });

  it('records nothing for a checkout completed but not paid yet, and marks an abandoned one expired', async () => {
    const { member, billIds } = await memberOwing([5000]);
    const pending = await checkout(member.id, billIds[0] as string, 5000);
    const abandoned = await checkout(member.id, billIds[0] as string, 5000);
    expect(await deliverToInbox(deps, paid(pending, 5000, { paid: false }))).toBe('applied');
    await deliverToInbox(deps, stripeEvents.checkoutExpired(`evt_exp_${++n}`, abandoned));

    expect(await paymentsOf(member.id)).toEqual([]);
    const status = async (id: string) =>
      (await t.db.selectFrom('onlineCheckouts').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    expect([await status(pending.id), await status(abandoned.id)]).toEqual(['open', 'expired']);
  });
});
