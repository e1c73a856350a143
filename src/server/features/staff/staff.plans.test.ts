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

const ROLE_INDEXES = ['users:users_role_search_key_idx', 'users:users_role_name_idx'];

describe('the Staff list plans', () => {
  it.each([
    ['a page', () => staffPageQuery(t.db, { page: 2, pageSize: 20 })],
    ['the total', () => countStaffQuery(t.db)],
  ])('reads %s through a role index, never the whole users table', async (_, query) => {
    const plan = await planOf(t.db, query());
    expect(plan.fullScans, plan.text).toEqual([]);
    expect(
      plan.orderedScans.filter((s) => !ROLE_INDEXES.includes(s)),
      plan.text,
    ).toEqual([]);
    expect(
      [...plan.searches, ...plan.orderedScans].some((s) => ROLE_INDEXES.includes(s)),
      plan.text,
    ).toBe(true);
  });
});
