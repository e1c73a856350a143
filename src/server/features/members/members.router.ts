import { listMembersInput, updateMembershipTypeInput } from '../../../shared/members.schemas.js';
import { router, TRPCError } from '../../trpc/init.js';
import { adminProcedure } from '../../trpc/procedures.js';
import { listMembers } from './members.queries.js';
import { changeMembershipType } from './members.service.js';

export const membersRouter = router({
  list: adminProcedure.input(listMembersInput).query(({ ctx, input }) => listMembers(ctx.deps.db, input)),

  updateMembershipType: adminProcedure.input(updateMembershipTypeInput).mutation(async ({ ctx, input }) => {
    const membershipType = await changeMembershipType(ctx.deps.db, { ...input, adminId: ctx.user.id, ip: ctx.ip });
    if (membershipType === null) throw new TRPCError({ code: 'NOT_FOUND', message: 'Member not found.' });
    return { membershipType };
  }),
});
