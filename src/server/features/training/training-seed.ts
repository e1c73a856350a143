// At every start, after the migrations: the shipped exercise library is brought up to date (matched
// on `key`, so a renamed exercise keeps its row and every program pointing at it) and the starter
// program templates are inserted once each (by starter_key; a gym's edits to them are never undone).
// A hash of what ships is kept in job_state, so a start that finds it current reads one row and stops.
import crypto from 'node:crypto';
import { searchKey } from '../../../shared/search-key.js';
import type { Db, DbOrTx } from '../../db/schema.js';
import { lockNamed } from '../../db/transactions.js';
import { newId } from '../../lib/ids.js';
import { EXERCISE_LIBRARY, type LibraryExercise } from './exercise-library/index.js';
import { STARTER_PROGRAMS, type StarterProgram } from './starter-programs.js';

const SEED_STATE = 'training-library';
const BATCH = 50;

export interface SeedOptions {
  library?: readonly LibraryExercise[];
  starters?: readonly StarterProgram[];
}

export interface SeedResult {
  /** 'current': the stored hash matched and nothing was read or written beyond it. */
  outcome: 'current' | 'seeded';
  inserted: number;
  updated: number;
  startersInserted: number;
}

interface ExerciseValues {
  name: string;
  nameKey: string;
  category: LibraryExercise['category'];
  primaryMuscles: string;
  secondaryMuscles: string;
  equipment: string;
  measure: LibraryExercise['measure'];
  cuesJson: string;
}

function valuesOf(e: LibraryExercise): ExerciseValues {
  return {
    name: e.name,
    nameKey: searchKey(e.name),
    category: e.category,
    primaryMuscles: e.primaryMuscles.join(','),
    secondaryMuscles: e.secondaryMuscles.join(','),
    equipment: e.equipment.join(','),
    measure: e.measure,
    cuesJson: JSON.stringify(e.cues),
  };
}

function hashOf(library: readonly LibraryExercise[], starters: readonly StarterProgram[]): string {
  const text = JSON.stringify({
    library,
    starters: starters.map((s) => ({ ...s, days: Array.from({ length: s.weeks }, (_, w) => s.weekDays(w + 1)) })),
  });
  return crypto.createHash('sha256').update(text).digest('hex').slice(0, 32);
}

let shippedHash: string | undefined;

/** What this build ships, hashed once per process. */
function shippedLibraryHash(): string {
  if (shippedHash === undefined) shippedHash = hashOf(EXERCISE_LIBRARY, STARTER_PROGRAMS);
  return shippedHash;
}

async function storedHash(db: DbOrTx): Promise<string | undefined> {
  const state = await db.selectFrom('jobState').select('lastPeriod').where('name', '=', SEED_STATE).executeTakeFirst();
  return state?.lastPeriod ?? undefined;
}

const sameValues = (row: ExerciseValues, wanted: ExerciseValues) =>
  (Object.keys(wanted) as (keyof ExerciseValues)[]).every((k) => row[k] === wanted[k]);

/** Brings the library and the starter templates up to date in one transaction; see the file's head. */
export async function seedTrainingLibrary(db: Db, now: Date, options: SeedOptions = {}): Promise<SeedResult> {
  const library = options.library ?? EXERCISE_LIBRARY;
  const starters = options.starters ?? STARTER_PROGRAMS;
  const shipped = options.library || options.starters ? hashOf(library, starters) : shippedLibraryHash();
  const current: SeedResult = { outcome: 'current', inserted: 0, updated: 0, startersInserted: 0 };
  if ((await storedHash(db)) === shipped) return current;

  return db.transaction().execute(async (tx) => {
    // Several app processes starting together on one PostgreSQL database would each insert the same
    // keys: the first takes the lock and seeds, the others wait, then find the hash current.
    await lockNamed(tx, SEED_STATE);
    if ((await storedHash(tx)) === shipped) return current;
    const at = now.toISOString();
    const result: SeedResult = { outcome: 'seeded', inserted: 0, updated: 0, startersInserted: 0 };
    const rows = await tx
      .selectFrom('exercises')
      .select([
        'id',
        'key',
        'name',
        'nameKey',
        'category',
        'primaryMuscles',
        'secondaryMuscles',
        'equipment',
        'measure',
        'cuesJson',
      ])
      .execute();
    const byKey = new Map(rows.filter((r) => r.key !== null).map((r) => [r.key as string, r]));
    const byNameKey = new Map(rows.map((r) => [r.nameKey, r]));
    const inserts: (ExerciseValues & { id: string; key: string; createdAt: string; updatedAt: string })[] = [];
    for (const exercise of library) {
      const wanted = valuesOf(exercise);
      const existing = byKey.get(exercise.key);
      const sameName = byNameKey.get(wanted.nameKey);
      if (existing) {
        if (sameValues(existing, wanted)) continue;
        // A rename onto a name the gym already uses keeps the old name (names stay unique).
        const values =
          sameName && sameName.id !== existing.id
            ? { ...wanted, name: existing.name, nameKey: existing.nameKey }
            : wanted;
        await tx
          .updateTable('exercises')
          .set({ ...values, updatedAt: at })
          .where('id', '=', existing.id)
          .execute();
        result.updated++;
      } else if (sameName) {
        // The gym made an exercise of this name before the library shipped it: it becomes the library's
        // one (its programs and logs keep pointing at it), unless it is another library exercise.
        if (sameName.key !== null) continue;
        await tx
          .updateTable('exercises')
          .set({ ...wanted, key: exercise.key, updatedAt: at })
          .where('id', '=', sameName.id)
          .execute();
        result.updated++;
      } else {
        inserts.push({ id: newId(), key: exercise.key, ...wanted, createdAt: at, updatedAt: at });
      }
    }
    for (let i = 0; i < inserts.length; i += BATCH) {
      await tx
        .insertInto('exercises')
        .values(inserts.slice(i, i + BATCH))
        .execute();
    }
    result.inserted = inserts.length;
    result.startersInserted = await insertStarters(tx, starters, at);
    await tx
      .insertInto('jobState')
      .values({ name: SEED_STATE, lastPeriod: shipped, lastFinishedAt: at })
      .onConflict((oc) => oc.column('name').doUpdateSet({ lastPeriod: shipped, lastFinishedAt: at }))
      .execute();
    return result;
  });
}

async function insertStarters(tx: DbOrTx, starters: readonly StarterProgram[], at: string): Promise<number> {
  const present = new Set(
    (
      await tx
        .selectFrom('programs')
        .select('starterKey')
        .where(
          'starterKey',
          'in',
          starters.map((s) => s.starterKey),
        )
        .execute()
    ).map((r) => r.starterKey),
  );
  const missing = starters.filter((s) => !present.has(s.starterKey));
  if (missing.length === 0) return 0;
  const keys = [
    ...new Set(
      missing.flatMap((s) =>
        Array.from({ length: s.weeks }, (_, i) => i + 1).flatMap((w) =>
          s.weekDays(w).flatMap((d) => d.exercises.map((e) => e.exercise)),
        ),
      ),
    ),
  ];
  const ids = new Map(
    (await tx.selectFrom('exercises').select(['id', 'key']).where('key', 'in', keys).execute()).map((r) => [
      r.key,
      r.id,
    ]),
  );
  let inserted = 0;
  for (const starter of missing) {
    const programId = newId();
    await tx
      .insertInto('programs')
      .values({
        id: programId,
        name: starter.name,
        nameKey: searchKey(starter.name),
        description: starter.description,
        memberId: null,
        trainerId: null,
        sourceProgramId: null,
        starterKey: starter.starterKey,
        weeks: starter.weeks,
        startsOn: null,
        createdBy: null,
        createdAt: at,
        updatedAt: at,
        archivedAt: null,
      })
      .execute();
    const days = [];
    const exercises = [];
    for (let week = 1; week <= starter.weeks; week++) {
      for (const [index, day] of starter.weekDays(week).entries()) {
        const dayId = newId();
        days.push({ id: dayId, programId, week, day: index + 1, name: day.name });
        for (const [position, e] of day.exercises.entries()) {
          const exerciseId = ids.get(e.exercise);
          if (!exerciseId) throw new Error(`starter program ${starter.starterKey}: no library exercise ${e.exercise}`);
          exercises.push({
            id: newId(),
            dayId,
            position,
            exerciseId,
            sets: e.sets,
            reps: e.reps ?? null,
            durationSeconds: e.durationSeconds ?? null,
            loadGrams: null,
            restSeconds: e.restSeconds,
            notes: e.notes ?? '',
          });
        }
      }
    }
    for (let i = 0; i < days.length; i += BATCH)
      await tx
        .insertInto('programDays')
        .values(days.slice(i, i + BATCH))
        .execute();
    for (let i = 0; i < exercises.length; i += BATCH) {
      await tx
        .insertInto('programExercises')
        .values(exercises.slice(i, i + BATCH))
        .execute();
    }
    inserted++;
  }
  return inserted;
}
