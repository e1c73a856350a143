// Today's workout, logging sets, history and progress: the steps that span workouts, sets, programs
// and exercises. Loads are whole grams; the gym's unit only matters for what is typed and shown.
import { dateInZone } from '../../../shared/calendar.js';
import type { ExerciseMeasure } from '../../../shared/exercises.js';
import { type ProgressPoint, progressPoints } from '../../../shared/one-rep-max.js';
import type { ProgramExerciseItem } from '../../../shared/programs.schemas.js';
import { parseWeight, type WeightUnit } from '../../../shared/weights.js';
import { NO_EXERCISE, NO_WORKOUT } from '../../../shared/workouts.schemas.js';
import type { DbOrTx } from '../../db/schema.js';
import { fieldError } from '../../trpc/field-error.js';
import { TRPCError } from '../../trpc/init.js';
import { currentProgramOf } from '../training/programs.service.js';
import {
  commentsOfWorkoutsQuery,
  exerciseHistoryQuery,
  exercisesByIds,
  exercisesLoggedQuery,
  findExercise,
  findProgramDay,
  insertWorkout,
  type KeysetAfter,
  lastSetOfExerciseQuery,
  latestProgramWorkoutQuery,
  latestWorkoutQuery,
  setsOfExerciseInWorkoutQuery,
  setsOfWorkoutsQuery,
  upsertSet,
  workoutsPageQuery,
} from './workouts.queries.js';

export interface SetNumbers {
  id: string;
  setNumber: number;
  reps: number | null;
  weightGrams: number | null;
  durationSeconds: number | null;
  distanceMeters: number | null;
}

export interface Prescription {
  sets: number;
  reps: number | null;
  durationSeconds: number | null;
  loadGrams: number | null;
  restSeconds: number | null;
  notes: string;
}

export interface TodayExercise {
  exerciseId: string;
  name: string;
  measure: ExerciseMeasure;
  /** What the program says for today; null for an exercise logged freely. */
  prescription: Prescription | null;
  /** The sets already logged in today's workout. */
  logged: SetNumbers[];
  /** The member's most recent earlier workout with this exercise, and its sets. */
  lastTime: { day: string; sets: SetNumbers[] } | null;
}

export interface TodaysWorkout {
  unit: WeightUnit;
  today: string;
  /** Today's open workout, once a set is logged. */
  workout: { id: string; startedAt: string } | null;
  program: null | {
    id: string;
    name: string;
    dayId: string;
    week: number;
    day: number;
    dayName: string;
    /** The day's place among the program's days, from 1, and how many there are. */
    dayNumber: number;
    dayCount: number;
  };
  exercises: TodayExercise[];
}

function setNumbers(row: SetNumbers): SetNumbers {
  return {
    id: row.id,
    setNumber: row.setNumber,
    reps: row.reps,
    weightGrams: row.weightGrams,
    durationSeconds: row.durationSeconds,
    distanceMeters: row.distanceMeters,
  };
}

/** Today's workout: open and started today, not finished. */
async function openWorkoutOf(db: DbOrTx, memberId: string, today: string) {
  const latest = await latestWorkoutQuery(db, memberId).executeTakeFirst();
  return latest && latest.day === today && latest.finishedAt === null ? latest : undefined;
}

async function lastTimeOf(db: DbOrTx, memberId: string, exerciseId: string, notWorkoutId: string | null) {
  const last = await lastSetOfExerciseQuery(db, memberId, exerciseId, notWorkoutId).executeTakeFirst();
  if (!last) return null;
  const [sets, workout] = await Promise.all([
    setsOfExerciseInWorkoutQuery(db, last.workoutId, exerciseId).execute(),
    db.selectFrom('workouts').select('day').where('id', '=', last.workoutId).executeTakeFirstOrThrow(),
  ]);
  return { day: workout.day, sets: sets.map(setNumbers) };
}

export async function todaysWorkout(
  db: DbOrTx,
  memberId: string,
  gym: { timeZone: string; weightUnit: WeightUnit },
  now: Date,
): Promise<TodaysWorkout> {
  const today = dateInZone(now, gym.timeZone);
  const open = await openWorkoutOf(db, memberId, today);
  const program = await currentProgramOf(db, memberId);

  let programPart: TodaysWorkout['program'] = null;
  let prescribed: ProgramExerciseItem[] = [];
  if (program) {
    const days = program.days;
    let index = -1;
    if (open?.programId === program.id && open.programDayId) {
      index = days.findIndex((d) => d.id === open.programDayId);
    }
    if (index < 0 && days.length > 0) {
      const last = await latestProgramWorkoutQuery(db, memberId, program.id).executeTakeFirst();
      const lastIndex = last ? days.findIndex((d) => d.id === last.programDayId) : -1;
      index = (lastIndex + 1) % days.length;
    }
    const chosen = days[index];
    if (chosen) {
      programPart = {
        id: program.id,
        name: program.name,
        dayId: chosen.id,
        week: chosen.week,
        day: chosen.day,
        dayName: chosen.name,
        dayNumber: index + 1,
        dayCount: days.length,
      };
      prescribed = chosen.exercises;
    }
  }

  const logged = open ? await setsOfWorkoutsQuery(db, [open.id]).execute() : [];
  const exercises: TodayExercise[] = prescribed.map((p) => ({
    exerciseId: p.exerciseId,
    name: p.exerciseName,
    measure: p.measure,
    prescription: {
      sets: p.sets,
      reps: p.reps,
      durationSeconds: p.durationSeconds,
      loadGrams: p.loadGrams,
      restSeconds: p.restSeconds,
      notes: p.notes,
    },
    logged: [],
    lastTime: null,
  }));
  for (const set of logged) {
    let exercise = exercises.find((e) => e.exerciseId === set.exerciseId);
    if (!exercise) {
      exercise = {
        exerciseId: set.exerciseId,
        name: set.exerciseName,
        measure: set.measure,
        prescription: null,
        logged: [],
        lastTime: null,
      };
      exercises.push(exercise);
    }
    exercise.logged.push(setNumbers(set));
  }
  for (const exercise of exercises) {
    exercise.logged.sort((a, b) => a.setNumber - b.setNumber);
    exercise.lastTime = await lastTimeOf(db, memberId, exercise.exerciseId, open?.id ?? null);
  }
  return {
    unit: gym.weightUnit,
    today,
    workout: open ? { id: open.id, startedAt: open.startedAt } : null,
    program: programPart,
    exercises,
  };
}

export interface LogSet {
  exerciseId: string;
  programDayId?: string | undefined;
  setNumber: number;
  reps?: number | null | undefined;
  weight?: string | null | undefined;
  durationSeconds?: number | null | undefined;
  distance?: number | null | undefined;
}

/**
 * Logs one set in today's workout (made on the first set). The same set number again replaces the
 * set, so a double tap or a retry never makes two. Refused with nothing saved: a weight that is not
 * one, an unknown exercise or a day of someone else's program.
 */
export async function logSet(
  db: DbOrTx,
  memberId: string,
  input: LogSet,
  gym: { timeZone: string; weightUnit: WeightUnit },
  now: Date,
) {
  let weightGrams: number | null = null;
  const weightText = input.weight?.trim() ?? '';
  if (weightText !== '') {
    const parsed = parseWeight(weightText, gym.weightUnit);
    if (!parsed.ok) throw fieldError('weight', parsed.message);
    weightGrams = parsed.grams;
  }
  const nothing = [input.reps, input.durationSeconds, input.distance].every((n) => n === undefined || n === null);
  if (nothing && weightGrams === null) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'Enter the reps, weight, time or distance of the set.' });
  }
  if (!(await findExercise(db, input.exerciseId))) throw fieldError('exerciseId', NO_EXERCISE);
  let programId: string | null = null;
  if (input.programDayId !== undefined) {
    const day = await findProgramDay(db, input.programDayId);
    if (!day || day.memberId !== memberId) throw fieldError('programDayId', 'Program day not found.');
    programId = day.programId;
  }
  const today = dateInZone(now, gym.timeZone);
  const at = now.toISOString();
  const open = await openWorkoutOf(db, memberId, today);
  const workoutId =
    open?.id ??
    (await insertWorkout(db, {
      memberId,
      programId,
      programDayId: input.programDayId ?? null,
      day: today,
      now: at,
    }));
  const set = await upsertSet(db, {
    workoutId,
    memberId,
    exerciseId: input.exerciseId,
    setNumber: input.setNumber,
    reps: input.reps ?? null,
    weightGrams,
    durationSeconds: input.durationSeconds ?? null,
    distanceMeters: input.distance ?? null,
    now: at,
  });
  return { workoutId, set: setNumbers(set) };
}

export interface WorkoutLog {
  id: string;
  day: string;
  startedAt: string;
  finishedAt: string | null;
  notes: string;
  exercises: { exerciseId: string; name: string; measure: ExerciseMeasure; sets: SetNumbers[] }[];
  comments: { id: string; body: string; createdAt: string; authorName: string | null }[];
}

/** A page of the member's workouts, each with its sets grouped by exercise and the trainers' comments. */
export async function workoutLogsPage(db: DbOrTx, memberId: string, after: KeysetAfter | null, limit: number) {
  const workouts = await workoutsPageQuery(db, memberId, after, limit).execute();
  const ids = workouts.slice(0, limit).map((w) => w.id);
  const [sets, comments] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([setsOfWorkoutsQuery(db, ids).execute(), commentsOfWorkoutsQuery(db, ids).execute()]);
  return workouts.map((w): WorkoutLog => {
    const exercises: WorkoutLog['exercises'] = [];
    for (const set of sets.filter((s) => s.workoutId === w.id)) {
      let exercise = exercises.find((e) => e.exerciseId === set.exerciseId);
      if (!exercise) {
        exercise = { exerciseId: set.exerciseId, name: set.exerciseName, measure: set.measure, sets: [] };
        exercises.push(exercise);
      }
      exercise.sets.push(setNumbers(set));
    }
    for (const exercise of exercises) exercise.sets.sort((a, b) => a.setNumber - b.setNumber);
    return {
      id: w.id,
      day: w.day,
      startedAt: w.startedAt,
      finishedAt: w.finishedAt,
      notes: w.notes,
      exercises,
      comments: comments
        .filter((c) => c.workoutId === w.id)
        .map((c) => ({ id: c.id, body: c.body, createdAt: c.createdAt, authorName: c.authorName })),
    };
  });
}

export interface Progress {
  unit: WeightUnit;
  exercises: { id: string; name: string; measure: ExerciseMeasure }[];
  /** The exercise shown: the one asked for, else the first logged. */
  exercise: { id: string; name: string; measure: ExerciseMeasure } | null;
  points: ProgressPoint[];
}

/** One exercise's progress per workout day, with the exercises the member has logged to pick from. */
export async function progressOf(
  db: DbOrTx,
  memberId: string,
  exerciseId: string | undefined,
  unit: WeightUnit,
): Promise<Progress> {
  const exercises = await exercisesLoggedQuery(db, memberId).execute();
  let exercise = exerciseId === undefined ? exercises[0] : exercises.find((e) => e.id === exerciseId);
  if (!exercise && exerciseId !== undefined) {
    const found = await exercisesByIds(db, [exerciseId]);
    exercise = found[0];
    if (!exercise) throw new TRPCError({ code: 'NOT_FOUND', message: NO_EXERCISE });
  }
  if (!exercise) return { unit, exercises, exercise: null, points: [] };
  const sets = await exerciseHistoryQuery(db, memberId, exercise.id).execute();
  return { unit, exercises, exercise, points: progressPoints(sets) };
}

export async function workoutOfMember(db: DbOrTx, memberId: string, workoutId: string) {
  const workout = await db
    .selectFrom('workouts')
    .select(['id', 'memberId', 'finishedAt'])
    .where('id', '=', workoutId)
    .executeTakeFirst();
  if (!workout || workout.memberId !== memberId) throw new TRPCError({ code: 'NOT_FOUND', message: NO_WORKOUT });
  return workout;
}
