// The Staff section (admins only, by the permission table): invite, resend, change role, remove access.
// Invitations are not nudged out after the answer as a reset link is: nobody waits at the screen for
// one, and the mail sender's next round (every few seconds) sends it.
import {
  changeRoleInput,
  inviteStaffInput,
  STAFF_MESSAGES,
  staffListInput,
  staffMemberInput,
} from '../../../shared/staff.schemas.js';
import type { Context } from '../../trpc/context.js';
import { fieldError } from '../../trpc/field-error.js';
import { router, TRPCError } from '../../trpc/init.js';
import { staffProcedure } from '../../trpc/procedures.js';
import {
  changeStaffRole,
  inviteStaff,
  listStaff,
  removeStaffAccess,
  resendInvitation,
  type StaffActor,
  type StaffOutcome,
} from './staff.service.js';

function actorOf(ctx: Context & { user: { id: string } }): StaffActor {
  return { actorId: ctx.user.id, ip: ctx.ip, now: ctx.deps.clock.now() };
}

function valueOrThrow<T>(outcome: StaffOutcome<T>): T {
  if (outcome.ok) return outcome;
  switch (outcome.reason) {
    case 'email_taken':
      throw fieldError('email', STAFF_MESSAGES.emailTaken);
    case 'last_admin':
      throw new TRPCError({ code: 'CONFLICT', message: STAFF_MESSAGES.lastAdmin });
    case 'password_set':
      throw new TRPCError({ code: 'CONFLICT', message: STAFF_MESSAGES.passwordAlreadySet });
    default:
      throw new TRPCError({ code: 'NOT_FOUND', message: STAFF_MESSAGES.notFound });
  }
}

export const staffRouter = router({
  list: staffProcedure.input(staffListInput).query(({ ctx, input }) => listStaff(ctx.deps.db, input)),

  invite: staffProcedure.input(inviteStaffInput).mutation(async ({ ctx, input }) => {
    const { userId } = valueOrThrow(await inviteStaff(ctx.deps.db, actorOf(ctx), input));
    return { userId };
  }),

  resendInvitation: staffProcedure.input(staffMemberInput).mutation(async ({ ctx, input }) => {
    valueOrThrow(await resendInvitation(ctx.deps.db, actorOf(ctx), input.userId));
    return { sent: true as const };
  }),

  changeRole: staffProcedure.input(changeRoleInput).mutation(async ({ ctx, input }) => {
    const { changed } = valueOrThrow(await changeStaffRole(ctx.deps.db, actorOf(ctx), input));
    return { changed };
  }),

  removeAccess: staffProcedure.input(staffMemberInput).mutation(async ({ ctx, input }) => {
    valueOrThrow(await removeStaffAccess(ctx.deps.db, actorOf(ctx), input.userId));
    return { removed: true as const };
  }),
});
