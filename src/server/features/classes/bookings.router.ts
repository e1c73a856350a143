// Members' class bookings on /member/classes.
import { sessionIdInput, upcomingSessionsInput } from '../../../shared/classes.schemas.js';
import type { Context } from '../../trpc/context.js';
import { router, TRPCError } from '../../trpc/init.js';
import { memberProcedure } from '../../trpc/procedures.js';
import { refuseUntilWaiverAccepted } from '../waiver/waiver.guard.js';
import { myBookingsFor } from './bookings.queries.js';
import { bookSession, cancelDeadline, cancelMyBooking, mayCancelNow, type Refusal } from './bookings.service.js';
import { sessionsPage } from './sessions.page.js';

async function memberAct(ctx: Context & { user: { id: string } }) {
  return { memberId: ctx.user.id, now: ctx.deps.clock.now(), gym: await ctx.gym(), appUrl: ctx.deps.config.appUrl };
}

/** A refusal as the member sees it: NOT_FOUND for a session that does not exist, else CONFLICT. */
function refused(outcome: Refusal) {
  return new TRPCError({ code: outcome.notFound ? 'NOT_FOUND' : 'CONFLICT', message: outcome.message });
}

export const bookingsRouter = router({
  /**
   * Upcoming sessions with places left and the caller's own booking on each, with whether "Cancel
   * booking" would succeed now and until when it can (the same rule cancel applies).
   */
  upcoming: memberProcedure.input(upcomingSessionsInput).query(async ({ ctx, input }) => {
    const now = ctx.deps.clock.now();
    const gym = await ctx.gym();
    const page = await sessionsPage(ctx, now, input);
    const mine = await myBookingsFor(
      ctx.deps.db,
      ctx.user.id,
      page.items.map((s) => s.id),
    );
    const bySession = new Map(mine.map((b) => [b.sessionId, b]));
    return {
      ...page,
      items: page.items.map((session) => {
        const booking = bySession.get(session.id);
        return {
          ...session,
          myBooking: booking
            ? {
                status: booking.status,
                waitlistPosition: booking.waitlistPosition,
                canCancel: mayCancelNow(booking.status, session.startsAt, now, gym),
                cancelUntil: booking.status === 'booked' ? cancelDeadline(session.startsAt, gym).toISOString() : null,
              }
            : null,
        };
      }),
    };
  }),

  book: memberProcedure.input(sessionIdInput).mutation(async ({ ctx, input }) => {
    await refuseUntilWaiverAccepted(ctx, ctx.user.id);
    const outcome = await bookSession(ctx.deps.db, input.sessionId, await memberAct(ctx));
    if (!outcome.ok) throw refused(outcome);
    return outcome;
  }),

  cancel: memberProcedure.input(sessionIdInput).mutation(async ({ ctx, input }) => {
    const outcome = await cancelMyBooking(ctx.deps.db, input.sessionId, await memberAct(ctx));
    if (!outcome.ok) throw refused(outcome);
    return outcome;
  }),
});
