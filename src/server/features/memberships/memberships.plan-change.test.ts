// Changing a member's plan: at once from a plan with no recurring bill (a priced monthly plan then
// bills its first period there and then), from the next period start on a running recurring plan,
// withdrawn by choosing the current plan again; and what is refused.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.js';
import { apiError, inputError } from '../../test/api-error.js';
import { callerAs, createAccount, type TestAccount, type TestDatabase } from '../../test/harness.js';
import type { ManualClock } from '../../test/manual-clock.js';
import { type Caller, createMoneyBed, type MoneyBed } from '../../test/money-bed.js';
import type { AppDeps } from '../../trpc/context.js';
import { listEventsOfType } from '../events/events.queries.js';

let t: TestDatabase;
let db: Db;
let clock: ManualClock;
let deps: AppDeps;
let admin: TestAccount;
let asAdmin: Caller;
let approvedMember: MoneyBed['approvedMember'];

beforeEach(async () => {
  ({ t, db, clock, deps, admin, asAdmin, approvedMember } = await createMoneyBed());
});
afterEach(() => t.close());

async function planId(name: string): Promise<string> {
  const plan = (await asAdmin.plans.list()).find((p) => p.name === name);
  if (!plan) throw new Error(`no plan named ${name}`);
  return plan.id;
}

async function listed(userId: string) {
  const row = (await asAdmin.members.list({ pageSize: 100 })).items.find((m) => m.id === userId);
  return row && { membershipType: row.membershipType, nextPlanName: row.nextPlanName, status: row.status };
}

async function billsOf(member: TestAccount) {
  const { items } = await (await callerAs(deps, member)).bills.listMine({});
  return items.map(({ description, amountCents, issueDate, dueDate }) => ({
    description,
    amountCents,
    issueDate,
    dueDate,
  }));
}

async function runOn(day: string) {
  clock.set(`${day}T12:00:00.000Z`);
  return asAdmin.bills.runNow();
}

async function eventsOf(type: `admin.${string}` | `system.${string}`) {
  return (await listEventsOfType(db, type)).map((e) => ({
    actorId: e.actorId,
    subject: e.subject,
    ip: e.ip,
    detail: JSON.parse(e.detail ?? 'null'),
  }));
}

describe('memberships.changePlan', () => {
  it('moves a member off a plan with no recurring bill at once, and bills a priced monthly plan there and then', async () => {
    const member = await approvedMember();
    const gold = await asAdmin.plans.create({ name: 'Gold', price: '29.99', period: 'monthly' });

    expect(await asAdmin.memberships.changePlan({ userId: member.id, planId: gold.id })).toEqual({
      planName: 'Gold',
      effectiveFrom: '2026-01-31',
      startsNow: true,
    });

    expect(await listed(member.id)).toEqual({ membershipType: 'Gold', nextPlanName: null, status: 'active' });
    const asMember = await callerAs(deps, member);
    expect((await asMember.bills.listMine({})).items).toEqual([
      {
        id: expect.any(String),
        description: 'Gold — Jan 2026',
        amountCents: 2999,
        paidCents: 0,
        remainingCents: 2999,
        status: 'open',
        displayStatus: 'open',
        date: '2026-01-31T12:00:00.000Z',
        issueDate: '2026-01-31',
        dueDate: '2026-02-14',
        voidReason: null,
        payments: [],
      },
    ]);
    expect(await asMember.bills.balanceMine()).toEqual({ balanceDueCents: 2999 });
    expect(await eventsOf('admin.plan_changed')).toEqual([
      {
        actorId: admin.id,
        subject: member.id,
        ip: '198.51.100.7',
        detail: { from: await planId('Standard'), to: gold.id, effectiveFrom: '2026-01-31' },
      },
    ]);
    // The same day's run does not bill the period again.
    expect((await runOn('2026-01-31')).billsIssued).toBe(0);
  });

  it("dates the change and its first bill by the gym's day", async () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (summer time).
    clock.set('2026-06-30T23:30:00Z');
    const member = await approvedMember();
    const gold = await asAdmin.plans.create({ name: 'Gold', price: '29.99', period: 'monthly' });

    const change = await asAdmin.memberships.changePlan({ userId: member.id, planId: gold.id });

    expect(change.effectiveFrom).toBe('2026-07-01');
    expect(await billsOf(member)).toEqual([
      { description: 'Gold — Jul 2026', amountCents: 2999, issueDate: '2026-07-01', dueDate: '2026-07-15' },
    ]);
  });

  it('schedules a change away from a running recurring plan for the next period start, and bills the new plan from then', async () => {
    const member = await approvedMember();
    const gold = await asAdmin.plans.create({ name: 'Gold', price: '29.99', period: 'monthly' });
    const silver = await asAdmin.plans.create({ name: 'Silver', price: '19.99', period: 'monthly' });
    await asAdmin.memberships.changePlan({ userId: member.id, planId: gold.id });
    clock.set('2026-02-05T12:00:00Z');

    expect(await asAdmin.memberships.changePlan({ userId: member.id, planId: silver.id })).toEqual({
      planName: 'Silver',
      effectiveFrom: '2026-02-28',
      startsNow: false,
    });

    expect(await listed(member.id)).toEqual({ membershipType: 'Gold', nextPlanName: 'Silver', status: 'active' });
    expect(await billsOf(member)).toHaveLength(1);
    expect((await eventsOf('admin.plan_changed')).find((e) => e.detail.to === silver.id)).toEqual({
      actorId: admin.id,
      subject: member.id,
      ip: '198.51.100.7',
      detail: { from: gold.id, to: silver.id, effectiveFrom: '2026-02-28' },
    });
    expect((await runOn('2026-02-27')).billsIssued).toBe(0);
    expect(await listed(member.id)).toMatchObject({ membershipType: 'Gold', nextPlanName: 'Silver' });

    expect((await runOn('2026-02-28')).billsIssued).toBe(1);

    expect(await listed(member.id)).toEqual({ membershipType: 'Silver', nextPlanName: null, status: 'active' });
    expect(await billsOf(member)).toEqual([
      { description: 'Silver — Feb 2026', amountCents: 1999, issueDate: '2026-02-28', dueDate: '2026-03-14' },
      { description: 'Gold — Jan 2026', amountCents: 2999, issueDate: '2026-01-31', dueDate: '2026-02-14' },
    ]);
    expect(await eventsOf('system.plan_change_started')).toEqual([
      { actorId: null, subject: member.id, ip: null, detail: { from: gold.id, to: silver.id, on: '2026-02-28' } },
    ]);
  });

  it("keeps billing on the member's day of the month after a change that started on a shorter month's last day", async () => {
    const member = await approvedMember();
    const gold = await asAdmin.plans.create({ name: 'Gold', price: '29.99', period: 'monthly' });
    const silver = await asAdmin.plans.create({ name: 'Silver', price: '19.99', period: 'monthly' });
    await asAdmin.memberships.changePlan({ userId: member.id, planId: gold.id });
    await asAdmin.memberships.changePlan({ userId: member.id, planId: silver.id });
    expect((await runOn('2026-02-28')).billsIssued).toBe(1);

    // Billed from 31 January: 28 February was that month's last day, and March has a 31st.
    expect((await runOn('2026-03-28')).billsIssued).toBe(0);
    expect((await runOn('2026-03-31')).billsIssued).toBe(1);
    expect((await billsOf(member))[0]).toMatchObject({ description: 'Silver — Mar 2026', issueDate: '2026-03-31' });
  });

  it('withdraws a waiting change when the current plan is chosen again', async () => {
    const member = await approvedMember();
    const gold = await asAdmin.plans.create({ name: 'Gold', price: '29.99', period: 'monthly' });
    const silver = await asAdmin.plans.create({ name: 'Silver', price: '19.99', period: 'monthly' });
    await asAdmin.memberships.changePlan({ userId: member.id, planId: gold.id });
    clock.set('2026-02-05T12:00:00Z');
    await asAdmin.memberships.changePlan({ userId: member.id, planId: silver.id });

    expect(await asAdmin.memberships.changePlan({ userId: member.id, planId: gold.id })).toEqual({
      planName: 'Gold',
      effectiveFrom: '2026-02-05',
      startsNow: true,
    });

    expect(await listed(member.id)).toEqual({ membershipType: 'Gold', nextPlanName: null, status: 'active' });
    expect(await eventsOf('admin.plan_change_withdrawn')).toEqual([
      { actorId: admin.id, subject: member.id, ip: '198.51.100.7', detail: { planId: silver.id } },
    ]);
    // Nothing was waiting the second time: no event.
    await asAdmin.memberships.changePlan({ userId: member.id, planId: gold.id });
    expect(await eventsOf('admin.plan_change_withdrawn')).toHaveLength(1);
    expect((await runOn('2026-02-28')).billsIssued).toBe(1);
    expect((await billsOf(member))[0]).toMatchObject({ description: 'Gold — Feb 2026', amountCents: 2999 });
    expect(await eventsOf('system.plan_change_started')).toEqual([]);
  });

  it('moves a member onto a plan with no recurring bill from the next period start, after which nothing is billed', async () => {
    const member = await approvedMember();
    const gold = await asAdmin.plans.create({ name: 'Gold', price: '29.99', period: 'monthly' });
    await asAdmin.memberships.changePlan({ userId: member.id, planId: gold.id });

    const change = await asAdmin.memberships.changePlan({ userId: member.id, planId: await planId('Standard') });

    expect(change).toEqual({ planName: 'Standard', effectiveFrom: '2026-02-28', startsNow: false });
    expect((await runOn('2026-02-28')).billsIssued).toBe(0);
    expect(await listed(member.id)).toEqual({ membershipType: 'Standard', nextPlanName: null, status: 'active' });
    expect((await runOn('2026-03-31')).billsIssued).toBe(0);
    expect(await billsOf(member)).toHaveLength(1);
  });

  it('refuses an unknown or archived plan and anyone who is not a member, changing nothing', async () => {
    const member = await approvedMember();
    const pending = await createAccount(db, 'pending');
    const old = await asAdmin.plans.create({ name: 'Old', price: '5', period: 'monthly' });
    await asAdmin.plans.archive({ planId: old.id });
    const gold = await asAdmin.plans.create({ name: 'Gold', price: '29.99', period: 'monthly' });

    for (const planId of ['no-such-plan', old.id]) {
      expect(await apiError(asAdmin.memberships.changePlan({ userId: member.id, planId }))).toEqual({
        code: 'NOT_FOUND',
        message: 'Plan not found.',
      });
    }
    for (const userId of ['no-such-user', admin.id, pending.id]) {
      expect(await apiError(asAdmin.memberships.changePlan({ userId, planId: gold.id }))).toEqual({
        code: 'NOT_FOUND',
        message: 'Member not found.',
      });
    }
    expect(await inputError(asAdmin.memberships.changePlan({ userId: member.id, planId: '' }))).toBe('Choose a plan.');
    expect(await inputError(asAdmin.memberships.changePlan({ userId: ' ', planId: gold.id }))).toBe(
      'Member is required.',
    );
    expect(await listed(member.id)).toEqual({ membershipType: 'Standard', nextPlanName: null, status: 'active' });
    expect(await eventsOf('admin.plan_changed')).toEqual([]);
    expect(await billsOf(member)).toEqual([]);
  });
});
