import {
  createExerciseInput,
  exerciseIdInput,
  searchExercisesInput,
  updateExerciseInput,
} from '../../../shared/exercises.schemas.js';
import { router } from '../../trpc/init.js';
import { approvedProcedure } from '../../trpc/procedures.js';
import { searchExercises } from './exercises.queries.js';
import { createExercise, getExercise, setArchived, updateExercise } from './exercises.service.js';

export const exercisesRouter = router({
  search: approvedProcedure.input(searchExercisesInput).query(({ ctx, input }) => searchExercises(ctx.deps.db, input)),
  get: approvedProcedure.input(exerciseIdInput).query(({ ctx, input }) => getExercise(ctx.deps.db, input.exerciseId)),
  create: approvedProcedure
    .input(createExerciseInput)
    .mutation(({ ctx, input }) => createExercise(ctx.deps.db, ctx.user.id, input, ctx.deps.clock.now())),
  update: approvedProcedure
    .input(updateExerciseInput)
    .mutation(({ ctx, input }) => updateExercise(ctx.deps.db, input, ctx.deps.clock.now())),
  archive: approvedProcedure
    .input(exerciseIdInput)
    .mutation(({ ctx, input }) => setArchived(ctx.deps.db, input.exerciseId, true, ctx.deps.clock.now())),
  restore: approvedProcedure
    .input(exerciseIdInput)
    .mutation(({ ctx, input }) => setArchived(ctx.deps.db, input.exerciseId, false, ctx.deps.clock.now())),
});
