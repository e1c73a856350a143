// Pausing, resuming and cancelling a membership: what moves the next bill, what stops billing, the
// refusals for changes that do not fit the membership's status, and who may do it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.js';
import { apiError } from '../../test/api-error.js';
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

/** A new member approved today and moved onto Gold ($29.99 monthly): billed for January, next on 28 February. */
async function goldMember(): Promise<TestAccount> {
  const person = await approvedMember();
  const gold =
    (await asAdmin.plans.list()).find((p) => p.name === 'Gold') ??
    (await asAdmin.plans.create({ name: 'Gold', price: '29.99', period: 'monthly' }));
  await asAdmin.memberships.changePlan({ userId: person.id, planId: gold.id });
  return person;
}

const on = (day: string) => clock.set(`${day}T12:00:00.000Z`);

async function runOn(day: string) {
  on(day);
  return asAdmin.bills.runNow();
}

async function billsOf(member: TestAccount) {
  const { items } = await (await callerAs(deps, member)).bills.listMine({});
  return items.map(({ description, issueDate, dueDate }) => ({ description, issueDate, dueDate }));
}

async function statusOf(userId: string) {
  return (await asAdmin.members.list({ pageSize: 100 })).items.find((m) => m.id === userId)?.status;
}

async function eventsOf(type: `admin.${string}`) {
  return (await listEventsOfType(db, type)).map((e) => ({
    actorId: e.actorId,
    subject: e.subject,
    ip: e.ip,
    detail: JSON.parse(e.detail ?? 'null'),
  }));
}

const JANUARY = { description: 'Gold — Jan 2026', issueDate: '2026-01-31', dueDate: '2026-02-14' };

describe('memberships.pause and memberships.resume', () => {
  it('bills nothing while paused and moves the next bill date by the length of the pause', async () => {
    const member = await goldMember();
    on('2026-02-10');

    expect(await asAdmin.memberships.pause({ userId: member.id })).toEqual({ status: 'paused', endsOn: null });

    expect(await statusOf(member.id)).toBe('paused');
    expect((await runOn('2026-02-28')).billsIssued).toBe(0);
    on('2026-03-10');
    expect(await asAdmin.memberships.resume({ userId: member.id })).toEqual({ status: 'active', endsOn: null });
    expect(await statusOf(member.id)).toBe('active');
    // Paused for 28 days: the bill due on 28 February moves to 28 March.
    expect(await billsOf(member)).toEqual([JANUARY]);
    expect((await runOn('2026-03-27')).billsIssued).toBe(0);
    expect((await runOn('2026-03-28')).billsIssued).toBe(1);
    expect(await billsOf(member)).toEqual([
      { description: 'Gold — Mar 2026', issueDate: '2026-03-28', dueDate: '2026-04-11' },
      JANUARY,
    ]);
    expect(await eventsOf('admin.membership_paused')).toEqual([
      { actorId: admin.id, subject: member.id, ip: '198.51.100.7', detail: { on: '2026-02-10' } },
    ]);
    expect(await eventsOf('admin.membership_resumed')).toEqual([
      {
        actorId: admin.id,
        subject: member.id,
        ip: '198.51.100.7',
        detail: { from: 'paused', nextBillDate: '2026-03-28' },
      },
    ]);
  });

  it('bills a paused member moved onto a recurring plan from the day they resume', async () => {
    const person = await createAccount(db, 'pending');
    const request = await db
      .selectFrom('memberRequests')
      .select('id')
      .where('userId', '=', person.id)
      .executeTakeFirstOrThrow();
    await asAdmin.requests.approve({ requestId: request.id });
    const silver = await asAdmin.plans.create({ name: 'Silver', price: '19.99', period: 'monthly' });
    on('2026-02-01');
    await asAdmin.memberships.pause({ userId: person.id });
    on('2026-02-10');
    await asAdmin.memberships.changePlan({ userId: person.id, planId: silver.id });
    on('2026-02-20');

    await asAdmin.memberships.resume({ userId: person.id });

    // Silver's billing began on 10 February, during the pause: only the 10 days paused since then
    // count, so the first bill comes the day they are back, not 19 days later.
    expect(await eventsOf('admin.membership_resumed')).toMatchObject([
      { detail: { from: 'paused', nextBillDate: '2026-02-20' } },
    ]);
    expect(await billsOf(person)).toEqual([
      { description: 'Silver — Feb 2026', issueDate: '2026-02-20', dueDate: '2026-03-06' },
    ]);
  });
});

describe('memberships.cancel', () => {
  it('ends the membership at the end of the paid period, after which no run bills it', async () => {
    const member = await goldMember();
    on('2026-02-10');

    expect(await asAdmin.memberships.cancel({ userId: member.id })).toEqual({
      status: 'cancelled',
      endsOn: '2026-02-28',
    });

    expect(await statusOf(member.id)).toBe('cancelled');
    expect(await eventsOf('admin.membership_cancelled')).toEqual([
      { actorId: admin.id, subject: member.id, ip: '198.51.100.7', detail: { endsOn: '2026-02-28' } },
    ]);
    for (const day of ['2026-02-28', '2026-03-31', '2026-04-30']) expect((await runOn(day)).billsIssued).toBe(0);
    expect(await billsOf(member)).toEqual([JANUARY]);
  });

  it('moves the end of a paused membership by the pause so far when it is cancelled', async () => {
    const member = await goldMember();
    on('2026-02-10');
    await asAdmin.memberships.pause({ userId: member.id });
    on('2026-02-20');

    // Paid up to 28 February, and 10 of those days were paused.
    expect(await asAdmin.memberships.cancel({ userId: member.id })).toEqual({
      status: 'cancelled',
      endsOn: '2026-03-10',
    });
    expect((await runOn('2026-03-10')).billsIssued).toBe(0);
    expect(await billsOf(member)).toEqual([JANUARY]);
  });

  it('takes a cancelled membership back up from the end of the paid period, never billing it twice', async () => {
    const member = await goldMember();
    on('2026-02-10');
    await asAdmin.memberships.cancel({ userId: member.id });
    on('2026-02-20');

    expect(await asAdmin.memberships.resume({ userId: member.id })).toEqual({ status: 'active', endsOn: null });

    expect(await billsOf(member)).toEqual([JANUARY]);
    expect((await runOn('2026-02-28')).billsIssued).toBe(1);
    expect((await billsOf(member))[0]).toEqual({
      description: 'Gold — Feb 2026',
      issueDate: '2026-02-28',
      dueDate: '2026-03-14',
    });
    expect(await eventsOf('admin.membership_resumed')).toMatchObject([
      { detail: { from: 'cancelled', nextBillDate: '2026-02-28' } },
    ]);
  });

  it('starts a new period at once, billed there and then, when a membership is taken back up after it ended', async () => {
    const member = await goldMember();
    on('2026-02-10');
    await asAdmin.memberships.cancel({ userId: member.id });
    expect((await runOn('2026-03-10')).billsIssued).toBe(0);

    await asAdmin.memberships.resume({ userId: member.id });

    expect(await billsOf(member)).toEqual([
      { description: 'Gold — Mar 2026', issueDate: '2026-03-10', dueDate: '2026-03-24' },
      JANUARY,
    ]);
    expect(await eventsOf('admin.membership_resumed')).toMatchObject([
      { detail: { from: 'cancelled', nextBillDate: '2026-03-10' } },
    ]);
  });
});

describe('membership status refusals', () => {
  it('refuses a change that does not fit the status, naming the status, and changes nothing', async () => {
    const member = await goldMember();
    const userId = member.id;
    const refusal = (message: string) => ({ code: 'CONFLICT', message });

    expect(await apiError(asAdmin.memberships.resume({ userId }))).toEqual(
      refusal('A membership that is active cannot be resumed.'),
    );
    await asAdmin.memberships.pause({ userId });
    expect(await apiError(asAdmin.memberships.pause({ userId }))).toEqual(
      refusal('A membership that is paused cannot be paused.'),
    );
    await asAdmin.memberships.cancel({ userId });
    expect(await apiError(asAdmin.memberships.cancel({ userId }))).toEqual(
      refusal('A membership that is cancelled cannot be cancelled.'),
    );
    expect(await apiError(asAdmin.memberships.pause({ userId }))).toEqual(
      refusal('A membership that is cancelled cannot be paused.'),
    );

    expect(await statusOf(userId)).toBe('cancelled');
    expect(await eventsOf('admin.membership_paused')).toHaveLength(1);
    expect(await eventsOf('admin.membership_cancelled')).toHaveLength(1);
    expect(await eventsOf('admin.membership_resumed')).toEqual([]);
  });

  it('answers NOT_FOUND for anyone who is not a member', async () => {
    const pending = await createAccount(db, 'pending');
    for (const userId of ['no-such-user', admin.id, pending.id]) {
      for (const call of [asAdmin.memberships.pause, asAdmin.memberships.resume, asAdmin.memberships.cancel]) {
        expect(await apiError(call({ userId }))).toEqual({ code: 'NOT_FOUND', message: 'Member not found.' });
      }
    }
    expect(await listEventsOfType(db, 'admin.membership_paused')).toEqual([]);
  });
});

describe('memberships access', () => {
  it('is for administrators only: members and pending accounts are FORBIDDEN, visitors UNAUTHORIZED', async () => {
    const member = await goldMember();
    const userId = member.id;
    const planId = (await asAdmin.plans.list())[0]?.id ?? '';
    const callers: [Caller, string][] = [
      [await callerAs(deps, member), 'FORBIDDEN'],
      [await callerAs(deps, await createAccount(db, 'pending')), 'FORBIDDEN'],
      [await callerAs(deps), 'UNAUTHORIZED'],
    ];
    for (const [caller, code] of callers) {
      const calls = [
        () => caller.memberships.changePlan({ userId, planId }),
        () => caller.memberships.pause({ userId }),
        () => caller.memberships.resume({ userId }),
        () => caller.memberships.cancel({ userId }),
      ];
      for (const call of calls) expect((await apiError(call())).code).toBe(code);
    }
    expect(await statusOf(userId)).toBe('active');
    expect((await asAdmin.members.list({})).items[0]?.membershipType).toBe('Gold');
  });
});
