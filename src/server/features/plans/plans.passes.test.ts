// Passes in the Plans section: a price, visits (blank: unlimited) and days (blank: no end date), no
// recurring period, at least one of visits or days; the kind never changes, a pass is never the
// default nor moved onto; the public price list shows its visits and days.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError } from '../../test/api-error.js';
import { callerAs, createAccount, type TestDatabase } from '../../test/harness.js';
import { type Caller, createMoneyBed } from '../../test/money-bed.js';
import type { AppDeps } from '../../trpc/context.js';

let t: TestDatabase;
let deps: AppDeps;
let asAdmin: Caller;

beforeEach(async () => {
  ({ t, deps, asAdmin } = await createMoneyBed());
});
afterEach(() => t.close());

describe('passes in the Plans section', () => {
  it('creates the drop-in, the 10-visit pass and the trial week, each with no recurring period', async () => {
    const dropIn = await asAdmin.plans.create({ name: 'Drop-in', price: '15', kind: 'pass', passVisits: 1 });
    const ten = await asAdmin.plans.create({
      name: '10-visit pass',
      price: '120',
      kind: 'pass',
      passVisits: 10,
      passDays: 90,
      showOnWebsite: true,
    });
    const trial = await asAdmin.plans.create({ name: 'Trial week', price: '0', kind: 'pass', passDays: 7 });

    expect(
      [dropIn, ten, trial].map(({ kind, period, passVisits, passDays }) => ({ kind, period, passVisits, passDays })),
    ).toEqual([
      { kind: 'pass', period: 'none', passVisits: 1, passDays: null },
      { kind: 'pass', period: 'none', passVisits: 10, passDays: 90 },
      { kind: 'pass', period: 'none', passVisits: null, passDays: 7 },
    ]);
    expect(await (await callerAs(deps)).site.plans()).toEqual([
      {
        id: ten.id,
        name: '10-visit pass',
        priceCents: 12000,
        period: 'none',
        kind: 'pass',
        passVisits: 10,
        passDays: 90,
        passUse: 'visits',
      },
    ]);
  });

  it('refuses a pass without visits or days, a pass with a period, and visits on a recurring plan', async () => {
    expect((await apiError(asAdmin.plans.create({ name: 'Empty', price: '5', kind: 'pass' }))).fieldErrors).toEqual({
      passVisits: 'A pass needs a number of visits, a number of days, or both.',
    });
    expect(
      (await apiError(asAdmin.plans.create({ name: 'Odd', price: '5', kind: 'pass', period: 'monthly', passDays: 3 })))
        .fieldErrors,
    ).toEqual({ period: 'A pass is sold once: it has no recurring billing period.' });
    expect(
      (await apiError(asAdmin.plans.create({ name: 'Gold', price: '5', period: 'monthly', passVisits: 3 })))
        .fieldErrors,
    ).toEqual({ passVisits: 'Only a pass has visits and days.' });
    expect((await asAdmin.plans.list()).map((p) => p.name)).toEqual(['Standard']);
  });

  it("keeps a plan's kind, never makes a pass the default, and never moves a member onto one", async () => {
    const pass = await asAdmin.plans.create({ name: 'Drop-in', price: '15', kind: 'pass', passVisits: 1 });
    const member = await createAccount(t.db, 'member');

    expect(
      await apiError(asAdmin.plans.update({ planId: pass.id, name: 'Drop-in', price: '15', period: 'monthly' })),
    ).toMatchObject({ code: 'CONFLICT' });
    expect(await apiError(asAdmin.plans.makeDefault({ planId: pass.id }))).toMatchObject({ code: 'CONFLICT' });
    expect(await apiError(asAdmin.memberships.changePlan({ userId: member.id, planId: pass.id }))).toMatchObject({
      code: 'CONFLICT',
    });
    const updated = await asAdmin.plans.update({
      planId: pass.id,
      name: 'Drop-in',
      price: '18',
      kind: 'pass',
      passVisits: 2,
    });
    expect(updated).toMatchObject({ priceCents: 1800, passVisits: 2, passDays: null, period: 'none' });
  });
});
