// Programs and their days and exercises: the only file of the programs side that touches the tables.

import { sql } from 'kysely';
import type {
  MemberProgramItem,
  ProgramDayItem,
  ProgramListItem,
  ProgramTree,
} from '../../../shared/programs.schemas.js';
import type { DbOrTx } from '../../db/schema.js';

/** A program's row with its trainer's name, or undefined. */
export function findProgram(db: DbOrTx, programId: string) {
  return db
    .selectFrom('programs')
    .leftJoin('users as trainers', 'trainers.id', 'programs.trainerId')
    .select([
      'programs.id',
      'programs.name',
      'programs.description',
      'programs.memberId',
      'programs.trainerId',
      'trainers.name as trainerName',
      'programs.sourceProgramId',
      'programs.starterKey',
      'programs.weeks',
      'programs.startsOn',
      'programs.archivedAt',
      'programs.updatedAt',
    ])
    .where('programs.id', '=', programId)
    .executeTakeFirst();
}

/** A program's days (by week and day) with their exercises (by position), in two statements. */
export async function daysOf(db: DbOrTx, programId: string): Promise<ProgramDayItem[]> {
  const days = await db
    .selectFrom('programDays')
    .select(['id', 'week', 'day', 'name'])
    .where('programId', '=', programId)
    .orderBy('week')
    .orderBy('day')
    .execute();
  if (days.length === 0) return [];
  const rows = await db
    .selectFrom('programExercises')
    .innerJoin('exercises', 'exercises.id', 'programExercises.exerciseId')
    .select([
      'programExercises.id',
      'programExercises.dayId',
      'programExercises.exerciseId',
      'exercises.name as exerciseName',
      'exercises.measure',
      'programExercises.sets',
      'programExercises.reps',
      'programExercises.durationSeconds',
      'programExercises.loadGrams',
      'programExercises.restSeconds',
      'programExercises.notes',
    ])
    .where(
      'programExercises.dayId',
      'in',
      days.map((d) => d.id),
    )
    .orderBy('programExercises.dayId')
    .orderBy('programExercises.position')
    .execute();
  const byDay = new Map<string, ProgramDayItem>(days.map((d) => [d.id, { ...d, exercises: [] }]));
  for (const { dayId, ...exercise } of rows) byDay.get(dayId)?.exercises.push(exercise);
  return days.map((d) => byDay.get(d.id) as ProgramDayItem);
}

export async function programTree(db: DbOrTx, programId: string): Promise<ProgramTree | null> {
  const program = await findProgram(db, programId);
  if (!program) return null;
  return { ...program, days: await daysOf(db, programId) };
}

/** The member's current program: their newest copy not archived (programs_member_idx). */
export function currentProgramIdQuery(db: DbOrTx, memberId: string) {
  return db
    .selectFrom('programs')
    .select('id')
    .where('memberId', '=', memberId)
    .where('archivedAt', 'is', null)
    .orderBy('memberId')
    .orderBy('createdAt', 'desc')
    .limit(1);
}

/**
 * The program a member follows now, with its days and each day's exercises in order, or null when
 * none is assigned. A member has at most one current program: "Assign to member" archives the
 * previous one (programs.service.ts). For Today's workout (features/workouts).
 */
export async function currentProgramOf(db: DbOrTx, memberId: string): Promise<ProgramTree | null> {
  const current = await currentProgramIdQuery(db, memberId).executeTakeFirst();
  return current ? programTree(db, current.id) : null;
}

/** One page of templates (member_id null) by folded name: a range of programs_template_idx. */
export function templatesPageQuery(db: DbOrTx, archived: boolean, paging: { page: number; pageSize: number }) {
  return db
    .selectFrom('programs')
    .select(['id', 'name', 'description', 'weeks', 'starterKey', 'archivedAt', 'updatedAt'])
    .where('memberId', 'is', null)
    .where('archivedAt', archived ? 'is not' : 'is', null)
    .orderBy('memberId')
    .orderBy('nameKey')
    .orderBy('id')
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
}

export function countTemplatesQuery(db: DbOrTx, archived: boolean) {
  return db
    .selectFrom('programs')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('memberId', 'is', null)
    .where('archivedAt', archived ? 'is not' : 'is', null);
}

export async function templatesPage(
  db: DbOrTx,
  archived: boolean,
  paging: { page: number; pageSize: number },
): Promise<{ items: ProgramListItem[]; total: number; page: number; pageSize: number }> {
  const items = await templatesPageQuery(db, archived, paging).execute();
  const { total } = await countTemplatesQuery(db, archived).executeTakeFirstOrThrow();
  return { items, total: Number(total), ...paging };
}

/** Every program of one member, newest first (programs_member_idx): a handful per member. */
export function memberProgramsQuery(db: DbOrTx, memberId: string) {
  return db
    .selectFrom('programs')
    .leftJoin('users as trainers', 'trainers.id', 'programs.trainerId')
    .select([
      'programs.id',
      'programs.name',
      'programs.weeks',
      'programs.startsOn',
      'programs.trainerId',
      'trainers.name as trainerName',
      'programs.archivedAt',
      'programs.createdAt',
    ])
    .where('programs.memberId', '=', memberId)
    .orderBy('programs.memberId')
    .orderBy('programs.createdAt', 'desc')
    .limit(100);
}

export function memberPrograms(db: DbOrTx, memberId: string): Promise<MemberProgramItem[]> {
  return memberProgramsQuery(db, memberId).execute();
}

export interface ProgramRowValues {
  name: string;
  nameKey: string;
  description: string;
  memberId: string | null;
  trainerId: string | null;
  sourceProgramId: string | null;
  weeks: number;
  startsOn: string | null;
  createdBy: string | null;
}

export async function insertProgram(db: DbOrTx, id: string, values: ProgramRowValues, at: string): Promise<void> {
  await db
    .insertInto('programs')
    .values({ id, ...values, starterKey: null, createdAt: at, updatedAt: at, archivedAt: null })
    .execute();
}

/**
 * Saves the program's own fields if it is still at `version` (its updatedAt when the editor loaded
 * it); false when someone else saved in between.
 */
export async function updateProgramIfUnchanged(
  db: DbOrTx,
  id: string,
  version: string,
  values: { name: string; nameKey: string; description: string; weeks: number },
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('programs')
    .set({ ...values, updatedAt: at })
    .where('id', '=', id)
    .where('updatedAt', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface DayValues {
  week: number;
  day: number;
  name: string;
  exercises: {
    exerciseId: string;
    sets: number;
    reps: number | null;
    durationSeconds: number | null;
    loadGrams: number | null;
    restSeconds: number | null;
    notes: string;
  }[];
}

const BATCH = 100;

/** Replaces the program's days and their exercises with these (ids are new). */
export async function replaceDays(
  db: DbOrTx,
  programId: string,
  days: readonly DayValues[],
  newId: () => string,
): Promise<void> {
  await db.deleteFrom('programDays').where('programId', '=', programId).execute();
  const dayRows = [];
  const exerciseRows = [];
  for (const day of days) {
    const dayId = newId();
    dayRows.push({ id: dayId, programId, week: day.week, day: day.day, name: day.name });
    for (const [position, e] of day.exercises.entries()) exerciseRows.push({ id: newId(), dayId, position, ...e });
  }
  for (let i = 0; i < dayRows.length; i += BATCH) {
    await db
      .insertInto('programDays')
      .values(dayRows.slice(i, i + BATCH))
      .execute();
  }
  for (let i = 0; i < exerciseRows.length; i += BATCH) {
    await db
      .insertInto('programExercises')
      .values(exerciseRows.slice(i, i + BATCH))
      .execute();
  }
}

export async function setProgramArchived(db: DbOrTx, id: string, archivedAt: string | null, at: string) {
  await db.updateTable('programs').set({ archivedAt, updatedAt: at }).where('id', '=', id).execute();
}

/** Archives the member's active programs (all but `except`): a member follows one program at a time. */
export async function archiveOtherProgramsOf(db: DbOrTx, memberId: string, except: string, at: string) {
  await db
    .updateTable('programs')
    .set({ archivedAt: at, updatedAt: at })
    .where('memberId', '=', memberId)
    .where('archivedAt', 'is', null)
    .where('id', '!=', except)
    .execute();
}

export async function isMember(db: DbOrTx, userId: string): Promise<boolean> {
  return (await memberNamed(db, userId)) !== undefined;
}

/** The member's id and name (undefined when the id is not a member's), for screens that have only the id. */
export function memberNamed(db: DbOrTx, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('id', '=', userId)
    .where('role', '=', 'member')
    .executeTakeFirst();
}

function likeEscaped(text: string): string {
  return text.replace(/[!%_]/g, (c) => `!${c}`);
}

/** The next string after every string starting with `prefix` (for a code range), e.g. AB → AC. */
function afterPrefix(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

/**
 * Members whose name contains the text (the Member List's folded key and its role index, name part
 * only), by name; names and member codes only. LIMIT 10.
 */
export function membersByNameQuery(db: DbOrTx, folded: string) {
  return db
    .selectFrom('users')
    .leftJoin('memberships', 'memberships.userId', 'users.id')
    .select(['users.id', 'users.name', 'memberships.memberCode'])
    .where('users.role', '=', 'member')
    .where((eb) => sql<boolean>`${eb.ref('users.searchKey')} like ${`%${likeEscaped(folded)}%\n%`} escape '!'`)
    .orderBy('users.role')
    .orderBy('users.searchKey')
    .orderBy('users.id')
    .limit(10);
}

/**
 * Members whose code starts with the text: a range of memberships_member_code_idx (LIMIT 10), then
 * those accounts by primary key. Unordered; the caller sorts the few found.
 */
export function membersByCodeQuery(db: DbOrTx, code: string) {
  return db
    .selectFrom('users')
    .innerJoin('memberships', 'memberships.userId', 'users.id')
    .select(['users.id', 'users.name', 'memberships.memberCode'])
    .where('users.id', 'in', (eb) =>
      eb
        .selectFrom('memberships')
        .select('memberships.userId')
        .where('memberships.memberCode', '>=', code)
        .where('memberships.memberCode', '<', afterPrefix(code))
        .orderBy('memberships.memberCode')
        .limit(10),
    )
    .where('users.role', '=', 'member');
}
