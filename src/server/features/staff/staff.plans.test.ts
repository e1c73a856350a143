// The Staff list, planned as the app compiles it: a range of the role index per staff role, never the
// members' rows. The few staff rows found are then sorted by name (a gym has tens of staff, not
// thousands), so the sort stays small however many members the gym has.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/harness.js';
import { planOf } from '../../test/query-plan.js';
import { countStaffQuery, staffPageQuery } from './staff.queries.js';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

/** Every index on users that starts with the role (by name, search key, balance, join day, last visit). */
const isRoleIndex = (scan: string) => scan.startsWith('users:users_role_');

describe('the Staff list plans', () => {
  it.each([
    ['a page', () => staffPageQuery(t.db, { page: 2, pageSize: 20 })],
    ['the total', () => countStaffQuery(t.db)],
  ])('reads %s through a role index, never the whole users table', async (_, query) => {
    const plan = await planOf(t.db, query());
    expect(plan.fullScans, plan.text).toEqual([]);
    expect(
      plan.orderedScans.filter((s) => !isRoleIndex(s)),
      plan.text,
    ).toEqual([]);
    expect([...plan.searches, ...plan.orderedScans].some(isRoleIndex), plan.text).toBe(true);
  });
});
