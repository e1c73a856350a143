import { dateInZone } from '../../../shared/calendar.js';
import { listMembersInput, memberIdInput } from '../../../shared/members.schemas.js';
import { router, TRPCError } from '../../trpc/init.js';
import { staffProcedure } from '../../trpc/procedures.js';
import { findMemberSummary, listMembers } from './members.queries.js';

// Plans and membership status change through the memberships router.
export const membersRouter = router({
  list: staffProcedure.input(listMembersInput).query(async ({ ctx, input }) =>
    listMembers(ctx.deps.db, {
      ...input,
      // "Overdue" is past due in the gym's day, as the bills list counts it.
      today: dateInZone(ctx.deps.clock.now(), (await ctx.gym()).timeZone),
    }),
  ),

  get: staffProcedure.input(memberIdInput).query(async ({ ctx, input }) => {
    const member = await findMemberSummary(ctx.deps.db, input.userId);
    if (!member) throw new TRPCError({ code: 'NOT_FOUND', message: 'Member not found.' });
    return member;
  }),
});
