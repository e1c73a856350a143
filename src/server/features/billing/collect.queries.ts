// A member's open bills, oldest first (what a collection pays, in the order it pays them), and the
// payments that share one receipt number (a collection writes one per bill it paid).
import type { DbOrTx } from '../../db/schema.js';

const OPEN_BILL_COLUMNS = [
  'bills.id',
  'bills.description',
  'bills.amountCents',
  'bills.paidCents',
  'bills.issueDate',
  'bills.dueDate',
  'bills.planId',
] as const;

/**
 * The member's open bills, oldest first: due date, then issue date, then id (the order
 * allocateOldestFirst pays them in). A range of bills_member_status_due_idx. `limit` bounds what a
 * screen lists; a collection reads them all (a member owes on a handful of bills, not thousands).
 */
export function openBillsOfMember(db: DbOrTx, memberId: string, limit?: number) {
  let query = db
    .selectFrom('bills')
    .select(OPEN_BILL_COLUMNS)
    .where('bills.memberId', '=', memberId)
    .where('bills.status', '=', 'open')
    .orderBy('bills.dueDate')
    .orderBy('bills.issueDate')
    .orderBy('bills.id');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

/** How many open bills the member has. */
export async function countOpenBills(db: DbOrTx, memberId: string): Promise<number> {
  const row = await db
    .selectFrom('bills')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('memberId', '=', memberId)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * Every payment on one receipt with the bill each paid, oldest bill first (the order a collection
 * pays). One member's: a receipt number is only ever shared by one collection's payments.
 */
export function paymentsOnReceipt(db: DbOrTx, receiptNumber: string, memberId: string) {
  return db
    .selectFrom('payments')
    .innerJoin('bills', 'bills.id', 'payments.billId')
    .select(['payments.id', 'payments.billId', 'payments.amountCents', 'bills.description as billDescription'])
    .where('payments.receiptNumber', '=', receiptNumber)
    .where('payments.memberId', '=', memberId)
    .orderBy('bills.dueDate')
    .orderBy('bills.issueDate')
    .orderBy('bills.id')
    .orderBy('payments.id')
    .execute();
}
