// What the billing run writes down and tells a member who has paid part of a bill: the overdue notice
// names what is still owed, not the bill's full amount; the trail names the member of each notice and
// each bill issued. And why a part-paid bill cannot be voided.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, createTestDatabase, createTestDeps, TEST_GYM, type TestDatabase } from '../../test/harness.js';
import { ManualClock } from '../../test/manual-clock.js';
import { addPlan, memberOnPlan } from '../../test/money.js';
import type { AppDeps } from '../../trpc/context.js';
import { runBilling } from './billing.run.js';
import { voidBill } from './bills.service.js';
import { recordPayment } from './payments.service.js';

let t: TestDatabase;
let clock: ManualClock;
let deps: AppDeps;

beforeEach(async () => {
  t = await createTestDatabase();
  clock = new ManualClock('2026-01-31T09:00:00.000Z');
  deps = createTestDeps(t, { clock });
});
afterEach(() => t.close());

async function runOn(day: string) {
  clock.set(`${day}T09:00:00.000Z`);
  return runBilling(deps);
}

const trail = async (type: string) =>
  (await t.db.selectFrom('events').select(['subject', 'detail']).where('type', '=', type).execute()).map((e) => ({
    subject: e.subject,
    detail: JSON.parse(e.detail ?? 'null'),
  }));

describe('a part-paid bill', () => {
  it('is overdue for what is still owed, and the notice is on the trail with its member', async () => {
    const gold = await addPlan(t.db, 'Gold', 4900, 'monthly');
    const member = await memberOnPlan(t.db, gold, '2026-01-31');
    await runOn('2026-01-31');
    const bill = await t.db
      .selectFrom('bills')
      .select(['id'])
      .where('memberId', '=', member.id)
      .executeTakeFirstOrThrow();
    const admin = await createAccount(t.db, 'admin');
    const act = { adminId: admin.id, ip: '127.0.0.1', now: clock.now(), gym: TEST_GYM };
    await recordPayment(t.db, { billId: bill.id, amountCents: 1250, method: 'cash' }, act);

    expect(await voidBill(t.db, { billId: bill.id, reason: 'mistake' }, act)).toBe('has_payments');
    expect((await runOn('2026-02-15')).overdueNotices).toBe(1);

    const notices = await t.db
      .selectFrom('notifications')
      .select('message')
      .where('memberId', '=', member.id)
      .execute();
    expect(notices).toEqual([
      {
        message: 'Your bill "Gold — Jan 2026" is overdue: $36.50 was due on 14 Feb 2026. Please pay at the front desk.',
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
    const gold = await addPlan(t.db, 'Gold', 4900, 'monthly');
    const member = await memberOnPlan(t.db, gold, '2026-01-31');
    await runOn('2026-01-31');
    const bill = await t.db
      .selectFrom('bills')
      .select(['id'])
      .where('memberId', '=', member.id)
      .executeTakeFirstOrThrow();
    const admin = await createAccount(t.db, 'admin');
    const act = { adminId: admin.id, ip: '127.0.0.1', now: clock.now(), gym: TEST_GYM };
    await recordPayment(t.db, { billId: bill.id, amountCents: 4900, method: 'cash' }, act);
    expect(await voidBill(t.db, { billId: bill.id, reason: 'mistake' }, act)).toBe('not_open');
  });
});
