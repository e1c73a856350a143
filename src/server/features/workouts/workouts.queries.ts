// The only place the workouts feature touches the database. Each list is a range of an index that
// starts with the member (workouts_member_idx, workout_sets_history_idx) or the workout.
import { sql } from 'kysely';
import { searchKey } from '../../../shared/search-key.js';
import type { DbOrTx } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

export interface KeysetAfter {
  at: string;
  id: string;
}

// --- Programs (read-only here; the program itself is training's currentProgramOf) ---

export async function findProgramDay(db: DbOrTx, dayId: string) {
  return db
    .selectFrom('programDays')
    .innerJoin('programs', 'programs.id', 'programDays.programId')
    .select(['programDays.id', 'programDays.programId', 'programs.memberId'])
    .where('programDays.id', '=', dayId)
    .executeTakeFirst();
}

export async function findExercise(db: DbOrTx, exerciseId: string) {
  return db.selectFrom('exercises').select(['id', 'name', 'measure']).where('id', '=', exerciseId).executeTakeFirst();
}

export async function exercisesByIds(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('exercises').select(['id', 'name', 'measure']).where('id', 'in', ids).execute();
}

// --- Workouts ---

const WORKOUT_COLUMNS = [
  'workouts.id',
  'workouts.programId',
  'workouts.programDayId',
  'workouts.day',
  'workouts.startedAt',
  'workouts.finishedAt',
  'workouts.notes',
] as const;

/** The member's latest workout (workouts_member_idx, LIMIT 1). */
export function latestWorkoutQuery(db: DbOrTx, memberId: string) {
  return db
    .selectFrom('workouts')
    .select(WORKOUT_COLUMNS)
    .where('memberId', '=', memberId)
    .orderBy('startedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1);
}

/** The member's latest workout on a day of this program (workouts_member_idx, newest first). */
export function latestProgramWorkoutQuery(db: DbOrTx, memberId: string, programId: string) {
  return db
    .selectFrom('workouts')
    .select(WORKOUT_COLUMNS)
    .where('memberId', '=', memberId)
    .where('programId', '=', programId)
    .where('programDayId', 'is not', null)
    .orderBy('startedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1);
}

export async function findWorkout(db: DbOrTx, workoutId: string) {
  return db
    .selectFrom('workouts')
    .select([...WORKOUT_COLUMNS, 'workouts.memberId'])
    .where('id', '=', workoutId)
    .executeTakeFirst();
}

export async function insertWorkout(
  db: DbOrTx,
  workout: { memberId: string; programId: string | null; programDayId: string | null; day: string; now: string },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('workouts')
    .values({
      id,
      memberId: workout.memberId,
      programId: workout.programId,
      programDayId: workout.programDayId,
      day: workout.day,
      startedAt: workout.now,
      finishedAt: null,
      updatedAt: workout.now,
    })
    .execute();
  return id;
}

export async function finishWorkoutRow(db: DbOrTx, workoutId: string, notes: string, now: string) {
  await db
    .updateTable('workouts')
    .set((eb) => ({ finishedAt: eb.fn.coalesce('finishedAt', eb.val(now)), notes, updatedAt: now }))
    .where('id', '=', workoutId)
    .execute();
}

/** One page of the member's workouts, newest first (workouts_member_idx). */
export function workoutsPageQuery(db: DbOrTx, memberId: string, after: KeysetAfter | null, limit: number) {
  let query = db.selectFrom('workouts').select(WORKOUT_COLUMNS).where('workouts.memberId', '=', memberId);
  if (after) {
    query = query
      .where('workouts.startedAt', '<=', after.at)
      .where((eb) => eb.or([eb('workouts.startedAt', '<', after.at), eb('workouts.id', '<', after.id)]));
  }
  return query.orderBy('workouts.startedAt', 'desc').orderBy('workouts.id', 'desc').limit(limit);
}

// --- Sets ---

const SET_COLUMNS = [
  'workoutSets.id',
  'workoutSets.workoutId',
  'workoutSets.exerciseId',
  'workoutSets.setNumber',
  'workoutSets.reps',
  'workoutSets.weightGrams',
  'workoutSets.durationSeconds',
  'workoutSets.distanceMeters',
  'workoutSets.loggedAt',
] as const;

/** The sets of some workouts, with their exercises' names (workout_sets_unique). */
export function setsOfWorkoutsQuery(db: DbOrTx, workoutIds: readonly string[]) {
  return db
    .selectFrom('workoutSets')
    .innerJoin('exercises', 'exercises.id', 'workoutSets.exerciseId')
    .select([...SET_COLUMNS, 'exercises.name as exerciseName', 'exercises.measure'])
    .where('workoutSets.workoutId', 'in', workoutIds.length > 0 ? workoutIds : [''])
    .orderBy('workoutSets.workoutId')
    .orderBy('workoutSets.loggedAt')
    .orderBy('workoutSets.setNumber');
}

/**
 * "Last time": the member's latest set of the exercise outside this workout, from the end of the
 * member's and exercise's range of workout_sets_history_idx (LIMIT 1); its workout's sets follow.
 */
export function lastSetOfExerciseQuery(db: DbOrTx, memberId: string, exerciseId: string, notWorkoutId: string | null) {
  let query = db
    .selectFrom('workoutSets')
    .select(['workoutSets.workoutId'])
    .where('workoutSets.memberId', '=', memberId)
    .where('workoutSets.exerciseId', '=', exerciseId);
  if (notWorkoutId) query = query.where('workoutSets.workoutId', '!=', notWorkoutId);
  return query.orderBy('workoutSets.loggedAt', 'desc').limit(1);
}

/** One exercise's sets in one workout, in set order (workout_sets_unique). */
export function setsOfExerciseInWorkoutQuery(db: DbOrTx, workoutId: string, exerciseId: string) {
  return db
    .selectFrom('workoutSets')
    .select(SET_COLUMNS)
    .where('workoutSets.workoutId', '=', workoutId)
    .where('workoutSets.exerciseId', '=', exerciseId)
    .orderBy('workoutSets.setNumber');
}

/** Every set the member logged of one exercise, with its workout's day (workout_sets_history_idx). */
export function exerciseHistoryQuery(db: DbOrTx, memberId: string, exerciseId: string) {
  return db
    .selectFrom('workoutSets')
    .innerJoin('workouts', 'workouts.id', 'workoutSets.workoutId')
    .select(['workouts.day', 'workoutSets.reps', 'workoutSets.weightGrams'])
    .where('workoutSets.memberId', '=', memberId)
    .where('workoutSets.exerciseId', '=', exerciseId)
    .orderBy('workoutSets.loggedAt');
}

/** The exercises the member has logged, by name (the member's range of workout_sets_history_idx). */
export function exercisesLoggedQuery(db: DbOrTx, memberId: string) {
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('workoutSets')
        .select('workoutSets.exerciseId')
        .distinct()
        .where('workoutSets.memberId', '=', memberId)
        .as('logged'),
    )
    .innerJoin('exercises', 'exercises.id', 'logged.exerciseId')
    .select(['exercises.id', 'exercises.name', 'exercises.measure'])
    .orderBy('exercises.name');
}

export async function upsertSet(
  db: DbOrTx,
  set: {
    workoutId: string;
    memberId: string;
    exerciseId: string;
    setNumber: number;
    reps: number | null;
    weightGrams: number | null;
    durationSeconds: number | null;
    distanceMeters: number | null;
    now: string;
  },
) {
  const numbers = {
    reps: set.reps,
    weightGrams: set.weightGrams,
    durationSeconds: set.durationSeconds,
    distanceMeters: set.distanceMeters,
  };
  await db
    .insertInto('workoutSets')
    .values({
      id: newId(),
      workoutId: set.workoutId,
      memberId: set.memberId,
      exerciseId: set.exerciseId,
      setNumber: set.setNumber,
      ...numbers,
      loggedAt: set.now,
    })
    .onConflict((oc) => oc.columns(['workoutId', 'exerciseId', 'setNumber']).doUpdateSet(numbers))
    .execute();
  return db
    .selectFrom('workoutSets')
    .select(SET_COLUMNS)
    .where('workoutId', '=', set.workoutId)
    .where('exerciseId', '=', set.exerciseId)
    .where('setNumber', '=', set.setNumber)
    .executeTakeFirstOrThrow();
}

export async function deleteSetOf(db: DbOrTx, memberId: string, setId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('workoutSets')
    .where('id', '=', setId)
    .where('memberId', '=', memberId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// --- Comments ---

export function commentsOfWorkoutsQuery(db: DbOrTx, workoutIds: readonly string[]) {
  return db
    .selectFrom('workoutComments')
    .leftJoin('users', 'users.id', 'workoutComments.authorId')
    .select([
      'workoutComments.id',
      'workoutComments.workoutId',
      'workoutComments.body',
      'workoutComments.createdAt',
      'users.name as authorName',
    ])
    .where('workoutComments.workoutId', 'in', workoutIds.length > 0 ? workoutIds : [''])
    .orderBy('workoutComments.workoutId')
    .orderBy('workoutComments.createdAt');
}

export async function insertComment(
  db: DbOrTx,
  comment: { workoutId: string; authorId: string; body: string; now: string },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('workoutComments')
    .values({
      id,
      workoutId: comment.workoutId,
      authorId: comment.authorId,
      body: comment.body,
      createdAt: comment.now,
    })
    .execute();
  return id;
}

// --- A trainer's clients ---

function containsPattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/**
 * One page of clients by name: for a trainer, the members isClientOf says are theirs (a program they
 * look after, or an appointment with them that was not cancelled); for management (trainerId null),
 * every member with a program or an appointment. Members are read in users_role_name_idx order;
 * each is checked by its key in programs_trainer_idx / programs_member_idx and pt_appointments_member_idx.
 */
export function clientsPageQuery(
  db: DbOrTx,
  trainerId: string | null,
  search: string,
  after: { name: string; id: string } | null,
  limit: number,
) {
  let query = db
    .selectFrom('users')
    .select(['users.id', 'users.name', 'users.email'])
    .where('users.role', '=', 'member')
    .where((eb) =>
      eb.or([
        eb.exists(
          trainerId === null
            ? eb.selectFrom('programs').select('programs.id').whereRef('programs.memberId', '=', 'users.id')
            : eb
                .selectFrom('programs')
                .select('programs.id')
                .where('programs.trainerId', '=', trainerId)
                .whereRef('programs.memberId', '=', 'users.id'),
        ),
        eb.exists(
          (() => {
            const appointments = eb
              .selectFrom('ptAppointments')
              .select('ptAppointments.id')
              .whereRef('ptAppointments.memberId', '=', 'users.id');
            return trainerId === null
              ? appointments
              : appointments
                  .where('ptAppointments.trainerId', '=', trainerId)
                  .where('ptAppointments.status', '!=', 'cancelled');
          })(),
        ),
      ]),
    );
  if (search !== '') {
    const pattern = containsPattern(searchKey(search));
    query = query.where((eb) => sql<boolean>`${eb.ref('users.searchKey')} like ${pattern} escape '!'`);
  }
  if (after) {
    query = query
      .where('users.name', '>=', after.name)
      .where((eb) => eb.or([eb('users.name', '>', after.name), eb('users.id', '>', after.id)]));
  }
  return query.orderBy('users.name').orderBy('users.id').limit(limit);
}

/** The latest workout day of each of some members (workouts_member_idx, one probe each). */
export function lastWorkoutDaysQuery(db: DbOrTx, memberIds: readonly string[]) {
  return db
    .selectFrom('users')
    .select((eb) => [
      'users.id',
      eb
        .selectFrom('workouts')
        .select('workouts.day')
        .whereRef('workouts.memberId', '=', 'users.id')
        .orderBy('workouts.startedAt', 'desc')
        .limit(1)
        .as('lastDay'),
    ])
    .where('users.id', 'in', memberIds.length > 0 ? memberIds : ['']);
}
