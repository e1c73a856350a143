// The recurring billing run: one bill per member and period, month ends that behave, catching up
// after a downtime, two runs at once, the gym's own day, a membership changed while the run is under
// way, and one overdue notice per bill — for a
// part-paid bill, naming what is still owed, on the trail with its member (and why such a bill
// cannot be voided).

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.js';
import { MAIL_JOB } from '../../mail/mail-queue.js';
import {
  callerAs,
  createAccount,
  createTestDatabase,
  createTestDeps,
  TEST_GYM,
  type TestDatabase,
} from '../../test/harness.js';
import { ManualClock } from '../../test/manual-clock.js';
import { addPlan, asAnotherProcess, gymIn, memberOnPlan } from '../../test/money.js';
import type { AppDeps } from '../../trpc/context.js';
import { settingsFromSeed } from '../settings/settings.store.js';
import { type BillingRunDeps, runBilling } from './billing.run.js';
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

const billsOf = (memberId: string) =>
  t.db
    .selectFrom('bills')
    .select(['description', 'amountCents', 'issueDate', 'dueDate', 'periodStart', 'status'])
    .where('memberId', '=', memberId)
    .orderBy('periodStart')
    .execute();

/** The messages of a member's notifications. */
const noticesTo = (memberId: string) =>
  t.db.selectFrom('notifications').select('message').where('memberId', '=', memberId).execute();

async function runOn(day: string, on: AppDeps = deps) {
  clock.set(`${day}T09:00:00.000Z`);
  return runBilling(on);
}

describe('the billing run', () => {
  it('bills a member who joined on 31 January on the last day of each shorter month', async () => {
    const gold = await addPlan(t.db, 'Gold', 4900, 'monthly');
    const member = await memberOnPlan(t.db, gold, '2026-01-31');

    const days = ['2026-01-31', '2026-02-27', '2026-02-28', '2026-03-30', '2026-03-31', '2026-04-30'];
    const issued = [];
    for (const day of days) issued.push((await runOn(day)).billsIssued);

    expect(issued).toEqual([1, 0, 1, 0, 1, 1]);
    expect(await billsOf(member.id)).toEqual([
      {
        description: 'Gold — Jan 2026',
        amountCents: 4900,
        issueDate: '2026-01-31',
        dueDate: '2026-02-14',
        periodStart: '2026-01-31',
        status: 'open',
      },
      {
        description: 'Gold — Feb 2026',
        amountCents: 4900,
        issueDate: '2026-02-28',
        dueDate: '2026-03-14',
        periodStart: '2026-02-28',
        status: 'open',
      },
      {
        description: 'Gold — Mar 2026',
        amountCents: 4900,
        issueDate: '2026-03-31',
        dueDate: '2026-04-14',
        periodStart: '2026-03-31',
        status: 'open',
      },
      {
        description: 'Gold — Apr 2026',
        amountCents: 4900,
        issueDate: '2026-04-30',
        dueDate: '2026-05-14',
        periodStart: '2026-04-30',
        status: 'open',
      },
    ]);
  });

  it('catches up every period a downtime missed, each once, dated the day it is issued', async () => {
    const gold = await addPlan(t.db, 'Gold', 4900, 'monthly');
    const yearly = await addPlan(t.db, 'Annual', 39_900, 'yearly');
    const monthly = await memberOnPlan(t.db, gold, '2026-01-10');
    const annual = await memberOnPlan(t.db, yearly, '2025-04-01');

    const report = await runOn('2026-04-20');

    expect(report).toEqual({ today: '2026-04-20', billsIssued: 6, overdueNotices: 0 });
    expect((await billsOf(monthly.id)).map((b) => [b.description, b.issueDate])).toEqual([
      ['Gold — Jan 2026', '2026-04-20'],
      ['Gold — Feb 2026', '2026-04-20'],
      ['Gold — Mar 2026', '2026-04-20'],
      ['Gold — Apr 2026', '2026-04-20'],
    ]);
    expect((await billsOf(annual.id)).map((b) => b.description)).toEqual([
      'Annual — Apr 2025 – Mar 2026',
      'Annual — Apr 2026 – Mar 2027',
    ]);
    expect((await runOn('2026-04-20')).billsIssued).toBe(0);
  });

  it('issues exactly one bill per member and period when two runs race, in two processes', async () => {
    const gold = await addPlan(t.db, 'Gold', 2900, 'monthly');
    const members = [];
    for (let i = 0; i < 30; i++) members.push(await memberOnPlan(t.db, gold, '2026-03-01'));
    const other = asAnotherProcess(t);
    try {
      const there = createTestDeps({ db: other.db, limitStore: t.limitStore }, { clock });
      clock.set('2026-05-02T09:00:00.000Z');

      const [a, b] = await Promise.all([runBilling(deps), runBilling(there)]);

      expect(a.billsIssued + b.billsIssued).toBe(90);
      const perMember = await t.db
        .selectFrom('bills')
        .select((eb) => ['memberId', eb.fn.countAll<number>().as('n')])
        .groupBy('memberId')
        .execute();
      expect(perMember).toHaveLength(30);
      expect(perMember.every((row) => Number(row.n) === 3)).toBe(true);
      const events = await t.db.selectFrom('events').select('id').where('type', '=', 'system.bill_issued').execute();
      expect(events).toHaveLength(90);
    } finally {
      await other.close();
    }
  });

  it("counts the gym's day, not UTC's: a member due on 31 January in Auckland is billed at 11:30 UTC on the 30th", async () => {
    const auckland = createTestDeps(t, { clock, gym: gymIn('Pacific/Auckland', TEST_GYM) });
    const gold = await addPlan(t.db, 'Gold', 4900, 'monthly');
    const member = await memberOnPlan(t.db, gold, '2026-01-31');

    clock.set('2026-01-30T10:59:00.000Z'); // 23:59 on the 30th in Auckland (UTC+13)
    expect((await runBilling(auckland)).billsIssued).toBe(0);
    clock.set('2026-01-30T11:00:00.000Z'); // midnight: the 31st begins
    expect((await runBilling(auckland)).billsIssued).toBe(1);
    expect((await billsOf(member.id))[0]).toMatchObject({ issueDate: '2026-01-31', dueDate: '2026-02-14' });
  });

  it('moves a free recurring plan on without bills, and bills nothing for paused, cancelled or no-recurring memberships', async () => {
    const freeMonthly = await addPlan(t.db, 'Trial', 0, 'monthly');
    const gold = await addPlan(t.db, 'Gold', 4900, 'monthly');
    const standard = await t.db
      .selectFrom('plans')
      .selectAll()
      .where('name', '=', 'Standard')
      .executeTakeFirstOrThrow();
    const trial = await memberOnPlan(t.db, freeMonthly, '2026-01-01');
    const paused = await memberOnPlan(t.db, gold, '2026-01-01');
    const cancelled = await memberOnPlan(t.db, gold, '2026-01-01');
    await t.db
      .updateTable('memberships')
      .set({ status: 'paused', pausedOn: '2025-12-31' })
      .where('userId', '=', paused.id)
      .execute();
    await t.db.updateTable('memberships').set({ status: 'cancelled' }).where('userId', '=', cancelled.id).execute();
    const onStandard = await memberOnPlan(t.db, { ...standard, isDefault: true, archived: false }, '2026-01-01');

    expect((await runOn('2026-03-05')).billsIssued).toBe(0);
    const trialSchedule = await t.db
      .selectFrom('memberships')
      .select('nextBillDate')
      .where('userId', '=', trial.id)
      .executeTakeFirst();
    expect(trialSchedule?.nextBillDate).toBe('2026-04-01');
    for (const member of [paused, cancelled, onStandard]) expect(await billsOf(member.id)).toEqual([]);
  });
});

/**
 * The run's dependencies, with `meanwhile` committed after the run has read which members are due and
 * before it opens the transaction that bills them: the moment a change at the front desk can fall in.
 */
function changingAfterDueListRead(on: AppDeps, meanwhile: () => Promise<void>): BillingRunDeps {
  let pending = true;
  const db = new Proxy(on.db, {
    get(target, key) {
      if (key === 'transaction') {
        return () => {
          const builder = target.transaction();
          return {
            async execute(...work: Parameters<typeof builder.execute>) {
              if (pending) {
                pending = false;
                await meanwhile();
              }
              return builder.execute(...work);
            },
          };
        };
      }
      // Kysely keeps its state in private fields, which only the real object can reach.
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as Db;
  return { db, clock: on.clock, settings: on.settings };
}

describe('a membership changed while the run is under way', () => {
  it('is billed as it is now: not once paused or cancelled, and on the plan it has just been moved to', async () => {
    const gold = await addPlan(t.db, 'Gold', 4900, 'monthly');
    const silver = await addPlan(t.db, 'Silver', 1900, 'monthly');
    const paused = await memberOnPlan(t.db, gold, '2026-01-31');
    const cancelled = await memberOnPlan(t.db, gold, '2026-01-31');
    const moving = await memberOnPlan(t.db, gold, '2026-01-31');
    await runOn('2026-01-31');
    const asAdmin = await callerAs(deps, await createAccount(t.db, 'admin'));
    clock.set('2026-02-28T09:00:00.000Z');

    const report = await runBilling(
      changingAfterDueListRead(deps, async () => {
        await asAdmin.memberships.pause({ userId: paused.id });
        await asAdmin.memberships.cancel({ userId: cancelled.id });
        await asAdmin.memberships.changePlan({ userId: moving.id, planId: silver.id });
      }),
    );

    expect(report.billsIssued).toBe(1);
    for (const member of [paused, cancelled]) {
      expect((await billsOf(member.id)).map((b) => b.description)).toEqual(['Gold — Jan 2026']);
    }
    expect((await billsOf(moving.id)).map((b) => [b.description, b.amountCents])).toEqual([
      ['Gold — Jan 2026', 4900],
      ['Silver — Feb 2026', 1900],
    ]);
  });
});

describe('overdue notices', () => {
  it('tell the member once, by notification and email, when a bill passes its due date', async () => {
    const gold = await addPlan(t.db, 'Gold', 4900, 'monthly');
    const member = await memberOnPlan(t.db, gold, '2026-01-31');
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
    const mail = await t.db.selectFrom('mailQueue').select(['toAddress', 'subject', 'status']).execute();
    expect(mail).toEqual([{ toAddress: member.email, subject: 'Your bill at Your Gym is overdue', status: 'queued' }]);
    await deps.background.runNow(MAIL_JOB);
    expect(await t.db.selectFrom('mailQueue').select('status').execute()).toEqual([{ status: 'sent' }]);
  });

  it("name the gym, as its settings call it, in the mail's subject", async () => {
    const named = createTestDeps(t, { clock, gym: { ...TEST_GYM, name: 'Iron Works Gym' } });
    const gold = await addPlan(t.db, 'Gold', 4900, 'monthly');
    await memberOnPlan(t.db, gold, '2026-01-31');
    await runOn('2026-01-31', named);
    await runOn('2026-02-15', named);

    expect(await t.db.selectFrom('mailQueue').select('subject').execute()).toEqual([
      { subject: 'Your bill at Iron Works Gym is overdue' },
    ]);
  });

  it("write the bill's period, the amount owed and the due date the gym's way", async () => {
    const german = createTestDeps(t, {
      clock,
      gym: { ...TEST_GYM, timeZone: 'Europe/Berlin', currency: 'EUR', locale: 'de-DE' },
    });
    const quarter = await addPlan(t.db, 'Quarter', 123450, 'quarterly');
    const member = await memberOnPlan(t.db, quarter, '2026-01-31');
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

  it('tell nobody about a bill paid or voided before its due date', async () => {
    const gold = await addPlan(t.db, 'Gold', 4900, 'monthly');
    const paid = await memberOnPlan(t.db, gold, '2026-01-31');
    const voided = await memberOnPlan(t.db, gold, '2026-01-31');
    await runOn('2026-01-31');
    await t.db.updateTable('bills').set({ status: 'paid', paidCents: 4900 }).where('memberId', '=', paid.id).execute();
    await t.db
      .updateTable('bills')
      .set({ status: 'void', voidReason: 'Waived' })
      .where('memberId', '=', voided.id)
      .execute();

    expect((await runOn('2026-03-01')).overdueNotices).toBe(0);
    expect(await t.db.selectFrom('notifications').select('id').execute()).toEqual([]);
  });

  it('are sent once when two runs race', async () => {
    const gold = await addPlan(t.db, 'Gold', 4900, 'monthly');
    for (let i = 0; i < 10; i++) await memberOnPlan(t.db, gold, '2026-01-31');
    await runOn('2026-01-31');
    const other = asAnotherProcess(t);
    try {
      const there = createTestDeps({ db: other.db, limitStore: t.limitStore }, { clock });
      clock.set('2026-02-20T09:00:00.000Z');
      const [a, b] = await Promise.all([runBilling(deps), runBilling(there)]);
      expect(a.overdueNotices + b.overdueNotices).toBe(10);
      expect(await t.db.selectFrom('notifications').select('id').execute()).toHaveLength(10);
      expect(await t.db.selectFrom('mailQueue').select('id').execute()).toHaveLength(10);
    } finally {
      await other.close();
    }
  });
});

const trail = async (type: string) =>
  (await t.db.selectFrom('events').select(['subject', 'detail']).where('type', '=', type).execute()).map((e) => ({
    subject: e.subject,
    detail: JSON.parse(e.detail ?? 'null'),
  }));

/** A Gold member billed on 31 January, who pays `paidCents` of it at the desk. */
async function goldBillPaying(paidCents: number) {
  const gold = await addPlan(t.db, 'Gold', 4900, 'monthly');
  const member = await memberOnPlan(t.db, gold, '2026-01-31');
  await runOn('2026-01-31');
  const bill = await t.db
    .selectFrom('bills')
    .select(['id'])
    .where('memberId', '=', member.id)
    .executeTakeFirstOrThrow();
  const admin = await createAccount(t.db, 'admin');
  const act = { adminId: admin.id, ip: '127.0.0.1', now: clock.now(), gym: settingsFromSeed(TEST_GYM) };
  await recordPayment(t.db, { billId: bill.id, amountCents: paidCents, method: 'cash' }, act);
  return { gold, member, bill, act };
}

describe('a part-paid bill', () => {
  it('is overdue for what is still owed, and the notice is on the trail with its member', async () => {
    const { gold, member, bill, act } = await goldBillPaying(1250);

    expect(await voidBill(t.db, { billId: bill.id, reason: 'mistake' }, act)).toBe('has_payments');
    expect((await runOn('2026-02-15')).overdueNotices).toBe(1);

    expect(await noticesTo(member.id)).toEqual([
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
    expect(await voidBill(t.db, { billId: bill.id, reason: 'mistake' }, act)).toBe('not_open');
  });
});
