// What the workouts procedures answer, as the client sees it (from the AppRouter type only).
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/trpc/router.js';

type Outputs = inferRouterOutputs<AppRouter>;
export type TodaysWorkout = Outputs['workouts']['today'];
export type TodayExercise = TodaysWorkout['exercises'][number];
export type LoggedSet = TodayExercise['logged'][number];
export type WorkoutLog = Outputs['workouts']['history']['items'][number];
export type Progress = Outputs['workouts']['progress'];
