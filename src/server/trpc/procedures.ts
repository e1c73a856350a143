// Access levels. Every procedure in the app is built from exactly one of these, and the access test
// walks the router to check each one. UNAUTHORIZED = no session; FORBIDDEN = wrong role.
// Each level is one middleware that makes all of its checks: every middleware layer copies the
// context again on every call, and these run on every signed-in request.
import type { Role } from '../../shared/roles.js';
import type { Context } from './context.js';
import { publicProcedure, TRPCError } from './init.js';

export { publicProcedure };

function signedIn(ctx: Context) {
  if (!ctx.user || !ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in.' });
  return { user: ctx.user, session: ctx.session };
}

function approved(ctx: Context) {
  const { user, session } = signedIn(ctx);
  const role = user.role;
  if (role === null) throw new TRPCError({ code: 'FORBIDDEN', message: 'Your registration is awaiting approval.' });
  return { session, user: { ...user, role } };
}

function withRole(ctx: Context, wanted: Role, refusal: string) {
  const caller = approved(ctx);
  if (caller.user.role !== wanted) throw new TRPCError({ code: 'FORBIDDEN', message: refusal });
  return caller;
}

/** Any account with a session, approved or still pending (sign-out, change password). */
export const signedInProcedure = publicProcedure.use(({ ctx, next }) => next({ ctx: signedIn(ctx) }));

/** An approved account of any role (the User Dashboard). */
export const approvedProcedure = publicProcedure.use(({ ctx, next }) => next({ ctx: approved(ctx) }));

/** Members only: their own bills, notifications and profile. */
export const memberProcedure = publicProcedure.use(({ ctx, next }) =>
  next({ ctx: withRole(ctx, 'member', 'Members only.') }),
);

/** Administrators only. */
export const adminProcedure = publicProcedure.use(({ ctx, next }) =>
  next({ ctx: withRole(ctx, 'admin', 'Administrators only.') }),
);
