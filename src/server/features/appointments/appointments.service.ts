// Personal-training appointments: free slots, booking, cancelling and marking how it went.
// Booking is one transaction: the slot is checked against the trainer's availability again, the
// appointment is written with one claim per 15-minute block (pt_slot_claims' primary key refuses a
// block another appointment holds, so two overlapping bookings can never both commit, on either
// database), then it is paid: a session of a PT pack, or a bill of the service's price through the
// billing service. Cancelling deletes the claims and gives the session back or voids the unpaid bill.
import {
  type CancelRefund,
  type Mark,
  NO_SESSIONS_LEFT,
  type PayWith,
  SLOT_DAYS_AHEAD,
  SLOT_TAKEN,
} from '../../../shared/appointments.schemas.js';
import { addDays, dateInZone, startOfDay } from '../../../shared/calendar.js';
import type { Role } from '../../../shared/roles.js';
import type { GymSettings } from '../../../shared/settings.schemas.js';
import type { DbOrTx } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import { TRPCError } from '../../trpc/init.js';
import { createManualBill, voidBill } from '../billing/bills.service.js';
import { bookingBar, cancelDeadline } from '../classes/bookings.service.js';
import { sessionLabel } from '../classes/session-label.js';
import { isTrainer } from '../classes/trainers.queries.js';
import { recordEvent } from '../events/events.queries.js';
import { findMember } from '../members/members.queries.js';
import { findMembership } from '../memberships/memberships.service.js';
import { returnVisit, takeVisit, usablePassesOf } from '../passes/passes.queries.js';
import { timeOffOf, weeklyWindowsOf } from '../trainers/availability.queries.js';
import {
  type AppointmentRow,
  cancelBooked,
  claimedBlocks,
  deleteClaims,
  findAppointment,
  findService,
  insertAppointment,
  insertClaims,
  markAppointment,
  noteNoShowBill,
  type ServiceRow,
  setPayment,
  trainerSessionsQuery,
} from './appointments.queries.js';
import { blocksOf, type DaySlots, earliestStart, freeSlots, isOffered, type SlotRules } from './slots.js';

const MINUTE_MS = 60_000;

/** Who acts, when, and what the billing service needs to know of them. */
export interface Act {
  actorId: string;
  role: Role;
  ip: string;
  now: Date;
  gym: GymSettings;
  appUrl: URL;
}

const refuse = (message: string) => new TRPCError({ code: 'CONFLICT', message });
const notFound = (message: string) => new TRPCError({ code: 'NOT_FOUND', message });

async function bookableService(db: DbOrTx, serviceId: string): Promise<ServiceRow> {
  const service = await findService(db, serviceId);
  if (!service || service.archivedAt !== null) throw notFound('Service not found.');
  return service;
}

async function slotRules(db: DbOrTx, trainerId: string, service: ServiceRow, act: Pick<Act, 'now' | 'gym'>) {
  const today = dateInZone(act.now, act.gym.timeZone);
  const lastDay = addDays(today, SLOT_DAYS_AHEAD - 1);
  const [windows, off] = await Promise.all([weeklyWindowsOf(db, trainerId), timeOffOf(db, trainerId, today, lastDay)]);
  const rules: SlotRules = {
    windows,
    daysOff: new Set(off.map((day) => day.day)),
    timeZone: act.gym.timeZone,
    now: act.now,
    durationMinutes: service.durationMinutes,
  };
  return { rules, today, lastDay };
}

/** What is taken in the trainer's calendar from `from` to `to`: claimed blocks and class sessions. */
async function busyBetween(db: DbOrTx, trainerId: string, from: string, to: string) {
  const claims = await claimedBlocks(db, trainerId, from, to);
  const sessions = await trainerSessionsQuery(db, trainerId, from, to).execute();
  return { claimedBlocks: claims, sessions };
}

/** The trainer's free starts for the service over the next SLOT_DAYS_AHEAD days. */
export async function freeSlotsFor(
  db: DbOrTx,
  input: { trainerId: string; serviceId: string },
  act: Pick<Act, 'now' | 'gym'>,
): Promise<{ durationMinutes: number; days: DaySlots[] }> {
  if (!(await isTrainer(db, input.trainerId))) throw notFound('Trainer not found.');
  const service = await bookableService(db, input.serviceId);
  const { rules, today, lastDay } = await slotRules(db, input.trainerId, service, act);
  const from = startOfDay(today, act.gym.timeZone).toISOString();
  const to = new Date(
    startOfDay(addDays(lastDay, 1), act.gym.timeZone).getTime() + service.durationMinutes * MINUTE_MS,
  ).toISOString();
  const busy = await busyBetween(db, input.trainerId, from, to);
  return { durationMinutes: service.durationMinutes, days: freeSlots(rules, busy, today, SLOT_DAYS_AHEAD) };
}

const BAR_MESSAGES = {
  not_a_member: 'Only members can book personal training.',
  paused: 'The membership is paused, so personal training cannot be booked.',
  cancelled: 'The membership is cancelled, so personal training cannot be booked.',
} as const;

export interface BookRequest {
  serviceId: string;
  trainerId: string;
  memberId: string;
  startsAt: string;
  payWith: PayWith;
}

export interface Booked {
  appointmentId: string;
  startsAt: string;
  endsAt: string;
  paidWith: 'pack' | 'bill' | 'free';
  /** The bill issued for it (paid with 'bill'), else null. */
  billId: string | null;
  amountCents: number;
}

/**
 * Books the slot and pays for it, in one transaction. A block another appointment holds makes the
 * claims' insert fail with a unique violation, which leaves this transaction (and its caller's) to
 * roll back: the router turns it into SLOT_TAKEN (see slotTakenOn).
 */
export async function bookAppointment(db: DbOrTx, request: BookRequest, act: Act): Promise<Booked> {
  return inTransaction(db, async (tx) => {
    const today = dateInZone(act.now, act.gym.timeZone);
    if (!(await findMember(tx, request.memberId))) throw notFound('Member not found.');
    // The same rule as booking a class (features/classes): a running membership.
    const bar = bookingBar(await findMembership(tx, request.memberId), today);
    if (bar) throw refuse(BAR_MESSAGES[bar]);
    if (!(await isTrainer(tx, request.trainerId))) throw notFound('Trainer not found.');
    const service = await bookableService(tx, request.serviceId);

    const start = new Date(request.startsAt);
    const end = new Date(start.getTime() + service.durationMinutes * MINUTE_MS);
    if (start < earliestStart(act.now)) throw refuse('That time has passed or is too soon. Choose another.');
    const { rules, lastDay } = await slotRules(tx, request.trainerId, service, act);
    if (start >= startOfDay(addDays(lastDay, 1), act.gym.timeZone)) {
      throw refuse(`Choose a time in the next ${SLOT_DAYS_AHEAD} days.`);
    }
    if (!isOffered(start, rules)) throw refuse('The trainer is not available at that time. Choose another.');
    const classes = await trainerSessionsQuery(tx, request.trainerId, start.toISOString(), end.toISOString()).execute();
    if (classes.length > 0) throw refuse(SLOT_TAKEN);

    const appointmentId = await insertAppointment(tx, {
      serviceId: service.id,
      serviceName: service.name,
      trainerId: request.trainerId,
      memberId: request.memberId,
      startsAt: start.toISOString(),
      endsAt: end.toISOString(),
      createdBy: act.actorId,
      now: act.now,
    });
    await insertClaims(tx, request.trainerId, appointmentId, blocksOf(start, service.durationMinutes));

    const payment = await pay(tx, { request, service, start, today }, act);
    await setPayment(tx, appointmentId, payment);
    await recordEvent(tx, {
      type: act.role === 'member' ? 'member.pt_booked' : 'admin.pt_booked',
      actorId: act.actorId,
      subject: appointmentId,
      detail: { memberId: request.memberId, trainerId: request.trainerId, paidWith: payment.paidWith },
      ip: act.ip,
    });
    return {
      appointmentId,
      startsAt: start.toISOString(),
      endsAt: end.toISOString(),
      paidWith: payment.paidWith,
      billId: payment.billId,
      amountCents: payment.paidWith === 'bill' ? service.priceCents : 0,
    };
  });
}

async function pay(
  tx: DbOrTx,
  booking: { request: BookRequest; service: ServiceRow; start: Date; today: string },
  act: Act,
): Promise<{ paidWith: 'pack' | 'bill' | 'free'; memberPassId: string | null; billId: string | null }> {
  const { request, service } = booking;
  if (request.payWith === 'pack') {
    for (const pass of await usablePassesOf(tx, request.memberId, booking.today, 'training')) {
      if (await takeVisit(tx, pass.id, booking.today)) return { paidWith: 'pack', memberPassId: pass.id, billId: null };
    }
    throw refuse(act.role === 'member' ? NO_SESSIONS_LEFT : 'This member has no personal-training sessions left.');
  }
  if (service.priceCents === 0) return { paidWith: 'free', memberPassId: null, billId: null };
  const description = `${service.name}, ${sessionLabel(booking.start.toISOString(), act.gym)}`;
  const bill = await createManualBill(
    tx as Parameters<typeof createManualBill>[0],
    { memberId: request.memberId, amountCents: service.priceCents, description },
    adminAct(act),
  );
  if (!bill) throw notFound('Member not found.');
  return { paidWith: 'bill', memberPassId: null, billId: bill.id };
}

function adminAct(act: Act) {
  return { adminId: act.actorId, ip: act.ip, now: act.now, gym: act.gym, appUrl: act.appUrl };
}

/** The appointment, when the caller may act on it: a member on their own, a trainer on their calendar. */
async function appointmentFor(db: DbOrTx, appointmentId: string, act: Act): Promise<AppointmentRow> {
  const appointment = await findAppointment(db, appointmentId);
  if (!appointment) throw notFound('Appointment not found.');
  if (act.role === 'member' && appointment.memberId !== act.actorId) throw notFound('Appointment not found.');
  if (act.role === 'trainer' && appointment.trainerId !== act.actorId) {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Trainers can only manage their own calendar.' });
  }
  return appointment;
}

/** "Appointments can be cancelled online until N hours before they start." */
export function tooLateMessage(hours: number): string {
  return `Too late to cancel online: appointments can be cancelled until ${hours} ${hours === 1 ? 'hour' : 'hours'} before they start. Please call the gym.`;
}

/** Whether the member may still cancel it themselves. */
export function memberMayCancel(appointment: { status: string; startsAt: string }, act: Pick<Act, 'now' | 'gym'>) {
  return appointment.status === 'booked' && act.now < cancelDeadline(appointment.startsAt, act.gym);
}

/**
 * Cancels a booked appointment: a member until the gym's cancel window closes, the desk or the
 * trainer until it ends (with a reason). The claims go, so the time is free again; a pack's session
 * comes back; an unpaid bill is voided, a paid one stays (the desk refunds it through billing).
 */
export async function cancelAppointment(
  db: DbOrTx,
  appointmentId: string,
  reason: string | null,
  act: Act,
): Promise<{ refund: CancelRefund }> {
  return inTransaction(db, async (tx) => {
    const appointment = await appointmentFor(tx, appointmentId, act);
    if (appointment.status !== 'booked') throw refuse('This appointment is not booked any more.');
    if (act.role === 'member') {
      if (!memberMayCancel(appointment, act)) throw refuse(tooLateMessage(act.gym.bookingCancelHours));
    } else if (act.now >= new Date(appointment.endsAt)) {
      throw refuse('This appointment has already ended.');
    }
    if (!(await cancelBooked(tx, appointmentId, { by: act.actorId, reason, now: act.now }))) {
      throw refuse('This appointment is not booked any more.');
    }
    await deleteClaims(tx, appointmentId);
    const refund = await giveBack(tx, appointment, act);
    await recordEvent(tx, {
      type: act.role === 'member' ? 'member.pt_cancelled' : 'admin.pt_cancelled',
      actorId: act.actorId,
      subject: appointmentId,
      detail: { memberId: appointment.memberId, refund, reason },
      ip: act.ip,
    });
    return { refund };
  });
}

async function giveBack(tx: DbOrTx, appointment: AppointmentRow, act: Act): Promise<CancelRefund> {
  if (appointment.paidWith === 'pack' && appointment.memberPassId) {
    return (await returnVisit(tx, appointment.memberPassId)) ? 'session_returned' : 'nothing';
  }
  if (appointment.paidWith === 'bill' && appointment.billId) {
    const outcome = await voidBill(
      tx as Parameters<typeof voidBill>[0],
      { billId: appointment.billId, reason: 'Personal-training appointment cancelled' },
      adminAct(act),
    );
    return outcome === 'voided' ? 'bill_voided' : 'bill_stays_paid';
  }
  return 'nothing';
}

/**
 * Attended or No-show, once the appointment has started; it can be marked again (a slip corrected).
 * A no-show of a service with a fee bills the fee, once: a second no-show mark bills nothing.
 */
export async function markAppointmentAs(
  db: DbOrTx,
  appointmentId: string,
  mark: Mark,
  act: Act,
): Promise<{ status: Mark; feeBillId: string | null }> {
  return inTransaction(db, async (tx) => {
    const appointment = await appointmentFor(tx, appointmentId, act);
    if (appointment.status === 'cancelled') throw refuse('This appointment was cancelled.');
    if (act.now < new Date(appointment.startsAt)) throw refuse('An appointment can be marked once it has started.');
    // The update takes the row's lock first: a second mark at the same moment then reads the fee's bill.
    if (!(await markAppointment(tx, appointmentId, { status: mark, by: act.actorId, now: act.now }))) {
      throw refuse('This appointment was cancelled.');
    }
    const now = (await findAppointment(tx, appointmentId)) as AppointmentRow;
    let feeBillId = now.noShowBillId;
    if (mark === 'no_show' && feeBillId === null) {
      const service = await findService(tx, appointment.serviceId);
      if (service && service.noShowFeeCents > 0) {
        const bill = await createManualBill(
          tx as Parameters<typeof createManualBill>[0],
          {
            memberId: appointment.memberId,
            amountCents: service.noShowFeeCents,
            description: `No-show fee: ${appointment.serviceName}, ${sessionLabel(appointment.startsAt, act.gym)}`,
          },
          adminAct(act),
        );
        if (bill && (await noteNoShowBill(tx, appointmentId, bill.id))) feeBillId = bill.id;
      }
    }
    await recordEvent(tx, {
      type: 'admin.pt_marked',
      actorId: act.actorId,
      subject: appointmentId,
      detail: { mark, feeBillId },
      ip: act.ip,
    });
    return { status: mark, feeBillId };
  });
}
