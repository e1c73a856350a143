// Classes for administrators (definitions, the weekly timetable, sessions and rosters) and the public
// timetable on the Services page.

import { dateInZone, startOfDay } from '../../../shared/calendar.js';
import {
  addSlotInput,
  bookingIdInput,
  cancelSessionInput,
  classIdInput,
  createClassInput,
  sessionIdInput,
  slotIdInput,
  upcomingSessionsInput,
  updateClassInput,
  weekSessionsInput,
} from '../../../shared/classes.schemas.js';
import type { Context } from '../../trpc/context.js';
import { fieldError } from '../../trpc/field-error.js';
import { router, TRPCError } from '../../trpc/init.js';
import { publicProcedure, staffProcedure } from '../../trpc/procedures.js';
import { roster } from './bookings.queries.js';
import { findSession, listClasses, listSlots } from './classes.queries.js';
import {
  addSlot,
  archiveClass,
  createClass,
  removeSlot,
  trainerChoiceAllowed,
  updateClass,
} from './classes.service.js';
import { cancelSession, markBookingAttended, ROLL_OPENS_MINUTES } from './session-admin.service.js';
import { sessionsOfWeek, sessionsPage } from './sessions.page.js';
import { teachesBooking, teachesSession, trainersQuery } from './trainers.queries.js';

async function adminAct(ctx: Context & { user: { id: string } }) {
  return { adminId: ctx.user.id, now: ctx.deps.clock.now(), gym: await ctx.gym(), appUrl: ctx.deps.config.appUrl };
}

const classNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Class not found.' });
const sessionNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Session not found.' });
const bookingNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Booking not found.' });
const notATrainer = () => fieldError('trainerId', 'Choose a trainer from the list.');

/**
 * A trainer works only with the sessions of the classes they teach: theirs is the only id that
 * narrows what they see (another class's session is "not found" to them); every other staff role
 * the permission table lets in sees every session.
 */
function trainerScope(ctx: { user: { id: string; role: string } }): string | null {
  return ctx.user.role === 'trainer' ? ctx.user.id : null;
}

export const classesRouter = router({
  /** The weekly timetable of active classes, for anyone (the Services page). */
  timetable: publicProcedure.query(async ({ ctx }) => ({
    timeZone: (await ctx.gym()).timeZone,
    slots: (await listSlots(ctx.deps.db, { activeClassesOnly: true })).map(
      ({ id, weekday, startTime, className, trainer, durationMinutes, description }) => ({
        id,
        weekday,
        startTime,
        className,
        trainer,
        durationMinutes,
        description,
      }),
    ),
  })),

  /** Every class with its timetable lines (a gym has dozens, not thousands). */
  list: staffProcedure.query(async ({ ctx }) => {
    const [classes, slots] = await Promise.all([
      listClasses(ctx.deps.db),
      listSlots(ctx.deps.db, { activeClassesOnly: false }),
    ]);
    return classes.map((klass) => ({
      ...klass,
      slots: slots
        .filter((s) => s.classId === klass.id)
        .map(({ id, weekday, startTime }) => ({ id, weekday, startTime })),
    }));
  }),

  /** The trainer accounts a class can be given (the class form's "Trainer"). */
  trainers: staffProcedure.query(async ({ ctx }) => trainersQuery(ctx.deps.db).execute()),

  create: staffProcedure.input(createClassInput).mutation(async ({ ctx, input }) => {
    if (!(await trainerChoiceAllowed(ctx.deps.db, input))) throw notATrainer();
    return createClass(ctx.deps.db, input, await adminAct(ctx));
  }),

  update: staffProcedure.input(updateClassInput).mutation(async ({ ctx, input }) => {
    if (!(await trainerChoiceAllowed(ctx.deps.db, input))) throw notATrainer();
    const updated = await updateClass(ctx.deps.db, input, await adminAct(ctx));
    if (!updated) throw classNotFound();
    return updated;
  }),

  archive: staffProcedure.input(classIdInput).mutation(async ({ ctx, input }) => {
    const archived = await archiveClass(ctx.deps.db, input.classId, true, await adminAct(ctx));
    if (!archived) throw classNotFound();
    return archived;
  }),

  restore: staffProcedure.input(classIdInput).mutation(async ({ ctx, input }) => {
    const restored = await archiveClass(ctx.deps.db, input.classId, false, await adminAct(ctx));
    if (!restored) throw classNotFound();
    return restored;
  }),

  addSlot: staffProcedure.input(addSlotInput).mutation(async ({ ctx, input }) => {
    const outcome = await addSlot(ctx.deps.db, input, await adminAct(ctx));
    if (outcome.ok) return outcome;
    if (outcome.reason === 'not_found') throw classNotFound();
    throw new TRPCError({
      code: 'CONFLICT',
      message: outcome.reason === 'taken' ? 'This class already runs then.' : 'Restore the class before adding times.',
    });
  }),

  removeSlot: staffProcedure.input(slotIdInput).mutation(async ({ ctx, input }) => {
    const removed = await removeSlot(ctx.deps.db, input.slotId, await adminAct(ctx));
    if (!removed) throw new TRPCError({ code: 'NOT_FOUND', message: 'Timetable slot not found.' });
    return removed;
  }),

  /**
   * Today's and the coming sessions with how full they are: today's stay listed after they start, so
   * the roll can be taken during or after the class.
   */
  sessions: staffProcedure.input(upcomingSessionsInput).query(async ({ ctx, input }) => {
    const { timeZone } = await ctx.gym();
    const from = startOfDay(dateInZone(ctx.deps.clock.now(), timeZone), timeZone);
    return sessionsPage(ctx, from, input, trainerScope(ctx));
  }),

  /** One week of sessions, Monday to Sunday on the gym's calendar, for the admin's week calendar. */
  week: staffProcedure
    .input(weekSessionsInput)
    .query(({ ctx, input }) => sessionsOfWeek(ctx, input.weekOf, trainerScope(ctx))),

  roster: staffProcedure.input(sessionIdInput).query(async ({ ctx, input }) => {
    const trainerId = trainerScope(ctx);
    if (trainerId !== null && !(await teachesSession(ctx.deps.db, trainerId, input.sessionId))) throw sessionNotFound();
    const session = await findSession(ctx.deps.db, input.sessionId);
    if (!session) throw sessionNotFound();
    return { session, people: await roster(ctx.deps.db, input.sessionId) };
  }),

  cancelSession: staffProcedure.input(cancelSessionInput).mutation(async ({ ctx, input }) => {
    const result = await cancelSession(
      ctx.deps.db,
      { sessionId: input.sessionId, reason: input.reason || null },
      await adminAct(ctx),
    );
    if (result.outcome === 'not_found') throw sessionNotFound();
    if (result.outcome === 'not_scheduled')
      throw new TRPCError({ code: 'CONFLICT', message: 'This session was already cancelled.' });
    if (result.outcome === 'started')
      throw new TRPCError({ code: 'CONFLICT', message: 'This session has already started.' });
    return { status: 'cancelled' as const, told: result.told };
  }),

  markAttended: staffProcedure.input(bookingIdInput).mutation(async ({ ctx, input }) => {
    const trainerId = trainerScope(ctx);
    if (trainerId !== null && !(await teachesBooking(ctx.deps.db, trainerId, input.bookingId))) throw bookingNotFound();
    const result = await markBookingAttended(ctx.deps.db, input.bookingId, await adminAct(ctx));
    switch (result.outcome) {
      case 'attended':
        return { attended: true as const, attendedAt: result.attendedAt };
      case 'not_found':
        throw bookingNotFound();
      case 'not_booked':
        throw new TRPCError({ code: 'CONFLICT', message: 'Only booked members can be marked attended.' });
      case 'refused':
        throw new TRPCError({ code: 'CONFLICT', message: `Not checked in: ${result.reason}` });
      case 'too_early':
        throw new TRPCError({
          code: 'CONFLICT',
          message: `Attendance can be marked from ${ROLL_OPENS_MINUTES} minutes before the class starts.`,
        });
    }
  }),
});
