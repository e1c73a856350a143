// Exercises: the shipped library and the gym's own, searched by any word of the name (whatever its
// case and accents) and added or edited by trainers and management.
import * as z from 'zod/mini';
import {
  EQUIPMENT,
  type Equipment,
  EXERCISE_CATEGORIES,
  EXERCISE_MEASURES,
  type ExerciseCategory,
  type ExerciseMeasure,
  MUSCLES,
  type Muscle,
} from './exercises.js';
import { cleanText, idField } from './fields.js';
import { pageFields } from './pagination.js';

export const EXERCISE_NAME_MAX = 80;
export const EXERCISE_CUE_MAX = 200;
export const EXERCISE_CUES_MAX = 5;

const exerciseId = idField('Exercise', { missing: 'Choose an exercise.', unknown: 'Exercise not found.' });

export const exerciseNameField = z
  .string({ error: 'Name is required.' })
  .check(
    z.trim(),
    z.minLength(1, 'Name is required.'),
    z.maxLength(EXERCISE_NAME_MAX, `Name must be at most ${EXERCISE_NAME_MAX} characters.`),
    cleanText('Name'),
  );

const muscle = z.enum(MUSCLES, { error: 'Choose muscles from the list.' });
const equipment = z.enum(EQUIPMENT, { error: 'Choose equipment from the list.' });

export const exerciseFields = {
  name: exerciseNameField,
  category: z.enum(EXERCISE_CATEGORIES, { error: 'Choose a category.' }),
  primaryMuscles: z
    .array(muscle)
    .check(z.minLength(1, 'Choose at least one primary muscle.'), z.maxLength(MUSCLES.length)),
  secondaryMuscles: z._default(z.array(muscle).check(z.maxLength(MUSCLES.length)), []),
  equipment: z.array(equipment).check(z.minLength(1, 'Choose the equipment (or None).'), z.maxLength(EQUIPMENT.length)),
  measure: z.enum(EXERCISE_MEASURES, { error: 'Choose how a set is recorded.' }),
  cues: z._default(
    z
      .array(
        z
          .string()
          .check(
            z.trim(),
            z.minLength(3, 'A cue must be at least 3 characters.'),
            z.maxLength(EXERCISE_CUE_MAX, `A cue must be at most ${EXERCISE_CUE_MAX} characters.`),
            cleanText('Cue'),
          ),
      )
      .check(z.maxLength(EXERCISE_CUES_MAX, `At most ${EXERCISE_CUES_MAX} cues.`)),
    [],
  ),
};

export const createExerciseInput = z.strictObject(exerciseFields);
export const updateExerciseInput = z.strictObject({ exerciseId, ...exerciseFields });
export const exerciseIdInput = z.strictObject({ exerciseId });

export const searchExercisesInput = z.strictObject({
  /** Words typed; each must begin a word of the name. Empty: every exercise. */
  text: z._default(
    z.string().check(z.trim(), z.maxLength(EXERCISE_NAME_MAX, 'Search text is too long.'), cleanText('Search text')),
    '',
  ),
  muscle: z.optional(muscle),
  equipment: z.optional(equipment),
  category: z.optional(z.enum(EXERCISE_CATEGORIES, { error: 'Choose a category.' })),
  /** Hidden (archived) ones too: the Exercises section shows them to restore. */
  includeArchived: z._default(z.boolean(), false),
  ...pageFields,
});

export interface ExerciseItem {
  id: string;
  /** null: the gym's own. */
  key: string | null;
  name: string;
  category: ExerciseCategory;
  primaryMuscles: Muscle[];
  secondaryMuscles: Muscle[];
  equipment: Equipment[];
  measure: ExerciseMeasure;
  cues: string[];
  archivedAt: string | null;
}

export type CreateExerciseInput = z.infer<typeof createExerciseInput>;
export type UpdateExerciseInput = z.infer<typeof updateExerciseInput>;
export type SearchExercisesInput = z.infer<typeof searchExercisesInput>;
