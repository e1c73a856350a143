// Adding, editing and hiding exercises. Names are unique whatever their case and accents (the folded
// name_key); the shipped library's exercises are kept up to date by the seed, so they cannot be
// edited here, but any exercise may be hidden (archived): a gym without a sled hides the sled work
// from the pickers, while programs and logs that already use it keep it. Nothing is ever deleted.
import type { CreateExerciseInput, ExerciseItem, UpdateExerciseInput } from '../../../shared/exercises.schemas.js';
import { searchKey } from '../../../shared/search-key.js';
import type { Db } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { fieldError } from '../../trpc/field-error.js';
import { TRPCError } from '../../trpc/init.js';
import {
  type ExerciseRowValues,
  findByNameKey,
  findExercise,
  insertExercise,
  setExerciseArchived,
  updateExerciseRow,
} from './exercises.queries.js';

function rowValues(input: CreateExerciseInput): ExerciseRowValues {
  const secondary = input.secondaryMuscles.filter((m) => !input.primaryMuscles.includes(m));
  return {
    name: input.name,
    nameKey: searchKey(input.name),
    category: input.category,
    primaryMuscles: [...new Set(input.primaryMuscles)].join(','),
    secondaryMuscles: [...new Set(secondary)].join(','),
    equipment: [...new Set(input.equipment)].join(','),
    measure: input.measure,
    cuesJson: JSON.stringify(input.cues),
  };
}

function nameTaken(name: string) {
  return fieldError('name', `There is already an exercise called "${name}".`);
}

/** A unique-name violation that raced past the check reads as the same message. */
function isUniqueViolation(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${(error as { code?: string }).code ?? ''}` : '';
  return /unique|23505/i.test(text);
}

export async function createExercise(db: Db, callerId: string, input: CreateExerciseInput, now: Date) {
  const values = rowValues(input);
  const taken = await findByNameKey(db, values.nameKey);
  if (taken) throw nameTaken(taken.name);
  const id = newId();
  try {
    await insertExercise(db, { ...values, id, createdBy: callerId, at: now.toISOString() });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(input.name);
    throw error;
  }
  return (await findExercise(db, id)) as ExerciseItem;
}

async function existing(db: Db, id: string) {
  const exercise = await findExercise(db, id);
  if (!exercise) throw new TRPCError({ code: 'NOT_FOUND', message: 'Exercise not found.' });
  return exercise;
}

export async function updateExercise(db: Db, input: UpdateExerciseInput, now: Date) {
  const exercise = await existing(db, input.exerciseId);
  if (exercise.key !== null) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: 'Exercises from the library cannot be edited. Add your own exercise instead.',
    });
  }
  const values = rowValues(input);
  const taken = await findByNameKey(db, values.nameKey);
  if (taken && taken.id !== exercise.id) throw nameTaken(taken.name);
  try {
    await updateExerciseRow(db, exercise.id, values, now.toISOString());
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(input.name);
    throw error;
  }
  return (await findExercise(db, exercise.id)) as ExerciseItem;
}

export async function setArchived(db: Db, id: string, archived: boolean, now: Date) {
  await existing(db, id);
  const at = now.toISOString();
  await setExerciseArchived(db, id, archived ? at : null, at);
  return (await findExercise(db, id)) as ExerciseItem;
}

export async function getExercise(db: Db, id: string): Promise<ExerciseItem> {
  const { createdBy: _, ...item } = await existing(db, id);
  return item;
}
