// Rows the workouts tests and walks start from: exercises and a member's assigned program, inserted
// directly (the training feature makes them through its own procedures; this keeps the workouts
// tests independent of it).
import type { ExerciseMeasure } from '../../shared/exercises.js';
import { searchKey } from '../../shared/search-key.js';
import type { Db, DbOrTx } from '../db/schema.js';
import { newId } from '../lib/ids.js';

const NOW = '2026-01-01T00:00:00.000Z';

export async function insertExercise(
  db: DbOrTx,
  name: string,
  measure: ExerciseMeasure = 'weight-reps',
): Promise<string> {
  const id = newId();
  await db
    .insertInto('exercises')
    .values({
      id,
      key: null,
      name,
      nameKey: searchKey(`${name} ${id}`),
      category: 'strength',
      primaryMuscles: 'quadriceps',
      equipment: 'barbell',
      measure,
      createdBy: null,
      archivedAt: null,
      createdAt: NOW,
      updatedAt: NOW,
    })
    .execute();
  return id;
}

export interface DayPlan {
  name: string;
  exercises: {
    exerciseId: string;
    sets: number;
    reps?: number | null;
    durationSeconds?: number | null;
    loadGrams?: number | null;
    restSeconds?: number | null;
    notes?: string;
  }[];
}

/** A member's program of one week, looked after by `trainerId`, its days in order; returns the ids. */
export async function insertProgram(
  db: Db,
  program: { memberId: string | null; trainerId: string | null; name?: string; days: DayPlan[]; createdAt?: string },
): Promise<{ programId: string; dayIds: string[] }> {
  const programId = newId();
  const name = program.name ?? 'Starter strength';
  const at = program.createdAt ?? NOW;
  await db
    .insertInto('programs')
    .values({
      id: programId,
      name,
      nameKey: searchKey(name),
      memberId: program.memberId,
      trainerId: program.trainerId,
      sourceProgramId: null,
      starterKey: null,
      weeks: 1,
      startsOn: null,
      createdBy: program.trainerId,
      createdAt: at,
      updatedAt: at,
      archivedAt: null,
    })
    .execute();
  const dayIds: string[] = [];
  for (const [i, day] of program.days.entries()) {
    const dayId = newId();
    dayIds.push(dayId);
    await db
      .insertInto('programDays')
      .values({ id: dayId, programId, week: 1, day: i + 1, name: day.name })
      .execute();
    for (const [position, e] of day.exercises.entries()) {
      await db
        .insertInto('programExercises')
        .values({
          id: newId(),
          dayId,
          position: position + 1,
          exerciseId: e.exerciseId,
          sets: e.sets,
          reps: e.reps ?? null,
          durationSeconds: e.durationSeconds ?? null,
          loadGrams: e.loadGrams ?? null,
          restSeconds: e.restSeconds ?? null,
          notes: e.notes ?? '',
        })
        .execute();
    }
  }
  return { programId, dayIds };
}
