// Personal-training appointments and their slot claims. Every list is a range of an index:
// pt_appointments_trainer_idx (a trainer's week), pt_appointments_member_idx (a member's), the claims'
// primary key (a trainer's claimed blocks) and class_sessions_class_starts_idx (their classes).

import type { DbOrTx } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import type { AppointmentStatus, PtAppointmentsTable } from './appointments.tables.js';

export interface ServiceRow {
  id: string;
  name: string;
  durationMinutes: number;
  priceCents: number;
  noShowFeeCents: number;
  archivedAt: string | null;
}

export function findService(db: DbOrTx, serviceId: string): Promise<ServiceRow | undefined> {
  return db
    .selectFrom('ptServices')
    .select(['id', 'name', 'durationMinutes', 'priceCents', 'noShowFeeCents', 'archivedAt'])
    .where('id', '=', serviceId)
    .executeTakeFirst();
}

/** The starts of the trainer's claimed blocks in [from, to). */
export async function claimedBlocks(db: DbOrTx, trainerId: string, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('ptSlotClaims')
    .select('startsAt')
    .where('trainerId', '=', trainerId)
    .where('startsAt', '>=', from)
    .where('startsAt', '<', to)
    .execute();
  return new Set(rows.map((row) => row.startsAt));
}

/** The scheduled sessions of classes the trainer teaches that overlap [from, to). */
export function trainerSessionsQuery(db: DbOrTx, trainerId: string, from: string, to: string) {
  return db
    .selectFrom('classes')
    .innerJoin('classSessions', 'classSessions.classId', 'classes.id')
    .select(['classSessions.startsAt', 'classSessions.endsAt'])
    .where('classes.trainerId', '=', trainerId)
    .where('classSessions.status', '=', 'scheduled')
    .where('classSessions.startsAt', '<', to)
    .where('classSessions.endsAt', '>', from);
}

export interface NewAppointment {
  serviceId: string;
  serviceName: string;
  trainerId: string;
  memberId: string;
  startsAt: string;
  endsAt: string;
  createdBy: string;
  now: Date;
}

export async function insertAppointment(db: DbOrTx, appointment: NewAppointment): Promise<string> {
  const id = newId();
  const at = appointment.now.toISOString();
  await db
    .insertInto('ptAppointments')
    .values({
      id,
      serviceId: appointment.serviceId,
      serviceName: appointment.serviceName,
      trainerId: appointment.trainerId,
      memberId: appointment.memberId,
      startsAt: appointment.startsAt,
      endsAt: appointment.endsAt,
      status: 'booked',
      paidWith: 'free',
      memberPassId: null,
      billId: null,
      noShowBillId: null,
      createdAt: at,
      createdBy: appointment.createdBy,
      updatedAt: at,
      cancelledAt: null,
      cancelledBy: null,
      cancelReason: null,
      markedAt: null,
      markedBy: null,
    })
    .execute();
  return id;
}

/**
 * One claim per block, in one statement: the primary key refuses a block another appointment of the
 * trainer holds (the caller recognises the unique violation), whatever the concurrency.
 */
export async function insertClaims(db: DbOrTx, trainerId: string, appointmentId: string, blocks: string[]) {
  await db
    .insertInto('ptSlotClaims')
    .values(blocks.map((startsAt) => ({ trainerId, startsAt, appointmentId })))
    .execute();
}

export async function deleteClaims(db: DbOrTx, appointmentId: string): Promise<void> {
  await db.deleteFrom('ptSlotClaims').where('appointmentId', '=', appointmentId).execute();
}

export async function setPayment(
  db: DbOrTx,
  appointmentId: string,
  payment: Pick<PtAppointmentsTable, 'paidWith' | 'memberPassId' | 'billId'>,
): Promise<void> {
  await db.updateTable('ptAppointments').set(payment).where('id', '=', appointmentId).execute();
}

export type AppointmentRow = Pick<
  PtAppointmentsTable,
  | 'id'
  | 'serviceId'
  | 'trainerId'
  | 'memberId'
  | 'serviceName'
  | 'startsAt'
  | 'endsAt'
  | 'status'
  | 'paidWith'
  | 'memberPassId'
  | 'billId'
  | 'noShowBillId'
>;

const APPOINTMENT_COLUMNS = [
  'id',
  'serviceId',
  'trainerId',
  'memberId',
  'serviceName',
  'startsAt',
  'endsAt',
  'status',
  'paidWith',
  'memberPassId',
  'billId',
  'noShowBillId',
] as const;

export function findAppointment(db: DbOrTx, appointmentId: string): Promise<AppointmentRow | undefined> {
  return db.selectFrom('ptAppointments').select(APPOINTMENT_COLUMNS).where('id', '=', appointmentId).executeTakeFirst();
}

/** Cancels a booked appointment; false when it is not booked any more (someone else got there first). */
export async function cancelBooked(
  db: DbOrTx,
  appointmentId: string,
  change: { by: string; reason: string | null; now: Date },
): Promise<boolean> {
  const at = change.now.toISOString();
  const result = await db
    .updateTable('ptAppointments')
    .set({ status: 'cancelled', cancelledAt: at, cancelledBy: change.by, cancelReason: change.reason, updatedAt: at })
    .where('id', '=', appointmentId)
    .where('status', '=', 'booked')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks how it went; false when it was cancelled meanwhile. */
export async function markAppointment(
  db: DbOrTx,
  appointmentId: string,
  change: { status: Extract<AppointmentStatus, 'attended' | 'no_show'>; by: string; now: Date },
): Promise<boolean> {
  const at = change.now.toISOString();
  const result = await db
    .updateTable('ptAppointments')
    .set({ status: change.status, markedAt: at, markedBy: change.by, updatedAt: at })
    .where('id', '=', appointmentId)
    .where('status', '!=', 'cancelled')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Notes the no-show fee's bill, unless one is noted already; false then (it is billed once). */
export async function noteNoShowBill(db: DbOrTx, appointmentId: string, billId: string): Promise<boolean> {
  const result = await db
    .updateTable('ptAppointments')
    .set({ noShowBillId: billId })
    .where('id', '=', appointmentId)
    .where('noShowBillId', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const LISTED_COLUMNS = [
  'ptAppointments.id',
  'ptAppointments.serviceName',
  'ptAppointments.trainerId',
  'ptAppointments.memberId',
  'ptAppointments.startsAt',
  'ptAppointments.endsAt',
  'ptAppointments.status',
  'ptAppointments.paidWith',
  'ptAppointments.cancelReason',
] as const;

/** A trainer's appointments starting in [from, to), with the member's name: their week. */
export function trainerWeekQuery(db: DbOrTx, trainerId: string, from: string, to: string) {
  return db
    .selectFrom('ptAppointments')
    .innerJoin('users', 'users.id', 'ptAppointments.memberId')
    .select([...LISTED_COLUMNS, 'users.name as memberName'])
    .where('ptAppointments.trainerId', '=', trainerId)
    .where('ptAppointments.startsAt', '>=', from)
    .where('ptAppointments.startsAt', '<', to)
    .orderBy('ptAppointments.startsAt')
    .limit(500);
}

/** A page of a member's appointments from `now` on (upcoming, earliest first) or before it (latest first). */
export function memberAppointmentsPageQuery(
  db: DbOrTx,
  memberId: string,
  when: { side: 'upcoming' | 'past' | 'all'; now: string },
  paging: { page: number; pageSize: number },
) {
  let query = db
    .selectFrom('ptAppointments')
    .innerJoin('users', 'users.id', 'ptAppointments.trainerId')
    .select([...LISTED_COLUMNS, 'users.name as trainerName'])
    .where('ptAppointments.memberId', '=', memberId);
  if (when.side === 'upcoming') query = query.where('ptAppointments.startsAt', '>=', when.now);
  if (when.side === 'past') query = query.where('ptAppointments.startsAt', '<', when.now);
  return query
    .orderBy('ptAppointments.startsAt', when.side === 'upcoming' ? 'asc' : 'desc')
    .orderBy('ptAppointments.id', when.side === 'upcoming' ? 'asc' : 'desc')
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
}

/** How many appointments that page's list holds. */
export function countMemberAppointmentsQuery(
  db: DbOrTx,
  memberId: string,
  when: { side: 'upcoming' | 'past' | 'all'; now: string },
) {
  let query = db
    .selectFrom('ptAppointments')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('ptAppointments.memberId', '=', memberId);
  if (when.side === 'upcoming') query = query.where('ptAppointments.startsAt', '>=', when.now);
  if (when.side === 'past') query = query.where('ptAppointments.startsAt', '<', when.now);
  return query;
}

/** The member's appointments for the calendar feed: from `from` on, earliest first. */
export function feedAppointmentsQuery(db: DbOrTx, memberId: string, from: string, limit: number) {
  return db
    .selectFrom('ptAppointments')
    .innerJoin('users', 'users.id', 'ptAppointments.trainerId')
    .select([
      'ptAppointments.id',
      'ptAppointments.serviceName',
      'ptAppointments.startsAt',
      'ptAppointments.endsAt',
      'ptAppointments.status',
      'ptAppointments.updatedAt',
      'users.name as trainerName',
    ])
    .where('ptAppointments.memberId', '=', memberId)
    .where('ptAppointments.startsAt', '>=', from)
    .orderBy('ptAppointments.startsAt')
    .limit(limit);
}
