// Refunds and their lines (migration 0014). Each step of a refund's life is one conditional
// statement (requested → succeeded | failed only while 'requested'), so a repeated or late webhook
// event, the job and the admin's own call can all try it and only the first moves it.
import type { BillStatus } from '../../../../shared/billing.schemas.js';
import type { DbOrTx } from '../../../db/schema.js';
import { newId } from '../../../lib/ids.js';
import type { RefundReason, RefundStatus } from '../online-payments.tables.js';

/** Refunds whose money is gone or on its way: what a payment row has left counts these. */
export const HOLDING_STATUSES: RefundStatus[] = ['requested', 'succeeded'];

/** The lock refunds of one online charge take turns on (two admins refunding at once, an event). */
export const chargeRefundLock = (chargeId: string) => `refunds-of-charge:${chargeId}`;

/** A payment row and the online charge it came from (null charge: not an online payment). */
export async function findPaymentToRefund(db: DbOrTx, paymentId: string) {
  return db
    .selectFrom('payments')
    .leftJoin('onlineCharges', 'onlineCharges.id', 'payments.onlineChargeId')
    .select([
      'payments.id',
      'payments.billId',
      'payments.memberId',
      'payments.amountCents',
      'payments.method',
      'payments.onlineChargeId',
      'onlineCharges.providerPaymentId',
    ])
    .where('payments.id', '=', paymentId)
    .executeTakeFirst();
}

/** What requested and succeeded refunds took from these payment rows, by row (refund_lines_payment_idx). */
export async function heldOfPayments(db: DbOrTx, paymentIds: string[]): Promise<Map<string, number>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('refundLines')
    .innerJoin('refunds', 'refunds.id', 'refundLines.refundId')
    .select((eb) => ['refundLines.paymentId', eb.fn.sum<number | string>('refundLines.amountCents').as('cents')])
    .where('refundLines.paymentId', 'in', paymentIds)
    .where('refunds.status', 'in', HOLDING_STATUSES)
    .groupBy('refundLines.paymentId')
    .execute();
  return new Map(rows.map((row) => [row.paymentId, Number(row.cents)]));
}

/** The amount of each of these payment rows (primary key). */
export async function amountsOfPayments(db: DbOrTx, paymentIds: string[]): Promise<Map<string, number>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db.selectFrom('payments').select(['id', 'amountCents']).where('id', 'in', paymentIds).execute();
  return new Map(rows.map((row) => [row.id, row.amountCents]));
}

/** The provider's id of the payment an admin's refund gives back (its one line's payment row). */
export async function providerPaymentOfRefund(db: DbOrTx, refundId: string): Promise<string | null> {
  const row = await db
    .selectFrom('refundLines')
    .innerJoin('payments', 'payments.id', 'refundLines.paymentId')
    .innerJoin('onlineCharges', 'onlineCharges.id', 'payments.onlineChargeId')
    .select('onlineCharges.providerPaymentId')
    .where('refundLines.refundId', '=', refundId)
    .executeTakeFirst();
  return row?.providerPaymentId ?? null;
}

export interface NewRefund {
  onlineChargeId: string;
  memberId: string;
  amountCents: number;
  reason: RefundReason;
  note: string | null;
  createdBy: string | null;
  providerRefundId?: string | null;
  now: Date;
}

/** The row of a refund just asked for: 'requested', nothing finished, no receipt yet. */
function requestedRefundRow({ now, providerRefundId = null, ...refund }: NewRefund) {
  return {
    id: newId(),
    ...refund,
    providerRefundId,
    status: 'requested' as const,
    receiptNumber: null,
    refundedOn: null,
    failure: null,
    requestedAt: now.toISOString(),
    finishedAt: null,
  };
}

export async function insertRefund(db: DbOrTx, refund: NewRefund): Promise<string> {
  const row = requestedRefundRow(refund);
  await db.insertInto('refunds').values(row).execute();
  return row.id;
}

/** A refund the provider made on its own (its dashboard): at most one row per provider refund id. */
export async function insertProviderRefund(db: DbOrTx, refund: NewRefund & { providerRefundId: string }) {
  const row = await db
    .insertInto('refunds')
    .values(requestedRefundRow(refund))
    .onConflict((oc) => oc.column('providerRefundId').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function insertRefundLine(
  db: DbOrTx,
  line: { refundId: string; paymentId: string; billId: string; amountCents: number },
): Promise<void> {
  await db.insertInto('refundLines').values(line).execute();
}

const REFUND_COLUMNS = [
  'refunds.id',
  'refunds.onlineChargeId',
  'refunds.memberId',
  'refunds.amountCents',
  'refunds.status',
  'refunds.reason',
  'refunds.providerRefundId',
  'refunds.note',
  'refunds.receiptNumber',
  'refunds.refundedOn',
  'refunds.failure',
  'refunds.requestedAt',
  'refunds.finishedAt',
  'refunds.createdBy',
] as const;

export async function findRefund(db: DbOrTx, refundId: string) {
  return db.selectFrom('refunds').select(REFUND_COLUMNS).where('refunds.id', '=', refundId).executeTakeFirst();
}

export async function findRefundByProviderId(db: DbOrTx, providerRefundId: string) {
  return db
    .selectFrom('refunds')
    .select(REFUND_COLUMNS)
    .where('refunds.providerRefundId', '=', providerRefundId)
    .executeTakeFirst();
}

/** A refund's lines with their bills' descriptions (refund_lines_pk is (refund_id, payment_id)). */
export async function linesOfRefund(db: DbOrTx, refundId: string) {
  return db
    .selectFrom('refundLines')
    .innerJoin('bills', 'bills.id', 'refundLines.billId')
    .select([
      'refundLines.paymentId',
      'refundLines.billId',
      'refundLines.amountCents',
      'bills.description as billDescription',
    ])
    .where('refundLines.refundId', '=', refundId)
    .orderBy('bills.date', 'desc')
    .orderBy('bills.id', 'desc')
    .execute();
}

/** requested → succeeded (or, `from`, failed → succeeded); false when it was in neither. */
export async function markRefundSucceeded(
  db: DbOrTx,
  refundId: string,
  done: { providerRefundId: string | null; refundedOn: string; now: Date },
  from: RefundStatus[] = ['requested'],
): Promise<boolean> {
  const result = await db
    .updateTable('refunds')
    .set((eb) => ({
      status: 'succeeded',
      providerRefundId: eb.fn.coalesce('providerRefundId', eb.val(done.providerRefundId)),
      refundedOn: done.refundedOn,
      failure: null,
      finishedAt: done.now.toISOString(),
    }))
    .where('id', '=', refundId)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setRefundReceipt(db: DbOrTx, refundId: string, receiptNumber: string): Promise<void> {
  await db.updateTable('refunds').set({ receiptNumber }).where('id', '=', refundId).execute();
}

/** requested → failed, with why; false when it was not 'requested'. */
export async function markRefundFailed(db: DbOrTx, refundId: string, failure: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('refunds')
    .set({ status: 'failed', failure, finishedAt: now.toISOString() })
    .where('id', '=', refundId)
    .where('status', '=', 'requested')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** failed (for `failure`) → requested again: the same request is being tried again. */
export async function reviveRefund(db: DbOrTx, refundId: string, failure: string): Promise<boolean> {
  const result = await db
    .updateTable('refunds')
    .set({ status: 'requested', failure: null, finishedAt: null })
    .where('id', '=', refundId)
    .where('status', '=', 'failed')
    .where('failure', '=', failure)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The provider's id of a refund it is still working on, so the job does not send it again. */
export async function setProviderRefundId(db: DbOrTx, refundId: string, providerRefundId: string): Promise<void> {
  await db
    .updateTable('refunds')
    .set({ providerRefundId })
    .where('id', '=', refundId)
    .where('providerRefundId', 'is', null)
    .execute();
}

/**
 * Takes a refunded amount off a bill's paid total; a paid bill is open again. Only while the bill
 * holds that much, so a bug elsewhere can never push paid below 0 (the check would refuse it anyway).
 */
export async function reopenBillBy(db: DbOrTx, billId: string, amountCents: number): Promise<boolean> {
  const result = await db
    .updateTable('bills')
    .set((eb) => ({
      paidCents: eb('paidCents', '-', amountCents),
      status: eb.case().when('status', '=', 'paid').then(eb.val<BillStatus>('open')).else(eb.ref('status')).end(),
    }))
    .where('id', '=', billId)
    .where('paidCents', '>=', amountCents)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function addRefundedToCharge(db: DbOrTx, chargeId: string, amountCents: number): Promise<void> {
  await db
    .updateTable('onlineCharges')
    .set((eb) => ({ refundedCents: eb('refundedCents', '+', amountCents) }))
    .where('id', '=', chargeId)
    .execute();
}

export async function findChargeByProviderPayment(db: DbOrTx, providerPaymentId: string) {
  return db
    .selectFrom('onlineCharges')
    .select(['id', 'memberId', 'amountCents', 'appliedCents', 'refundedCents'])
    .where('providerPaymentId', '=', providerPaymentId)
    .executeTakeFirst();
}

/** A charge's payment rows, newest bill first (payments_online_charge_idx): where a refund is taken from. */
export async function paymentRowsOfCharge(db: DbOrTx, chargeId: string) {
  return db
    .selectFrom('payments')
    .innerJoin('bills', 'bills.id', 'payments.billId')
    .select(['payments.id', 'payments.billId', 'payments.amountCents'])
    .where('payments.onlineChargeId', '=', chargeId)
    .orderBy('bills.date', 'desc')
    .orderBy('bills.id', 'desc')
    .execute();
}

/**
 * Requested refunds the provider has not been asked about yet (no provider id), requested before
 * `before`, oldest first (refunds_status_idx): what the refund job sends.
 */
export function refundsToSendQuery(db: DbOrTx, before: Date, limit: number) {
  return db
    .selectFrom('refunds')
    .innerJoin('onlineCharges', 'onlineCharges.id', 'refunds.onlineChargeId')
    .select(['refunds.id', 'refunds.memberId', 'refunds.amountCents', 'onlineCharges.providerPaymentId'])
    .where('refunds.status', '=', 'requested')
    .where('refunds.requestedAt', '<', before.toISOString())
    .where('refunds.providerRefundId', 'is', null)
    .orderBy('refunds.requestedAt')
    .limit(limit);
}

export function refundsToSend(db: DbOrTx, before: Date, limit: number) {
  return refundsToSendQuery(db, before, limit).execute();
}

/** Everything a refund receipt shows besides its lines. */
export async function findRefundReceipt(db: DbOrTx, refundId: string) {
  return db
    .selectFrom('refunds')
    .innerJoin('users', 'users.id', 'refunds.memberId')
    .innerJoin('onlineCharges', 'onlineCharges.id', 'refunds.onlineChargeId')
    .select([
      'refunds.id as refundId',
      'refunds.memberId',
      'refunds.amountCents',
      'refunds.status',
      'refunds.reason',
      'refunds.note',
      'refunds.receiptNumber',
      'refunds.refundedOn',
      'users.name as memberName',
      'users.email as memberEmail',
      'onlineCharges.receiptNumber as paymentReceiptNumber',
    ])
    .where('refunds.id', '=', refundId)
    .executeTakeFirst();
}
