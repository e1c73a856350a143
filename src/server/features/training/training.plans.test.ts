// The training lists, planned as the app compiles them. The exercise search reads the small
// exercises table whole on purpose (word prefixes anywhere in the name are not an index range; the
// table is the library of a few hundred plus the gym's own, see SMALL_TABLES); everything else is a
// range of an index: templates (programs_template_idx), a member's programs (programs_member_idx),
// members by name (users_role_search_key_idx) and by code (memberships_member_code_idx).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/harness.js';
import { expectIndexedSearch, planOf } from '../../test/query-plan.js';
import { countExercisesQuery, searchExercisesQuery } from './exercises.queries.js';
import {
  countTemplatesQuery,
  currentProgramIdQuery,
  memberProgramsQuery,
  membersByCodeQuery,
  membersByNameQuery,
  templatesPageQuery,
} from './programs.queries.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

const filter = { text: 'bench press', muscle: 'chest', includeArchived: false } as const;

describe('the training plans', () => {
  it('the exercise search reads only the exercises table', async () => {
    for (const query of [
      searchExercisesQuery(t.db, filter, { page: 1, pageSize: 20 }),
      countExercisesQuery(t.db, filter),
    ]) {
      const plan = await planOf(t.db, query);
      expect(
        [...plan.fullScans, ...plan.searches, ...plan.orderedScans].every((s) => s.startsWith('exercises')),
        plan.text,
      ).toBe(true);
    }
  });

  it.each([
    ['a page of templates', () => templatesPageQuery(t.db, false, { page: 1, pageSize: 20 })],
    ['the count of templates', () => countTemplatesQuery(t.db, true)],
  ])('%s is a range of programs_template_idx', async (_, query) => {
    const plan = await planOf(t.db, query());
    expect(plan.fullScans, plan.text).toEqual([]);
    expect(
      [...plan.searches, ...plan.orderedScans].some((s) => s.startsWith('programs:programs_')),
      plan.text,
    ).toBe(true);
  });

  it("a member's programs and their current one are a range of programs_member_idx", async () => {
    expectIndexedSearch(await planOf(t.db, memberProgramsQuery(t.db, 'm1')), 'programs', 'programs_member_idx');
    expectIndexedSearch(await planOf(t.db, currentProgramIdQuery(t.db, 'm1')), 'programs', 'programs_member_idx');
  });

  it('the member search reads the role index by name and the code index by code', async () => {
    const byName = await planOf(t.db, membersByNameQuery(t.db, 'zoe'));
    expect(byName.fullScans, byName.text).toEqual([]);
    expect(
      [...byName.searches, ...byName.orderedScans].some((s) => s === 'users:users_role_search_key_idx'),
      byName.text,
    ).toBe(true);
    const byCode = await planOf(t.db, membersByCodeQuery(t.db, 'AB12'));
    expect(byCode.fullScans, byCode.text).toEqual([]);
    expect(byCode.searches, byCode.text).toContain('memberships:memberships_member_code_idx');
  });
});
