// The class form's trainer choices and a trainer's sessions stay index reads however many members
// the users table holds and however many sessions the timetable has made.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/harness.js';
import { expectIndexedSearch, planOf } from '../../test/query-plan.js';
import { upcomingSessionsQuery } from './classes.queries.js';
import { trainersQuery } from './trainers.queries.js';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

describe('trainer plans', () => {
  it('reads the trainers as a range of users_role_name_idx, already in name order', async () => {
    const plan = await planOf(t.db, trainersQuery(t.db));
    expectIndexedSearch(plan, 'users', 'users_role_name_idx');
    expect(plan.fullScans, plan.text).toEqual([]);
    expect(plan.sorts, plan.text).toEqual([]);
  });

  it("finds a trainer's classes by classes_trainer_id_idx, then each class's coming sessions by its range", async () => {
    const plan = await planOf(t.db, upcomingSessionsQuery(t.db, '2026-11-22T12:00:00.000Z', null, 21, 'trainer-1'));
    expect(plan.searches, plan.text).toContain('classes:classes_trainer_id_idx');
    expect(plan.searches, plan.text).toContain('class_sessions:class_sessions_class_starts_idx');
    // Sorting what is left is bounded by the trainer's own classes over the coming eight weeks.
    expect(plan.fullScans, plan.text).toEqual([]);
  });
});
