// Selling passes at the desk and the member page's pass. Selling writes money, so it runs once per
// idempotency key (a retry after a lost answer gets the first answer, never a second bill).
import { dateInZone } from '../../../shared/calendar.js';
import { withIdempotencyKey } from '../../../shared/idempotency.js';
import { memberPassInput, sellPassInput } from '../../../shared/passes.schemas.js';
import { oncePerKey } from '../../idempotency/idempotency.js';
import { router, TRPCError } from '../../trpc/init.js';
import { staffProcedure } from '../../trpc/procedures.js';
import { isMember } from '../members/members.service.js';
import { currentPassOf, PASS_START_BACK_DAYS, type SaleOutcome, sellPass } from './passes.service.js';

/** A refusal the form shows beside its field (the error formatter reads `issues`). */
export function fieldRefusal(field: string, message: string): TRPCError {
  return new TRPCError({ code: 'BAD_REQUEST', message, cause: { issues: [{ path: [field], message }] } });
}

/** What a refused sale tells the desk. */
export function saleRefusal(reason: Extract<SaleOutcome, { ok: false }>['reason']): TRPCError {
  switch (reason) {
    case 'not_a_member':
      return new TRPCError({ code: 'NOT_FOUND', message: 'Member not found.' });
    case 'not_a_pass':
      return fieldRefusal('planId', 'Choose a pass that is on sale.');
    case 'pt_pack':
      return fieldRefusal(
        'planId',
        'This is a PT pack, not a membership: sell it with "Sell PT pack" on the member\'s page.',
      );
    case 'bad_start':
      return fieldRefusal('startsOn', `The start date must be today or up to ${PASS_START_BACK_DAYS} days ago.`);
    case 'already_expired':
      return fieldRefusal('startsOn', 'From that start date the pass would already have expired.');
    case 'on_recurring_plan':
      return new TRPCError({
        code: 'CONFLICT',
        message: 'This member is on a recurring plan: cancel it first (a member holds a recurring plan or a pass).',
      });
    case 'busy':
      return new TRPCError({
        code: 'CONFLICT',
        message: 'This membership was just changed by someone else. Please try again.',
      });
  }
}

export const passesRouter = router({
  sell: staffProcedure.input(withIdempotencyKey(sellPassInput)).mutation((call) =>
    oncePerKey(call, async (db, gym) => {
      const { ctx, input } = call;
      const act = { adminId: ctx.user.id, ip: ctx.ip, now: ctx.deps.clock.now(), gym, appUrl: ctx.deps.config.appUrl };
      const outcome = await sellPass(db, input, act);
      if (!outcome.ok) throw saleRefusal(outcome.reason);
      return outcome.sale;
    }),
  ),

  /** The member's pass for their page: one valid today, else the latest (used up or expired); null for none. */
  forMember: staffProcedure.input(memberPassInput).query(async ({ ctx, input }) => {
    if (!(await isMember(ctx.deps.db, input.memberId))) {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'Member not found.' });
    }
    const today = dateInZone(ctx.deps.clock.now(), (await ctx.gym()).timeZone);
    return { pass: await currentPassOf(ctx.deps.db, input.memberId, today) };
  }),
});
