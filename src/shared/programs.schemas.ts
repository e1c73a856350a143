// Workout programs: templates the gym writes and members' own copies made by "Assign to member".
// The editor saves a program's whole tree (days, each with ordered exercises) in one call; loads are
// typed in the gym's unit and stored in grams (weights.ts).
import * as z from 'zod/mini';
import type { ExerciseMeasure } from './exercises.js';
import { cleanText, idField, optionalText } from './fields.js';
import { pageFields } from './pagination.js';

export const PROGRAM_NAME_MAX = 80;
export const PROGRAM_DESCRIPTION_MAX = 2000;
export const PROGRAM_NOTES_MAX = 500;
export const PROGRAM_WEEKS_MAX = 52;
export const PROGRAM_DAYS_MAX = 7 * PROGRAM_WEEKS_MAX;
export const DAY_EXERCISES_MAX = 30;

/** One exercise of a program day as the member's Today's workout reads it (currentProgramOf). */
export interface ProgramExerciseItem {
  /** The program_exercises row. */
  id: string;
  exerciseId: string;
  exerciseName: string;
  measure: ExerciseMeasure;
  sets: number;
  reps: number | null;
  durationSeconds: number | null;
  loadGrams: number | null;
  restSeconds: number | null;
  notes: string;
}

export interface ProgramDayItem {
  id: string;
  week: number;
  /** 1–7: its order within the week. */
  day: number;
  name: string;
  /** In the order the trainer set. */
  exercises: ProgramExerciseItem[];
}

/** A program with its days (by week, then day) and each day's exercises (by position). */
export interface ProgramTree {
  id: string;
  name: string;
  description: string;
  /** null: a template. */
  memberId: string | null;
  trainerId: string | null;
  trainerName: string | null;
  sourceProgramId: string | null;
  starterKey: string | null;
  weeks: number;
  /** A member's copy: the first day of week 1 (gym's calendar). */
  startsOn: string | null;
  archivedAt: string | null;
  /** The version an editor saves against: a save from an older version is refused. */
  updatedAt: string;
  days: ProgramDayItem[];
}

const programId = idField('Program', { missing: 'Choose a program.', unknown: 'Program not found.' });
const memberIdField = idField('Member', { missing: 'Choose a member.', unknown: 'Member not found.' });
const exerciseIdField = idField('Exercise', { missing: 'Choose an exercise.', unknown: 'Exercise not found.' });

const programName = z
  .string({ error: 'Name is required.' })
  .check(
    z.trim(),
    z.minLength(1, 'Name is required.'),
    z.maxLength(PROGRAM_NAME_MAX, `Name must be at most ${PROGRAM_NAME_MAX} characters.`),
    cleanText('Name'),
  );

function whole(label: string, min: number, max: number) {
  return z.number({ error: `${label} must be a whole number.` }).check(
    z.refine((n) => Number.isInteger(n), `${label} must be a whole number.`),
    z.refine((n) => n >= min && n <= max, `${label} must be between ${min} and ${max.toLocaleString('en-US')}.`),
  );
}

export const programIdInput = z.strictObject({ programId });

export const programTemplatesInput = z.strictObject({
  archived: z._default(z.boolean(), false),
  ...pageFields,
});

export const createProgramInput = z.strictObject({
  name: programName,
  description: optionalText('Description', PROGRAM_DESCRIPTION_MAX),
  weeks: whole('Weeks', 1, PROGRAM_WEEKS_MAX),
});

export const programExerciseInput = z.strictObject({
  exerciseId: exerciseIdField,
  sets: whole('Sets', 1, 20),
  reps: z.nullable(whole('Reps', 1, 100)),
  durationSeconds: z.nullable(whole('Seconds', 1, 86_400)),
  /** In the gym's unit, as typed ("62.5"); '' for none. */
  load: z._default(z.string().check(z.maxLength(20, 'Load must be at most 20 characters.'), cleanText('Load')), ''),
  restSeconds: z.nullable(whole('Rest', 0, 3600)),
  notes: optionalText('Notes', PROGRAM_NOTES_MAX),
});

export const programDayInput = z.strictObject({
  week: whole('Week', 1, PROGRAM_WEEKS_MAX),
  day: whole('Day', 1, 7),
  name: optionalText('Day name', PROGRAM_NAME_MAX, 'single-line'),
  exercises: z
    .array(programExerciseInput)
    .check(z.maxLength(DAY_EXERCISES_MAX, `A day holds at most ${DAY_EXERCISES_MAX} exercises.`)),
});

export const saveProgramInput = z.strictObject({
  programId,
  /** The updatedAt the editor loaded: someone else's save in between is refused, not overwritten. */
  version: z.string().check(z.minLength(1, 'Reload the program.'), z.maxLength(40), cleanText('Version')),
  name: programName,
  description: optionalText('Description', PROGRAM_DESCRIPTION_MAX),
  weeks: whole('Weeks', 1, PROGRAM_WEEKS_MAX),
  days: z.array(programDayInput).check(z.maxLength(PROGRAM_DAYS_MAX, `At most ${PROGRAM_DAYS_MAX} days.`)),
});

export const assignProgramInput = z.strictObject({
  templateId: programId,
  memberId: memberIdField,
  startsOn: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a start date.')),
  /** A trainer is always themselves; management may name one (or none). */
  trainerId: z.optional(idField('Trainer', { missing: 'Choose a trainer.', unknown: 'Trainer not found.' })),
});

export const memberProgramsInput = z.strictObject({ memberId: memberIdField });

export const memberSearchInput = z.strictObject({
  text: z
    .string({ error: 'Enter a name or member code.' })
    .check(
      z.trim(),
      z.minLength(1, 'Enter a name or member code.'),
      z.maxLength(100, 'Search text must be at most 100 characters.'),
      cleanText('Search text'),
    ),
});

export interface ProgramListItem {
  id: string;
  name: string;
  description: string;
  weeks: number;
  starterKey: string | null;
  archivedAt: string | null;
  updatedAt: string;
}

export interface MemberProgramItem {
  id: string;
  name: string;
  weeks: number;
  startsOn: string | null;
  trainerId: string | null;
  trainerName: string | null;
  archivedAt: string | null;
  createdAt: string;
}

export type CreateProgramInput = z.infer<typeof createProgramInput>;
export type SaveProgramInput = z.infer<typeof saveProgramInput>;
export type ProgramExerciseInput = z.infer<typeof programExerciseInput>;
export type AssignProgramInput = z.infer<typeof assignProgramInput>;
