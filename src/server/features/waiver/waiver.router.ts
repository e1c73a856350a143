// The gym's waiver: the admin's Settings card, the text sign-up shows, the member's /member/waiver
// page, and the line on the staff's member page.
import { memberPageInput } from '../../../shared/member-page.schemas.js';
import {
  hasWaiver,
  typedNameMatches,
  WAIVER_MESSAGES,
  waiverAcceptInput,
  waiverUpdateInput,
} from '../../../shared/waiver.schemas.js';
import { inTransaction } from '../../db/transactions.js';
import { fieldError } from '../../trpc/field-error.js';
import { router, TRPCError } from '../../trpc/init.js';
import { memberProcedure, publicProcedure, staffProcedure } from '../../trpc/procedures.js';
import { recordEvent } from '../events/events.queries.js';
import { findMemberProfile } from '../members/member-page.queries.js';
import { latestWaiverAcceptance } from './waiver.queries.js';
import { recordWaiverAcceptance, saveWaiver, waiverPending } from './waiver.service.js';

export const waiverRouter = router({
  /** The waiver sign-up shows (text and version), or null when the gym has none. */
  current: publicProcedure.query(async ({ ctx }) => {
    const { waiver } = await ctx.gym();
    return hasWaiver(waiver) ? { text: waiver.text, version: waiver.version, updatedAt: waiver.updatedAt } : null;
  }),

  /** Settings → Waiver: a changed text is a new version that everyone accepts again; empty removes it. */
  update: staffProcedure.input(waiverUpdateInput).mutation(async ({ ctx, input }) => {
    const { changed } = await saveWaiver(
      ctx.deps,
      { adminId: ctx.user.id, ip: ctx.ip, now: ctx.deps.clock.now() },
      input.text,
    );
    const { waiver } = await ctx.gym();
    return { changed, waiver };
  }),

  /** Whether the signed-in member still has to accept the current waiver, and its text. */
  mine: memberProcedure.query(async ({ ctx }) => {
    const { waiver } = await ctx.gym();
    const pending = await waiverPending(ctx.deps.db, waiver, ctx.user.id);
    const accepted = await latestWaiverAcceptance(ctx.deps.db, ctx.user.id);
    return {
      pending,
      waiver: hasWaiver(waiver) ? { text: waiver.text, version: waiver.version, updatedAt: waiver.updatedAt } : null,
      accepted: accepted ? { version: accepted.version, acceptedAt: accepted.acceptedAt } : null,
    };
  }),

  /** "Accept": the version the member was shown, ticked and signed with their name. */
  accept: memberProcedure.input(waiverAcceptInput).mutation(async ({ ctx, input }) => {
    const { waiver } = await ctx.gym();
    if (!hasWaiver(waiver)) return { accepted: false };
    if (input.version !== waiver.version) {
      throw new TRPCError({ code: 'CONFLICT', message: 'The waiver has changed. Please read the new version.' });
    }
    if (!input.accepted) throw fieldError('accepted', WAIVER_MESSAGES.mustAccept);
    if (input.typedName === '') throw fieldError('typedName', WAIVER_MESSAGES.typeName);
    if (!typedNameMatches(input.typedName, ctx.user.name)) {
      throw fieldError('typedName', 'The typed name must match the name on your account.');
    }
    const userId = ctx.user.id;
    const now = ctx.deps.clock.now();
    await inTransaction(ctx.deps.db, async (tx) => {
      if (!(await waiverPending(tx, waiver, userId))) return;
      await recordWaiverAcceptance(tx, {
        userId,
        version: waiver.version,
        typedName: input.typedName,
        ip: ctx.ip,
        now,
      });
      await recordEvent(tx, {
        type: 'member.waiver_accepted',
        actorId: userId,
        subject: userId,
        detail: { version: waiver.version },
      });
    });
    return { accepted: true };
  }),

  /** The member page's line: "Waiver accepted: version N on <date> from <ip>" or "Not accepted". */
  ofMember: staffProcedure.input(memberPageInput).query(async ({ ctx, input }) => {
    const member = await findMemberProfile(ctx.deps.db, input.userId);
    if (!member) throw new TRPCError({ code: 'NOT_FOUND', message: 'Member not found.' });
    const { waiver } = await ctx.gym();
    const accepted = await latestWaiverAcceptance(ctx.deps.db, member.id);
    return {
      gymHasWaiver: hasWaiver(waiver),
      currentVersion: waiver.version,
      pending: await waiverPending(ctx.deps.db, waiver, member.id),
      accepted: accepted ?? null,
    };
  }),
});
