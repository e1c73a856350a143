// The admin's member page: who the member is, their check-ins, bookings and history. Bills and
// payments come from bills.list (with a member filter) and plan and membership actions from the
// memberships router; notes from memberNotes. An id that is not a member's is NOT_FOUND everywhere.

import { createGymFormat } from '../../../shared/format.js';
import {
  memberBookingsInput,
  memberKeysetInput,
  memberPageInput,
  NO_SUCH_MEMBER,
} from '../../../shared/member-page.schemas.js';
import type { Context } from '../../trpc/context.js';
import { router, TRPCError } from '../../trpc/init.js';
import { invalidPage, keysetPage, pageCursor } from '../../trpc/keyset-page.js';
import { staffProcedure } from '../../trpc/procedures.js';
import { decodeHistoryCursor, memberHistoryPage } from './member-page.history.js';
import { findMemberProfile, listMemberBookings, memberCheckInsQuery } from './member-page.queries.js';
import { memberBalancesQuery } from './members.queries.js';

async function memberOrNotFound(ctx: Context, userId: string) {
  const member = await findMemberProfile(ctx.deps.db, userId);
  if (!member) throw new TRPCError({ code: 'NOT_FOUND', message: NO_SUCH_MEMBER });
  return member;
}

export const memberPageRouter = router({
  /** Heading and facts: name, email, plan, status, joined, member code and balance due. */
  get: staffProcedure.input(memberPageInput).query(async ({ ctx, input }) => {
    const member = await memberOrNotFound(ctx, input.userId);
    // The same sum as the Member List's Balance column (a member who owes nothing has no row).
    const owed = await memberBalancesQuery(ctx.deps.db, [member.id]).executeTakeFirst();
    return { ...member, balanceCents: Number(owed?.due ?? 0) };
  }),

  /** Check-ins, newest first, a keyset page at a time. */
  checkIns: staffProcedure.input(memberKeysetInput).query(async ({ ctx, input }) => {
    const after = pageCursor(input.cursor);
    const member = await memberOrNotFound(ctx, input.userId);
    const rows = await memberCheckInsQuery(
      ctx.deps.db,
      member.id,
      after && { at: after.key, id: after.id },
      input.limit + 1,
    ).execute();
    return keysetPage(rows, input.limit, (last) => ({ key: last.checkedInAt, id: last.id }));
  }),

  /** Class bookings, upcoming (soonest first) or past (latest first), with their status. */
  bookings: staffProcedure.input(memberBookingsInput).query(async ({ ctx, input }) => {
    const member = await memberOrNotFound(ctx, input.userId);
    return listMemberBookings(ctx.deps.db, member.id, {
      when: input.when,
      now: ctx.deps.clock.now().toISOString(),
      page: input.page,
      pageSize: input.pageSize,
    });
  }),

  /** Events about the member, newest first, described for people. */
  history: staffProcedure.input(memberKeysetInput).query(async ({ ctx, input }) => {
    const after = input.cursor === undefined ? null : decodeHistoryCursor(input.cursor);
    if (input.cursor !== undefined && after === null) throw invalidPage();
    const member = await memberOrNotFound(ctx, input.userId);
    return memberHistoryPage(ctx.deps.db, member, after, input.limit, createGymFormat(await ctx.gym()));
  }),
});
