import { router, TRPCError } from '../../trpc/init.js';
import { approvedProcedure } from '../../trpc/procedures.js';
import { findProfile } from './profile.queries.js';

export const profileRouter = router({
  /** The User Dashboard's details card. "Membership Type" is the plan's name; admins have none (null). */
  me: approvedProcedure.query(async ({ ctx }) => {
    const profile = await findProfile(ctx.deps.db, ctx.user.id);
    if (!profile) throw new TRPCError({ code: 'NOT_FOUND', message: 'Account not found.' });
    return profile;
  }),
});
