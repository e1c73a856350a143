// One exercise as the app ships it. The seed step matches database rows on `key`, so a key never
// changes once shipped; a renamed exercise keeps its key and only its name changes. Cues are our own
// words (the product promises no text copied from elsewhere).
import type { Equipment, ExerciseCategory, ExerciseMeasure, Muscle } from '../../../../shared/exercises.js';

export interface LibraryExercise {
  /** Lower-case kebab-case slug; the upsert key of the seed step. */
  readonly key: string;
  /** The common English name, as a gym floor says it. */
  readonly name: string;
  readonly category: ExerciseCategory;
  /** The muscles that do most of the work; at least one. */
  readonly primaryMuscles: readonly [Muscle, ...Muscle[]];
  /** Muscles that help or steady the movement; none of the primary ones. */
  readonly secondaryMuscles: readonly Muscle[];
  /** Everything the exercise needs; bodyweight work says 'bodyweight'. */
  readonly equipment: readonly [Equipment, ...Equipment[]];
  readonly measure: ExerciseMeasure;
  /** One to three short coaching cues, each a sentence ending with a full stop. */
  readonly cues: readonly [string] | readonly [string, string] | readonly [string, string, string];
}
