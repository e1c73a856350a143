// Exercises: the only file of the exercise side that touches the table. The table is small (the
// shipped library of a few hundred and the gym's own additions), so a search reads it whole: each
// typed word must begin a word of the folded name (name_key), which no B-tree index can answer.
import { type ExpressionBuilder, sql } from 'kysely';
import type { Equipment, ExerciseCategory, ExerciseMeasure, Muscle } from '../../../shared/exercises.js';
import type { ExerciseItem, SearchExercisesInput } from '../../../shared/exercises.schemas.js';
import type { Page } from '../../../shared/pagination.js';
import { searchKey } from '../../../shared/search-key.js';
import type { Database, DbOrTx } from '../../db/schema.js';

/** Characters that end a word in a name: "Push-up", "Squat (Box)", "Row/Pulldown". */
const WORD_BREAKS = /[\s\-()/,.]+/;

/** The folded words typed, each a prefix to find at the start of a word of the name. */
export function searchWords(text: string): string[] {
  return searchKey(text).split(WORD_BREAKS).filter(Boolean).slice(0, 6);
}

function likeEscaped(text: string): string {
  return text.replace(/[!%_]/g, (c) => `!${c}`);
}

function wordPrefix(word: string) {
  const w = likeEscaped(word);
  return (eb: ExpressionBuilder<Database, 'exercises'>) => {
    const key = eb.ref('exercises.nameKey');
    return eb.or(
      [`${w}%`, `% ${w}%`, `%-${w}%`, `%(${w}%`, `%/${w}%`].map(
        (pattern) => sql<boolean>`${key} like ${pattern} escape '!'`,
      ),
    );
  };
}

/** A comma-joined column holding the id: `,a,b,` contains `,id,`. */
function listHas(column: 'exercises.primaryMuscles' | 'exercises.equipment', id: string) {
  return (eb: ExpressionBuilder<Database, 'exercises'>) =>
    sql<boolean>`(',' || ${eb.ref(column)} || ',') like ${`%,${likeEscaped(id)},%`} escape '!'`;
}

type Filter = Omit<SearchExercisesInput, 'page' | 'pageSize'>;

function filtered(db: DbOrTx, filter: Filter) {
  let query = db.selectFrom('exercises');
  for (const word of searchWords(filter.text)) query = query.where(wordPrefix(word));
  if (filter.muscle) query = query.where(listHas('exercises.primaryMuscles', filter.muscle));
  if (filter.equipment) query = query.where(listHas('exercises.equipment', filter.equipment));
  if (filter.category) query = query.where('exercises.category', '=', filter.category);
  if (!filter.includeArchived) query = query.where('exercises.archivedAt', 'is', null);
  return query;
}

const COLUMNS = [
  'exercises.id',
  'exercises.key',
  'exercises.name',
  'exercises.category',
  'exercises.primaryMuscles',
  'exercises.secondaryMuscles',
  'exercises.equipment',
  'exercises.measure',
  'exercises.cuesJson',
  'exercises.archivedAt',
] as const;

/** One page of the search, by folded name, un-executed (planned in training.plans.test.ts). */
export function searchExercisesQuery(db: DbOrTx, filter: Filter, paging: { page: number; pageSize: number }) {
  return filtered(db, filter)
    .select(COLUMNS)
    .orderBy('exercises.nameKey')
    .orderBy('exercises.id')
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
}

export function countExercisesQuery(db: DbOrTx, filter: Filter) {
  return filtered(db, filter).select((eb) => eb.fn.countAll<number | string>().as('total'));
}

interface ExerciseRow {
  id: string;
  key: string | null;
  name: string;
  category: ExerciseCategory;
  primaryMuscles: string;
  secondaryMuscles: string;
  equipment: string;
  measure: ExerciseMeasure;
  cuesJson: string;
  archivedAt: string | null;
}

const split = <T extends string>(text: string) => (text === '' ? [] : (text.split(',') as T[]));

export function exerciseItem(row: ExerciseRow): ExerciseItem {
  const { cuesJson, primaryMuscles, secondaryMuscles, equipment, ...rest } = row;
  return {
    ...rest,
    primaryMuscles: split<Muscle>(primaryMuscles),
    secondaryMuscles: split<Muscle>(secondaryMuscles),
    equipment: split<Equipment>(equipment),
    cues: JSON.parse(cuesJson) as string[],
  };
}

export async function searchExercises(db: DbOrTx, input: SearchExercisesInput): Promise<Page<ExerciseItem>> {
  const { page, pageSize, ...filter } = input;
  const rows = await searchExercisesQuery(db, filter, { page, pageSize }).execute();
  const { total } = await countExercisesQuery(db, filter).executeTakeFirstOrThrow();
  return { items: rows.map(exerciseItem), total: Number(total), page, pageSize };
}

export async function findExercise(db: DbOrTx, id: string) {
  const row = await db
    .selectFrom('exercises')
    .select([...COLUMNS, 'exercises.createdBy'])
    .where('exercises.id', '=', id)
    .executeTakeFirst();
  return row ? { ...exerciseItem(row), createdBy: row.createdBy } : undefined;
}

/** The exercise already holding this folded name (exercises.name_key is unique), if any. */
export function findByNameKey(db: DbOrTx, nameKey: string) {
  return db.selectFrom('exercises').select(['id', 'name']).where('nameKey', '=', nameKey).executeTakeFirst();
}

export interface ExerciseRowValues {
  name: string;
  nameKey: string;
  category: ExerciseCategory;
  primaryMuscles: string;
  secondaryMuscles: string;
  equipment: string;
  measure: ExerciseMeasure;
  cuesJson: string;
}

export async function insertExercise(
  db: DbOrTx,
  row: ExerciseRowValues & { id: string; createdBy: string; at: string },
): Promise<void> {
  const { at, ...values } = row;
  await db
    .insertInto('exercises')
    .values({ ...values, key: null, archivedAt: null, createdAt: at, updatedAt: at })
    .execute();
}

export async function updateExerciseRow(db: DbOrTx, id: string, values: ExerciseRowValues, at: string) {
  await db
    .updateTable('exercises')
    .set({ ...values, updatedAt: at })
    .where('id', '=', id)
    .execute();
}

export async function setExerciseArchived(db: DbOrTx, id: string, archivedAt: string | null, at: string) {
  await db.updateTable('exercises').set({ archivedAt, updatedAt: at }).where('id', '=', id).execute();
}

/** Which of these ids are exercises (archived ones too: a program may keep one it already had). */
export async function existingExerciseIds(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('exercises').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}
