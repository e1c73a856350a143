// "Show on website": an admin marks the plans the public Services page lists, when creating or
// editing them; site.plans gives anyone those plans (never an archived one) with price and period.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.js';
import { inputError } from '../../test/api-error.js';
import { callerAs, type TestAccount, type TestDatabase } from '../../test/harness.js';
import { type Caller, createMoneyBed } from '../../test/money-bed.js';
import type { AppDeps } from '../../trpc/context.js';
import { listEventsOfType } from '../events/events.queries.js';

let t: TestDatabase;
let db: Db;
let deps: AppDeps;
let admin: TestAccount;
let asAdmin: Caller;

beforeEach(async () => {
  ({ t, db, deps, admin, asAdmin } = await createMoneyBed());
});
afterEach(() => t.close());

/** What a visitor with no session is given. */
async function websitePlans() {
  return (await callerAs(deps)).site.plans();
}

/** Oldest first (the event list comes newest first). */
async function detailsOf(type: 'admin.plan_created' | 'admin.plan_updated') {
  return (await listEventsOfType(db, type)).map((e) => JSON.parse(e.detail ?? 'null')).reverse();
}

describe('the "Show on website" mark', () => {
  it('is off unless ticked, and is saved and recorded when a plan is created', async () => {
    const hidden = await asAdmin.plans.create({ name: 'Staff', price: '0', period: 'none' });
    const shown = await asAdmin.plans.create({ name: 'Gold', price: '29.99', period: 'monthly', showOnWebsite: true });

    expect([hidden.showOnWebsite, shown.showOnWebsite]).toEqual([false, true]);
    const listed = await asAdmin.plans.list();
    expect(listed.find((p) => p.id === shown.id)).toMatchObject({ showOnWebsite: true });
    expect(listed.find((p) => p.id === hidden.id)).toMatchObject({ showOnWebsite: false });
    expect(await detailsOf('admin.plan_created')).toEqual([
      { name: 'Staff', priceCents: 0, period: 'none', showOnWebsite: false },
      { name: 'Gold', priceCents: 2999, period: 'monthly', showOnWebsite: true },
    ]);
  });

  it('is turned on and off by plans.update, kept when left out, and each change is recorded', async () => {
    const gold = await asAdmin.plans.create({ name: 'Gold', price: '30', period: 'monthly' });
    const edit = { planId: gold.id, name: 'Gold', price: '30', period: 'monthly' } as const;

    expect(await asAdmin.plans.update({ ...edit, showOnWebsite: true })).toMatchObject({ showOnWebsite: true });
    // An older form, or a caller that only renames, leaves the mark as it was.
    expect(await asAdmin.plans.update({ ...edit, name: 'Gold Plus' })).toMatchObject({ showOnWebsite: true });
    expect(await asAdmin.plans.update({ ...edit, showOnWebsite: false })).toMatchObject({ showOnWebsite: false });

    expect((await asAdmin.plans.list()).find((p) => p.id === gold.id)).toMatchObject({ showOnWebsite: false });
    const changes = (await detailsOf('admin.plan_updated')).map((d) => [d.from.showOnWebsite, d.to.showOnWebsite]);
    expect(changes).toEqual([
      [false, true],
      [true, true],
      [true, false],
    ]);
  });

  it('must be true or false', async () => {
    const create = asAdmin.plans.create({
      name: 'Gold',
      price: '10',
      period: 'monthly',
      showOnWebsite: 'yes',
    } as never);
    expect(await inputError(create)).toBe('Choose whether the plan shows on the website.');
  });
});

describe('site.plans', () => {
  it('gives a visitor the marked plans that are not archived, cheapest first, with price and period only', async () => {
    const gold = await asAdmin.plans.create({ name: 'Gold', price: '49', period: 'monthly', showOnWebsite: true });
    const annual = await asAdmin.plans.create({ name: 'Annual', price: '480', period: 'yearly', showOnWebsite: true });
    const drop = await asAdmin.plans.create({ name: 'Drop-in', price: '12', period: 'none', showOnWebsite: true });
    await asAdmin.plans.create({ name: 'Staff', price: '0', period: 'none' });
    const old = await asAdmin.plans.create({ name: 'Old Gold', price: '39', period: 'monthly', showOnWebsite: true });
    await asAdmin.plans.archive({ planId: old.id });

    expect(await websitePlans()).toEqual([
      {
        id: drop.id,
        name: 'Drop-in',
        priceCents: 1200,
        period: 'none',
        kind: 'recurring',
        passVisits: null,
        passDays: null,
        passUse: 'visits',
      },
      {
        id: gold.id,
        name: 'Gold',
        priceCents: 4900,
        period: 'monthly',
        kind: 'recurring',
        passVisits: null,
        passDays: null,
        passUse: 'visits',
      },
      {
        id: annual.id,
        name: 'Annual',
        priceCents: 48_000,
        period: 'yearly',
        kind: 'recurring',
        passVisits: null,
        passDays: null,
        passUse: 'visits',
      },
    ]);
  });

  it('is empty on a fresh install: the starter plan is not on the website until an admin says so', async () => {
    expect(await websitePlans()).toEqual([]);
  });

  it('follows the admin: a plan restored from the archive, or unmarked, shows again or goes', async () => {
    const gold = await asAdmin.plans.create({ name: 'Gold', price: '49', period: 'monthly', showOnWebsite: true });
    await asAdmin.plans.archive({ planId: gold.id });
    await asAdmin.plans.restore({ planId: gold.id });
    expect((await websitePlans()).map((p) => p.name)).toEqual(['Gold']);

    await asAdmin.plans.update({
      planId: gold.id,
      name: 'Gold',
      price: '55',
      period: 'quarterly',
      showOnWebsite: true,
    });
    expect(await websitePlans()).toEqual([
      {
        id: gold.id,
        name: 'Gold',
        priceCents: 5500,
        period: 'quarterly',
        kind: 'recurring',
        passVisits: null,
        passDays: null,
        passUse: 'visits',
      },
    ]);

    await asAdmin.plans.update({
      planId: gold.id,
      name: 'Gold',
      price: '55',
      period: 'quarterly',
      showOnWebsite: false,
    });
    expect(await websitePlans()).toEqual([]);
  });

  it('answers members and admins the same as visitors', async () => {
    await asAdmin.plans.create({ name: 'Gold', price: '49', period: 'monthly', showOnWebsite: true });
    expect(await (await callerAs(deps, admin)).site.plans()).toEqual(await websitePlans());
  });
});
