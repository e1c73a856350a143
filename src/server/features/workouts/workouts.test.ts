import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.js';
import { apiError, inputError } from '../../test/api-error.js';
import {
  callerAs,
  createAccount,
  createRouterTestbed,
  createTestDeps,
  type TestAccount,
  type TestDatabase,
} from '../../test/harness.js';
import { ManualClock } from '../../test/manual-clock.js';
import { insertExercise, insertProgram } from '../../test/workouts-testbed.js';
import type { AppDeps } from '../../trpc/context.js';

const DAY = 24 * 60 * 60_000;
let t: TestDatabase;
let db: Db;
let deps: AppDeps;
let clock: ManualClock;
let admin: TestAccount;
let member: TestAccount;
let asMember: Awaited<ReturnType<typeof callerAs>>;
let squat: string;
let bench: string;
let row: string;
let dayIds: string[];

beforeEach(async () => {
  const bed = await createRouterTestbed();
  ({ testDb: t, db, admin } = bed);
  clock = new ManualClock('2026-11-16T09:00:00.000Z');
  deps = createTestDeps(t, { clock });
  member = await createAccount(db, 'member', { name: 'Sam Lee' });
  asMember = await callerAs(deps, member);
  squat = await insertExercise(db, 'Back squat');
  bench = await insertExercise(db, 'Bench press');
  row = await insertExercise(db, 'Barbell row');
  ({ dayIds } = await insertProgram(db, {
    memberId: member.id,
    trainerId: null,
    days: [
      { name: 'Day A', exercises: [{ exerciseId: squat, sets: 3, reps: 5, loadGrams: 60_000, restSeconds: 120 }] },
      { name: 'Day B', exercises: [{ exerciseId: bench, sets: 3, reps: 8, loadGrams: 40_000, restSeconds: 90 }] },
    ],
  }));
});
afterEach(async () => {
  await t.close();
});

const setCount = async () =>
  Number(
    (
      await db
        .selectFrom('workoutSets')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const workoutCount = async () =>
  Number(
    (
      await db
        .selectFrom('workouts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('workouts.today', () => {
  it('says so when the member has no program', async () => {
    const other = await createAccount(db, 'member');
    const today = await (await callerAs(deps, other)).workouts.today();
    expect(today).toMatchObject({ program: null, workout: null, exercises: [], unit: 'kg', today: '2026-11-16' });
  });

  it('starts at the first day, moves to the next after a logged day, and wraps', async () => {
    let today = await asMember.workouts.today();
    expect(today.program).toMatchObject({ dayName: 'Day A', dayNumber: 1, dayCount: 2 });
    expect(today.exercises).toEqual([
      expect.objectContaining({
        exerciseId: squat,
        prescription: { sets: 3, reps: 5, durationSeconds: null, loadGrams: 60_000, restSeconds: 120, notes: '' },
        logged: [],
        lastTime: null,
      }),
    ]);
    const first = await asMember.workouts.logSet({
      exerciseId: squat,
      programDayId: dayIds[0],
      setNumber: 1,
      reps: 5,
      weight: '60',
    });
    // While today's workout is open, today is still Day A, with the set logged.
    today = await asMember.workouts.today();
    expect(today.program?.dayName).toBe('Day A');
    expect(today.workout?.id).toBe(first.workoutId);
    expect(today.exercises[0]?.logged).toMatchObject([{ setNumber: 1, reps: 5, weightGrams: 60_000 }]);
    await asMember.workouts.finish({ workoutId: first.workoutId });
    clock.advance(2 * DAY);
    expect((await asMember.workouts.today()).program?.dayName).toBe('Day B');
    await asMember.workouts.logSet({ exerciseId: bench, programDayId: dayIds[1], setNumber: 1, reps: 8, weight: '40' });
    clock.advance(2 * DAY);
    expect((await asMember.workouts.today()).program?.dayName).toBe('Day A');
  });

  it('shows last time as the previous workout’s sets, not today’s', async () => {
    const first = await asMember.workouts.logSet({
      exerciseId: squat,
      programDayId: dayIds[0],
      setNumber: 1,
      reps: 5,
      weight: '60',
    });
    await asMember.workouts.logSet({ exerciseId: squat, programDayId: dayIds[0], setNumber: 2, reps: 4, weight: '60' });
    await asMember.workouts.finish({ workoutId: first.workoutId });
    clock.advance(2 * DAY);
    await asMember.workouts.logSet({ exerciseId: bench, programDayId: dayIds[1], setNumber: 1, reps: 8, weight: '40' });
    clock.advance(2 * DAY);
    // Day A again: last time is the first workout's squats.
    await asMember.workouts.logSet({
      exerciseId: squat,
      programDayId: dayIds[0],
      setNumber: 1,
      reps: 5,
      weight: '62.5',
    });
    const today = await asMember.workouts.today();
    const squats = today.exercises.find((e) => e.exerciseId === squat);
    expect(squats?.logged).toMatchObject([{ setNumber: 1, weightGrams: 62_500 }]);
    expect(squats?.lastTime).toEqual({
      day: '2026-11-16',
      sets: [
        expect.objectContaining({ setNumber: 1, reps: 5, weightGrams: 60_000 }),
        expect.objectContaining({ setNumber: 2, reps: 4, weightGrams: 60_000 }),
      ],
    });
  });

  it('adds an exercise logged freely, outside the program', async () => {
    await asMember.workouts.logSet({ exerciseId: row, setNumber: 1, reps: 10, weight: '50' });
    const today = await asMember.workouts.today();
    expect(today.exercises.map((e) => [e.exerciseId, e.prescription])).toEqual([
      [squat, expect.any(Object)],
      [row, null],
    ]);
  });
});

describe('workouts.logSet', () => {
  it('is idempotent: a retry or a double tap of the same set keeps one set, with the last numbers', async () => {
    const input = { exerciseId: squat, programDayId: dayIds[0], setNumber: 1, reps: 5, weight: '60' };
    const a = await asMember.workouts.logSet(input);
    const b = await asMember.workouts.logSet(input);
    const c = await asMember.workouts.logSet({ ...input, reps: 6, weight: '62,5' });
    expect(b.set.id).toBe(a.set.id);
    expect(c.set).toMatchObject({ id: a.set.id, reps: 6, weightGrams: 62_500 });
    expect(await setCount()).toBe(1);
    expect(await workoutCount()).toBe(1);
  });

  it('refuses bad sets with a clear message and saves nothing', async () => {
    const base = { exerciseId: squat, setNumber: 1 };
    expect(await inputError(asMember.workouts.logSet({ ...base, reps: -1, weight: '60' }))).toBe(
      'Reps must be between 0 and 1,000.',
    );
    expect(await inputError(asMember.workouts.logSet({ ...base, reps: 2000, weight: '60' }))).toBe(
      'Reps must be between 0 and 1,000.',
    );
    expect(await inputError(asMember.workouts.logSet({ ...base, reps: 5, weight: '10000' }))).toBe(
      'Weight must be at most 1000 kg',
    );
    expect(await inputError(asMember.workouts.logSet({ ...base, reps: 5, weight: 'heavy' }))).toBe(
      'Weight must be a number of kg, like 62.5',
    );
    expect(await inputError(asMember.workouts.logSet({ ...base }))).toBe(
      'Enter the reps, weight, time or distance of the set.',
    );
    expect(await inputError(asMember.workouts.logSet({ ...base, setNumber: 0, reps: 5 }))).toBe(
      'Set number must be between 1 and 50.',
    );
    expect(await inputError(asMember.workouts.logSet({ exerciseId: 'nope', setNumber: 1, reps: 5 }))).toBe(
      'Exercise not found.',
    );
    const other = await createAccount(db, 'member');
    const theirs = await insertProgram(db, {
      memberId: other.id,
      trainerId: null,
      days: [{ name: 'X', exercises: [] }],
    });
    expect(await inputError(asMember.workouts.logSet({ ...base, reps: 5, programDayId: theirs.dayIds[0] }))).toBe(
      'Program day not found.',
    );
    expect(await setCount()).toBe(0);
    expect(await workoutCount()).toBe(0);
  });

  it('deletes only the member’s own set', async () => {
    const { set } = await asMember.workouts.logSet({ exerciseId: squat, setNumber: 1, reps: 5, weight: '60' });
    const other = await callerAs(deps, await createAccount(db, 'member'));
    expect((await apiError(other.workouts.deleteSet({ setId: set.id }))).code).toBe('NOT_FOUND');
    expect((await apiError(other.workouts.finish({ workoutId: 'nope' }))).code).toBe('NOT_FOUND');
    await asMember.workouts.deleteSet({ setId: set.id });
    expect(await setCount()).toBe(0);
  });
});

describe('workouts.history', () => {
  it('pages through the member’s workouts newest first, sets grouped by exercise, with comments', async () => {
    for (let i = 1; i <= 5; i++) {
      const { workoutId } = await asMember.workouts.logSet({ exerciseId: squat, setNumber: 1, reps: i, weight: '60' });
      clock.advance(60_000);
      await asMember.workouts.logSet({ exerciseId: bench, setNumber: 1, reps: 8, weight: '40' });
      clock.advance(60_000);
      await asMember.workouts.logSet({ exerciseId: squat, setNumber: 2, reps: i, weight: '60' });
      await asMember.workouts.finish({ workoutId, notes: `Workout ${i}` });
      if (i === 5) await (await callerAs(deps, admin)).workouts.comment({ workoutId, body: 'Great depth!' });
      clock.advance(DAY);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    let first: Awaited<ReturnType<typeof asMember.workouts.history>> | undefined;
    do {
      const page = await asMember.workouts.history({ cursor, limit: 2 });
      first ??= page;
      seen.push(...page.items.map((w) => w.notes));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(['Workout 5', 'Workout 4', 'Workout 3', 'Workout 2', 'Workout 1']);
    const latest = first?.items[0];
    expect(latest?.exercises.map((e) => [e.name, e.sets.map((s) => s.setNumber)])).toEqual([
      ['Back squat', [1, 2]],
      ['Bench press', [1]],
    ]);
    expect(latest?.comments).toMatchObject([{ body: 'Great depth!', authorName: admin.name }]);
  });
});

describe('workouts.progress', () => {
  it('gives each day’s best Epley estimate and volume, oldest first', async () => {
    // Day 1: 60 kg × 5 and 70 kg × 3 → best e1RM 77 kg; volume 300 + 210 = 510 kg.
    await asMember.workouts.logSet({ exerciseId: squat, setNumber: 1, reps: 5, weight: '60' });
    await asMember.workouts.logSet({ exerciseId: squat, setNumber: 2, reps: 3, weight: '70' });
    clock.advance(3 * DAY);
    // Day 2: 100 kg × 1 → 100 kg; and 40 kg × 15, which counts in the volume only.
    await asMember.workouts.logSet({ exerciseId: squat, setNumber: 1, reps: 1, weight: '100' });
    await asMember.workouts.logSet({ exerciseId: squat, setNumber: 2, reps: 15, weight: '40' });
    await asMember.workouts.logSet({ exerciseId: bench, setNumber: 1, reps: 8, weight: '40' });
    const progress = await asMember.workouts.progress({ exerciseId: squat });
    expect(progress.points).toEqual([
      { day: '2026-11-16', e1rmGrams: 77_000, volumeGrams: 510_000, sets: 2 },
      { day: '2026-11-19', e1rmGrams: 100_000, volumeGrams: 700_000, sets: 2 },
    ]);
    expect(progress.exercises.map((e) => e.name)).toEqual(['Back squat', 'Bench press']);
    expect((await asMember.workouts.exercisesLogged()).map((e) => e.id).sort()).toEqual([squat, bench].sort());
    expect((await apiError(asMember.workouts.progress({ exerciseId: 'nope' }))).code).toBe('NOT_FOUND');
  });
});

describe('trainers and their clients', () => {
  it('a trainer reads and comments on a client’s workouts, not a non-client’s; a manager may', async () => {
    const trainer = await createAccount(db, 'trainer');
    const asTrainer = await callerAs(deps, trainer);
    const { workoutId } = await asMember.workouts.logSet({ exerciseId: squat, setNumber: 1, reps: 5, weight: '60' });
    const refused = { code: 'FORBIDDEN', message: 'This member is not one of your clients.' };
    expect(await apiError(asTrainer.workouts.ofClient({ memberId: member.id }))).toEqual(refused);
    expect(await apiError(asTrainer.workouts.progressOfClient({ memberId: member.id }))).toEqual(refused);
    expect(await apiError(asTrainer.workouts.comment({ workoutId, body: 'Nice' }))).toEqual(refused);
    expect((await asTrainer.trainerClients.list({})).items).toEqual([]);
    expect(await db.selectFrom('workoutComments').selectAll().execute()).toEqual([]);

    const manager = await createAccount(db, 'manager');
    const asManager = await callerAs(deps, manager);
    expect((await asManager.workouts.ofClient({ memberId: member.id })).items).toHaveLength(1);
    await asManager.workouts.comment({ workoutId, body: 'Keep going' });
    clock.advance(60_000);
    expect((await asManager.trainerClients.list({})).items.map((m) => m.name)).toEqual(['Sam Lee']);

    // A program the trainer looks after makes the member their client.
    await insertProgram(db, { memberId: member.id, trainerId: trainer.id, days: [] });
    // As the Clients screen asks for it: tRPC's infinite query adds direction 'forward'.
    const clients = await asTrainer.trainerClients.list({ search: 'sam', direction: 'forward' });
    expect(clients.items).toMatchObject([{ id: member.id, name: 'Sam Lee', lastWorkoutDay: '2026-11-16' }]);
    expect((await asTrainer.trainerClients.list({ search: 'zed' })).items).toEqual([]);
    const logs = await asTrainer.workouts.ofClient({ memberId: member.id, direction: 'forward' });
    expect(logs.member.name).toBe('Sam Lee');
    expect(logs.items[0]?.comments.map((c) => c.body)).toEqual(['Keep going']);
    await asTrainer.workouts.comment({ workoutId, body: 'Nice' });
    expect((await asTrainer.workouts.progressOfClient({ memberId: member.id })).points).toHaveLength(1);
    const history = await asMember.workouts.history({ direction: 'forward' });
    expect(history.items[0]?.comments.map((c) => c.body)).toEqual(['Keep going', 'Nice']);
  });

  it('refuses an empty or too long comment and saves nothing', async () => {
    const { workoutId } = await asMember.workouts.logSet({ exerciseId: squat, setNumber: 1, reps: 5, weight: '60' });
    const asAdmin = await callerAs(deps, admin);
    expect(await inputError(asAdmin.workouts.comment({ workoutId, body: '  ' }))).toBe('Comment is required.');
    expect(await inputError(asAdmin.workouts.comment({ workoutId, body: 'x'.repeat(1001) }))).toBe(
      'Comment must be at most 1,000 characters.',
    );
    expect(await db.selectFrom('workoutComments').selectAll().execute()).toEqual([]);
    expect((await apiError(asAdmin.workouts.ofClient({ memberId: admin.id }))).code).toBe('NOT_FOUND');
  });
});
