// Access. Every procedure is built from one of these builders, and every builder runs the same
// check: the procedure's row in the permission table (src/shared/permissions.ts), looked up by its
// path. A procedure without a row is refused to everyone. The builders differ only in what they
// promise the procedure's code about ctx.user; who may call is the table's alone.
// UNAUTHORIZED = no session; FORBIDDEN = wrong role. One middleware per builder, making all its
// checks: every middleware layer copies the context again, and these run on every request.
import { type AccessRule, allows, ruleFor } from '../../shared/permissions.js';
import type { Role } from '../../shared/roles.js';
import type { Context } from './context.js';
import { publicProcedure as baseProcedure, TRPCError } from './init.js';

const PLURAL: Record<Role, string> = {
  admin: 'administrators',
  manager: 'managers',
  frontdesk: 'front desk staff',
  trainer: 'trainers',
  member: 'members',
};

/** The sentence a refused role reads: "Members only.", "Administrators only.", or who may. */
export function refusalFor(rule: readonly Role[]): string {
  if (rule.length === 1) return `${capitalised(PLURAL[rule[0] as Role])} only.`;
  const names = rule.map((role) => PLURAL[role]);
  return `Only ${names.slice(0, -1).join(', ')} and ${names.at(-1)} may do this.`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The refusal for a caller under a rule, or null when the rule lets them through. */
export function refusalOf(
  rule: AccessRule | undefined,
  role: Role | null | undefined,
): { code: 'UNAUTHORIZED' | 'FORBIDDEN'; message: string } | null {
  if (rule === undefined) return { code: 'FORBIDDEN', message: 'This action is not available.' };
  if (allows(rule, role)) return null;
  if (role === undefined) return { code: 'UNAUTHORIZED', message: 'Please sign in.' };
  if (role === null) return { code: 'FORBIDDEN', message: 'Your registration is awaiting approval.' };
  return { code: 'FORBIDDEN', message: refusalFor(rule as readonly Role[]) };
}

function authorize(ctx: Context, path: string): void {
  const refusal = refusalOf(ruleFor(path), ctx.user && ctx.session ? ctx.user.role : undefined);
  if (refusal) throw new TRPCError(refusal);
}

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

/** Open to anyone the table says ('public' rows). */
export const publicProcedure = baseProcedure.use(({ ctx, path, next }) => {
  authorize(ctx, path);
  return next();
});

/** Any account with a session, approved or still pending (sign-out, change password). */
export const signedInProcedure = baseProcedure.use(({ ctx, path, next }) => {
  authorize(ctx, path);
  return next({ ctx: signedIn(ctx) });
});

/** An approved account: ctx.user has a role. Which roles, the table says. */
export const approvedProcedure = baseProcedure.use(({ ctx, path, next }) => {
  authorize(ctx, path);
  return next({ ctx: approved(ctx) });
});

/** A member's own bills, notifications, bookings: the table's rows say 'member'. */
export const memberProcedure = approvedProcedure;

/** The people who run the gym: which of them, each procedure's row in the table says. */
export const staffProcedure = approvedProcedure;
