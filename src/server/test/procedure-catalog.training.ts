// The procedures of The exercise library and workout programs in the procedure catalog (procedure-catalog.ts): each with an input that
// succeeds. Who may call them is the permission table's (src/shared/permissions.ts).
import { searchKey } from '../../shared/search-key.js';
import { newId } from '../lib/ids.js';
import { type CaseContext, memberId, next } from './catalog-inputs.js';
import type { ProcedureCase } from './procedure-catalog.js';

const PAGED = ['page', 'pageSize'];

/** A gym's own exercise, new for each call. */
async function ownExerciseId(c: CaseContext, archived = false): Promise<string> {
  const id = newId();
  const name = `Catalog exercise ${next()}`;
  const at = c.deps.clock.now().toISOString();
  await c.deps.db
    .insertInto('exercises')
    .values({
      id,
      key: null,
      name,
      nameKey: searchKey(name),
      category: 'strength',
      primaryMuscles: 'chest',
      equipment: 'dumbbell',
      measure: 'weight-reps',
      createdBy: null,
      archivedAt: archived ? at : null,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  return id;
}

async function libraryExerciseId(c: CaseContext): Promise<string> {
  const row = await c.deps.db
    .selectFrom('exercises')
    .select('id')
    .where('key', '=', 'barbell-bench-press')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A template of one day, new for each call; `memberId` makes it that member's copy instead. */
async function programOf(
  c: CaseContext,
  options: { memberId?: string; trainerId?: string | null; archived?: boolean } = {},
): Promise<{ id: string; updatedAt: string }> {
  const id = newId();
  const name = `Catalog program ${next()}`;
  const at = c.deps.clock.now().toISOString();
  await c.deps.db
    .insertInto('programs')
    .values({
      id,
      name,
      nameKey: searchKey(name),
      memberId: options.memberId ?? null,
      trainerId: options.trainerId ?? null,
      sourceProgramId: null,
      starterKey: null,
      weeks: 2,
      startsOn: null,
      createdBy: null,
      createdAt: at,
      updatedAt: at,
      archivedAt: options.archived ? at : null,
    })
    .execute();
  const dayId = newId();
  await c.deps.db
    .insertInto('programDays')
    .values({ id: dayId, programId: id, week: 1, day: 1, name: 'Day 1' })
    .execute();
  await c.deps.db
    .insertInto('programExercises')
    .values({
      id: newId(),
      dayId,
      position: 0,
      exerciseId: await libraryExerciseId(c),
      sets: 3,
      reps: 8,
      durationSeconds: null,
      loadGrams: 60_000,
      restSeconds: 120,
    })
    .execute();
  return { id, updatedAt: at };
}

/** A member who is the calling trainer's client (a program the trainer looks after); anyone for management. */
async function clientOf(c: CaseContext): Promise<string> {
  const member = await memberId(c);
  if (c.caller?.role === 'trainer') await programOf(c, { memberId: member, trainerId: c.caller.id });
  return member;
}

const exerciseFields = () => ({
  name: `Cable Crossover Variation ${next()}`,
  category: 'strength',
  primaryMuscles: ['chest'],
  secondaryMuscles: ['front-delts'],
  equipment: ['cable'],
  measure: 'weight-reps',
  cues: ['Keep a soft bend in the elbows.'],
});

export const TRAINING_PROCEDURES: Record<string, ProcedureCase> = {
  'exercises.search': {
    validInput: () => ({ text: 'press', category: 'strength', includeArchived: false, page: 1, pageSize: 20 }),
    optional: ['text', 'muscle', 'equipment', 'category', 'includeArchived', ...PAGED],
    alsoValid: { includeArchived: [true] },
  },
  'exercises.get': { validInput: async (c) => ({ exerciseId: await libraryExerciseId(c) }) },
  'exercises.create': { validInput: exerciseFields, optional: ['secondaryMuscles', 'cues'] },
  'exercises.update': {
    validInput: async (c) => ({ exerciseId: await ownExerciseId(c), ...exerciseFields() }),
    optional: ['secondaryMuscles', 'cues'],
  },
  'exercises.archive': { validInput: async (c) => ({ exerciseId: await ownExerciseId(c) }) },
  'exercises.restore': { validInput: async (c) => ({ exerciseId: await ownExerciseId(c, true) }) },
  'programs.templates': {
    validInput: () => ({ archived: false, page: 1, pageSize: 20 }),
    optional: ['archived', ...PAGED],
    alsoValid: { archived: [true] },
  },
  'programs.get': { validInput: async (c) => ({ programId: (await programOf(c)).id }) },
  'programs.create': {
    validInput: () => ({ name: `New program ${next()}`, description: 'Three days a week.', weeks: 4 }),
    optional: ['description'],
  },
  'programs.save': {
    validInput: async (c) => {
      const program = await programOf(c);
      return {
        programId: program.id,
        version: program.updatedAt,
        name: `Saved program ${next()}`,
        description: '',
        weeks: 2,
        days: [
          {
            week: 1,
            day: 1,
            name: 'Push',
            exercises: [
              {
                exerciseId: await libraryExerciseId(c),
                sets: 3,
                reps: 8,
                durationSeconds: null,
                load: '60',
                restSeconds: 90,
                notes: '',
              },
            ],
          },
        ],
      };
    },
    optional: ['description'],
  },
  'programs.duplicate': { validInput: async (c) => ({ programId: (await programOf(c)).id }) },
  'programs.archive': { validInput: async (c) => ({ programId: (await programOf(c)).id }) },
  'programs.restore': { validInput: async (c) => ({ programId: (await programOf(c, { archived: true })).id }) },
  'programs.assign': {
    validInput: async (c) => ({
      templateId: (await programOf(c)).id,
      memberId: await memberId(c),
      startsOn: '2026-12-07',
      ...(c.caller?.role === 'trainer' ? { trainerId: c.caller.id } : {}),
    }),
    optional: ['trainerId'],
  },
  'programs.ofMember': { validInput: async (c) => ({ memberId: await clientOf(c) }) },
  'programs.memberSearch': { validInput: () => ({ text: 'member' }) },
  'programs.mine': {},
};
