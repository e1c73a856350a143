import type { Generated } from 'kysely';
import type { ExerciseCategory, ExerciseMeasure } from '../../../shared/exercises.js';

/** The shipped library (key set, upserted at start) and the gym's own exercises (key null). */
export interface ExercisesTable {
  id: string;
  key: string | null;
  name: string;
  /** searchKey(name), unique: no two exercises share a name whatever their case and accents. */
  nameKey: string;
  category: ExerciseCategory;
  /** Comma-separated Muscle ids (src/shared/exercises.ts). */
  primaryMuscles: string;
  secondaryMuscles: Generated<string>;
  /** Comma-separated Equipment ids. */
  equipment: string;
  measure: ExerciseMeasure;
  /** A JSON array of short coaching cues. */
  cuesJson: Generated<string>;
  createdBy: string | null;
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A template (memberId null) or a member's own copy made by "Assign to member". */
export interface ProgramsTable {
  id: string;
  name: string;
  nameKey: string;
  description: Generated<string>;
  memberId: string | null;
  /** The trainer who looks after it: that member becomes the trainer's client. */
  trainerId: string | null;
  /** For a member's copy: the template it was made from. */
  sourceProgramId: string | null;
  /** The starter templates that ship with the app ('beginner-full-body', …); null for the gym's own. */
  starterKey: string | null;
  weeks: number;
  /** A member's copy: the first day of week 1 (gym's calendar). */
  startsOn: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  archivedAt: string | null;
}

/** Day `day` (1–7, its order in the week) of week `week` of a program. */
export interface ProgramDaysTable {
  id: string;
  programId: string;
  week: number;
  day: number;
  name: Generated<string>;
}

/** One exercise of a program day, in `position` order: sets of reps or seconds, load and rest. */
export interface ProgramExercisesTable {
  id: string;
  dayId: string;
  position: number;
  exerciseId: string;
  sets: number;
  reps: number | null;
  durationSeconds: number | null;
  /** Grams; shown in the gym's unit (kg or lb). */
  loadGrams: number | null;
  restSeconds: number | null;
  notes: Generated<string>;
}

export interface TrainingTables {
  exercises: ExercisesTable;
  programs: ProgramsTable;
  programDays: ProgramDaysTable;
  programExercises: ProgramExercisesTable;
}
