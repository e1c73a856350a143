// The member dashboard's top card (features/member-home).
import { router, TRPCError } from '../../trpc/init.js';
import { memberProcedure } from '../../trpc/procedures.js';
import { memberHome } from './member-home.service.js';

export const memberHomeRouter = router({
  get: memberProcedure.query(async ({ ctx }) => {
    const home = await memberHome(ctx.deps.db, ctx.user, {
      now: ctx.deps.clock.now(),
      gym: await ctx.gym(),
      onlinePay: Boolean(ctx.deps.gateway),
    });
    if (!home) throw new TRPCError({ code: 'NOT_FOUND', message: 'Membership not found.' });
    return home;
  }),
});
