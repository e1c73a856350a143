// Progress on one exercise, per workout day: the best estimated one-rep max (Epley) and the volume.
// Loads are whole grams (weights.ts); the screens name the formula: "Estimated 1RM (Epley)".

/** The heaviest rep count Epley's estimate is trusted for: past a dozen reps it overestimates. */
export const EPLEY_MAX_REPS = 12;

/**
 * Epley's estimated one-rep max, e1RM = w × (1 + reps / 30), in whole grams; a single is the weight
 * itself. Null for sets it does not apply to: no weight, no reps, or more than 12 reps.
 */
export function epleyOneRepMax(weightGrams: number | null, reps: number | null): number | null {
  if (weightGrams === null || reps === null || weightGrams <= 0) return null;
  if (reps < 1 || reps > EPLEY_MAX_REPS) return null;
  if (reps === 1) return weightGrams;
  return Math.round(weightGrams * (1 + reps / 30));
}

export interface LoggedSetNumbers {
  day: string;
  reps: number | null;
  weightGrams: number | null;
}

export interface ProgressPoint {
  /** The gym's calendar day of the workout(s). */
  day: string;
  /** The day's best Epley estimate in grams, or null when no set of 1–12 reps had a weight. */
  e1rmGrams: number | null;
  /** Σ weight × reps over the day's sets, in grams (a "kg × reps" total once shown). */
  volumeGrams: number;
  sets: number;
}

/** One point per day, oldest first. */
export function progressPoints(sets: readonly LoggedSetNumbers[]): ProgressPoint[] {
  const byDay = new Map<string, ProgressPoint>();
  for (const set of sets) {
    const point = byDay.get(set.day) ?? { day: set.day, e1rmGrams: null, volumeGrams: 0, sets: 0 };
    const estimate = epleyOneRepMax(set.weightGrams, set.reps);
    if (estimate !== null && (point.e1rmGrams === null || estimate > point.e1rmGrams)) point.e1rmGrams = estimate;
    point.volumeGrams += (set.weightGrams ?? 0) * (set.reps ?? 0);
    point.sets += 1;
    byDay.set(set.day, point);
  }
  return [...byDay.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}
