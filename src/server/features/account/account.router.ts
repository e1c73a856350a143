// "Close my account" (the member asks, may withdraw), the admins' "Account closures" list and
// "Erase personal data". Download my data is a plain HTTP route (my-data.route.ts).
import {
  ACCOUNT_MESSAGES,
  closureOfMemberInput,
  eraseAccountInput,
  listClosuresInput,
} from '../../../shared/account.schemas.js';
import { inTransaction } from '../../db/transactions.js';
import { router, TRPCError } from '../../trpc/init.js';
import { memberProcedure, staffProcedure } from '../../trpc/procedures.js';
import { recordEvent } from '../events/events.queries.js';
import { findClosure, listClosures, upsertClosureRequest, withdrawClosureRequest } from './closures.queries.js';
import { eraseAccount } from './erasure.service.js';

export const accountRouter = router({
  /** The member's own request, if any. */
  myClosure: memberProcedure.query(async ({ ctx }) => (await findClosure(ctx.deps.db, ctx.user.id)) ?? null),

  /** "Close my account": an admin erases the personal data when they confirm. Asking twice is one request. */
  requestClosure: memberProcedure.mutation(async ({ ctx }) => {
    const userId = ctx.user.id;
    await inTransaction(ctx.deps.db, async (tx) => {
      const asked = await upsertClosureRequest(tx, userId, ctx.deps.clock.now().toISOString());
      if (asked) await recordEvent(tx, { type: 'member.closure_requested', actorId: userId, subject: userId });
    });
    return (await findClosure(ctx.deps.db, userId)) ?? null;
  }),

  /** "Withdraw": the request is dropped while no admin has acted on it. */
  withdrawClosure: memberProcedure.mutation(async ({ ctx }) => {
    const userId = ctx.user.id;
    await inTransaction(ctx.deps.db, async (tx) => {
      const withdrawn = await withdrawClosureRequest(tx, userId, ctx.deps.clock.now().toISOString());
      if (withdrawn) await recordEvent(tx, { type: 'member.closure_withdrawn', actorId: userId, subject: userId });
    });
    return (await findClosure(ctx.deps.db, userId)) ?? null;
  }),

  /** Admins' "Account closures": requested ones first (oldest first), or the erased and withdrawn. */
  listClosures: staffProcedure
    .input(listClosuresInput)
    .query(({ ctx, input }) => listClosures(ctx.deps.db, input.status, input.page, input.pageSize)),

  /** The member page's closure line. */
  closureOfMember: staffProcedure
    .input(closureOfMemberInput)
    .query(async ({ ctx, input }) => (await findClosure(ctx.deps.db, input.userId)) ?? null),

  /** "Erase personal data": the member's request carried out, in one transaction. */
  erase: staffProcedure.input(eraseAccountInput).mutation(async ({ ctx, input }) => {
    const gym = await ctx.gym();
    const outcome = await eraseAccount(ctx.deps, input.userId, {
      adminId: ctx.user.id,
      ip: ctx.ip,
      now: ctx.deps.clock.now(),
      gym,
      appUrl: ctx.deps.config.appUrl,
    });
    if (outcome.ok) return { formerNumber: outcome.formerNumber, formerName: outcome.formerName };
    switch (outcome.reason) {
      case 'not_found':
        throw new TRPCError({ code: 'NOT_FOUND', message: 'Member not found.' });
      case 'not_requested':
        throw new TRPCError({ code: 'CONFLICT', message: ACCOUNT_MESSAGES.notRequested });
      case 'already_erased':
        throw new TRPCError({ code: 'CONFLICT', message: ACCOUNT_MESSAGES.alreadyErased });
    }
  }),
});
