import { dateInZone } from '../../../shared/calendar.js';
import { withIdempotencyKey } from '../../../shared/idempotency.js';
import { pageInput } from '../../../shared/pagination.js';
import { approveSelectedInput, requestIdInput } from '../../../shared/requests.schemas.js';
import type { GymSettings } from '../../../shared/settings.schemas.js';
import { oncePerKey } from '../../idempotency/idempotency.js';
import type { Context } from '../../trpc/context.js';
import { router, TRPCError } from '../../trpc/init.js';
import { staffProcedure } from '../../trpc/procedures.js';
import { listPendingRequests } from './requests.queries.js';
import { approveRequest, approveSelectedRequests, rejectRequest } from './requests.service.js';

/** Who approves, from where, and when (the gym's today starts the membership). */
function approval(ctx: Context & { user: { id: string } }, gym: GymSettings) {
  const now = ctx.deps.clock.now();
  return {
    by: { adminId: ctx.user.id, ip: ctx.ip, appUrl: ctx.deps.config.appUrl },
    when: { now, today: dateInZone(now, gym.timeZone) },
    gym,
  };
}

export const requestsRouter = router({
  listPending: staffProcedure.input(pageInput).query(({ ctx, input }) => listPendingRequests(ctx.deps.db, input)),

  /** Approving starts a membership, which may issue its first bill: once per idempotency key. */
  approve: staffProcedure.input(withIdempotencyKey(requestIdInput)).mutation((call) =>
    oncePerKey(call, async (db, settings) => {
      const { by, when, gym } = approval(call.ctx, settings);
      const outcome = await approveRequest(db, { ...by, requestId: call.input.requestId }, when, gym);
      if (outcome === 'not_found')
        throw new TRPCError({ code: 'NOT_FOUND', message: 'This request no longer exists.' });
      return { status: 'approved' as const };
    }),
  ),

  /** Approves several requests at once; says how many it approved and how many others had decided. */
  approveSelected: staffProcedure.input(withIdempotencyKey(approveSelectedInput)).mutation((call) =>
    oncePerKey(call, async (db, settings) => {
      const { by, when, gym } = approval(call.ctx, settings);
      const result = await approveSelectedRequests(db, { ...by, requestIds: call.input.requestIds }, when, gym);
      // Like a single approve: nothing left of what was selected is an error, not "Approved 0 members."
      if (result.approved + result.alreadyApproved === 0) {
        throw new TRPCError({ code: 'NOT_FOUND', message: 'These requests no longer exist.' });
      }
      return result;
    }),
  ),

  reject: staffProcedure.input(requestIdInput).mutation(async ({ ctx, input }) => {
    const outcome = await rejectRequest(ctx.deps.db, { requestId: input.requestId, adminId: ctx.user.id, ip: ctx.ip });
    if (outcome === 'already_approved') {
      throw new TRPCError({ code: 'CONFLICT', message: 'This request was already approved.' });
    }
    return { status: 'rejected' as const };
  }),
});
