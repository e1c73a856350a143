// Programs and their days and exercises: the only file of the programs side that touches the tables.
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
