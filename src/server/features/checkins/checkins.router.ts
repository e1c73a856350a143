// The front desk (admins): check a member in by code or name, and see today's check-ins. Members get
// their own code (and its QR code) for the card on /member.

import { addDays, dateInZone, startOfDay } from '../../../shared/calendar.js';
import { checkInInput, checkInMemberInput, TODAY_CHECK_INS_SHOWN } from '../../../shared/checkins.schemas.js';
import { selfCheckInInput } from '../../../shared/self-check-in.schemas.js';
import type { Context } from '../../trpc/context.js';
import { router, TRPCError } from '../../trpc/init.js';
import { memberProcedure, staffProcedure } from '../../trpc/procedures.js';
import { findMemberCode } from '../memberships/memberships.service.js';
import { checkInsBetweenQuery, checkInsOnDay } from './checkins.queries.js';
import { checkInByCodeOrName, checkInChosen } from './checkins.service.js';
import { qrCodeSvg } from './qr.js';
import { selfCheckIn } from './self-check-in.service.js';

async function deskAct(ctx: Context & { user: { id: string } }) {
  return { adminId: ctx.user.id, now: ctx.deps.clock.now(), gym: await ctx.gym(), appUrl: ctx.deps.config.appUrl };
}

export const checkInsRouter = router({
  checkIn: staffProcedure
    .input(checkInInput)
    .mutation(async ({ ctx, input }) => checkInByCodeOrName(ctx.deps.db, input.text, await deskAct(ctx))),

  /** One of the people a name search offered. */
  checkInMember: staffProcedure.input(checkInMemberInput).mutation(async ({ ctx, input }) => {
    const answer = await checkInChosen(ctx.deps.db, input.userId, await deskAct(ctx));
    if (!answer) throw new TRPCError({ code: 'NOT_FOUND', message: 'Member not found.' });
    return answer;
  }),

  /** The shared self check-in tablet: a code only, answered with a welcome or "see the desk". */
  selfCheckIn: staffProcedure
    .input(selfCheckInInput)
    .mutation(async ({ ctx, input }) => selfCheckIn(ctx.deps.db, input.code, await deskAct(ctx))),

  /** Today's check-ins (the gym's day): how many, and the latest, newest first. */
  today: staffProcedure.query(async ({ ctx }) => {
    const { timeZone } = await ctx.gym();
    const today = dateInZone(ctx.deps.clock.now(), timeZone);
    const from = startOfDay(today, timeZone).toISOString();
    const to = startOfDay(addDays(today, 1), timeZone).toISOString();
    const [total, items] = await Promise.all([
      checkInsOnDay(ctx.deps.db, today),
      checkInsBetweenQuery(ctx.deps.db, from, to, TODAY_CHECK_INS_SHOWN).execute(),
    ]);
    return { day: today, total, items };
  }),

  /** The caller's member code, as text and as a QR code (SVG) a scanner at the desk can read. */
  myCode: memberProcedure.query(async ({ ctx }) => {
    const code = await findMemberCode(ctx.deps.db, ctx.user.id);
    if (!code) throw new TRPCError({ code: 'NOT_FOUND', message: 'No member code yet.' });
    return { code, qrSvg: await qrCodeSvg(code) };
  }),
});
