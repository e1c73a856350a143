// Access levels. Every procedure in the app is built from exactly one of these, and the access test
// walks the router to check each one. UNAUTHORIZED = no session; FORBIDDEN = wrong role.
import { publicProcedure, TRPCError } from './init.js';

export { publicProcedure };

/** Any account with a session, approved or still pending (sign-out, change password). */
export const signedInProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in.' });
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});

/** An approved account of any role (the User Dashboard). */
export const approvedProcedure = signedInProcedure.use(({ ctx, next }) => {
  const role = ctx.user.role;
  if (role === null) throw new TRPCError({ code: 'FORBIDDEN', message: 'Your registration is awaiting approval.' });
  return next({ ctx: { ...ctx, user: { ...ctx.user, role } } });
});

/** Members only: their own bills, notifications and profile. */
export const memberProcedure = approvedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'member') throw new TRPCError({ code: 'FORBIDDEN', message: 'Members only.' });
  return next({ ctx });
});

/** Administrators only. */
export const adminProcedure = approvedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin') throw new TRPCError({ code: 'FORBIDDEN', message: 'Administrators only.' });
  return next({ ctx });
});
