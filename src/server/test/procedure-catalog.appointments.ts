// The procedures of Personal-training appointments in the procedure catalog (procedure-catalog.ts): each with an input that
// succeeds. Who may call them is the permission table's (src/shared/permissions.ts).
import { dateInZone } from '../../shared/calendar.js';
import { insertAppointment } from '../features/appointments/appointments.queries.js';
import { bookAppointment, freeSlotsFor } from '../features/appointments/appointments.service.js';
import { insertEveryDay, insertService } from './appointments-testbed.js';
import { type CaseContext, memberId } from './catalog-inputs.js';
import { createAccount } from './harness.js';
import type { ProcedureCase } from './procedure-catalog.js';

/** The caller when a trainer (a trainer acts on their own calendar), else a new trainer; free 06:00–22:00. */
async function trainerOf(c: CaseContext): Promise<string> {
  const id = c.caller?.role === 'trainer' ? c.caller.id : (await createAccount(c.deps.db, 'trainer')).id;
  const windows = await c.deps.db.selectFrom('trainerAvailability').select('id').where('trainerId', '=', id).execute();
  if (windows.length === 0) await insertEveryDay(c.deps.db, id, '06:00', '22:00');
  return id;
}

/** The caller's own member id when the caller is a member, else a new member's. */
async function ownerOf(c: CaseContext): Promise<string> {
  return c.caller?.role === 'member' ? c.caller.id : memberId(c);
}

/** A free start of the trainer's, two days or more ahead (past any cancel window). */
async function freeStart(c: CaseContext, trainerId: string, serviceId: string): Promise<string> {
  const gym = await c.deps.settings.current();
  const { days } = await freeSlotsFor(c.deps.db, { trainerId, serviceId }, { now: c.deps.clock.now(), gym });
  const start = days.slice(2).find((day) => day.starts.length > 0)?.starts[0];
  if (!start) throw new Error('no free slot for the catalog');
  return start;
}

/** What a booking needs: a trainer (the caller when a trainer), a 30-minute service and a free start. */
async function bookable(c: CaseContext) {
  const trainerId = await trainerOf(c);
  const serviceId = await insertService(c.deps.db, { durationMinutes: 30, priceCents: 4000 });
  return { trainerId, serviceId, startsAt: await freeStart(c, trainerId, serviceId) };
}

/** A booked appointment of `member` with the trainer of `c`, days ahead. */
async function bookedAppointment(c: CaseContext, member: string): Promise<string> {
  const slot = await bookable(c);
  const booked = await bookAppointment(
    c.deps.db,
    { ...slot, memberId: member, payWith: 'bill' },
    {
      actorId: c.admin.id,
      role: 'admin',
      ip: '127.0.0.1',
      now: c.deps.clock.now(),
      gym: await c.deps.settings.current(),
      appUrl: c.deps.config.appUrl,
    },
  );
  return booked.appointmentId;
}

/** An appointment with the trainer of `c` that began ten minutes ago (it can be marked). */
async function startedAppointment(c: CaseContext, member: string): Promise<string> {
  const trainerId = await trainerOf(c);
  const serviceId = await insertService(c.deps.db, { durationMinutes: 30, noShowFeeCents: 1000 });
  const now = c.deps.clock.now();
  const start = new Date(now.getTime() - 10 * 60_000);
  return insertAppointment(c.deps.db, {
    serviceId,
    serviceName: 'Catalog PT',
    trainerId,
    memberId: member,
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 30 * 60_000).toISOString(),
    createdBy: c.admin.id,
    now,
  });
}

const trainerField = (c: CaseContext, trainerId: string) => (c.caller?.role === 'trainer' ? {} : { trainerId });

export const APPOINTMENTS_PROCEDURES: Record<string, ProcedureCase> = {
  'ptBooking.freeSlots': {
    validInput: async (c) => {
      const slot = await bookable(c);
      return { serviceId: slot.serviceId, trainerId: slot.trainerId };
    },
  },
  'ptBooking.book': {
    validInput: async (c) => {
      const slot = await bookable(c);
      return { ...slot, payWith: 'bill' };
    },
  },
  'ptBooking.cancel': { validInput: async (c) => ({ appointmentId: await bookedAppointment(c, await ownerOf(c)) }) },
  'ptBooking.mine': {
    validInput: () => ({ when: 'upcoming', page: 1, pageSize: 20 }),
    optional: ['page', 'pageSize'],
  },
  'ptAppointments.calendar': {
    validInput: async (c) => ({
      ...trainerField(c, await trainerOf(c)),
      weekOf: dateInZone(c.deps.clock.now(), (await c.deps.settings.current()).timeZone),
    }),
  },
  'ptAppointments.freeSlots': {
    validInput: async (c) => {
      const slot = await bookable(c);
      return { serviceId: slot.serviceId, ...trainerField(c, slot.trainerId) };
    },
  },
  'ptAppointments.bookFor': {
    validInput: async (c) => {
      const slot = await bookable(c);
      return {
        serviceId: slot.serviceId,
        startsAt: slot.startsAt,
        ...trainerField(c, slot.trainerId),
        memberId: await memberId(c),
        payWith: 'bill',
      };
    },
  },
  'ptAppointments.cancel': {
    validInput: async (c) => ({
      appointmentId: await bookedAppointment(c, await memberId(c)),
      reason: 'Trainer is ill',
    }),
  },
  'ptAppointments.mark': {
    validInput: async (c) => ({ appointmentId: await startedAppointment(c, await memberId(c)), mark: 'no_show' }),
  },
  'ptAppointments.forMember': {
    validInput: async (c) => {
      const member = await memberId(c);
      // A trainer sees a client's: the appointment makes the member theirs.
      await startedAppointment(c, member);
      return { memberId: member, page: 1, pageSize: 20 };
    },
    optional: ['page', 'pageSize'],
  },
};
