// "Pause my membership" (members) and the decisions on it (admins and managers, on the member page
// and in the list of pending requests).
import {
  pauseDecisionInput,
  pauseRequestIdInput,
  pauseRequestInput,
  pausesForMemberInput,
} from '../../../shared/pauses.schemas.js';
import type { Context } from '../../trpc/context.js';
import { fieldError } from '../../trpc/field-error.js';
import { router, TRPCError } from '../../trpc/init.js';
import { memberProcedure, staffProcedure } from '../../trpc/procedures.js';
import { isMember } from '../members/members.service.js';
import { countPendingPauseRequests, pauseRequestsOf, pendingPauseRequests } from './pauses.queries.js';
import { decidePause, requestPause, withdrawPause } from './pauses.service.js';

/** How many pending requests the admins' list shows at once (the oldest first; deciding makes room). */
const PENDING_SHOWN = 50;

async function whenOf(ctx: Context) {
  return { now: ctx.deps.clock.now(), gym: await ctx.gym(), autopay: Boolean(ctx.deps.gateway) };
}

function refused(outcome: { message: string; notFound?: true }) {
  return new TRPCError({ code: outcome.notFound ? 'NOT_FOUND' : 'CONFLICT', message: outcome.message });
}

export const pausesRouter = router({
  request: memberProcedure.input(pauseRequestInput).mutation(async ({ ctx, input }) => {
    const outcome = await requestPause(ctx.deps.db, ctx.user.id, input, await whenOf(ctx));
    if (outcome.ok) return { id: outcome.id, status: outcome.status };
    if (outcome.field) throw fieldError(outcome.field, outcome.message);
    throw refused(outcome);
  }),

  mine: memberProcedure.query(async ({ ctx }) => ({ items: await pauseRequestsOf(ctx.deps.db, ctx.user.id) })),

  withdraw: memberProcedure.input(pauseRequestIdInput).mutation(async ({ ctx, input }) => {
    const outcome = await withdrawPause(ctx.deps.db, ctx.user.id, input.requestId, ctx.deps.clock.now());
    if (!outcome.ok) throw refused(outcome);
    return { status: 'withdrawn' as const };
  }),

  forMember: staffProcedure.input(pausesForMemberInput).query(async ({ ctx, input }) => {
    if (!(await isMember(ctx.deps.db, input.userId))) {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'Member not found.' });
    }
    return { items: await pauseRequestsOf(ctx.deps.db, input.userId) };
  }),

  pending: staffProcedure.query(async ({ ctx }) => ({
    items: await pendingPauseRequests(ctx.deps.db, PENDING_SHOWN),
    total: await countPendingPauseRequests(ctx.deps.db),
  })),

  decide: staffProcedure.input(pauseDecisionInput).mutation(async ({ ctx, input }) => {
    const outcome = await decidePause(ctx.deps.db, input.requestId, input.decision, {
      ...(await whenOf(ctx)),
      adminId: ctx.user.id,
      ip: ctx.ip,
    });
    if (!outcome.ok) throw refused(outcome);
    return { status: outcome.status };
  }),
});
