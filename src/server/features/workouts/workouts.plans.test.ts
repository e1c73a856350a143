// Workouts stay index ranges at a million sets: today's workout, "last time", history and progress
// read ranges of indexes that start with the member (or the workout), never a whole table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/harness.js';
import { expectIndexedSearch, expectIndexOrder, planOf } from '../../test/query-plan.js';
import { currentProgramIdQuery } from '../training/programs.queries.js';
import {
  clientsPageQuery,
  commentsOfWorkoutsQuery,
  exerciseHistoryQuery,
  exercisesLoggedQuery,
  lastSetOfExerciseQuery,
  lastWorkoutDaysQuery,
  latestProgramWorkoutQuery,
  latestWorkoutQuery,
  setsOfExerciseInWorkoutQuery,
  setsOfWorkoutsQuery,
  workoutsPageQuery,
} from './workouts.queries.js';

const NOW = '2026-11-22T12:00:00.000Z';
let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

describe('workouts query plans', () => {
  it('finds the current program by the member’s range of programs_member_idx', async () => {
    expectIndexOrder(await planOf(t.db, currentProgramIdQuery(t.db, 'u-1')), 'programs', 'programs_member_idx');
  });

  it('reads the latest workouts from the end of the member’s range of workouts_member_idx', async () => {
    expectIndexOrder(await planOf(t.db, latestWorkoutQuery(t.db, 'u-1')), 'workouts', 'workouts_member_idx');
    expectIndexOrder(
      await planOf(t.db, latestProgramWorkoutQuery(t.db, 'u-1', 'p-1')),
      'workouts',
      'workouts_member_idx',
    );
    expectIndexOrder(
      await planOf(t.db, workoutsPageQuery(t.db, 'u-1', { at: NOW, id: 'x' }, 11)),
      'workouts',
      'workouts_member_idx',
    );
  });

  it('reads "last time" as one range of workout_sets_history_idx, and that workout’s sets by key', async () => {
    expectIndexOrder(
      await planOf(t.db, lastSetOfExerciseQuery(t.db, 'u-1', 'e-1', 'w-1')),
      'workout_sets',
      'workout_sets_history_idx',
    );
    const sets = await planOf(t.db, setsOfExerciseInWorkoutQuery(t.db, 'w-1', 'e-1'));
    expect(sets.fullScans, sets.text).toEqual([]);
    const page = await planOf(t.db, setsOfWorkoutsQuery(t.db, ['w-1', 'w-2']));
    expect(page.fullScans, page.text).toEqual([]);
    const comments = await planOf(t.db, commentsOfWorkoutsQuery(t.db, ['w-1', 'w-2']));
    expectIndexedSearch(comments, 'workout_comments', 'workout_comments_workout_idx');
  });

  it('reads progress and the logged exercises as the member’s range of workout_sets_history_idx', async () => {
    const history = await planOf(t.db, exerciseHistoryQuery(t.db, 'u-1', 'e-1'));
    expect(history.searches, history.text).toContain('workout_sets:workout_sets_history_idx');
    expect(history.fullScans, history.text).toEqual([]);
    const logged = await planOf(t.db, exercisesLoggedQuery(t.db, 'u-1'));
    expect(logged.searches, logged.text).toContain('workout_sets:workout_sets_history_idx');
    expect(logged.fullScans, logged.text).toEqual([]);
  });

  it('lists clients in name order, each checked by key', async () => {
    for (const trainer of ['t-1', null]) {
      const plan = await planOf(t.db, clientsPageQuery(t.db, trainer, 'sam', { name: 'Sam', id: 'x' }, 21));
      expect(plan.fullScans, plan.text).toEqual([]);
      expect(
        plan.searches.some((s) => s.startsWith('users:')),
        plan.text,
      ).toBe(true);
    }
    const days = await planOf(t.db, lastWorkoutDaysQuery(t.db, ['u-1', 'u-2']));
    expect(days.fullScans, days.text).toEqual([]);
  });
});
