// Plans as administrators see them: the list, creating and editing (a new billing period reschedules
// the plan's members), the default that approvals land on, archiving, and who may do any of it.
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

async function planNamed(name: string) {
  const plan = (await asAdmin.plans.list()).find((p) => p.name === name);
  if (!plan) throw new Error(`no plan named ${name}`);
  return plan;
}

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

describe('plans.list', () => {
  it('shows the default first, then the rest by name whatever its case, with member counts and archived ones marked', async () => {
    const gold = await asAdmin.plans.create({ name: 'gold', price: '29.99', period: 'monthly' });
    const bronze = await asAdmin.plans.create({ name: 'Bronze', price: '5', period: 'none' });
    await approvedMember();
    const onGold = await approvedMember();
    await asAdmin.memberships.changePlan({ userId: onGold.id, planId: gold.id });
    await asAdmin.plans.archive({ planId: bronze.id });

    const plans = await asAdmin.plans.list();

    expect(plans[0]).toEqual({
      id: expect.any(String),
      name: 'Standard',
      priceCents: 0,
      period: 'none',
      isDefault: true,
      archived: false,
      showOnWebsite: false,
      kind: 'recurring',
      passVisits: null,
      passDays: null,
      passUse: 'visits',
      memberCount: 1,
    });
    expect(plans.filter((p) => p.isDefault)).toHaveLength(1);
    const rest = plans.slice(1).map((p) => p.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(rest.indexOf('Bronze')).toBeLessThan(rest.indexOf('gold'));
    expect(plans.find((p) => p.id === gold.id)).toEqual({ ...gold, memberCount: 1 });
    expect(plans.find((p) => p.id === bronze.id)).toEqual({ ...bronze, archived: true, memberCount: 0 });
  });
});

describe('plans.create', () => {
  it('turns the typed price into cents, allows a free plan, and records each plan', async () => {
    const gold = await asAdmin.plans.create({ name: '  Gold ', price: '$29.99', period: 'monthly' });
    const free = await asAdmin.plans.create({ name: 'Trial', price: '0', period: 'none' });
    const yearly = await asAdmin.plans.create({ name: 'Annual', price: '1,200', period: 'yearly' });
    const quarterly = await asAdmin.plans.create({ name: 'Season', price: '45.5', period: 'quarterly' });

    expect(gold).toEqual({
      id: expect.any(String),
      name: 'Gold',
      priceCents: 2999,
      period: 'monthly',
      isDefault: false,
      archived: false,
      showOnWebsite: false,
      kind: 'recurring',
      passVisits: null,
      passDays: null,
      passUse: 'visits',
    });
    expect([free.priceCents, yearly.priceCents, quarterly.priceCents]).toEqual([0, 120000, 4550]);
    expect(await planNamed('Season')).toEqual({ ...quarterly, memberCount: 0 });
    const events = await eventsOf('admin.plan_created');
    expect(events).toHaveLength(4);
    expect(events.find((e) => e.subject === gold.id)).toEqual({
      actorId: admin.id,
      subject: gold.id,
      ip: '198.51.100.7',
      detail: { name: 'Gold', priceCents: 2999, period: 'monthly', showOnWebsite: false },
    });
  });

  it('refuses a name another plan has, whatever its case', async () => {
    await asAdmin.plans.create({ name: 'Gold', price: '10', period: 'monthly' });

    expect(await apiError(asAdmin.plans.create({ name: 'Gold', price: '12', period: 'yearly' }))).toEqual({
      code: 'CONFLICT',
      message: 'A plan named "Gold" already exists.',
    });
    expect(await apiError(asAdmin.plans.create({ name: ' gOLD ', price: '12', period: 'none' }))).toEqual({
      code: 'CONFLICT',
      message: 'A plan named "gOLD" already exists.',
    });
    await expect(asAdmin.plans.create({ name: 'STANDARD', price: '0', period: 'none' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'A plan named "STANDARD" already exists.',
    });
    expect((await asAdmin.plans.list()).filter((p) => p.name.toLowerCase() === 'gold')).toHaveLength(1);
    expect(await eventsOf('admin.plan_created')).toHaveLength(1);
  });

  it('refuses bad fields with the message each field shows, and writes nothing', async () => {
    const before = await asAdmin.plans.list();
    const create = (fields: { name?: string; price?: string; period?: string }) =>
      asAdmin.plans.create({ name: 'Gold', price: '10', period: 'monthly', ...fields } as never);

    expect((await apiError(create({ name: ' ', price: '', period: 'weekly' }))).fieldErrors).toEqual({
      name: 'Plan name is required.',
      price: 'Price is required.',
      period: 'Choose a billing period.',
    });
    expect(await inputError(create({ name: 'x'.repeat(101) }))).toBe('Plan name must be at most 100 characters.');
    expect(await inputError(create({ name: 'Gold\u0007' }))).toBe(
      'Plan name contains characters that are not allowed.',
    );
    expect(await inputError(create({ price: '-5' }))).toBe('Price cannot be negative.');
    expect(await inputError(create({ price: '1.234' }))).toBe('Enter an amount like 12.50 (at most 2 decimals).');
    expect(await inputError(create({ price: 'ten' }))).toBe('Enter an amount like 12.50.');
    expect(await inputError(create({ price: '1000000.01' }))).toBe('Price must be at most 1,000,000.');
    expect(await asAdmin.plans.list()).toEqual(before);
    expect(await eventsOf('admin.plan_created')).toEqual([]);
  });
});

describe('plans.update', () => {
  it("refuses another plan's name and an unknown plan, but lets a plan change its own name's case", async () => {
    const gold = await asAdmin.plans.create({ name: 'Gold', price: '10', period: 'monthly' });

    expect(
      await apiError(asAdmin.plans.update({ planId: gold.id, name: 'standard', price: '10', period: 'monthly' })),
    ).toEqual({ code: 'CONFLICT', message: 'A plan named "standard" already exists.' });
    expect(
      await apiError(asAdmin.plans.update({ planId: 'no-such-plan', name: 'Gold', price: '10', period: 'monthly' })),
    ).toEqual({ code: 'NOT_FOUND', message: 'Plan not found.' });
    expect(await inputError(asAdmin.plans.update({ planId: '', name: 'Gold', price: '10', period: 'monthly' }))).toBe(
      'Choose a plan.',
    );
    expect(await eventsOf('admin.plan_updated')).toEqual([]);
    await expect(
      asAdmin.plans.update({ planId: gold.id, name: 'GOLD', price: '10', period: 'monthly' }),
    ).resolves.toMatchObject({ name: 'GOLD' });
  });
});

describe('plans.makeDefault', () => {
  it('moves the one default mark, so the next approval lands on the new default and is billed at once', async () => {
    const standard = await planNamed('Standard');
    const earlier = await approvedMember();
    const gold = await asAdmin.plans.create({ name: 'Gold', price: '29.99', period: 'monthly' });

    expect(await asAdmin.plans.makeDefault({ planId: gold.id })).toEqual({ ...gold, isDefault: true });

    const plans = await asAdmin.plans.list();
    expect(plans.filter((p) => p.isDefault).map((p) => p.id)).toEqual([gold.id]);
    expect(plans[0]?.id).toBe(gold.id);
    expect(await eventsOf('admin.plan_made_default')).toEqual([
      { actorId: admin.id, subject: gold.id, ip: '198.51.100.7', detail: { previous: standard.id } },
    ]);
    const newcomer = await approvedMember();
    expect(await memberPlan(newcomer.id)).toBe('Gold');
    expect(await memberPlan(earlier.id)).toBe('Standard');
    expect(await billsOf(newcomer)).toEqual([
      { description: 'Gold — Jan 2026', amountCents: 2999, issueDate: '2026-01-31' },
    ]);
  });

  it('refuses an archived or unknown plan and leaves the default where it was', async () => {
    const old = await asAdmin.plans.create({ name: 'Old', price: '1', period: 'none' });
    await asAdmin.plans.archive({ planId: old.id });

    for (const planId of [old.id, 'no-such-plan']) {
      expect(await apiError(asAdmin.plans.makeDefault({ planId }))).toEqual({
        code: 'NOT_FOUND',
        message: 'Plan not found.',
      });
    }
    expect((await asAdmin.plans.list()).filter((p) => p.isDefault).map((p) => p.name)).toEqual(['Standard']);
    expect(await eventsOf('admin.plan_made_default')).toEqual([]);
  });
});

describe('plans.archive and plans.restore', () => {
  it('refuses to archive the default plan', async () => {
    const standard = await planNamed('Standard');

    expect(await apiError(asAdmin.plans.archive({ planId: standard.id }))).toEqual({
      code: 'CONFLICT',
      message: 'The default plan cannot be archived. Make another plan the default first.',
    });
    expect((await planNamed('Standard')).archived).toBe(false);
    expect(await eventsOf('admin.plan_archived')).toEqual([]);
  });

  it('keeps an archived plan billing its members, but nobody else can be moved onto it until it is restored', async () => {
    const gold = await asAdmin.plans.create({ name: 'Gold', price: '29.99', period: 'monthly' });
    const onGold = await approvedMember();
    const other = await approvedMember();
    await asAdmin.memberships.changePlan({ userId: onGold.id, planId: gold.id });

    expect(await asAdmin.plans.archive({ planId: gold.id })).toEqual({ ...gold, archived: true });
    await asAdmin.plans.archive({ planId: gold.id });

    expect(await planNamed('Gold')).toEqual({ ...gold, archived: true, memberCount: 1 });
    expect(await memberPlan(onGold.id)).toBe('Gold');
    expect(await apiError(asAdmin.memberships.changePlan({ userId: other.id, planId: gold.id }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Plan not found.',
    });
    expect(await memberPlan(other.id)).toBe('Standard');
    expect((await runOn('2026-02-28')).billsIssued).toBe(1);
    expect((await billsOf(onGold))[0]?.description).toBe('Gold — Feb 2026');
    expect(await eventsOf('admin.plan_archived')).toEqual([
      { actorId: admin.id, subject: gold.id, ip: '198.51.100.7', detail: { name: 'Gold' } },
    ]);

    expect(await asAdmin.plans.restore({ planId: gold.id })).toEqual({ ...gold, archived: false });

    expect((await planNamed('Gold')).archived).toBe(false);
    await asAdmin.memberships.changePlan({ userId: other.id, planId: gold.id });
    expect(await memberPlan(other.id)).toBe('Gold');
    expect(await eventsOf('admin.plan_restored')).toEqual([
      { actorId: admin.id, subject: gold.id, ip: '198.51.100.7', detail: { name: 'Gold' } },
    ]);
    expect(await apiError(asAdmin.plans.restore({ planId: 'no-such-plan' }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Plan not found.',
    });
  });
});

describe('plans access', () => {
  it('is for administrators only: members and pending accounts are FORBIDDEN, visitors UNAUTHORIZED', async () => {
    const standard = await planNamed('Standard');
    const planId = standard.id;
    const fields = { name: 'Gold', price: '10', period: 'monthly' as const };
    const callers: [Caller, string][] = [
      [await callerAs(deps, await approvedMember()), 'FORBIDDEN'],
      [await callerAs(deps, await createAccount(db, 'pending')), 'FORBIDDEN'],
      [await callerAs(deps), 'UNAUTHORIZED'],
    ];
    for (const [caller, code] of callers) {
      const calls = [
        () => caller.plans.list(),
        () => caller.plans.create(fields),
        () => caller.plans.update({ planId, ...fields }),
        () => caller.plans.makeDefault({ planId }),
        () => caller.plans.archive({ planId }),
        () => caller.plans.restore({ planId }),
      ];
      for (const call of calls) expect((await apiError(call())).code).toBe(code);
    }
    expect(await asAdmin.plans.list()).toEqual(expect.not.arrayContaining([expect.objectContaining({ name: 'Gold' })]));
    expect(await listEventsOfType(db, 'admin.plan_created')).toEqual([]);
  });
});
