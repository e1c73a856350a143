import type { Generated } from 'kysely';

/** One training session a member logged (from a program day, or free). */
export interface WorkoutsTable {
  id: string;
  memberId: string;
  programId: string | null;
  programDayId: string | null;
  /** The gym's calendar day it was done on. */
  day: string;
  startedAt: string;
  finishedAt: string | null;
  notes: Generated<string>;
  updatedAt: string;
}

/** One logged set; memberId repeats the workout's so an exercise's history is one index range. */
export interface WorkoutSetsTable {
  id: string;
  workoutId: string;
  memberId: string;
  exerciseId: string;
  setNumber: number;
  reps: number | null;
  weightGrams: number | null;
  durationSeconds: number | null;
  distanceMeters: number | null;
  loggedAt: string;
}

/** A trainer's word on a client's workout; the member reads it in their history. */
export interface WorkoutCommentsTable {
  id: string;
  workoutId: string;
  authorId: string | null;
  body: string;
  createdAt: string;
}

export interface WorkoutsTables {
  workouts: WorkoutsTable;
  workoutSets: WorkoutSetsTable;
  workoutComments: WorkoutCommentsTable;
}
