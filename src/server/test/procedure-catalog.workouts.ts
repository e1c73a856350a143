// The procedures of Logging workouts, progress and trainers' comments in the procedure catalog (procedure-catalog.ts): each with an input that
// succeeds. Who may call them is the permission table's (src/shared/permissions.ts).
import { newId } from '../lib/ids.js';
import { type CaseContext, memberId } from './catalog-inputs.js';
import type { ProcedureCase } from './procedure-catalog.js';
import { insertExercise, insertProgram } from './workouts-testbed.js';

let exercises = 0;
const exercise = (c: CaseContext) => {
  exercises += 1;
  return insertExercise(c.deps.db, `Catalog lift ${exercises}`);
};

/** The caller's own member id when the caller is a member, else a new member's. */
async function ownerOf(c: CaseContext): Promise<string> {
  return c.caller?.role === 'member' ? c.caller.id : memberId(c);
}

/** A member a trainer caller may coach (a program of theirs they look after); anyone for management. */
async function clientOf(c: CaseContext): Promise<string> {
  const member = await memberId(c);
  if (c.caller?.role === 'trainer') {
    await insertProgram(c.deps.db, { memberId: member, trainerId: c.caller.id, days: [] });
  }
  return member;
}

/** A workout of `owner` (a day long past) with one set; returns its ids. */
async function workoutOf(
  c: CaseContext,
  owner: string,
): Promise<{ workoutId: string; setId: string; exerciseId: string }> {
  const workoutId = newId();
  const setId = newId();
  const exerciseId = await exercise(c);
  const at = '2026-01-05T10:00:00.000Z';
  await c.deps.db
    .insertInto('workouts')
    .values({
      id: workoutId,
      memberId: owner,
      programId: null,
      programDayId: null,
      day: '2026-01-05',
      startedAt: at,
      finishedAt: null,
      updatedAt: at,
    })
    .execute();
  await c.deps.db
    .insertInto('workoutSets')
    .values({
      id: setId,
      workoutId,
      memberId: owner,
      exerciseId,
      setNumber: 1,
      reps: 5,
      weightGrams: 60_000,
      durationSeconds: null,
      distanceMeters: null,
      loggedAt: at,
    })
    .execute();
  return { workoutId, setId, exerciseId };
}

const PAGED = ['cursor', 'limit'];

export const WORKOUTS_PROCEDURES: Record<string, ProcedureCase> = {
  'workouts.today': {},
  'workouts.logSet': {
    validInput: async (c) => ({ exerciseId: await exercise(c), setNumber: 1, reps: 5, weight: '60' }),
    optional: ['programDayId', 'reps', 'weight', 'durationSeconds', 'distance'],
    alsoValid: { reps: [null], weight: [null] },
  },
  'workouts.deleteSet': {
    validInput: async (c) => ({ setId: (await workoutOf(c, await ownerOf(c))).setId }),
  },
  'workouts.finish': {
    validInput: async (c) => ({ workoutId: (await workoutOf(c, await ownerOf(c))).workoutId, notes: 'Felt strong' }),
    optional: ['notes'],
  },
  'workouts.history': { validInput: () => ({ limit: 10 }), optional: PAGED },
  'workouts.exercisesLogged': {},
  'workouts.progress': {
    validInput: async (c) => ({ exerciseId: (await workoutOf(c, await ownerOf(c))).exerciseId }),
    optional: ['exerciseId'],
  },
  'trainerClients.list': { validInput: () => ({ limit: 20 }), optional: ['search', ...PAGED] },
  'workouts.ofClient': { validInput: async (c) => ({ memberId: await clientOf(c) }), optional: PAGED },
  'workouts.progressOfClient': {
    validInput: async (c) => ({ memberId: await clientOf(c) }),
    optional: ['exerciseId'],
  },
  'workouts.comment': {
    validInput: async (c) => ({ workoutId: (await workoutOf(c, await clientOf(c))).workoutId, body: 'Good depth.' }),
  },
};
