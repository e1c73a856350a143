// The billing run's overdue notices: one per bill that passes its due date, by notification and
// email, naming the gym and written the gym's way; none for a bill settled in time; one when two runs
// race; for a part-paid bill, what is still owed, on the trail with its member (and why such a bill
// cannot be voided).

import { describe, expect, it } from 'vitest';
import { MAIL_JOB } from '../../mail/mail-queue.js';
import { createAccount, createTestDeps, TEST_GYM } from '../../test/harness.js';
import { addPlan, asAnotherProcess, memberOnPlan } from '../../test/money.js';
import { webhookGateway } from '../online-payments/webhooks/webhook.testbed.js';
import { settingsFromSeed } from '../settings/settings.store.js';
import { runBilling } from './billing.run.js';
import { billingRunBed } from './billing-run.testbed.js';
import { voidBill } from './bills.service.js';
import { recordPayment } from './payments.service.js';

const { bed, billsOf, noticesTo, runOn } = billingRunBed();

describe('overdue notices', () => {
  it('tell the member once, by notification and email, when a bill passes its due date', async () => {
    const gold = await addPlan(bed.t.db, 'Gold', 4900, 'monthly');
    const member = await memberOnPlan(bed.t.db, gold, '2026-01-31');
    await runOn('2026-01-31'); // due 14 February

    expect((await runOn('2026-02-14')).overdueNotices).toBe(0);
    expect((await runOn('2026-02-15')).overdueNotices).toBe(1);
    expect((await runOn('2026-02-16')).overdueNotices).toBe(0);

    expect(await noticesTo(member.id)).toEqual([
      {
        message:
          'Your bill "Gold — Jan 2026" is overdue: $49.00 was due on Feb 14, 2026. Please pay at the front desk.',
      },
    ]);
    const mail = await bed.t.db.selectFrom('mailQueue').select(['toAddress', 'subject', 'status']).execute();
    expect(mail).toEqual([{ toAddress: member.email, subject: 'Your bill at Your Gym is overdue', status: 'queued' }]);
    await bed.deps.background.runNow(MAIL_JOB);
    expect(await bed.t.db.selectFrom('mailQueue').select('status').execute()).toEqual([{ status: 'sent' }]);
  });

  it("name the gym, as its settings call it, in the mail's subject", async () => {
    const named = createTestDeps(bed.t, { clock: bed.clock, gym: { ...TEST_GYM, name: 'Iron Works Gym' } });
    const gold = await addPlan(bed.t.db, 'Gold', 4900, 'monthly');
    await memberOnPlan(bed.t.db, gold, '2026-01-31');
    await runOn('2026-01-31', named);
    await runOn('2026-02-15', named);

    expect(await bed.t.db.selectFrom('mailQueue').select('subject').execute()).toEqual([
      { subject: 'Your bill at Iron Works Gym is overdue' },
    ]);
  });

  it("write the bill's period, the amount owed and the due date the gym's way", async () => {
    const german = createTestDeps(bed.t, {
      clock: bed.clock,
      gym: { ...TEST_GYM, timeZone: 'Europe/Berlin', currency: 'EUR', locale: 'de-DE' },
    });
    const quarter = await addPlan(bed.t.db, 'Quarter', 123450, 'quarterly');
    const member = await memberOnPlan(bed.t.db, quarter, '2026-01-31');
    await runOn('2026-01-31', german);
    await runOn('2026-02-15', german);

    expect((await billsOf(member.id)).map((b) => b.description)).toEqual(['Quarter — Jan. 2026 – März 2026']);
    expect(await noticesTo(member.id)).toEqual([
      {
        message:
          'Your bill "Quarter — Jan. 2026 – März 2026" is overdue: 1.234,50 € was due on 14.02.2026. Please pay at the front desk.',
      },
    ]);
  });

  it('carry a "Pay now" link, in the notification and the mail, when online payments are on', async () => {
    const online = createTestDeps(bed.t, { clock: bed.clock, gateway: webhookGateway() });
    const gold = await addPlan(bed.t.db, 'Gold', 4900, 'monthly');
    const member = await memberOnPlan(bed.t.db, gold, '2026-01-31');
    await runOn('2026-01-31', online);
    await runOn('2026-02-15', online);

    const message =
      'Your bill "Gold — Jan 2026" is overdue: $49.00 was due on Feb 14, 2026. Pay now: http://localhost:3000/member';
    expect(await noticesTo(member.id)).toEqual([{ message }]);
    expect(await bed.t.db.selectFrom('mailQueue').select(['bodyText', 'logLink']).execute()).toEqual([
      {
        bodyText: `${[
          'A bill is overdue',
          'Your bill "Gold — Jan 2026" is overdue: $49.00 was due on Feb 14, 2026.',
          'Pay now: http://localhost:3000/member',
          '-- \nYour Gym',
        ].join('\n\n')}\n`,
        logLink: 'http://localhost:3000/member',
      },
    ]);
  });

  it('tell nobody about a bill paid or voided before its due date', async () => {
    const gold = await addPlan(bed.t.db, 'Gold', 4900, 'monthly');
    const paid = await memberOnPlan(bed.t.db, gold, '2026-01-31');
    const voided = await memberOnPlan(bed.t.db, gold, '2026-01-31');
    await runOn('2026-01-31');
    await bed.t.db
      .updateTable('bills')
      .set({ status: 'paid', paidCents: 4900 })
      .where('memberId', '=', paid.id)
      .execute();
    await bed.t.db
      .updateTable('bills')
      .set({ status: 'void', voidReason: 'Waived' })
      .where('memberId', '=', voided.id)
      .execute();

    expect((await runOn('2026-03-01')).overdueNotices).toBe(0);
    expect(await bed.t.db.selectFrom('notifications').select('id').execute()).toEqual([]);
  });

  it('are sent once when two runs race', async () => {
    const gold = await addPlan(bed.t.db, 'Gold', 4900, 'monthly');
    for (let i = 0; i < 10; i++) await memberOnPlan(bed.t.db, gold, '2026-01-31');
    await runOn('2026-01-31');
    const other = asAnotherProcess(bed.t);
    try {
      const there = createTestDeps({ db: other.db, limitStore: bed.t.limitStore }, { clock: bed.clock });
      bed.clock.set('2026-02-20T09:00:00.000Z');
      const [a, b] = await Promise.all([runBilling(bed.deps), runBilling(there)]);
      expect(a.overdueNotices + b.overdueNotices).toBe(10);
      expect(await bed.t.db.selectFrom('notifications').select('id').execute()).toHaveLength(10);
      expect(await bed.t.db.selectFrom('mailQueue').select('id').execute()).toHaveLength(10);
    } finally {
      await other.close();
    }
  });
});

const trail = async (type: string) =>
  (await bed.t.db.selectFrom('events').select(['subject', 'detail']).where('type', '=', type).execute()).map((e) => ({
    subject: e.subject,
    detail: JSON.parse(e.detail ?? 'null'),
  }));

/** A Gold member billed on 31 January, who pays `paidCents` of it at the desk. */
async function goldBillPaying(paidCents: number) {
  const gold = await addPlan(bed.t.db, 'Gold', 4900, 'monthly');
  const member = await memberOnPlan(bed.t.db, gold, '2026-01-31');
  await runOn('2026-01-31');
  const bill = await bed.t.db
    .selectFrom('bills')
    .select(['id'])
    .where('memberId', '=', member.id)
    .executeTakeFirstOrThrow();
  const admin = await createAccount(bed.t.db, 'admin');
  const act = {
    adminId: admin.id,
    ip: '127.0.0.1',
    now: bed.clock.now(),
    gym: settingsFromSeed(TEST_GYM),
    appUrl: bed.deps.config.appUrl,
  };
  await recordPayment(bed.t.db, { billId: bill.id, amountCents: paidCents, method: 'cash' }, act);
  return { gold, member, bill, act };
}

describe('a part-paid bill', () => {
  it('is overdue for what is still owed, and the notice is on the trail with its member', async () => {
    const { gold, member, bill, act } = await goldBillPaying(1250);

    expect(await voidBill(bed.t.db, { billId: bill.id, reason: 'mistake' }, act)).toBe('has_payments');
    expect((await runOn('2026-02-15')).overdueNotices).toBe(1);

    // Besides the desk payment's receipt (member-mail.test.ts):
    const notices = await noticesTo(member.id);
    expect(notices.filter((n) => !n.message.startsWith('Payment received'))).toEqual([
      {
        message:
          'Your bill "Gold — Jan 2026" is overdue: $36.50 was due on Feb 14, 2026. Please pay at the front desk.',
      },
    ]);
    expect(await trail('system.overdue_notice_sent')).toEqual([{ subject: bill.id, detail: { memberId: member.id } }]);
    expect(await trail('system.bill_issued')).toEqual([
      {
        subject: bill.id,
        detail: { memberId: member.id, planId: gold.id, periodStart: '2026-01-31', amountCents: 4900 },
      },
    ]);
  });

  it('says "not open" for a bill paid in full, and "has payments" only while something is still owed', async () => {
    const { bill, act } = await goldBillPaying(4900);
    expect(await voidBill(bed.t.db, { billId: bill.id, reason: 'mistake' }, act)).toBe('not_open');
  });
});
