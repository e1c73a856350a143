// The recurring billing run: one bill per member and period, month ends that behave, catching up
// after a downtime, two runs at once, the gym's own day, a membership changed while the run is under
// way. Overdue notices: billing.run.overdue.test.ts.

import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.js';
import { callerAs, createAccount, createTestDeps, TEST_GYM } from '../../test/harness.js';
import { addPlan, asAnotherProcess, gymIn, memberOnPlan } from '../../test/money.js';
import type { AppDeps } from '../../trpc/context.js';
import { type BillingRunDeps, runBilling } from './billing.run.js';
import { billingRunBed } from './billing-run.testbed.js';

const { bed, billsOf, runOn } = billingRunBed();

describe('the billing run', () => {
  it('bills a member who joined on 31 January on the last day of each shorter month', async () => {
    const gold = await addPlan(bed.t.db, 'Gold', 4900, 'monthly');
    const member = await memberOnPlan(bed.t.db, gold, '2026-01-31');

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
    const gold = await addPlan(bed.t.db, 'Gold', 4900, 'monthly');
    const yearly = await addPlan(bed.t.db, 'Annual', 39_900, 'yearly');
    const monthly = await memberOnPlan(bed.t.db, gold, '2026-01-10');
    const annual = await memberOnPlan(bed.t.db, yearly, '2025-04-01');

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
    const gold = await addPlan(bed.t.db, 'Gold', 2900, 'monthly');
    const members = [];
    for (let i = 0; i < 30; i++) members.push(await memberOnPlan(bed.t.db, gold, '2026-03-01'));
    const other = asAnotherProcess(bed.t);
    try {
      const there = createTestDeps({ db: other.db, limitStore: bed.t.limitStore }, { clock: bed.clock });
      bed.clock.set('2026-05-02T09:00:00.000Z');

      const [a, b] = await Promise.all([runBilling(bed.deps), runBilling(there)]);

      expect(a.billsIssued + b.billsIssued).toBe(90);
      const perMember = await bed.t.db
        .selectFrom('bills')
        .select((eb) => ['memberId', eb.fn.countAll<number>().as('n')])
        .groupBy('memberId')
        .execute();
      expect(perMember).toHaveLength(30);
      expect(perMember.every((row) => Number(row.n) === 3)).toBe(true);
      const events = await bed.t.db
        .selectFrom('events')
        .select('id')
        .where('type', '=', 'system.bill_issued')
        .execute();
      expect(events).toHaveLength(90);
    } finally {
      await other.close();
    }
  });

  it("counts the gym's day, not UTC's: a member due on 31 January in Auckland is billed at 11:30 UTC on the 30th", async () => {
    const auckland = createTestDeps(bed.t, { clock: bed.clock, gym: gymIn('Pacific/Auckland', TEST_GYM) });
    const gold = await addPlan(bed.t.db, 'Gold', 4900, 'monthly');
    const member = await memberOnPlan(bed.t.db, gold, '2026-01-31');

    bed.clock.set('2026-01-30T10:59:00.000Z'); // 23:59 on the 30th in Auckland (UTC+13)
    expect((await runBilling(auckland)).billsIssued).toBe(0);
    bed.clock.set('2026-01-30T11:00:00.000Z'); // midnight: the 31st begins
    expect((await runBilling(auckland)).billsIssued).toBe(1);
    expect((await billsOf(member.id))[0]).toMatchObject({ issueDate: '2026-01-31', dueDate: '2026-02-14' });
  });

  it('moves a free recurring plan on without bills, and bills nothing for paused, cancelled or no-recurring memberships', async () => {
    const freeMonthly = await addPlan(bed.t.db, 'Trial', 0, 'monthly');
    const gold = await addPlan(bed.t.db, 'Gold', 4900, 'monthly');
    const standard = await bed.t.db
      .selectFrom('plans')
      .selectAll()
      .where('name', '=', 'Standard')
      .executeTakeFirstOrThrow();
    const trial = await memberOnPlan(bed.t.db, freeMonthly, '2026-01-01');
    const paused = await memberOnPlan(bed.t.db, gold, '2026-01-01');
    const cancelled = await memberOnPlan(bed.t.db, gold, '2026-01-01');
    await bed.t.db
      .updateTable('memberships')
      .set({ status: 'paused', pausedOn: '2025-12-31' })
      .where('userId', '=', paused.id)
      .execute();
    await bed.t.db.updateTable('memberships').set({ status: 'cancelled' }).where('userId', '=', cancelled.id).execute();
    const onStandard = await memberOnPlan(bed.t.db, { ...standard, isDefault: true, archived: false }, '2026-01-01');

    expect((await runOn('2026-03-05')).billsIssued).toBe(0);
    const trialSchedule = await bed.t.db
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
  return { db, clock: on.clock, settings: on.settings, config: on.config };
}

describe('a membership changed while the run is under way', () => {
  it('is billed as it is now: not once paused or cancelled, and on the plan it has just been moved to', async () => {
    const gold = await addPlan(bed.t.db, 'Gold', 4900, 'monthly');
    const silver = await addPlan(bed.t.db, 'Silver', 1900, 'monthly');
    const paused = await memberOnPlan(bed.t.db, gold, '2026-01-31');
    const cancelled = await memberOnPlan(bed.t.db, gold, '2026-01-31');
    const moving = await memberOnPlan(bed.t.db, gold, '2026-01-31');
    await runOn('2026-01-31');
    const asAdmin = await callerAs(bed.deps, await createAccount(bed.t.db, 'admin'));
    bed.clock.set('2026-02-28T09:00:00.000Z');

    const report = await runBilling(
      changingAfterDueListRead(bed.deps, async () => {
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
