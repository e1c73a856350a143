// Exercises and programs as coaches and members use them, on both databases.
import { TRPCError } from '@trpc/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CreateExerciseInput } from '../../../shared/exercises.schemas.js';
import {
  callerAs,
  createAccount,
  createRouterTestbed,
  type RouterTestbed,
  type TestAccount,
} from '../../test/harness.js';
import { ManualClock } from '../../test/manual-clock.js';
import { snapshotDatabase } from '../../test/snapshot.js';
import { isClientOf } from '../trainers/trainer-scope.js';
import { currentProgramOf } from './programs.queries.js';

let bed: RouterTestbed;
let clock: ManualClock;
let trainer: TestAccount;
let otherTrainer: TestAccount;
let member: TestAccount;

beforeEach(async () => {
  clock = new ManualClock('2026-11-26T10:00:00.000Z');
  bed = await createRouterTestbed({ clock });
  trainer = await createAccount(bed.db, 'trainer');
  otherTrainer = await createAccount(bed.db, 'trainer');
  member = await createAccount(bed.db, 'member', { name: 'Zoë Ångström' });
});
afterEach(() => bed.testDb.close());

async function libraryId(key: string): Promise<string> {
  return (await bed.db.selectFrom('exercises').select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;
}

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string; fields: string[] }> {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    // The message a client reads: the first field's (the error formatter's, in init.ts).
    const issues = (error.cause as { issues?: { path: PropertyKey[]; message: string }[] } | undefined)?.issues ?? [];
    const message = issues[0]?.message ?? error.message;
    return { code: error.code, message, fields: issues.map((i) => i.path.join('.')) };
  }
  throw new Error('expected a refusal');
}

const newExercise: CreateExerciseInput = {
  name: 'Développé couché haltères',
  category: 'strength',
  primaryMuscles: ['chest'],
  secondaryMuscles: ['triceps'],
  equipment: ['dumbbell', 'bench'],
  measure: 'weight-reps',
  cues: ['Descends lentement.'],
};

describe('exercises', () => {
  it('finds an accent-named exercise typed without accents, and a word in the middle of a name', async () => {
    const asTrainer = await callerAs(bed.deps, trainer);
    await asTrainer.exercises.create(newExercise);
    const asMember = await callerAs(bed.deps, member);
    const french = await asMember.exercises.search({ text: 'developpe' });
    expect(french.items.map((e) => e.name)).toEqual(['Développé couché haltères']);
    const press = await asMember.exercises.search({ text: 'PRESS', equipment: 'barbell', pageSize: 100 });
    expect(press.items.map((e) => e.name)).toContain('Barbell Bench Press');
    expect(press.items.every((e) => e.equipment.includes('barbell'))).toBe(true);
    const twoWords = await asMember.exercises.search({ text: 'bench pr' });
    expect(twoWords.items.map((e) => e.name)).toContain('Barbell Bench Press');
    // A word is matched from its start only: "ress" begins no word.
    expect((await asMember.exercises.search({ text: 'ress' })).total).toBe(0);
  });

  it('refuses a 5,000-character name and a name already taken whatever its case and accents, saving nothing', async () => {
    const asTrainer = await callerAs(bed.deps, trainer);
    const before = await snapshotDatabase(bed.db);
    expect(await refusal(asTrainer.exercises.create({ ...newExercise, name: 'x'.repeat(5000) }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Name must be at most 80 characters.',
    });
    expect(await refusal(asTrainer.exercises.create({ ...newExercise, name: 'barbell BENCH préss' }))).toMatchObject({
      message: 'There is already an exercise called "Barbell Bench Press".',
      fields: ['name'],
    });
    expect(await snapshotDatabase(bed.db)).toBe(before);
  });

  it('edits only the gym’s own exercises; any exercise can be hidden and restored', async () => {
    const asTrainer = await callerAs(bed.deps, trainer);
    const own = await asTrainer.exercises.create(newExercise);
    const edited = await asTrainer.exercises.update({
      exerciseId: own.id,
      ...newExercise,
      name: 'Dumbbell floor press 2',
    });
    expect(edited.name).toBe('Dumbbell floor press 2');
    const bench = await libraryId('barbell-bench-press');
    expect((await refusal(asTrainer.exercises.update({ exerciseId: bench, ...newExercise }))).message).toMatch(
      /library cannot be edited/,
    );
    const found = async () =>
      (await asTrainer.exercises.search({ text: 'barbell bench press' })).items.map((e) => e.id);
    await asTrainer.exercises.archive({ exerciseId: bench });
    expect(await found()).not.toContain(bench);
    await asTrainer.exercises.restore({ exerciseId: bench });
    expect(await found()).toContain(bench);
  });
});

async function templateWithOneDay(as: Awaited<ReturnType<typeof callerAs>>) {
  const created = await as.programs.create({ name: 'Strength block', description: '', weeks: 2 });
  return as.programs.save({
    programId: created.id,
    version: created.updatedAt,
    name: 'Strength block',
    description: 'Heavy days.',
    weeks: 2,
    days: [
      {
        week: 1,
        day: 1,
        name: 'Squat day',
        exercises: [
          {
            exerciseId: await libraryId('barbell-back-squat'),
            sets: 5,
            reps: 5,
            durationSeconds: null,
            load: '100',
            restSeconds: 180,
            notes: 'Belt on the top sets.',
          },
          {
            exerciseId: await libraryId('plank'),
            sets: 3,
            reps: null,
            durationSeconds: 45,
            load: '',
            restSeconds: 60,
            notes: '',
          },
        ],
      },
    ],
  });
}

describe('programs', () => {
  it('saves a whole tree, in order, with loads in grams', async () => {
    const asTrainer = await callerAs(bed.deps, trainer);
    const saved = await templateWithOneDay(asTrainer);
    expect(saved.days).toHaveLength(1);
    expect(saved.days[0]?.exercises.map((e) => [e.exerciseName, e.loadGrams, e.durationSeconds])).toEqual([
      ['Barbell Back Squat', 100_000, null],
      ['Plank', null, 45],
    ]);
  });

  it('refuses -1 reps, a 10,000 kg load and a 5,000-character name with field messages, saving nothing', async () => {
    const asTrainer = await callerAs(bed.deps, trainer);
    const saved = await templateWithOneDay(asTrainer);
    const good = {
      programId: saved.id,
      version: saved.updatedAt,
      name: saved.name,
      description: '',
      weeks: 2,
      days: saved.days.map((d) => ({
        week: d.week,
        day: d.day,
        name: d.name,
        exercises: d.exercises.map((e) => ({
          exerciseId: e.exerciseId,
          sets: e.sets,
          reps: e.reps,
          durationSeconds: e.durationSeconds,
          load: e.loadGrams === null ? '' : String(e.loadGrams / 1000),
          restSeconds: e.restSeconds,
          notes: e.notes,
        })),
      })),
    };
    const withRow = (change: Record<string, unknown>) => ({
      ...good,
      days: [{ ...good.days[0], exercises: [{ ...good.days[0]?.exercises[0], ...change }] }],
    });
    const before = await snapshotDatabase(bed.db);
    // biome-ignore lint/suspicious/noExplicitAny: deliberately bad input
    const save = (input: any) => refusal(asTrainer.programs.save(input));
    expect(await save(withRow({ reps: -1 }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Reps must be between 1 and 100.',
      fields: ['days.0.exercises.0.reps'],
    });
    expect(await save(withRow({ load: '10000' }))).toMatchObject({
      message: 'Load must be at most 1000 kg.',
      fields: ['days.0.exercises.0.load'],
    });
    expect(await save({ ...good, name: 'x'.repeat(5000) })).toMatchObject({
      message: 'Name must be at most 80 characters.',
      fields: ['name'],
    });
    expect(await save(withRow({ reps: null, durationSeconds: null }))).toMatchObject({
      message: 'Enter reps or seconds.',
    });
    expect(await snapshotDatabase(bed.db)).toBe(before);
    // The good input still saves.
    await asTrainer.programs.save(good);
  });

  it('tells the second of two editors that someone else changed the program, keeping the first save', async () => {
    const asTrainer = await callerAs(bed.deps, trainer);
    const saved = await templateWithOneDay(asTrainer);
    const base = { programId: saved.id, version: saved.updatedAt, description: '', weeks: 2, days: [] };
    await bed.asAdmin.programs.save({ ...base, name: 'Admin’s version' });
    expect(await refusal(asTrainer.programs.save({ ...base, name: 'Trainer’s version' }))).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/changed by someone else/),
    });
    expect((await asTrainer.programs.get({ programId: saved.id })).name).toBe('Admin’s version');
  });

  it('assigns an independent copy that makes the member the trainer’s client, one current program at a time', async () => {
    const asTrainer = await callerAs(bed.deps, trainer);
    const template = await templateWithOneDay(asTrainer);
    expect(await isClientOf(bed.db, trainer.id, member.id)).toBe(false);
    const copy = await asTrainer.programs.assign({
      templateId: template.id,
      memberId: member.id,
      startsOn: '2026-11-30',
    });
    expect(copy).toMatchObject({
      memberId: member.id,
      trainerId: trainer.id,
      sourceProgramId: template.id,
      startsOn: '2026-11-30',
    });
    expect(await isClientOf(bed.db, trainer.id, member.id)).toBe(true);

    // Editing the template afterwards leaves the member's copy as it was.
    const edited = await asTrainer.programs.get({ programId: template.id });
    await asTrainer.programs.save({
      programId: template.id,
      version: edited.updatedAt,
      name: 'Renamed template',
      description: '',
      weeks: 2,
      days: [],
    });
    const current = await currentProgramOf(bed.db, member.id);
    expect(current?.id).toBe(copy.id);
    expect(current?.name).toBe('Strength block');
    expect(current?.days[0]?.exercises.map((e) => e.sets)).toEqual([5, 3]);
    const asMember = await callerAs(bed.deps, member);
    expect((await asMember.programs.mine())?.id).toBe(copy.id);

    // A second assignment archives the first: the member follows one program.
    const starter = (await asTrainer.programs.templates({})).items.find((p) => p.name === '5×5 strength');
    const second = await asTrainer.programs.assign({
      templateId: starter?.id as string,
      memberId: member.id,
      startsOn: '2026-12-28',
    });
    expect((await asMember.programs.mine())?.id).toBe(second.id);
    const list = await asTrainer.programs.ofMember({ memberId: member.id });
    expect(list.member).toEqual({ id: member.id, name: member.name });
    expect(list.items.map((p) => [p.name, p.archivedAt === null])).toEqual([
      ['5×5 strength', true],
      ['Strength block', false],
    ]);
  });

  it("keeps a trainer out of another trainer's client's program", async () => {
    const asTrainer = await callerAs(bed.deps, trainer);
    const template = await templateWithOneDay(asTrainer);
    const copy = await asTrainer.programs.assign({
      templateId: template.id,
      memberId: member.id,
      startsOn: '2026-11-30',
    });
    const asOther = await callerAs(bed.deps, otherTrainer);
    expect((await refusal(asOther.programs.get({ programId: copy.id }))).code).toBe('FORBIDDEN');
    expect((await refusal(asOther.programs.ofMember({ memberId: member.id }))).code).toBe('FORBIDDEN');
    expect((await refusal(asOther.programs.archive({ programId: copy.id }))).code).toBe('FORBIDDEN');
    // Templates stay everyone's, and management sees any member's.
    expect((await asOther.programs.get({ programId: template.id })).id).toBe(template.id);
    expect((await bed.asAdmin.programs.get({ programId: copy.id })).id).toBe(copy.id);
  });

  it('finds members by name whatever the accents, and by member code, with names and codes only', async () => {
    const asTrainer = await callerAs(bed.deps, trainer);
    const byName = await asTrainer.programs.memberSearch({ text: 'zoe angs' });
    expect(byName).toEqual([expect.objectContaining({ id: member.id, name: 'Zoë Ångström' })]);
    expect(Object.keys(byName[0] ?? {}).sort()).toEqual(['id', 'memberCode', 'name']);
    const code = byName[0]?.memberCode as string;
    const byCode = await asTrainer.programs.memberSearch({ text: code.slice(0, 5).toLowerCase() });
    expect(byCode.map((m) => m.id)).toContain(member.id);
  });

  it('duplicates a template and archives and restores it', async () => {
    const asTrainer = await callerAs(bed.deps, trainer);
    const template = await templateWithOneDay(asTrainer);
    const copy = await asTrainer.programs.duplicate({ programId: template.id });
    expect(copy).toMatchObject({ name: 'Copy of Strength block', memberId: null });
    expect(copy.days[0]?.exercises).toHaveLength(2);
    await asTrainer.programs.archive({ programId: copy.id });
    expect((await asTrainer.programs.templates({ archived: true })).items.map((p) => p.id)).toEqual([copy.id]);
    await asTrainer.programs.restore({ programId: copy.id });
    expect((await asTrainer.programs.templates({ archived: true })).items).toEqual([]);
    expect((await asTrainer.programs.templates({})).total).toBe(5);
  });
});
