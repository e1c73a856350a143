import { PRICE_RULE } from '../../../shared/amount-fields.js';
import { dateInZone } from '../../../shared/calendar.js';
import { createGymFormat } from '../../../shared/format.js';
import { createPlanInput, planIdInput, updatePlanInput } from '../../../shared/plans.schemas.js';
import { readAmountIn } from '../../lib/read-amount.js';
import type { Context } from '../../trpc/context.js';
import { router, TRPCError } from '../../trpc/init.js';
import { staffProcedure } from '../../trpc/procedures.js';
import { archivePlan, createPlan, listPlans, makeDefaultPlan, type PlanOutcome, updatePlan } from './plans.service.js';

async function actorOf(ctx: Context & { user: { id: string } }) {
  const now = ctx.deps.clock.now();
  return { adminId: ctx.user.id, ip: ctx.ip, now, today: dateInZone(now, (await ctx.gym()).timeZone) };
}

/** The typed price in the gym's currency: '12.50' is refused beside the field for a gym in yen. */
async function priceCentsOf(ctx: Context, price: string): Promise<number> {
  return readAmountIn(createGymFormat(await ctx.gym()), price, PRICE_RULE, 'price');
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
    case 'kind_changed':
      throw new TRPCError({
        code: 'CONFLICT',
        message: 'A plan cannot change between recurring plan and pass. Create a new plan instead.',
      });
    case 'use_changed':
      throw new TRPCError({
        code: 'CONFLICT',
        message: 'A pass cannot change between gym visits and PT sessions. Create a new plan instead.',
      });
    case 'pass_default':
      throw new TRPCError({ code: 'CONFLICT', message: 'A pass cannot be the default plan: passes are sold.' });
  }
}

export const plansRouter = router({
  /** Every plan, the default first, with its member count (archived ones too, marked). */
  list: staffProcedure.query(async ({ ctx }) => listPlans(ctx.deps.db)),

  create: staffProcedure.input(createPlanInput).mutation(async ({ ctx, input: { price, ...plan } }) => {
    const priceCents = await priceCentsOf(ctx, price);
    return planOrThrow(await createPlan(ctx.deps.db, await actorOf(ctx), { ...plan, priceCents }), plan.name);
  }),

  update: staffProcedure.input(updatePlanInput).mutation(async ({ ctx, input: { price, ...plan } }) => {
    const priceCents = await priceCentsOf(ctx, price);
    return planOrThrow(await updatePlan(ctx.deps.db, await actorOf(ctx), { ...plan, priceCents }), plan.name);
  }),

  makeDefault: staffProcedure
    .input(planIdInput)
    .mutation(async ({ ctx, input }) =>
      planOrThrow(await makeDefaultPlan(ctx.deps.db, await actorOf(ctx), input.planId)),
    ),

  archive: staffProcedure
    .input(planIdInput)
    .mutation(async ({ ctx, input }) =>
      planOrThrow(await archivePlan(ctx.deps.db, await actorOf(ctx), input.planId, true)),
    ),

  restore: staffProcedure
    .input(planIdInput)
    .mutation(async ({ ctx, input }) =>
      planOrThrow(await archivePlan(ctx.deps.db, await actorOf(ctx), input.planId, false)),
    ),
});
