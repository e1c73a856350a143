import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { searchKey } from '../../../shared/search-key.js';
import { createTestDatabase, TEST_DIALECT, type TestDatabase } from '../../test/harness.js';
import { EXERCISE_LIBRARY } from './exercise-library/index.js';
import { seedTrainingLibrary } from './training-seed.js';

let t: TestDatabase;
beforeEach(async () => {
  t = await createTestDatabase();
});
afterEach(() => t.close());

const now = new Date('2026-11-26T09:00:00Z');

async function snapshot() {
  const exercises = await t.db.selectFrom('exercises').selectAll().orderBy('id').execute();
  const programs = await t.db.selectFrom('programs').selectAll().orderBy('id').execute();
  const days = await t.db.selectFrom('programDays').selectAll().orderBy('id').execute();
  const rows = await t.db.selectFrom('programExercises').selectAll().orderBy('id').execute();
  return { exercises, programs, days, rows };
}

async function forgetSeedState() {
  await t.db.deleteFrom('jobState').where('name', '=', 'training-library').execute();
}

describe('the training seed', () => {
  it('ships the whole library and the three starter templates with every test database', async () => {
    const { exercises, programs } = await snapshot();
    expect(exercises).toHaveLength(EXERCISE_LIBRARY.length);
    expect(programs.map((p) => p.name).sort()).toEqual(['5×5 strength', 'Beginner full body', 'Upper/lower split']);
    const bench = exercises.find((e) => e.key === 'barbell-bench-press');
    expect(bench).toMatchObject({
      name: 'Barbell Bench Press',
      nameKey: 'barbell bench press',
      equipment: 'barbell,bench',
    });
    expect(JSON.parse(bench?.cuesJson ?? '[]')).toHaveLength(3);
  });

  it('changes nothing when run again, even when it has to check every row', async () => {
    const before = await snapshot();
    expect(await seedTrainingLibrary(t.db, now)).toMatchObject({ outcome: 'current' });
    await forgetSeedState();
    expect(await seedTrainingLibrary(t.db, now)).toEqual({
      outcome: 'seeded',
      inserted: 0,
      updated: 0,
      startersInserted: 0,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('seeds once when two starts race on an empty library (several app processes on one database)', async () => {
    await t.db.deleteFrom('programExercises').execute();
    await t.db.deleteFrom('programDays').execute();
    await t.db.deleteFrom('programs').execute();
    await t.db.deleteFrom('exercises').execute();
    await forgetSeedState();
    const outcomes = await Promise.all([seedTrainingLibrary(t.db, now), seedTrainingLibrary(t.db, now)]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['current', 'seeded']);
    const { exercises, programs } = await snapshot();
    expect(exercises).toHaveLength(EXERCISE_LIBRARY.length);
    expect(programs).toHaveLength(3);
  });

  it('keeps a renamed library exercise on its row (same id, same key) and leaves a gym-edited starter alone', async () => {
    const bench = await t.db
      .selectFrom('exercises')
      .select('id')
      .where('key', '=', 'barbell-bench-press')
      .executeTakeFirstOrThrow();
    const starter = await t.db
      .selectFrom('programs')
      .select('id')
      .where('starterKey', '=', 'beginner-full-body')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('programs').set({ name: 'Our beginners', weeks: 6 }).where('id', '=', starter.id).execute();
    await t.db.deleteFrom('programDays').where('programId', '=', starter.id).where('week', '=', 4).execute();

    const renamed = EXERCISE_LIBRARY.map((e) =>
      e.key === 'barbell-bench-press' ? { ...e, name: 'Flat Barbell Bench Press' } : e,
    );
    const result = await seedTrainingLibrary(t.db, now, { library: renamed });
    expect(result).toMatchObject({ outcome: 'seeded', inserted: 0, updated: 1, startersInserted: 0 });
    const after = await t.db.selectFrom('exercises').selectAll().where('id', '=', bench.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({
      key: 'barbell-bench-press',
      name: 'Flat Barbell Bench Press',
      nameKey: searchKey('Flat Barbell Bench Press'),
    });

    const program = await t.db
      .selectFrom('programs')
      .selectAll()
      .where('id', '=', starter.id)
      .executeTakeFirstOrThrow();
    expect(program).toMatchObject({ name: 'Our beginners', weeks: 6 });
    const weeks = await t.db.selectFrom('programDays').select('week').where('programId', '=', starter.id).execute();
    expect(Math.max(...weeks.map((w) => w.week))).toBe(3);
  });

  it("adopts the gym's own exercise of the same name instead of failing on the unique name", async () => {
    await t.db.deleteFrom('exercises').where('key', '=', 'archer-push-up').execute();
    await t.db
      .insertInto('exercises')
      .values({
        id: 'gym-archer',
        key: null,
        name: 'ARCHER push-up',
        nameKey: searchKey('ARCHER push-up'),
        category: 'strength',
        primaryMuscles: 'chest',
        equipment: 'bodyweight',
        measure: 'reps',
        createdBy: null,
        archivedAt: null,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      })
      .execute();
    await forgetSeedState();
    await seedTrainingLibrary(t.db, now);
    const adopted = await t.db
      .selectFrom('exercises')
      .selectAll()
      .where('key', '=', 'archer-push-up')
      .executeTakeFirstOrThrow();
    expect(adopted).toMatchObject({ id: 'gym-archer', name: 'Archer Push-up' });
  });

  it('times the seed: first run on an empty library, then the already-current run', async () => {
    await t.db.deleteFrom('programs').execute();
    await t.db.deleteFrom('exercises').execute();
    await forgetSeedState();
    const first = performance.now();
    const result = await seedTrainingLibrary(t.db, now);
    const firstMs = performance.now() - first;
    const again = performance.now();
    expect(await seedTrainingLibrary(t.db, now)).toMatchObject({ outcome: 'current' });
    const currentMs = performance.now() - again;
    await forgetSeedState();
    const checked = performance.now();
    await seedTrainingLibrary(t.db, now);
    const checkedMs = performance.now() - checked;
    expect(result).toMatchObject({ inserted: EXERCISE_LIBRARY.length, startersInserted: 3 });
    console.info(
      `[training seed, ${TEST_DIALECT}] first run ${firstMs.toFixed(1)} ms; already current ${currentMs.toFixed(2)} ms; ` +
        `hash forgotten (compares every row) ${checkedMs.toFixed(1)} ms`,
    );
    expect(firstMs).toBeLessThan(5000);
  });
});
