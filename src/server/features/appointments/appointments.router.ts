// Personal-training appointments: the member's own (ptBooking, /member/training) and the trainer's,
// desk's and management's (ptAppointments, the PT calendar). Booking writes money (a pack session or
// a bill), so it runs once per idempotency key, as passes.sell does.
import {
  bookForInput,
  bookInput,
  calendarInput,
  deskCancelInput,
  deskFreeSlotsInput,
  forMemberInput,
  markInput,
  memberCancelInput,
  memberFreeSlotsInput,
  mineInput,
  SLOT_TAKEN,
} from '../../../shared/appointments.schemas.js';
import { addDays, dateInZone, isoWeekday, startOfDay } from '../../../shared/calendar.js';
import { withIdempotencyKey } from '../../../shared/idempotency.js';
import { isUniqueViolation } from '../../db/errors.js';
import { oncePerKey } from '../../idempotency/idempotency.js';
import type { Context } from '../../trpc/context.js';
import { router, TRPCError } from '../../trpc/init.js';
import { approvedProcedure, memberProcedure } from '../../trpc/procedures.js';
import { cancelDeadline } from '../classes/bookings.service.js';
import { isMember } from '../members/members.service.js';
import { usablePassesOf } from '../passes/passes.queries.js';
import { assertMayCoach, trainerInScope } from '../trainers/trainer-scope.js';
import { refuseUntilWaiverAccepted } from '../waiver/waiver.guard.js';
import { countMemberAppointmentsQuery, memberAppointmentsPageQuery, trainerWeekQuery } from './appointments.queries.js';
import {
  type Act,
  bookAppointment,
  cancelAppointment,
  freeSlotsFor,
  markAppointmentAs,
  memberMayCancel,
} from './appointments.service.js';

type Signed = Context & { user: { id: string; role: NonNullable<Context['user']>['role'] } };

async function actOf(ctx: Signed): Promise<Act> {
  return {
    actorId: ctx.user.id,
    role: ctx.user.role ?? 'member',
    ip: ctx.ip,
    now: ctx.deps.clock.now(),
    gym: await ctx.gym(),
    appUrl: ctx.deps.config.appUrl,
  };
}

/** Sessions left on the member's usable PT packs today (null: a pack without a limit). */
async function packSessionsLeft(db: Context['deps']['db'], memberId: string, act: Act): Promise<number | null> {
  const packs = await usablePassesOf(db, memberId, dateInZone(act.now, act.gym.timeZone), 'training');
  let left = 0;
  for (const pack of packs) {
    if (pack.visitsTotal === null) return null;
    left += pack.visitsTotal - pack.visitsUsed;
  }
  return left;
}

/** A booking that lost the time to another: its claims' insert met a claimed block. */
async function slotTakenOn<T>(booking: Promise<T>): Promise<T> {
  try {
    return await booking;
  } catch (error) {
    if (isUniqueViolation(error)) throw new TRPCError({ code: 'CONFLICT', message: SLOT_TAKEN });
    throw error;
  }
}

export const ptBookingRouter = router({
  freeSlots: memberProcedure
    .input(memberFreeSlotsInput)
    .query(async ({ ctx, input }) =>
      freeSlotsFor(ctx.deps.db, input, { now: ctx.deps.clock.now(), gym: await ctx.gym() }),
    ),

  book: memberProcedure.input(withIdempotencyKey(bookInput)).mutation(async (call) => {
    await refuseUntilWaiverAccepted(call.ctx, call.ctx.user.id);
    // Everything read before the transaction opens: on SQLite a read outside it would wait for it.
    const act = await actOf(call.ctx);
    return slotTakenOn(
      oncePerKey(call, (db, gym) =>
        bookAppointment(db, { ...call.input, memberId: call.ctx.user.id }, { ...act, gym }),
      ),
    );
  }),

  cancel: memberProcedure
    .input(memberCancelInput)
    .mutation(async ({ ctx, input }) => cancelAppointment(ctx.deps.db, input.appointmentId, null, await actOf(ctx))),

  /** The caller's appointments, upcoming (earliest first) or past (latest first), a page at a time. */
  mine: memberProcedure.input(mineInput).query(async ({ ctx, input }) => {
    const act = await actOf(ctx);
    const when = { side: input.when, now: act.now.toISOString() };
    const [items, count] = await Promise.all([
      memberAppointmentsPageQuery(ctx.deps.db, ctx.user.id, when, input).execute(),
      countMemberAppointmentsQuery(ctx.deps.db, ctx.user.id, when).executeTakeFirstOrThrow(),
    ]);
    return {
      items: items.map((item) => ({
        ...item,
        canCancel: memberMayCancel(item, act),
        cancelUntil: cancelDeadline(item.startsAt, act.gym).toISOString(),
      })),
      total: Number(count.total),
      page: input.page,
      pageSize: input.pageSize,
      packSessionsLeft: await packSessionsLeft(ctx.deps.db, ctx.user.id, act),
    };
  }),
});

export const ptAppointmentsRouter = router({
  freeSlots: approvedProcedure.input(deskFreeSlotsInput).query(async ({ ctx, input }) => {
    const trainerId = await trainerInScope(ctx.deps.db, ctx.user, input.trainerId);
    return freeSlotsFor(ctx.deps.db, { ...input, trainerId }, { now: ctx.deps.clock.now(), gym: await ctx.gym() });
  }),

  /** Books a member in (a trainer into their own calendar only). */
  bookFor: approvedProcedure.input(withIdempotencyKey(bookForInput)).mutation(async (call) => {
    const trainerId = await trainerInScope(call.ctx.deps.db, call.ctx.user, call.input.trainerId);
    const act = await actOf(call.ctx);
    return slotTakenOn(
      oncePerKey(call, (db, gym) => bookAppointment(db, { ...call.input, trainerId }, { ...act, gym })),
    );
  }),

  cancel: approvedProcedure
    .input(deskCancelInput)
    .mutation(async ({ ctx, input }) =>
      cancelAppointment(ctx.deps.db, input.appointmentId, input.reason, await actOf(ctx)),
    ),

  mark: approvedProcedure
    .input(markInput)
    .mutation(async ({ ctx, input }) =>
      markAppointmentAs(ctx.deps.db, input.appointmentId, input.mark, await actOf(ctx)),
    ),

  /** One trainer's week (Monday to Sunday on the gym's calendar), with the members' names. */
  calendar: approvedProcedure.input(calendarInput).query(async ({ ctx, input }) => {
    const trainerId = await trainerInScope(ctx.deps.db, ctx.user, input.trainerId);
    const act = await actOf(ctx);
    const weekStart = addDays(input.weekOf, 1 - isoWeekday(input.weekOf));
    const from = startOfDay(weekStart, act.gym.timeZone).toISOString();
    const to = startOfDay(addDays(weekStart, 7), act.gym.timeZone).toISOString();
    const items = await trainerWeekQuery(ctx.deps.db, trainerId, from, to).execute();
    const now = act.now.toISOString();
    return {
      trainerId,
      weekStart,
      items: items.map((item) => ({
        ...item,
        canMark: item.status !== 'cancelled' && item.startsAt <= now,
        canCancel: item.status === 'booked' && item.endsAt > now,
      })),
    };
  }),

  /** A member's appointments, latest first (a trainer: only their clients'). */
  forMember: approvedProcedure.input(forMemberInput).query(async ({ ctx, input }) => {
    if (!(await isMember(ctx.deps.db, input.memberId))) {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'Member not found.' });
    }
    await assertMayCoach(ctx.deps.db, ctx.user, input.memberId);
    const when = { side: 'all' as const, now: ctx.deps.clock.now().toISOString() };
    const [items, count] = await Promise.all([
      memberAppointmentsPageQuery(ctx.deps.db, input.memberId, when, input).execute(),
      countMemberAppointmentsQuery(ctx.deps.db, input.memberId, when).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.total), page: input.page, pageSize: input.pageSize };
  }),
});
