// Trainer profiles: a trainer edits their own (bio, specialties, photo, "Show on website");
// management edits anyone's; the desk lists them; the public Services page shows those marked.

import type { Role } from '../../../shared/roles.js';
import { setPhotoInput, trainerScopeInput, updateProfileInput } from '../../../shared/trainers.schemas.js';
import type { Context } from '../../trpc/context.js';
import { router } from '../../trpc/init.js';
import { publicProcedure, staffProcedure } from '../../trpc/procedures.js';
import { listPublicTrainers, listTrainerProfiles } from './trainers.queries.js';
import { type Act, getProfile, removePhoto, setPhoto, updateProfile, withPhotoUrl } from './trainers.service.js';

export async function actOf(ctx: Context & { user: { id: string; role: Role } }): Promise<Act> {
  return {
    caller: { id: ctx.user.id, role: ctx.user.role },
    ip: ctx.ip,
    now: ctx.deps.clock.now(),
    timeZone: (await ctx.gym()).timeZone,
  };
}

export const trainersRouter = router({
  /** The public Services page's trainers: name, bio, specialties, photo. */
  publicList: publicProcedure.query(async ({ ctx }) =>
    (await listPublicTrainers(ctx.deps.db)).map(({ showOnWebsite: _shown, ...trainer }) => withPhotoUrl(trainer)),
  ),

  /** Every trainer with a profile summary: to choose a trainer (desk, calendar, management). */
  list: staffProcedure.query(async ({ ctx }) => (await listTrainerProfiles(ctx.deps.db)).map(withPhotoUrl)),

  profile: staffProcedure
    .input(trainerScopeInput)
    .query(async ({ ctx, input }) => getProfile(ctx.deps.db, await actOf(ctx), input.trainerId)),

  updateProfile: staffProcedure
    .input(updateProfileInput)
    .mutation(async ({ ctx, input }) => updateProfile(ctx.deps.db, await actOf(ctx), input)),

  setPhoto: staffProcedure
    .input(setPhotoInput)
    .mutation(async ({ ctx, input }) => setPhoto(ctx.deps.db, await actOf(ctx), input)),

  removePhoto: staffProcedure
    .input(trainerScopeInput)
    .mutation(async ({ ctx, input }) => removePhoto(ctx.deps.db, await actOf(ctx), input)),
});
