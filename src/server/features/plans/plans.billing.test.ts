// What editing a plan does to its members' bills: a new price applies to bills issued from then on,
// and a new billing period starts or stops billing the plan's members.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.js';
import { callerAs, type TestAccount, type TestDatabase } from '../../test/harness.js';
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

const membershipOf = (userId: string) =>
  db
    .selectFrom('memberships')
    .select(['status', 'nextBillDate'])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();

async function billsOf(member: TestAccount) {
  const { items } = await (await callerAs(deps, member)).bills.listMine({});
  return items.map(({ description, amountCents, issueDate }) => ({ description, amountCents, issueDate }));
}

async function runOn(day: string) {
  clock.set(`${day}T12:00:00.000Z`);
  return asAdmin.bills.runNow();
}

async function eventsOf(type: `admin.${string}`) {
  return (await listEventsOfType(db, type)).map((e) => ({
    actorId: e.actorId,
    subject: e.subject,
    ip: e.ip,
    detail: JSON.parse(e.detail ?? 'null'),
  }));
}

const memberPlan = async (userId: string) =>
  (await asAdmin.members.list({ pageSize: 100 })).items.find((m) => m.id === userId)?.membershipType;

describe('plans.update: prices and billing periods', () => {
  it('renames and reprices a plan for the bills issued from then on; bills already issued keep theirs', async () => {
    const gold = await asAdmin.plans.create({ name: 'Gold', price: '29.99', period: 'monthly' });
    const member = await approvedMember();
    await asAdmin.memberships.changePlan({ userId: member.id, planId: gold.id });

    const updated = await asAdmin.plans.update({ planId: gold.id, name: 'Gold Plus', price: '35', period: 'monthly' });

    expect(updated).toEqual({ ...gold, name: 'Gold Plus', priceCents: 3500 });
    expect(await eventsOf('admin.plan_updated')).toEqual([
      {
        actorId: admin.id,
        subject: gold.id,
        ip: '198.51.100.7',
        detail: {
          from: { name: 'Gold', priceCents: 2999, period: 'monthly', showOnWebsite: false },
          to: { name: 'Gold Plus', priceCents: 3500, period: 'monthly', showOnWebsite: false },
        },
      },
    ]);
    expect(await memberPlan(member.id)).toBe('Gold Plus');
    expect((await runOn('2026-02-28')).billsIssued).toBe(1);
    expect(await billsOf(member)).toEqual([
      { description: 'Gold Plus — Feb 2026', amountCents: 3500, issueDate: '2026-02-28' },
      { description: 'Gold — Jan 2026', amountCents: 2999, issueDate: '2026-01-31' },
    ]);
  });

  it("starts billing the plan's members today when it gets a billing period, but not cancelled ones", async () => {
    const flex = await asAdmin.plans.create({ name: 'Flex', price: '10', period: 'none' });
    const active = await approvedMember();
    const cancelled = await approvedMember();
    for (const member of [active, cancelled]) {
      await asAdmin.memberships.changePlan({ userId: member.id, planId: flex.id });
    }
    await asAdmin.memberships.cancel({ userId: cancelled.id });
    expect(await membershipOf(active.id)).toEqual({ status: 'active', nextBillDate: null });
    clock.set('2026-02-10T12:00:00Z');

    await asAdmin.plans.update({ planId: flex.id, name: 'Flex', price: '10', period: 'monthly' });

    expect(await membershipOf(active.id)).toEqual({ status: 'active', nextBillDate: '2026-02-10' });
    expect(await membershipOf(cancelled.id)).toEqual({ status: 'cancelled', nextBillDate: null });
    expect((await runOn('2026-02-10')).billsIssued).toBe(1);
    expect(await billsOf(active)).toEqual([
      { description: 'Flex — Feb 2026', amountCents: 1000, issueDate: '2026-02-10' },
    ]);
    expect(await billsOf(cancelled)).toEqual([]);
    expect((await eventsOf('admin.plan_updated'))[0]?.detail).toEqual({
      from: { name: 'Flex', priceCents: 1000, period: 'none', showOnWebsite: false },
      to: { name: 'Flex', priceCents: 1000, period: 'monthly', showOnWebsite: false },
    });
  });

  it('bills a member who was paused when their plan started billing from the day they resume', async () => {
    const flex = await asAdmin.plans.create({ name: 'Flex', price: '10', period: 'none' });
    const member = await approvedMember();
    await asAdmin.memberships.changePlan({ userId: member.id, planId: flex.id });
    clock.set('2026-02-01T12:00:00Z');
    await asAdmin.memberships.pause({ userId: member.id });
    clock.set('2026-02-10T12:00:00Z');
    await asAdmin.plans.update({ planId: flex.id, name: 'Flex', price: '10', period: 'monthly' });
    clock.set('2026-02-20T12:00:00Z');

    await asAdmin.memberships.resume({ userId: member.id });

    // Billing began while they were paused: only the 10 paused days since then move their first
    // bill, so it is issued the day they come back (not 19 days later) and the next one a month on.
    expect(await membershipOf(member.id)).toEqual({ status: 'active', nextBillDate: '2026-03-20' });
    expect(await billsOf(member)).toEqual([
      { description: 'Flex — Feb 2026', amountCents: 1000, issueDate: '2026-02-20' },
    ]);
  });

  it('bills a paid period once when its period becomes "No recurring bill" and monthly again', async () => {
    const gold = await asAdmin.plans.create({ name: 'Gold', price: '29.99', period: 'monthly' });
    const member = await approvedMember();
    await asAdmin.memberships.changePlan({ userId: member.id, planId: gold.id }); // paid up to 28 February
    clock.set('2026-02-10T12:00:00Z');
    await asAdmin.plans.update({ planId: gold.id, name: 'Gold', price: '29.99', period: 'none' });
    clock.set('2026-02-11T12:00:00Z');

    await asAdmin.plans.update({ planId: gold.id, name: 'Gold', price: '29.99', period: 'monthly' });

    // February is paid for: billing goes on from 28 February, not from the day of the change.
    expect((await runOn('2026-02-11')).billsIssued).toBe(0);
    expect((await runOn('2026-02-28')).billsIssued).toBe(1);
    expect(await billsOf(member)).toEqual([
      { description: 'Gold — Feb 2026', amountCents: 2999, issueDate: '2026-02-28' },
      { description: 'Gold — Jan 2026', amountCents: 2999, issueDate: '2026-01-31' },
    ]);
  });

  it('stops billing when its period becomes "No recurring bill", at the end of the period paid for', async () => {
    const gold = await asAdmin.plans.create({ name: 'Gold', price: '29.99', period: 'monthly' });
    const member = await approvedMember();
    await asAdmin.memberships.changePlan({ userId: member.id, planId: gold.id });

    await asAdmin.plans.update({ planId: gold.id, name: 'Gold', price: '29.99', period: 'none' });

    // The end of the paid period is kept until it comes; then nothing is billed and no date is left.
    expect(await membershipOf(member.id)).toEqual({ status: 'active', nextBillDate: '2026-02-28' });
    expect((await runOn('2026-02-28')).billsIssued).toBe(0);
    expect(await membershipOf(member.id)).toEqual({ status: 'active', nextBillDate: null });
    expect((await runOn('2026-03-31')).billsIssued).toBe(0);
    expect(await billsOf(member)).toEqual([
      { description: 'Gold — Jan 2026', amountCents: 2999, issueDate: '2026-01-31' },
    ]);
  });
});
