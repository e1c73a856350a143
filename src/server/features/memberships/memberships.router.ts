// Plan changes and pause / resume / cancel, by administrators. A change that starts a billing period
// today (a first recurring plan, a resumed membership) bills it at once, in the same transaction, so
// each runs once per idempotency key (a retry after a lost answer gets the first answer).
import { dateInZone } from '../../../shared/calendar.js';
import { withIdempotencyKey } from '../../../shared/idempotency.js';
import {
  changePlanInput,
  MEMBERSHIP_STATUS_LABELS,
  membershipActionInput,
} from '../../../shared/memberships.schemas.js';
import type { GymSettings } from '../../../shared/settings.schemas.js';
import { inTransaction } from '../../db/transactions.js';
import { oncePerKey } from '../../idempotency/idempotency.js';
import type { Context } from '../../trpc/context.js';
import { router, TRPCError } from '../../trpc/init.js';
import { staffProcedure } from '../../trpc/procedures.js';
import { billMember } from '../billing/billing.run.js';
import { findChoosablePlan, findPlan, isPassPlan } from '../plans/plans.service.js';
import {
  cancelMembership,
  changePlan,
  findMembership,
  pauseMembership,
  resumeMembership,
  type StatusChange,
} from './memberships.service.js';

function whoOf(ctx: Context & { user: { id: string } }, gym: GymSettings) {
  const now = ctx.deps.clock.now();
  return { adminId: ctx.user.id, ip: ctx.ip, now, today: dateInZone(now, gym.timeZone) };
}

const notAMember = () => new TRPCError({ code: 'NOT_FOUND', message: 'Member not found.' });
const busy = () =>
  new TRPCError({ code: 'CONFLICT', message: 'This membership was just changed by someone else. Please try again.' });

function afterStatusChange(change: StatusChange, action: string) {
  if (change.outcome === 'done') return { status: change.membership.status, endsOn: change.membership.endsOn };
  if (change.outcome === 'not_a_member') throw notAMember();
  if (change.outcome === 'busy') throw busy();
  throw new TRPCError({
    code: 'CONFLICT',
    message: `A membership that is ${MEMBERSHIP_STATUS_LABELS[change.status ?? 'active'].toLowerCase()} cannot be ${action}.`,
  });
}

export const membershipsRouter = router({
  changePlan: staffProcedure.input(withIdempotencyKey(changePlanInput)).mutation((call) =>
    oncePerKey(call, async (db, gym) => {
      const { ctx, input } = call;
      const who = whoOf(ctx, gym);
      const plan = await findChoosablePlan(db, input.planId);
      if (!plan) throw new TRPCError({ code: 'NOT_FOUND', message: 'Plan not found.' });
      // A pass is sold (passes.sell: its bill, its visits), never moved onto like a plan.
      if (await isPassPlan(db, plan.id)) {
        throw new TRPCError({ code: 'CONFLICT', message: 'A pass is sold, not changed to: use "Sell a pass".' });
      }
      const change = await inTransaction(db, async (tx) => {
        const result = await changePlan(tx, input.userId, plan, who);
        if (result.outcome === 'changed_now') await billMember(tx, input.userId, who, gym, Boolean(ctx.deps.gateway));
        return result;
      });
      if (change.outcome === 'not_a_member') throw notAMember();
      if (change.outcome === 'busy') throw busy();
      return { planName: plan.name, effectiveFrom: change.effectiveFrom, startsNow: change.outcome !== 'scheduled' };
    }),
  ),

  pause: staffProcedure.input(withIdempotencyKey(membershipActionInput)).mutation((call) =>
    oncePerKey(call, async (db, gym) => {
      const change = await inTransaction(db, (tx) => pauseMembership(tx, call.input.userId, whoOf(call.ctx, gym)));
      return afterStatusChange(change, 'paused');
    }),
  ),

  resume: staffProcedure.input(withIdempotencyKey(membershipActionInput)).mutation((call) =>
    oncePerKey(call, async (db, gym) => {
      const { ctx, input } = call;
      const who = whoOf(ctx, gym);
      const change = await inTransaction(db, async (tx) => {
        const membership = await findMembership(tx, input.userId);
        const plan = membership && (await findPlan(tx, membership.planId));
        if (!plan) return { outcome: 'not_a_member' } as const;
        const result = await resumeMembership(tx, input.userId, plan, who);
        if (result.outcome === 'done') await billMember(tx, input.userId, who, gym, Boolean(ctx.deps.gateway));
        return result;
      });
      return afterStatusChange(change, 'resumed');
    }),
  ),

  cancel: staffProcedure.input(withIdempotencyKey(membershipActionInput)).mutation((call) =>
    oncePerKey(call, async (db, gym) => {
      const change = await inTransaction(db, (tx) => cancelMembership(tx, call.input.userId, whoOf(call.ctx, gym)));
      return afterStatusChange(change, 'cancelled');
    }),
  ),
});
