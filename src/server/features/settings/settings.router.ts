// The Settings section (Gym, Money, Rules, the logo), for administrators. Each save is checked field
// by field (the shared schemas), then by the rules only the server can check: a currency that money
// is already recorded in, a logo's real type.
import * as z from 'zod/mini';
import { memberRulesInput } from '../../../shared/pauses.schemas.js';
import {
  basisPointsToTaxRate,
  gymDetailsInput,
  logoInput,
  moneySettingsInput,
  rulesInput,
} from '../../../shared/settings.schemas.js';
import { trainingSettingsInput } from '../../../shared/trainers.schemas.js';
import type { Context } from '../../trpc/context.js';
import { fieldError } from '../../trpc/field-error.js';
import { router } from '../../trpc/init.js';
import { staffProcedure } from '../../trpc/procedures.js';
import { moneyRecorded } from './settings.queries.js';
import {
  CURRENCY_LOCKED,
  removeLogo,
  type SettingsActor,
  saveGymDetails,
  saveLogo,
  saveMemberRules,
  saveMoneySettings,
  saveRules,
  saveTrainingSettings,
  setChecklistHidden,
} from './settings.service.js';

function actorOf(ctx: Context & { user: { id: string } }): SettingsActor {
  return { adminId: ctx.user.id, ip: ctx.ip, now: ctx.deps.clock.now() };
}

/** Where the public pages load the logo from; the version in it changes with every new logo. */
export function logoUrlOf(logo: { version: number } | null): string | null {
  return logo ? `/gym/logo?v=${logo.version}` : null;
}

export const settingsRouter = router({
  /** Everything the Settings forms show, and whether the currency can still change. */
  get: staffProcedure.query(async ({ ctx }) => {
    const settings = await ctx.gym();
    return {
      ...settings,
      taxRate: basisPointsToTaxRate(settings.taxRateBasisPoints),
      logoUrl: logoUrlOf(settings.logo),
      currencyLocked: await moneyRecorded(ctx.deps.db),
    };
  }),

  updateGym: staffProcedure.input(gymDetailsInput).mutation(async ({ ctx, input }) => ({
    version: await saveGymDetails(ctx.deps, actorOf(ctx), input),
  })),

  updateMoney: staffProcedure.input(moneySettingsInput).mutation(async ({ ctx, input }) => {
    const outcome = await saveMoneySettings(ctx.deps, actorOf(ctx), input);
    if (!outcome.ok) throw fieldError('currency', CURRENCY_LOCKED);
    return { version: outcome.version };
  }),

  updateRules: staffProcedure.input(rulesInput).mutation(async ({ ctx, input }) => ({
    version: await saveRules(ctx.deps, actorOf(ctx), input),
  })),

  updateMemberRules: staffProcedure.input(memberRulesInput).mutation(async ({ ctx, input }) => ({
    version: await saveMemberRules(ctx.deps, actorOf(ctx), input),
  })),

  /** Settings › Training: kilograms or pounds. */
  updateTraining: staffProcedure.input(trainingSettingsInput).mutation(async ({ ctx, input }) => ({
    version: await saveTrainingSettings(ctx.deps, actorOf(ctx), input),
  })),

  setLogo: staffProcedure.input(logoInput).mutation(async ({ ctx, input }) => {
    const outcome = await saveLogo(ctx.deps, actorOf(ctx), input.base64);
    if (!outcome.ok) throw fieldError('base64', outcome.message);
    return { version: outcome.version, logoUrl: logoUrlOf({ version: outcome.version }) };
  }),

  removeLogo: staffProcedure.mutation(async ({ ctx }) => ({ version: await removeLogo(ctx.deps, actorOf(ctx)) })),

  /** "Hide this checklist" on the admin dashboard (and showing it again). */
  setChecklistHidden: staffProcedure
    .input(z.strictObject({ hidden: z.boolean('Hidden must be yes or no.') }))
    .mutation(async ({ ctx, input }) => ({
      version: await setChecklistHidden(ctx.deps, actorOf(ctx), input.hidden),
    })),
});
