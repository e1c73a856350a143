// The words an exercise is described with: the muscles it works, the equipment it needs, what kind of
// exercise it is and how a set of it is recorded. Ids are stored in the database and never change;
// labels are what people read and may be reworded. The shipped exercise library
// (src/server/features/training/exercise-library/) uses nothing outside these lists, and its test
// checks that every muscle and piece of equipment here is used by at least one exercise.

export const MUSCLES = [
  'neck',
  'traps',
  'front-delts',
  'side-delts',
  'rear-delts',
  'rotator-cuff',
  'chest',
  'serratus',
  'lats',
  'upper-back',
  'lower-back',
  'biceps',
  'triceps',
  'forearms',
  'abs',
  'obliques',
  'hip-flexors',
  'glutes',
  'abductors',
  'adductors',
  'quadriceps',
  'hamstrings',
  'calves',
  'shins',
] as const;
export type Muscle = (typeof MUSCLES)[number];

export const MUSCLE_LABELS: Record<Muscle, string> = {
  neck: 'Neck',
  traps: 'Trapezius',
  'front-delts': 'Front delts',
  'side-delts': 'Side delts',
  'rear-delts': 'Rear delts',
  'rotator-cuff': 'Rotator cuff',
  chest: 'Chest',
  serratus: 'Serratus',
  lats: 'Lats',
  'upper-back': 'Upper back (rhomboids, mid traps)',
  'lower-back': 'Lower back',
  biceps: 'Biceps',
  triceps: 'Triceps',
  forearms: 'Forearms and grip',
  abs: 'Abs',
  obliques: 'Obliques',
  'hip-flexors': 'Hip flexors',
  glutes: 'Glutes',
  abductors: 'Abductors (outer hip)',
  adductors: 'Adductors (inner thigh)',
  quadriceps: 'Quadriceps',
  hamstrings: 'Hamstrings',
  calves: 'Calves',
  shins: 'Shins (tibialis)',
};

export const EQUIPMENT = [
  'bodyweight',
  'barbell',
  'ez-bar',
  'trap-bar',
  'dumbbell',
  'kettlebell',
  'weight-plate',
  'landmine',
  'squat-rack',
  'bench',
  'cable',
  'machine',
  'smith-machine',
  'back-extension-bench',
  'pull-up-bar',
  'dip-station',
  'gymnastic-rings',
  'suspension-trainer',
  'resistance-band',
  'medicine-ball',
  'stability-ball',
  'ab-wheel',
  'plyo-box',
  'sled',
  'battle-ropes',
  'jump-rope',
  'rower',
  'exercise-bike',
  'air-bike',
  'ski-erg',
  'treadmill',
  'stair-climber',
  'elliptical',
  'foam-roller',
] as const;
export type Equipment = (typeof EQUIPMENT)[number];

export const EQUIPMENT_LABELS: Record<Equipment, string> = {
  bodyweight: 'None (bodyweight)',
  barbell: 'Barbell',
  'ez-bar': 'EZ bar',
  'trap-bar': 'Trap bar',
  dumbbell: 'Dumbbell',
  kettlebell: 'Kettlebell',
  'weight-plate': 'Weight plate',
  landmine: 'Landmine',
  'squat-rack': 'Squat rack',
  bench: 'Bench',
  cable: 'Cable machine',
  machine: 'Machine (selectorized or plate-loaded)',
  'smith-machine': 'Smith machine',
  'back-extension-bench': 'Back extension bench or GHD',
  'pull-up-bar': 'Pull-up bar',
  'dip-station': 'Dip station',
  'gymnastic-rings': 'Gymnastic rings',
  'suspension-trainer': 'Suspension trainer (TRX)',
  'resistance-band': 'Resistance band',
  'medicine-ball': 'Medicine ball',
  'stability-ball': 'Stability ball',
  'ab-wheel': 'Ab wheel',
  'plyo-box': 'Plyo box',
  sled: 'Sled',
  'battle-ropes': 'Battle ropes',
  'jump-rope': 'Jump rope',
  rower: 'Rowing machine',
  'exercise-bike': 'Exercise bike',
  'air-bike': 'Air bike',
  'ski-erg': 'Ski erg',
  treadmill: 'Treadmill',
  'stair-climber': 'Stair climber',
  elliptical: 'Elliptical trainer',
  'foam-roller': 'Foam roller',
};

export const EXERCISE_CATEGORIES = ['strength', 'power', 'plyometrics', 'core', 'cardio', 'mobility'] as const;
export type ExerciseCategory = (typeof EXERCISE_CATEGORIES)[number];

export const EXERCISE_CATEGORY_LABELS: Record<ExerciseCategory, string> = {
  strength: 'Strength',
  power: 'Olympic and power',
  plyometrics: 'Plyometrics',
  core: 'Core',
  cardio: 'Cardio and conditioning',
  mobility: 'Mobility and stretching',
};

/**
 * How one set is recorded. "reps" is bodyweight work (a load may still be added and noted);
 * "weight-reps" is the usual lifting set; the others are holds, carries and conditioning pieces.
 */
export const EXERCISE_MEASURES = [
  'weight-reps',
  'reps',
  'time',
  'weight-time',
  'distance-time',
  'weight-distance',
] as const;
export type ExerciseMeasure = (typeof EXERCISE_MEASURES)[number];

export const EXERCISE_MEASURE_LABELS: Record<ExerciseMeasure, string> = {
  'weight-reps': 'Weight and reps',
  reps: 'Reps',
  time: 'Time',
  'weight-time': 'Weight and time',
  'distance-time': 'Distance and time',
  'weight-distance': 'Weight and distance',
};

/** The numbers a logged set of each measure carries, in the order a set row shows them. */
export type SetField = 'weight' | 'reps' | 'time' | 'distance';

export const EXERCISE_MEASURE_FIELDS: Record<ExerciseMeasure, readonly SetField[]> = {
  'weight-reps': ['weight', 'reps'],
  reps: ['reps'],
  time: ['time'],
  'weight-time': ['weight', 'time'],
  'distance-time': ['distance', 'time'],
  'weight-distance': ['weight', 'distance'],
};

function isOneOf<T extends string>(list: readonly T[]) {
  return (value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);
}

export const isMuscle = isOneOf(MUSCLES);
export const isEquipment = isOneOf(EQUIPMENT);
export const isExerciseCategory = isOneOf(EXERCISE_CATEGORIES);
export const isExerciseMeasure = isOneOf(EXERCISE_MEASURES);
