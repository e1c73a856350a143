import { dateInZone } from '../../../shared/calendar.js';
import { withIdempotencyKey } from '../../../shared/idempotency.js';
import { listMembersInput, memberIdInput } from '../../../shared/members.schemas.js';
import { addMemberInput } from '../../../shared/passes.schemas.js';
import { hasWaiver, waiverRefusal } from '../../../shared/waiver.schemas.js';
import { oncePerKey } from '../../idempotency/idempotency.js';
import { router, TRPCError } from '../../trpc/init.js';
import { staffProcedure } from '../../trpc/procedures.js';
import { fieldRefusal, saleRefusal } from '../passes/passes.router.js';
import { PASS_START_BACK_DAYS } from '../passes/passes.service.js';
import { addMember } from './add-member.service.js';
import { findMemberSummary, listMembers } from './members.queries.js';

// Plans and membership status change through the memberships router.
export const membersRouter = router({
  list: staffProcedure.input(listMembersInput).query(async ({ ctx, input }) =>
    listMembers(ctx.deps.db, {
      ...input,
      // "Overdue" is past due in the gym's day, as the bills list counts it.
      today: dateInZone(ctx.deps.clock.now(), (await ctx.gym()).timeZone),
    }),
  ),

  get: staffProcedure.input(memberIdInput).query(async ({ ctx, input }) => {
    const member = await findMemberSummary(ctx.deps.db, input.userId);
    if (!member) throw new TRPCError({ code: 'NOT_FOUND', message: 'Member not found.' });
    return member;
  }),

  /** "Add member" at the desk: active at once, billed, paid when taken, invited when given an email. */
  add: staffProcedure.input(withIdempotencyKey(addMemberInput)).mutation((call) =>
    oncePerKey(call, async (db, gym) => {
      const { ctx, input } = call;
      const waiverWrong = waiverRefusal(gym.waiver, input);
      if (waiverWrong) throw fieldRefusal(waiverWrong.field, waiverWrong.message);
      const waiver = hasWaiver(gym.waiver)
        ? { version: gym.waiver.version, typedName: input.waiverName ?? '' }
        : undefined;
      const outcome = await addMember(
        db,
        { ...input, waiver },
        {
          adminId: ctx.user.id,
          ip: ctx.ip,
          now: ctx.deps.clock.now(),
          gym,
          appUrl: ctx.deps.config.appUrl,
        },
      );
      if (outcome.ok) return outcome;
      switch (outcome.reason) {
        case 'email_taken':
          throw fieldRefusal('email', 'This email is already in use by another account.');
        case 'no_plan':
          throw fieldRefusal('planId', 'Choose a plan or pass that is on offer.');
        case 'bad_start':
          throw fieldRefusal('startsOn', `The start date must be today or up to ${PASS_START_BACK_DAYS} days ago.`);
        case 'sale':
          throw saleRefusal(outcome.sale);
      }
    }),
  ),
});
