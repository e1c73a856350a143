// The one check that a member's own actions (booking a class) make while the gym's current waiver is
// not accepted: a clear refusal that sends them to /member/waiver.
import { WAIVER_MESSAGES } from '../../../shared/waiver.schemas.js';
import type { Context } from '../../trpc/context.js';
import { TRPCError } from '../../trpc/init.js';
import { waiverPending } from './waiver.service.js';

export async function refuseUntilWaiverAccepted(ctx: Context, userId: string): Promise<void> {
  const gym = await ctx.gym();
  if (await waiverPending(ctx.deps.db, gym.waiver, userId)) {
    throw new TRPCError({ code: 'CONFLICT', message: WAIVER_MESSAGES.pending });
  }
}
