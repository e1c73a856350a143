// Logging workouts, history and progress (member), and trainers' clients, logs and comments.
import * as z from 'zod/mini';
import { cleanText, idField, wholeNumber } from './fields.js';
import { memberIdField } from './members.schemas.js';

export const WORKOUT_NOTES_MAX = 1000;
export const WORKOUT_COMMENT_MAX = 1000;
export const WORKOUT_PAGE_MAX = 50;
export const WORKOUT_PAGE_DEFAULT = 10;
export const SET_NUMBER_MAX = 50;
export const REPS_MAX = 1000;
export const DURATION_MAX_SECONDS = 86_400;
export const DISTANCE_MAX_METERS = 1_000_000;

const exerciseIdField = idField('Exercise', { missing: 'Choose an exercise.', unknown: 'Exercise not found.' });
const cursorField = z.optional(z.string().check(z.maxLength(300, 'Invalid page.')));
/** Sent by tRPC's infinite queries (the lists below are read with useInfiniteQuery); pages only go forward. */
const directionField = z.optional(z.literal('forward'));
const limitField = z._default(
  z.int().check(z.minimum(1), z.maximum(WORKOUT_PAGE_MAX, `At most ${WORKOUT_PAGE_MAX} workouts a page.`)),
  WORKOUT_PAGE_DEFAULT,
);

/**
 * One set as the member logs it. The weight is the text typed in the gym's unit ("62.5"), read on the
 * server with parseWeight; the other numbers are whole. A retry of the same set number replaces it.
 */
export const logSetInput = z.strictObject({
  exerciseId: exerciseIdField,
  programDayId: z.optional(idField('Program day', { missing: 'Choose a day.', unknown: 'Program day not found.' })),
  setNumber: wholeNumber('Set number', 1, SET_NUMBER_MAX),
  reps: z.optional(z.nullable(wholeNumber('Reps', 0, REPS_MAX))),
  weight: z.optional(z.nullable(z.string().check(z.maxLength(20, 'Weight is too long.'), cleanText('Weight')))),
  durationSeconds: z.optional(z.nullable(wholeNumber('Time', 0, DURATION_MAX_SECONDS))),
  distance: z.optional(z.nullable(wholeNumber('Distance', 0, DISTANCE_MAX_METERS))),
});

export const deleteSetInput = z.strictObject({
  setId: idField('Set', { missing: 'Choose a set.', unknown: 'Set not found.' }),
});

export const finishWorkoutInput = z.strictObject({
  workoutId: idField('Workout', { missing: 'Choose a workout.', unknown: 'Workout not found.' }),
  notes: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(
          WORKOUT_NOTES_MAX,
          `Notes must be at most ${WORKOUT_NOTES_MAX.toLocaleString('en-US')} characters.`,
        ),
        cleanText('Notes', 'multi-line'),
      ),
    '',
  ),
});

export const historyInput = z.strictObject({ cursor: cursorField, limit: limitField, direction: directionField });

export const progressInput = z.strictObject({ exerciseId: z.optional(exerciseIdField) });

export const ofClientInput = z.strictObject({
  memberId: memberIdField,
  cursor: cursorField,
  limit: limitField,
  direction: directionField,
});

export const progressOfClientInput = z.strictObject({
  memberId: memberIdField,
  exerciseId: z.optional(exerciseIdField),
});

export const commentInput = z.strictObject({
  workoutId: idField('Workout', { missing: 'Choose a workout.', unknown: 'Workout not found.' }),
  body: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Comment is required.'),
      z.maxLength(
        WORKOUT_COMMENT_MAX,
        `Comment must be at most ${WORKOUT_COMMENT_MAX.toLocaleString('en-US')} characters.`,
      ),
      cleanText('Comment', 'multi-line'),
    ),
});

export const clientsListInput = z.strictObject({
  search: z._default(z.string().check(z.trim(), z.maxLength(100, 'Search is too long.'), cleanText('Search')), ''),
  cursor: cursorField,
  limit: z._default(z.int().check(z.minimum(1), z.maximum(100, 'At most 100 clients a page.')), 20),
  direction: directionField,
});

export type LogSetInput = z.input<typeof logSetInput>;
export type CommentInput = z.input<typeof commentInput>;

export const NO_WORKOUT = 'Workout not found.';
export const NO_SET = 'Set not found.';
export const NO_EXERCISE = 'Exercise not found.';
