// The three program templates that ship with the app, written by us from library exercise keys. The
// seed step inserts each once, by starter_key, and never again: a gym's edits to them are theirs.

export interface StarterExercise {
  exercise: string;
  sets: number;
  reps?: number;
  durationSeconds?: number;
  restSeconds: number;
  notes?: string;
}

export interface StarterDay {
  name: string;
  exercises: StarterExercise[];
}

export interface StarterProgram {
  starterKey: string;
  name: string;
  description: string;
  weeks: number;
  /** The days of each week, in order (week w, day d = weeksDays(w)[d - 1]). */
  weekDays: (week: number) => StarterDay[];
}

const fullBodyA: StarterDay = {
  name: 'Full body A',
  exercises: [
    {
      exercise: 'goblet-squat',
      sets: 3,
      reps: 10,
      restSeconds: 90,
      notes: 'Pick a weight you could lift 2–3 more times.',
    },
    { exercise: 'dumbbell-bench-press', sets: 3, reps: 10, restSeconds: 90 },
    { exercise: 'seated-cable-row', sets: 3, reps: 12, restSeconds: 90 },
    { exercise: 'glute-bridge', sets: 2, reps: 15, restSeconds: 60 },
    { exercise: 'plank', sets: 3, durationSeconds: 30, restSeconds: 45, notes: 'Add 5 seconds a week.' },
  ],
};

const fullBodyB: StarterDay = {
  name: 'Full body B',
  exercises: [
    {
      exercise: 'romanian-deadlift',
      sets: 3,
      reps: 10,
      restSeconds: 90,
      notes: 'Stop when the hamstrings feel a stretch.',
    },
    { exercise: 'lat-pulldown', sets: 3, reps: 12, restSeconds: 90 },
    { exercise: 'seated-dumbbell-shoulder-press', sets: 3, reps: 10, restSeconds: 90 },
    { exercise: 'dumbbell-walking-lunge', sets: 2, reps: 10, restSeconds: 60, notes: '10 steps each leg.' },
    { exercise: 'dead-bug', sets: 3, reps: 10, restSeconds: 45 },
  ],
};

const fullBodyC: StarterDay = {
  name: 'Full body C',
  exercises: [
    { exercise: 'leg-press', sets: 3, reps: 12, restSeconds: 90 },
    { exercise: 'push-up', sets: 3, reps: 8, restSeconds: 60, notes: 'Hands on a bench if the floor is too hard.' },
    { exercise: 'barbell-bent-over-row', sets: 3, reps: 10, restSeconds: 90 },
    { exercise: 'lying-leg-curl', sets: 2, reps: 12, restSeconds: 60 },
    { exercise: 'dumbbell-lateral-raise', sets: 2, reps: 15, restSeconds: 45 },
  ],
};

const upperA: StarterDay = {
  name: 'Upper A',
  exercises: [
    { exercise: 'barbell-bench-press', sets: 4, reps: 6, restSeconds: 150, notes: 'Leave one rep in reserve.' },
    { exercise: 'barbell-bent-over-row', sets: 4, reps: 8, restSeconds: 120 },
    { exercise: 'seated-dumbbell-shoulder-press', sets: 3, reps: 10, restSeconds: 90 },
    { exercise: 'lat-pulldown', sets: 3, reps: 10, restSeconds: 90 },
    { exercise: 'cable-triceps-pushdown', sets: 2, reps: 12, restSeconds: 60 },
    { exercise: 'dumbbell-curl', sets: 2, reps: 12, restSeconds: 60 },
  ],
};

const lowerA: StarterDay = {
  name: 'Lower A',
  exercises: [
    { exercise: 'barbell-back-squat', sets: 4, reps: 6, restSeconds: 180 },
    { exercise: 'romanian-deadlift', sets: 3, reps: 8, restSeconds: 120 },
    { exercise: 'leg-extension', sets: 3, reps: 12, restSeconds: 60 },
    { exercise: 'standing-calf-raise', sets: 3, reps: 12, restSeconds: 60 },
    { exercise: 'hanging-knee-raise', sets: 3, reps: 10, restSeconds: 60 },
  ],
};

const upperB: StarterDay = {
  name: 'Upper B',
  exercises: [
    { exercise: 'barbell-overhead-press', sets: 4, reps: 6, restSeconds: 150 },
    { exercise: 'pull-up', sets: 4, reps: 6, restSeconds: 120, notes: 'Use the assisted machine or a band if needed.' },
    { exercise: 'incline-dumbbell-bench-press', sets: 3, reps: 10, restSeconds: 90 },
    { exercise: 'seated-cable-row', sets: 3, reps: 10, restSeconds: 90 },
    { exercise: 'face-pull', sets: 3, reps: 15, restSeconds: 60 },
  ],
};

const lowerB: StarterDay = {
  name: 'Lower B',
  exercises: [
    { exercise: 'barbell-deadlift', sets: 3, reps: 5, restSeconds: 180 },
    { exercise: 'bulgarian-split-squat', sets: 3, reps: 8, restSeconds: 90, notes: '8 each leg.' },
    { exercise: 'seated-leg-curl', sets: 3, reps: 12, restSeconds: 60 },
    { exercise: 'barbell-hip-thrust', sets: 3, reps: 10, restSeconds: 90 },
    { exercise: 'plank', sets: 3, durationSeconds: 45, restSeconds: 45 },
  ],
};

const fiveByFiveA: StarterDay = {
  name: 'Workout A',
  exercises: [
    {
      exercise: 'barbell-back-squat',
      sets: 5,
      reps: 5,
      restSeconds: 180,
      notes: 'Add 2.5 kg (5 lb) when all 25 reps are done.',
    },
    { exercise: 'barbell-bench-press', sets: 5, reps: 5, restSeconds: 180 },
    { exercise: 'barbell-bent-over-row', sets: 5, reps: 5, restSeconds: 180 },
  ],
};

const fiveByFiveB: StarterDay = {
  name: 'Workout B',
  exercises: [
    {
      exercise: 'barbell-back-squat',
      sets: 5,
      reps: 5,
      restSeconds: 180,
      notes: 'Add 2.5 kg (5 lb) when all 25 reps are done.',
    },
    { exercise: 'barbell-overhead-press', sets: 5, reps: 5, restSeconds: 180 },
    {
      exercise: 'barbell-deadlift',
      sets: 1,
      reps: 5,
      restSeconds: 180,
      notes: 'One heavy set after two warm-up sets.',
    },
  ],
};

export const STARTER_PROGRAMS: readonly StarterProgram[] = [
  {
    starterKey: 'beginner-full-body',
    name: 'Beginner full body',
    description:
      'Three whole-body sessions a week (e.g. Monday, Wednesday, Friday) for someone new to lifting. ' +
      'Add a little weight each week while every set still looks clean.',
    weeks: 4,
    weekDays: () => [fullBodyA, fullBodyB, fullBodyC],
  },
  {
    starterKey: 'upper-lower-split',
    name: 'Upper/lower split',
    description:
      'Four sessions a week alternating upper and lower body, for members training regularly for a few months.',
    weeks: 4,
    weekDays: () => [upperA, lowerA, upperB, lowerB],
  },
  {
    starterKey: 'five-by-five-strength',
    name: '5×5 strength',
    description:
      'Three sessions a week on the big barbell lifts, workouts A and B alternating (A B A, then B A B). ' +
      'Rest fully between sets.',
    weeks: 4,
    weekDays: (week) =>
      week % 2 === 1 ? [fiveByFiveA, fiveByFiveB, fiveByFiveA] : [fiveByFiveB, fiveByFiveA, fiveByFiveB],
  },
];
