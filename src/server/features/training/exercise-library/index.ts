// The exercise library the app ships: a few hundred common exercises, written by us. A seed step
// (not here) upserts them by `key`, so it can run again and again without duplicates. Each part is
// sorted by key and the parts come in the fixed order below, so the whole list has one stable order.
import { BACK_PULL_EXERCISES } from './back-pulls.js';
import { BACK_ROW_EXERCISES } from './back-rows.js';
import { BICEPS_FOREARM_EXERCISES } from './biceps-forearms.js';
import { CARDIO_CONDITIONING_EXERCISES } from './cardio-conditioning.js';
import { CARRY_SLED_EXERCISES } from './carries-and-sleds.js';
import { CHEST_EXERCISES } from './chest.js';
import { CORE_BRACING_EXERCISES } from './core-bracing.js';
import { CORE_FLEXION_ROTATION_EXERCISES } from './core-flexion-rotation.js';
import { GLUTE_HIP_EXERCISES } from './glutes-hips.js';
import { HINGE_EXERCISES } from './hinges.js';
import { LEG_MACHINE_CALF_EXERCISES } from './leg-machines-calves.js';
import type { LibraryExercise } from './library-exercise.js';
import { MOBILITY_EXERCISES } from './mobility.js';
import { OLYMPIC_POWER_EXERCISES } from './olympic-and-power.js';
import { PLYOMETRIC_EXERCISES } from './plyometrics.js';
import { SHOULDER_EXERCISES } from './shoulders.js';
import { SINGLE_LEG_EXERCISES } from './single-leg.js';
import { SQUAT_EXERCISES } from './squats.js';
import { STRETCH_EXERCISES } from './stretches.js';
import { TRICEPS_EXERCISES } from './triceps.js';

export type { LibraryExercise } from './library-exercise.js';

/** The library's files, named as their file is, in the order the library lists them. */
export const EXERCISE_LIBRARY_PARTS: readonly {
  readonly part: string;
  readonly exercises: readonly LibraryExercise[];
}[] = [
  { part: 'chest', exercises: CHEST_EXERCISES },
  { part: 'back-pulls', exercises: BACK_PULL_EXERCISES },
  { part: 'back-rows', exercises: BACK_ROW_EXERCISES },
  { part: 'shoulders', exercises: SHOULDER_EXERCISES },
  { part: 'biceps-forearms', exercises: BICEPS_FOREARM_EXERCISES },
  { part: 'triceps', exercises: TRICEPS_EXERCISES },
  { part: 'squats', exercises: SQUAT_EXERCISES },
  { part: 'single-leg', exercises: SINGLE_LEG_EXERCISES },
  { part: 'hinges', exercises: HINGE_EXERCISES },
  { part: 'leg-machines-calves', exercises: LEG_MACHINE_CALF_EXERCISES },
  { part: 'glutes-hips', exercises: GLUTE_HIP_EXERCISES },
  { part: 'core-bracing', exercises: CORE_BRACING_EXERCISES },
  { part: 'core-flexion-rotation', exercises: CORE_FLEXION_ROTATION_EXERCISES },
  { part: 'olympic-and-power', exercises: OLYMPIC_POWER_EXERCISES },
  { part: 'plyometrics', exercises: PLYOMETRIC_EXERCISES },
  { part: 'cardio-conditioning', exercises: CARDIO_CONDITIONING_EXERCISES },
  { part: 'carries-and-sleds', exercises: CARRY_SLED_EXERCISES },
  { part: 'mobility', exercises: MOBILITY_EXERCISES },
  { part: 'stretches', exercises: STRETCH_EXERCISES },
];

export const EXERCISE_LIBRARY: readonly LibraryExercise[] = EXERCISE_LIBRARY_PARTS.flatMap((part) => part.exercises);
