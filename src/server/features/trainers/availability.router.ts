// A trainer's weekly windows and days off: the trainer sets their own, management anyone's; the desk
// reads them (trainerInScope narrows a trainer to themselves).
import {
  addTimeOffInput,
  addWindowInput,
  timeOffIdInput,
  trainerScopeInput,
  windowIdInput,
} from '../../../shared/trainers.schemas.js';
import { router } from '../../trpc/init.js';
import { staffProcedure } from '../../trpc/procedures.js';
import { actOf } from './trainers.router.js';
import { addTimeOff, addWindow, getAvailability, removeTimeOff, removeWindow } from './trainers.service.js';

export const availabilityRouter = router({
  /** Weekly windows and the days off from today on. */
  get: staffProcedure
    .input(trainerScopeInput)
    .query(async ({ ctx, input }) => getAvailability(ctx.deps.db, await actOf(ctx), input.trainerId)),

  addWindow: staffProcedure
    .input(addWindowInput)
    .mutation(async ({ ctx, input }) => addWindow(ctx.deps.db, await actOf(ctx), input)),

  removeWindow: staffProcedure
    .input(windowIdInput)
    .mutation(async ({ ctx, input }) => removeWindow(ctx.deps.db, await actOf(ctx), input.windowId)),

  addTimeOff: staffProcedure
    .input(addTimeOffInput)
    .mutation(async ({ ctx, input }) => addTimeOff(ctx.deps.db, await actOf(ctx), input)),

  removeTimeOff: staffProcedure
    .input(timeOffIdInput)
    .mutation(async ({ ctx, input }) => removeTimeOff(ctx.deps.db, await actOf(ctx), input.timeOffId)),
});
