// The edges of pausing, resuming, cancelling and plan changes that the main tests step around: the
// very day a cancelled membership ends, a cancellation while paused on a plan with no recurring bill
// or while the billing run is behind, a plan change on a cancelled membership that still has a bill
// date, taking a cancelled membership back up before its paid period ends, and a plan's period
// changing under paused and running members.
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
let asAdmin: Caller;
let approvedMember: MoneyBed['approvedMember'];

beforeEach(async () => {
  ({ t, db, clock, deps, asAdmin, approvedMember } = await createMoneyBed());
});
afterEach(() => t.close());

async function goldPlan() {
  return (
    (await asAdmin.plans.list()).find((p) => p.name === 'Gold') ??
    (await asAdmin.plans.create({ name: 'Gold', price: '29.99', period: 'monthly' }))
  );
}

/** Approved on 31 January and moved onto Gold ($29.99 monthly): billed on the 31st (or the month's last day). */
async function goldMember(): Promise<TestAccount> {
  const person = await approvedMember();
  await asAdmin.memberships.changePlan({ userId: person.id, planId: (await goldPlan()).id });
  return person;
}

const on = (day: string) => clock.set(`${day}T12:00:00.000Z`);

async function runOn(day: string) {
  on(day);
  return (await asAdmin.bills.runNow()).billsIssued;
}

async function issueDates(member: TestAccount) {
  const { items } = await (await callerAs(deps, member)).bills.listMine({});
  return items.map((bill) => bill.issueDate);
}

async function resumedEvents() {
  return (await listEventsOfType(db, 'admin.membership_resumed')).map((e) => JSON.parse(e.detail ?? 'null'));
}

describe('resuming on the day a cancelled membership ends', () => {
  it('starts a fresh schedule that day: billed then, and on that day of the month from then on', async () => {
    const member = await goldMember();
    on('2026-02-10');
    expect(await asAdmin.memberships.cancel({ userId: member.id })).toEqual({
      status: 'cancelled',
      endsOn: '2026-02-28',
    });
    on('2026-02-28');

    await asAdmin.memberships.resume({ userId: member.id });

    // Nothing paid is left on the day it ends, so the new schedule is anchored on the 28th, not the
    // old 31st: the next bill comes on 28 March, not 31 March.
    expect(await issueDates(member)).toEqual(['2026-02-28', '2026-01-31']);
    expect(await runOn('2026-03-28')).toBe(1);
    expect(await runOn('2026-03-31')).toBe(0);
    expect(await issueDates(member)).toEqual(['2026-03-28', '2026-02-28', '2026-01-31']);
  });
});

describe('resuming a cancelled membership before its paid period ends', () => {
  async function billed(member: TestAccount) {
    const { items } = await (await callerAs(deps, member)).bills.listMine({});
    return items.map((bill) => [bill.description, bill.issueDate]);
  }

  it('bills from the end of a paid period that a pause pushed on, once a period, on that day of the month', async () => {
    const member = await goldMember();
    on('2026-02-10');
    await asAdmin.memberships.pause({ userId: member.id });
    on('2026-02-20');
    await asAdmin.memberships.cancel({ userId: member.id }); // paid up to 10 March
    on('2026-03-01');

    await asAdmin.memberships.resume({ userId: member.id });

    // March's period starts on the 10th, so the old 31st must not start another one in March.
    expect(await runOn('2026-03-10')).toBe(1);
    expect(await runOn('2026-03-31')).toBe(0);
    expect(await runOn('2026-04-10')).toBe(1);
    expect(await billed(member)).toEqual([
      ['Gold — Apr 2026', '2026-04-10'],
      ['Gold — Mar 2026', '2026-03-10'],
      ['Gold — Jan 2026', '2026-01-31'],
    ]);
  });

  it('bills a plan chosen while cancelled from the end of the paid period, a whole period at a time', async () => {
    const member = await goldMember();
    const silver = await asAdmin.plans.create({ name: 'Silver', price: '19.99', period: 'monthly' });
    on('2026-02-10');
    await asAdmin.memberships.cancel({ userId: member.id }); // paid up to 28 February
    on('2026-02-15');
    await asAdmin.memberships.changePlan({ userId: member.id, planId: silver.id });
    on('2026-02-20');

    await asAdmin.memberships.resume({ userId: member.id });

    // The change on the 15th does not cut the first Silver period short at 15 March.
    expect(await runOn('2026-02-28')).toBe(1);
    expect(await runOn('2026-03-15')).toBe(0);
    expect(await runOn('2026-03-28')).toBe(1);
    expect(await billed(member)).toEqual([
      ['Silver — Mar 2026', '2026-03-28'],
      ['Silver — Feb 2026', '2026-02-28'],
      ['Gold — Jan 2026', '2026-01-31'],
    ]);
  });
});

describe('cancelling a paused member on a plan with no recurring bill', () => {
  it('ends the membership the day it is cancelled, however long the pause', async () => {
    const member = await approvedMember();
    on('2026-02-01');
    await asAdmin.memberships.pause({ userId: member.id });
    on('2026-02-10');

    // No paid period to push back: the nine days paused add nothing.
    expect(await asAdmin.memberships.cancel({ userId: member.id })).toEqual({
      status: 'cancelled',
      endsOn: '2026-02-10',
    });
  });
});

describe('cancelling while the billing run is behind', () => {
  it('ends the membership today, never on a day already past', async () => {
    const member = await goldMember();
    // No run since 28 February: the bill date is still that day when the member is cancelled.
    on('2026-03-05');

    expect(await asAdmin.memberships.cancel({ userId: member.id })).toEqual({
      status: 'cancelled',
      endsOn: '2026-03-05',
    });
  });
});

describe('changing the plan of a cancelled membership', () => {
  it('changes it at once even while the cancelled membership still has a bill date', async () => {
    const member = await goldMember();
    const silver = await asAdmin.plans.create({ name: 'Silver', price: '19.99', period: 'monthly' });
    on('2026-02-10');
    await asAdmin.memberships.cancel({ userId: member.id });

    // A cancelled membership has no running period to wait for.
    expect(await asAdmin.memberships.changePlan({ userId: member.id, planId: silver.id })).toEqual({
      planName: 'Silver',
      effectiveFrom: '2026-02-10',
      startsNow: true,
    });
  });
});

describe("a plan's billing period changing under its members", () => {
  it('keeps a running member’s next bill date and counts the new periods from there', async () => {
    const member = await goldMember();
    const gold = await goldPlan();
    on('2026-02-10');

    await asAdmin.plans.update({ planId: gold.id, name: 'Gold', price: '29.99', period: 'quarterly' });

    // The bill due on 28 February stays there; quarters count from it on the 31st, so the next one
    // comes on 31 May, not on 30 April (a quarter from the old 31 January anchor).
    expect(await runOn('2026-02-27')).toBe(0);
    expect(await runOn('2026-02-28')).toBe(1);
    expect(await runOn('2026-04-30')).toBe(0);
    expect(await runOn('2026-05-31')).toBe(1);
    expect(await issueDates(member)).toEqual(['2026-05-31', '2026-02-28', '2026-01-31']);
  });

  it('bills a paused member nothing more when the plan loses its recurring bill, the paid period kept', async () => {
    const member = await goldMember();
    const gold = await goldPlan();
    on('2026-02-05');
    await asAdmin.memberships.pause({ userId: member.id });
    on('2026-02-10');
    await asAdmin.plans.update({ planId: gold.id, name: 'Gold', price: '29.99', period: 'none' });
    on('2026-02-20');

    await asAdmin.memberships.resume({ userId: member.id });

    // The paid period's end, 28 February, moves on by the 15 days paused like any other; the run
    // bills nothing there.
    expect(await resumedEvents()).toEqual([{ from: 'paused', nextBillDate: '2026-03-15' }]);
    expect(await runOn('2026-03-15')).toBe(0);
    expect(await runOn('2026-04-15')).toBe(0);
    expect(await issueDates(member)).toEqual(['2026-01-31']);
  });
});
