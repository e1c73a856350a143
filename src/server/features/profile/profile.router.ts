// The signed-in account's own details: the dashboard's card (me), and My profile (details, update,
// email change). /confirm-email works signed in or out: the link itself is the proof.
import { confirmEmailInput, emailChangeInput, profileDetailsInput } from '../../../shared/profile.schemas.js';
import { inTransaction } from '../../db/transactions.js';
import { fieldError } from '../../trpc/field-error.js';
import { router, TRPCError } from '../../trpc/init.js';
import { approvedProcedure, memberProcedure, publicProcedure } from '../../trpc/procedures.js';
import { recordEvent } from '../events/events.queries.js';
import { pendingEmailOf } from './email-change.queries.js';
import { confirmEmailChange, requestEmailChange } from './email-change.service.js';
import { findProfile, findProfileDetails, updateProfileDetails } from './profile.queries.js';

export const profileRouter = router({
  /** The User Dashboard's details card. "Membership Type" is the plan's name; admins have none (null). */
  me: approvedProcedure.query(async ({ ctx }) => {
    const profile = await findProfile(ctx.deps.db, ctx.user.id);
    if (!profile) throw new TRPCError({ code: 'NOT_FOUND', message: 'Account not found.' });
    return profile;
  }),

  /** My profile: phone, emergency contact, reminder mail, and an address waiting to be confirmed. */
  details: memberProcedure.query(async ({ ctx }) => {
    const row = await findProfileDetails(ctx.deps.db, ctx.user.id);
    if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'Account not found.' });
    return {
      email: row.email,
      phone: row.phone ?? '',
      emergencyContactName: row.emergencyContactName,
      emergencyContactPhone: row.emergencyContactPhone,
      reminderEmails: row.reminderEmails === 1,
      pendingEmail: await pendingEmailOf(ctx.deps.db, ctx.user.id, ctx.deps.clock.now()),
    };
  }),

  update: memberProcedure.input(profileDetailsInput).mutation(async ({ ctx, input }) => {
    // The change and its record in one transaction: an account change is never left unrecorded.
    await inTransaction(ctx.deps.db, async (tx) => {
      await updateProfileDetails(tx, ctx.user.id, {
        phone: input.phone === '' ? null : input.phone,
        emergencyContactName: input.emergencyContactName,
        emergencyContactPhone: input.emergencyContactPhone,
        reminderEmails: input.reminderEmails ? 1 : 0,
      });
      await recordEvent(tx, {
        type: 'member.profile_updated',
        actorId: ctx.user.id,
        subject: ctx.user.id,
        ip: ctx.ip,
        detail: { reminderEmails: input.reminderEmails },
      });
    });
    return { saved: true };
  }),

  requestEmailChange: memberProcedure.input(emailChangeInput).mutation(async ({ ctx, input }) => {
    const outcome = await requestEmailChange(ctx.deps, {
      ...input,
      userId: ctx.user.id,
      ip: ctx.ip,
      gym: await ctx.gym(),
    });
    if (outcome.ok) return { sentTo: input.newEmail };
    if ('rateLimited' in outcome) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: outcome.message });
    throw fieldError(outcome.field, outcome.message);
  }),

  confirmEmailChange: publicProcedure.input(confirmEmailInput).mutation(async ({ ctx, input }) => {
    const outcome = await confirmEmailChange(ctx.deps, {
      token: input.token,
      ip: ctx.ip,
      gym: await ctx.gym(),
      sessionId: ctx.session?.id ?? null,
      signedInAs: ctx.user?.id ?? null,
    });
    if (!outcome.ok) {
      throw new TRPCError({ code: outcome.reason === 'taken' ? 'CONFLICT' : 'BAD_REQUEST', message: outcome.message });
    }
    return { email: outcome.email };
  }),
});
