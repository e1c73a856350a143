// Sets and prescriptions in words, every number through the gym's format.
import type { ExerciseMeasure } from '../../../shared/exercises.js';
import type { GymFormat } from '../../../shared/format.js';
import type { WeightUnit } from '../../../shared/weights.js';
import { fieldsOf } from './numbers.js';
import type { LoggedSet, TodayExercise } from './types.js';

type SetNumbers = Pick<LoggedSet, 'reps' | 'weightGrams' | 'durationSeconds' | 'distanceMeters'>;

export function seconds(format: GymFormat, s: number): string {
  if (s < 60) return `${format.count(s)} s`;
  const m = Math.floor(s / 60);
  const rest = s % 60;
  return `${format.count(m)}:${String(rest).padStart(2, '0')}`;
}

/** A countdown's "1:30", "0:05". */
export function minutesSeconds(format: GymFormat, s: number): string {
  return `${format.count(Math.floor(s / 60))}:${String(s % 60).padStart(2, '0')}`;
}

/** "60 kg × 5", "45 s", "400 m in 1:30". */
export function describeSet(format: GymFormat, unit: WeightUnit, measure: ExerciseMeasure, set: SetNumbers): string {
  const parts: string[] = [];
  for (const field of fieldsOf({ measure })) {
    if (field === 'weight' && set.weightGrams !== null) parts.push(format.weight(set.weightGrams, unit));
    if (field === 'reps' && set.reps !== null) parts.push(format.count(set.reps));
    if (field === 'time' && set.durationSeconds !== null) parts.push(seconds(format, set.durationSeconds));
    if (field === 'distance' && set.distanceMeters !== null) parts.push(`${format.count(set.distanceMeters)} m`);
  }
  return parts.join(' × ');
}

/** "60 kg × 5, 5, 5" when every set had the same weight; else each set in full. */
export function describeSets(
  format: GymFormat,
  unit: WeightUnit,
  measure: ExerciseMeasure,
  sets: SetNumbers[],
): string {
  const first = sets[0];
  if (!first) return '';
  const sameWeight =
    measure === 'weight-reps' && sets.every((s) => s.weightGrams === first.weightGrams && s.reps !== null);
  if (sameWeight && first.weightGrams !== null) {
    return `${format.weight(first.weightGrams, unit)} × ${sets.map((s) => format.count(s.reps ?? 0)).join(', ')}`;
  }
  return sets.map((s) => describeSet(format, unit, measure, s)).join(', ');
}

/** "3 × 5 · 60 kg · rest 2:00" */
export function describePrescription(format: GymFormat, unit: WeightUnit, exercise: TodayExercise): string {
  const p = exercise.prescription;
  if (!p) return 'Logged freely';
  const parts = [];
  if (p.reps !== null) parts.push(`${format.count(p.sets)} × ${format.count(p.reps)}`);
  else if (p.durationSeconds !== null) parts.push(`${format.count(p.sets)} × ${seconds(format, p.durationSeconds)}`);
  else parts.push(format.countOf(p.sets, 'set'));
  if (p.loadGrams !== null) parts.push(format.weight(p.loadGrams, unit));
  if (p.restSeconds) parts.push(`rest ${seconds(format, p.restSeconds)}`);
  return parts.join(' · ');
}
