// Bills, payments and receipt numbers. Every list is an index range, a page at a time.
import type { BillFilter, BillStatus, RecordedPaymentMethod } from '../../../shared/billing.schemas.js';
import { remainingCents } from '../../../shared/money.js';
import type { DbOrTx } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import type { BillsTable } from './billing.tables.js';

export type BillRow = Pick<
  BillsTable,
  | 'id'
  | 'memberId'
  | 'description'
  | 'amountCents'
  | 'paidCents'
  | 'status'
  | 'date'
  | 'issueDate'
  | 'dueDate'
  | 'planId'
  | 'periodStart'
  | 'voidReason'
>;

/** What every list of bills shows of a bill. */
export const BILL_FACE_COLUMNS = [
  'bills.id',
  'bills.description',
  'bills.amountCents',
  'bills.paidCents',
  'bills.status',
  'bills.date',
  'bills.issueDate',
  'bills.dueDate',
] as const;

export const BILL_COLUMNS = [
  ...BILL_FACE_COLUMNS,
  'bills.memberId',
  'bills.planId',
  'bills.periodStart',
  'bills.voidReason',
] as const;

export type NewBill = Omit<BillRow, 'id' | 'paidCents' | 'status' | 'voidReason'> & { createdBy: string | null };

function billValues(bill: NewBill, id: string) {
  return {
    ...bill,
    id,
    paidCents: 0,
    status: 'open' as const,
    voidReason: null,
    voidedAt: null,
    overdueNotifiedAt: null,
  };
}

export async function insertBill(db: DbOrTx, bill: NewBill): Promise<BillRow> {
  const id = newId();
  await db.insertInto('bills').values(billValues(bill, id)).execute();
  return { ...bill, id, paidCents: 0, status: 'open', voidReason: null };
}

/** A recurring bill, unless that member's period is billed already (another run got there first). */
export async function insertRecurringBill(db: DbOrTx, bill: NewBill & { periodStart: string }): Promise<string | null> {
  const row = await db
    .insertInto('bills')
    .values(billValues(bill, newId()))
    .onConflict((oc) => oc.columns(['memberId', 'periodStart']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function findBill(db: DbOrTx, billId: string): Promise<BillRow | undefined> {
  return db.selectFrom('bills').select(BILL_COLUMNS).where('bills.id', '=', billId).executeTakeFirst();
}

/**
 * Adds a payment to an open bill only while it fits in what remains, and marks the bill paid when
 * it is covered: one conditional statement, so two payments at the same moment cannot both fit.
 */
export async function applyPayment(db: DbOrTx, billId: string, amountCents: number): Promise<boolean> {
  const result = await db
    .updateTable('bills')
    .set((eb) => ({
      paidCents: eb('paidCents', '+', amountCents),
      status: eb
        .case()
        .when(eb(eb('paidCents', '+', amountCents), '=', eb.ref('amountCents')))
        .then(eb.val<BillStatus>('paid'))
        .else(eb.val<BillStatus>('open'))
        .end(),
    }))
    .where('id', '=', billId)
    .where('status', '=', 'open')
    .where((eb) => eb(eb('paidCents', '+', amountCents), '<=', eb.ref('amountCents')))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Voids an open bill with no payments; false when it has payments or is not open any more. */
export async function voidOpenBill(db: DbOrTx, billId: string, reason: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('bills')
    .set({ status: 'void', voidReason: reason, voidedAt: now.toISOString() })
    .where('id', '=', billId)
    .where('status', '=', 'open')
    .where('paidCents', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The next receipt number of the year: 1, 2, 3… One statement, so concurrent payments queue on the row. */
export async function nextReceiptSequence(db: DbOrTx, year: number): Promise<number> {
  const row = await db
    .insertInto('receiptCounters')
    .values({ year, lastNumber: 1 })
    .onConflict((oc) =>
      oc.column('year').doUpdateSet((eb) => ({ lastNumber: eb('receiptCounters.lastNumber', '+', 1) })),
    )
    .returning('lastNumber')
    .executeTakeFirstOrThrow();
  return row.lastNumber;
}

export interface NewPayment {
  billId: string;
  memberId: string;
  planId: string | null;
  amountCents: number;
  method: RecordedPaymentMethod;
  paidOn: string;
  note: string | null;
  receiptNumber: string;
  /** The staff member who took it; null for one recorded from the payment provider. */
  createdBy: string | null;
  /** The online charge it came from (method 'card_online'). */
  onlineChargeId?: string | null;
  now: Date;
}

export async function insertPayment(db: DbOrTx, payment: NewPayment): Promise<string> {
  const id = newId();
  const { now, ...values } = payment;
  await db
    .insertInto('payments')
    .values({ id, ...values, createdAt: now.toISOString() })
    .execute();
  return id;
}

export interface PaymentRow {
  id: string;
  billId: string;
  amountCents: number;
  method: RecordedPaymentMethod;
  paidOn: string;
  note: string | null;
  receiptNumber: string;
}

const PAYMENT_COLUMNS = [
  'payments.id',
  'payments.billId',
  'payments.amountCents',
  'payments.method',
  'payments.paidOn',
  'payments.note',
  'payments.receiptNumber',
] as const;

/** The payments on these bills, oldest first (payments_bill_id_idx). */
export async function paymentsOfBills(db: DbOrTx, billIds: string[]): Promise<PaymentRow[]> {
  if (billIds.length === 0) return [];
  return db
    .selectFrom('payments')
    .select(PAYMENT_COLUMNS)
    .where('payments.billId', 'in', billIds)
    .orderBy('payments.createdAt')
    .orderBy('payments.id')
    .execute();
}

/** Where a page of bills ended: the sort key and the id, so the next page starts just after it. */
export interface BillCursor {
  key: string;
  id: string;
}

/**
 * One page of bills for the admin's list, newest first: by issue instant, or for "Overdue" by due
 * date. Each filter has an index whose range it reads (see migration 0006).
 */
export function billsPageQuery(
  db: DbOrTx,
  filter: { status: BillFilter; memberId?: string; today: string },
  after: BillCursor | null,
  limit: number,
) {
  const byDue = filter.status === 'overdue';
  const sortKey = byDue ? 'bills.dueDate' : 'bills.date';
  let query = db
    .selectFrom('bills')
    .innerJoin('users', 'users.id', 'bills.memberId')
    .select([...BILL_COLUMNS, 'users.name as memberName']);
  if (filter.memberId) query = query.where('bills.memberId', '=', filter.memberId);
  if (filter.status === 'overdue') {
    query = query.where('bills.status', '=', 'open').where('bills.dueDate', '<', filter.today);
  } else if (filter.status !== 'all') {
    query = query.where('bills.status', '=', filter.status as BillStatus);
  }
  if (after) {
    query = query.where((eb) => eb(eb.refTuple(sortKey, 'bills.id'), '<', eb.tuple(after.key, after.id)));
  }
  return query.orderBy(sortKey, 'desc').orderBy('bills.id', 'desc').limit(limit);
}

/** One page of a member's payments, newest first (payments_member_paid_idx). */
export async function listPaymentsForMember(db: DbOrTx, memberId: string, paging: { page: number; pageSize: number }) {
  const [items, count] = await Promise.all([
    db
      .selectFrom('payments')
      .innerJoin('bills', 'bills.id', 'payments.billId')
      .select([...PAYMENT_COLUMNS, 'bills.description as billDescription'])
      .where('payments.memberId', '=', memberId)
      .orderBy('payments.paidOn', 'desc')
      .orderBy('payments.receiptNumber', 'desc')
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize)
      .execute(),
    db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('memberId', '=', memberId)
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total), page: paging.page, pageSize: paging.pageSize };
}

/** Everything a printed receipt shows. */
export async function findReceipt(db: DbOrTx, paymentId: string) {
  const receipt = await db
    .selectFrom('payments')
    .innerJoin('bills', 'bills.id', 'payments.billId')
    .innerJoin('users', 'users.id', 'payments.memberId')
    .select([
      ...PAYMENT_COLUMNS,
      'payments.memberId',
      'payments.createdAt',
      'users.name as memberName',
      'users.email as memberEmail',
      'bills.description as billDescription',
      'bills.amountCents as billAmountCents',
      'bills.paidCents as billPaidCents',
      'bills.status as billStatus',
    ])
    .where('payments.id', '=', paymentId)
    .executeTakeFirst();
  return (
    receipt && {
      ...receipt,
      billRemainingCents:
        receipt.billStatus === 'open'
          ? remainingCents({ amountCents: receipt.billAmountCents, paidCents: receipt.billPaidCents })
          : 0,
    }
  );
}

/**
 * Open bills past due whose member has not been told, oldest first: the range of open overdue bills
 * on bills_status_due_idx (told ones are skipped as they are read; overdue bills are few).
 */
export function unnotifiedOverdueQuery(db: DbOrTx, today: string, after: BillCursor | null, limit: number) {
  let query = db
    .selectFrom('bills')
    .innerJoin('users', 'users.id', 'bills.memberId')
    .select([...BILL_COLUMNS, 'users.email as memberEmail'])
    .where('bills.status', '=', 'open')
    .where('bills.overdueNotifiedAt', 'is', null)
    .where('bills.dueDate', '<', today);
  if (after)
    query = query.where((eb) => eb(eb.refTuple('bills.dueDate', 'bills.id'), '>', eb.tuple(after.key, after.id)));
  return query.orderBy('bills.dueDate').orderBy('bills.id').limit(limit);
}

/** Marks the member told; false when another run did (or the bill is no longer open). */
export async function markOverdueNotified(db: DbOrTx, billId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('bills')
    .set({ overdueNotifiedAt: now.toISOString() })
    .where('id', '=', billId)
    .where('status', '=', 'open')
    .where('overdueNotifiedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The due date of the member's oldest bill still open and due before `today` (bills_member_status_due_idx). */
export function oldestOverdueQuery(db: DbOrTx, memberId: string, today: string) {
  return db
    .selectFrom('bills')
    .select((eb) => eb.fn.min('dueDate').as('due'))
    .where('memberId', '=', memberId)
    .where('status', '=', 'open')
    .where('dueDate', '<', today);
}

export async function oldestOverdueDueDate(db: DbOrTx, memberId: string, today: string): Promise<string | null> {
  const row = await oldestOverdueQuery(db, memberId, today).executeTakeFirst();
  return row?.due ?? null;
}

/** A member's open bills, oldest first (bills_member_id_date_idx): what a new member's first payment pays. */
export async function openBillsOfMember(db: DbOrTx, memberId: string): Promise<BillRow[]> {
  return db
    .selectFrom('bills')
    .select(BILL_COLUMNS)
    .where('bills.memberId', '=', memberId)
    .where('bills.status', '=', 'open')
    .orderBy('bills.date')
    .orderBy('bills.id')
    .execute();
}
