import {
  changePasswordInput,
  checkResetTokenInput,
  forgotPasswordInput,
  resetPasswordInput,
  signInInput,
  signUpInput,
} from '../../../shared/auth.schemas.js';
import { MESSAGES } from '../../../shared/messages.js';
import { homeFor } from '../../../shared/roles.js';
import { acceptInvitationInput, checkInvitationInput, STAFF_MESSAGES } from '../../../shared/staff.schemas.js';
import { hasWaiver, waiverRefusal } from '../../../shared/waiver.schemas.js';
import { MAIL_JOB } from '../../mail/mail-queue.js';
import { fieldError } from '../../trpc/field-error.js';
import { router, TRPCError } from '../../trpc/init.js';
import { publicProcedure, signedInProcedure } from '../../trpc/procedures.js';
import { recordEvent } from '../events/events.queries.js';
import { acceptInvitation, invitationFor } from '../invitations/invitations.service.js';
import { recordSignIn } from './auth.queries.js';
import { changePassword } from './change-password.service.js';
import { isResetTokenUsable, requestResetLink, resetPasswordWithToken } from './password-reset.service.js';
import { registerVisitor } from './registration.service.js';
import { signIn } from './sign-in.service.js';

export const authRouter = router({
  /** Who is signed in, or null. The client waits for this before showing any page. */
  session: publicProcedure.query(({ ctx }) => ({ user: ctx.user })),

  signUp: publicProcedure.input(signUpInput).mutation(async ({ ctx, input }) => {
    const { waiver } = await ctx.gym();
    const waiverWrong = waiverRefusal(waiver, input);
    if (waiverWrong) throw fieldError(waiverWrong.field, waiverWrong.message);
    const accepted = hasWaiver(waiver)
      ? { version: waiver.version, typedName: input.waiverName ?? '', now: ctx.deps.clock.now() }
      : undefined;
    const result = await registerVisitor(
      ctx.deps,
      { name: input.name, email: input.email, password: input.password, ip: ctx.ip },
      accepted,
    );
    if (!result.ok) {
      // A flood of sign-ups writes one event per limit window, not one per attempt.
      if (result.reason !== 'rate_limited' || result.firstRefusal) {
        await recordEvent(ctx.deps.db, {
          type: 'sign_up_failed',
          subject: input.email,
          ip: ctx.ip,
          detail: { reason: result.reason },
        });
      }
      ctx.log.info({ event: 'sign_up_failed', reason: result.reason }, 'sign-up failed');
      throw new TRPCError({
        code: result.reason === 'email_taken' ? 'CONFLICT' : 'TOO_MANY_REQUESTS',
        message: MESSAGES.signUpFailed,
      });
    }
    const { cookie } = await ctx.deps.sessions.create(result.userId);
    ctx.setCookie(cookie);
    ctx.log.info({ event: 'signed_up_pending_approval', userId: result.userId }, 'signed up, pending approval');
    return { redirectTo: '/pending-approval' as const };
  }),

  signIn: publicProcedure.input(signInInput).mutation(async ({ ctx, input }) => {
    const result = await signIn(
      { ...ctx.deps, secureCookies: ctx.deps.config.appUrl.protocol === 'https:' },
      { ...input, ip: ctx.ip, deviceToken: ctx.deviceToken },
    );
    if (!result.ok) {
      ctx.log.info({ event: 'sign_in_failed', reason: result.reason }, 'sign-in failed');
      throw new TRPCError({
        code: result.reason === 'rate_limited' ? 'TOO_MANY_REQUESTS' : 'UNAUTHORIZED',
        message: MESSAGES.signInFailed,
      });
    }
    for (const cookie of result.cookies) ctx.setCookie(cookie);
    ctx.log.info({ event: 'signed_in', role: result.role }, 'signed in');
    return { role: result.role, redirectTo: homeFor(result.role) };
  }),

  signOut: signedInProcedure.mutation(async ({ ctx }) => {
    await ctx.deps.sessions.invalidate(ctx.session.id);
    ctx.setCookie(ctx.deps.sessions.blankCookie());
    await recordEvent(ctx.deps.db, { type: 'signed_out', actorId: ctx.user.id, subject: ctx.user.email, ip: ctx.ip });
    return { redirectTo: '/' as const };
  }),

  requestPasswordReset: publicProcedure.input(forgotPasswordInput).mutation(async ({ ctx, input }) => {
    const { limits, db } = ctx.deps;
    const fail = async (reason: string, code: 'TOO_MANY_REQUESTS' | 'SERVICE_UNAVAILABLE', logEvent = true) => {
      if (logEvent) {
        await recordEvent(db, { type: 'password_reset_failed', subject: input.email, ip: ctx.ip, detail: { reason } });
      }
      ctx.log.warn({ event: 'password_reset_failed', reason }, 'password reset failed');
      return new TRPCError({ code, message: MESSAGES.resetFailed });
    };
    const byIp = await limits.resetByIp.consume(ctx.ip);
    const byAddress = await limits.resetByAddress.consume(input.email);
    for (const decision of [byIp, byAddress]) {
      if (!decision.allowed) throw await fail('rate_limited', 'TOO_MANY_REQUESTS', decision.firstRefusal);
    }
    try {
      await requestResetLink(ctx.deps, { email: input.email, ip: ctx.ip });
    } catch (error) {
      ctx.log.error({ err: error }, 'reset link could not be queued');
      throw await fail('queue_unavailable', 'SERVICE_UNAVAILABLE').catch(
        () => new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: MESSAGES.resetFailed }),
      );
    }
    // Sent from here right after the answer when this process holds the sender's lease, else by the
    // process that does. Nudged only after the answer, so it cannot slow one kind of answer down.
    ctx.afterResponse(() => void ctx.deps.background.runNow(MAIL_JOB));
    ctx.log.info({ event: 'password_reset_sent' }, 'password reset requested');
    return { message: MESSAGES.resetSent };
  }),

  /**
   * Whether a reset link is still good, so the page can say so before anyone types a new password.
   * It answers only yes or no (never whose link it is) and is rate-limited per address; the tokens
   * are 256-bit random, so the answer helps no one guess one. A mutation, because counting against
   * the limit writes, and queries never write.
   */
  checkResetToken: publicProcedure.input(checkResetTokenInput).mutation(async ({ ctx, input }) => {
    const decision = await ctx.deps.limits.resetCheckByIp.consume(ctx.ip);
    if (!decision.allowed) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: MESSAGES.resetFailed });
    return { usable: await isResetTokenUsable(ctx.deps, input.token) };
  }),

  resetPassword: publicProcedure.input(resetPasswordInput).mutation(async ({ ctx, input }) => {
    const done = await resetPasswordWithToken(ctx.deps, { token: input.token, password: input.password, ip: ctx.ip });
    if (!done) throw new TRPCError({ code: 'BAD_REQUEST', message: MESSAGES.resetLinkInvalid });
    ctx.setCookie(ctx.deps.sessions.blankCookie());
    return { message: MESSAGES.resetDone, redirectTo: '/signin' as const };
  }),

  /**
   * Whom an invitation link invites, so the page can greet them before they choose a password.
   * Rate-limited like the reset-link check; the tokens are 256-bit random.
   */
  checkInvitation: publicProcedure.input(checkInvitationInput).mutation(async ({ ctx, input }) => {
    const decision = await ctx.deps.limits.resetCheckByIp.consume(ctx.ip);
    if (!decision.allowed) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: MESSAGES.resetFailed });
    const invited = await invitationFor(ctx.deps, input.token);
    if (!invited) return { usable: false as const, message: STAFF_MESSAGES.invitationUnusable };
    return { usable: true as const, name: invited.name, email: invited.email, role: invited.role };
  }),

  /** Sets the invited person's password and signs them in, as sign-in does. */
  acceptInvitation: publicProcedure.input(acceptInvitationInput).mutation(async ({ ctx, input }) => {
    const decision = await ctx.deps.limits.resetCheckByIp.consume(ctx.ip);
    if (!decision.allowed) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: MESSAGES.resetFailed });
    const accepted = await acceptInvitation(ctx.deps, { token: input.token, password: input.password, ip: ctx.ip });
    if (!accepted) throw new TRPCError({ code: 'BAD_REQUEST', message: STAFF_MESSAGES.invitationUnusable });
    const { cookie } = await ctx.deps.sessions.create(accepted.userId);
    await recordSignIn(ctx.deps.db, accepted.userId, ctx.deps.clock.now());
    ctx.setCookie(cookie);
    ctx.log.info({ event: 'invitation_accepted', role: accepted.role }, 'invitation accepted, signed in');
    return { role: accepted.role, redirectTo: homeFor(accepted.role) };
  }),

  changePassword: signedInProcedure.input(changePasswordInput).mutation(async ({ ctx, input }) => {
    const outcome = await changePassword(ctx.deps, {
      userId: ctx.user.id,
      sessionId: ctx.session.id,
      currentPassword: input.currentPassword,
      newPassword: input.newPassword,
      ip: ctx.ip,
    });
    if (outcome !== 'changed') {
      throw new TRPCError({
        code: outcome === 'rate_limited' ? 'TOO_MANY_REQUESTS' : 'BAD_REQUEST',
        message: MESSAGES.changePasswordFailed,
      });
    }
    return { message: MESSAGES.changePasswordDone };
  }),
});
