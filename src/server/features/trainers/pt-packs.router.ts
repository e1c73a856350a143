// PT packs: sold at the desk (money: once per idempotency key, like passes.sell), listed on the
// member page and on the member's own dashboard.
import { dateInZone } from '../../../shared/calendar.js';
import { withIdempotencyKey } from '../../../shared/idempotency.js';
import { ptPacksForMemberInput, sellPtPackInput } from '../../../shared/trainers.schemas.js';
import { oncePerKey } from '../../idempotency/idempotency.js';
import { fieldError } from '../../trpc/field-error.js';
import { router, TRPCError } from '../../trpc/init.js';
import { memberProcedure, staffProcedure } from '../../trpc/procedures.js';
import { isMember } from '../members/members.service.js';
import { packsOfMember } from './pt-packs.queries.js';
import { sellPtPack } from './pt-packs.service.js';

export const ptPacksRouter = router({
  sell: staffProcedure.input(withIdempotencyKey(sellPtPackInput)).mutation((call) =>
    oncePerKey(call, async (db, gym) => {
      const { ctx, input } = call;
      const act = { adminId: ctx.user.id, ip: ctx.ip, now: ctx.deps.clock.now(), gym, appUrl: ctx.deps.config.appUrl };
      const outcome = await sellPtPack(db, input, act);
      if (outcome.ok) return outcome.sale;
      if (outcome.reason === 'not_a_member') throw new TRPCError({ code: 'NOT_FOUND', message: 'Member not found.' });
      throw fieldError('planId', 'Choose a PT pack that is on sale.');
    }),
  ),

  forMember: staffProcedure.input(ptPacksForMemberInput).query(async ({ ctx, input }) => {
    if (!(await isMember(ctx.deps.db, input.memberId))) {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'Member not found.' });
    }
    const today = dateInZone(ctx.deps.clock.now(), (await ctx.gym()).timeZone);
    return packsOfMember(ctx.deps.db, input.memberId, today);
  }),

  mine: memberProcedure.query(async ({ ctx }) => {
    const today = dateInZone(ctx.deps.clock.now(), (await ctx.gym()).timeZone);
    return packsOfMember(ctx.deps.db, ctx.user.id, today);
  }),
});
