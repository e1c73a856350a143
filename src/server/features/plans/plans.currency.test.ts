// A plan's price is read in the gym's currency: a gym in yen has no decimals to type, so '12.50' is
// refused beside the price field rather than stored as 1250 yen; a gym in euros takes cents.
import { afterEach, describe, expect, it } from 'vitest';
import { apiError } from '../../test/api-error.js';
import {
  callerAs,
  createAccount,
  createTestDatabase,
  createTestDeps,
  TEST_GYM,
  type TestDatabase,
} from '../../test/harness.js';

let t: TestDatabase | undefined;
afterEach(() => t?.close());

/** An admin's caller for a gym that bills in `currency`. */
async function adminOfGymIn(currency: string, locale: string) {
  t = await createTestDatabase();
  const deps = createTestDeps(t, { gym: { ...TEST_GYM, currency, locale } });
  return callerAs(deps, await createAccount(t.db, 'admin'));
}

describe('plans.create in the gym currency', () => {
  it('refuses decimals beside the price for a gym in yen, creating or editing, and takes whole yen as they are', async () => {
    const asAdmin = await adminOfGymIn('JPY', 'ja-JP');

    expect(await apiError(asAdmin.plans.create({ name: 'Gold', price: '12.50', period: 'monthly' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Enter a whole amount (JPY has no decimals).',
      fieldErrors: { price: 'Enter a whole amount (JPY has no decimals).' },
    });
    expect((await asAdmin.plans.list()).map((p) => p.name)).toEqual(['Standard']);

    const gold = await asAdmin.plans.create({ name: 'Gold', price: '5000', period: 'monthly' });
    expect(gold.priceCents).toBe(5000);
    const edit = asAdmin.plans.update({ planId: gold.id, name: 'Gold', price: '5000.5', period: 'monthly' });
    expect((await apiError(edit)).fieldErrors).toEqual({ price: 'Enter a whole amount (JPY has no decimals).' });
    expect((await asAdmin.plans.list()).find((p) => p.id === gold.id)?.priceCents).toBe(5000);
  });

  it('takes cents for a gym in euros', async () => {
    const asAdmin = await adminOfGymIn('EUR', 'de-DE');

    const gold = await asAdmin.plans.create({ name: 'Gold', price: '49.90', period: 'monthly' });

    expect(gold.priceCents).toBe(4990);
    expect((await asAdmin.plans.list()).find((p) => p.id === gold.id)?.priceCents).toBe(4990);
  });
});
