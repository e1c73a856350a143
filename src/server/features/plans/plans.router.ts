import { dateInZone } from '../../../shared/calendar.js';
import { createPlanInput, planIdInput, updatePlanInput } from '../../../shared/plans.schemas.js';
import { isUniqueViolation, retryOnUniqueViolation } from '../../db/errors.js';
import type { Context } from '../../trpc/context.js';
import { router, TRPCError } from '../../trpc/init.js';
import { adminProcedure } from '../../trpc/procedures.js';
import { archivePlan, createPlan, listPlans, makeDefaultPlan, type PlanOutcome, updatePlan } from './plans.service.js';

function actorOf(ctx: Context & { user: { id: string } }) {
  const now = ctx.deps.clock.now();
  return { adminId: ctx.user.id, ip: ctx.ip, now, today: dateInZone(now, ctx.deps.config.gym.timeZone) };
}

function planOrThrow(outcome: PlanOutcome, name?: string) {
  if (outcome.ok) return outcome.plan;
  switch (outcome.reason) {
    case 'name_taken':
      throw new TRPCError({ code: 'CONFLICT', message: `A plan named "${name}" already exists.` });
    case 'is_default':
      throw new TRPCError({
        code: 'CONFLICT',
        message: 'The default plan cannot be archived. Make another plan the default first.',
      });
    case 'not_found':
      throw new TRPCError({ code: 'NOT_FOUND', message: 'Plan not found.' });
  }
}

/**
 * Two admins moving the default at once: on PostgreSQL the later transaction's "clear the default"
 * can miss the plan the earlier one has just made default, and its "set" then breaks
 * plans_one_default_idx. Its transaction was rolled back whole, so it runs again, as it would have a
 * moment later. Losing every time (several admins at once) is a conflict, never a 500.
 */
async function makeDefaultRetrying(ctx: Context & { user: { id: string } }, planId: string) {
  try {
    return await retryOnUniqueViolation(() => makeDefaultPlan(ctx.deps.db, actorOf(ctx), planId));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new TRPCError({
      code: 'CONFLICT',
      message: 'Another administrator changed the default plan at the same moment. Please try again.',
    });
  }
}

export const plansRouter = router({
  /** Every plan, the default first, with its member count (archived ones too, marked). */
  list: adminProcedure.query(({ ctx }) => listPlans(ctx.deps.db)),

  create: adminProcedure
    .input(createPlanInput)
    .mutation(async ({ ctx, input }) => planOrThrow(await createPlan(ctx.deps.db, actorOf(ctx), input), input.name)),

  update: adminProcedure
    .input(updatePlanInput)
    .mutation(async ({ ctx, input }) => planOrThrow(await updatePlan(ctx.deps.db, actorOf(ctx), input), input.name)),

  makeDefault: adminProcedure
    .input(planIdInput)
    .mutation(async ({ ctx, input }) => planOrThrow(await makeDefaultRetrying(ctx, input.planId))),

  archive: adminProcedure
    .input(planIdInput)
    .mutation(async ({ ctx, input }) => planOrThrow(await archivePlan(ctx.deps.db, actorOf(ctx), input.planId, true))),

  restore: adminProcedure
    .input(planIdInput)
    .mutation(async ({ ctx, input }) => planOrThrow(await archivePlan(ctx.deps.db, actorOf(ctx), input.planId, false))),
});
