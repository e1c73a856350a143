// The numbers a set row starts from and how its steppers move, kept apart from the components so the
// rules are plain to read: one tap logs the set when the prefilled numbers are right.
import { EXERCISE_MEASURE_FIELDS, type SetField } from '../../../shared/exercises.js';
import { type WeightUnit, weightIn } from '../../../shared/weights.js';
import type { LoggedSet, TodayExercise } from './types.js';

export interface SetDraft {
  /** Typed in the gym's unit, as parseWeight reads it ("62.5"). */
  weight: string;
  reps: number;
  durationSeconds: number;
  distance: number;
}

/** One stepper step: 2.5 kg (the smallest pair of plates most gyms have) or 5 lb; 1 rep; 5 s; 10 m. */
export const WEIGHT_STEP: Record<WeightUnit, number> = { kg: 2.5, lb: 5 };
export const REPS_STEP = 1;
export const TIME_STEP = 5;
export const DISTANCE_STEP = 10;

export function fieldsOf(exercise: Pick<TodayExercise, 'measure'>): readonly SetField[] {
  return EXERCISE_MEASURE_FIELDS[exercise.measure];
}

function draftOf(
  set: Pick<LoggedSet, 'weightGrams' | 'reps' | 'durationSeconds' | 'distanceMeters'>,
  unit: WeightUnit,
) {
  return {
    weight: set.weightGrams === null ? '' : String(weightIn(set.weightGrams, unit)),
    reps: set.reps ?? 0,
    durationSeconds: set.durationSeconds ?? 0,
    distance: set.distanceMeters ?? 0,
  };
}

/**
 * The next set's numbers: the set just logged today (the member may have changed them), else last
 * time's same set, else the prescription, else zeros.
 */
export function prefillFor(exercise: TodayExercise, setNumber: number, unit: WeightUnit): SetDraft {
  const previous = exercise.logged.find((s) => s.setNumber === setNumber - 1) ?? exercise.logged.at(-1);
  if (previous) return draftOf(previous, unit);
  const last = exercise.lastTime?.sets.find((s) => s.setNumber === setNumber) ?? exercise.lastTime?.sets.at(-1);
  const p = exercise.prescription;
  if (p) {
    return {
      weight: p.loadGrams !== null ? String(weightIn(p.loadGrams, unit)) : last ? draftOf(last, unit).weight : '',
      reps: p.reps ?? last?.reps ?? 0,
      durationSeconds: p.durationSeconds ?? last?.durationSeconds ?? 0,
      distance: last?.distanceMeters ?? 0,
    };
  }
  if (last) return draftOf(last, unit);
  return { weight: '', reps: 0, durationSeconds: 0, distance: 0 };
}

/** The next set number to log: one past the highest logged. */
export function nextSetNumber(exercise: TodayExercise): number {
  return exercise.logged.reduce((n, s) => Math.max(n, s.setNumber), 0) + 1;
}

/** A weight typed as text moved by one step, never below zero, at most two decimals. */
export function stepWeight(text: string, by: number): string {
  const current = Number(text.replace(',', '.'));
  const base = Number.isFinite(current) ? current : 0;
  return String(Math.max(0, Math.round((base + by) * 100) / 100));
}
