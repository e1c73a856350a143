// A member's own bills: their page (on every visit to the member dashboard) and what they owe.

import type { ExpressionBuilder } from 'kysely';
import type { PaymentMethod } from '../../../shared/billing.schemas.js';
import type { Page } from '../../../shared/pagination.js';
import { compiledOnce } from '../../db/compiled-once.js';
import type { Database, DbOrTx } from '../../db/schema.js';
import { BILL_FACE_COLUMNS, type BillRow, type PaymentRow } from './billing.queries.js';

/** What a member's own bill list shows of each bill (their id, plan and period are not shown). */
export type MemberBillRow = Pick<
  BillRow,
  'id' | 'description' | 'amountCents' | 'paidCents' | 'status' | 'date' | 'issueDate' | 'dueDate' | 'voidReason'
>;

/** A payment on a member's bill, as their list shows it. */
export type MemberBillPayment = Pick<PaymentRow, 'id' | 'amountCents' | 'method' | 'paidOn' | 'receiptNumber'>;

/** A bill on a member's page, with its payments oldest first. */
export type MemberBill = MemberBillRow & { payments: MemberBillPayment[] };

/**
 * One page of a member's bills with their payments, newest first, un-executed: one statement.
 * - The page is a range of bills_member_id_date_idx (member_id, date, id), read in its order and
 *   stopped at the limit; the id settles equal dates without sorting the member's other bills.
 * - Each row carries the member's bill count, from an uncorrelated subquery run once.
 * - Each bill's payments come from payments_bill_id_idx, one row per payment (a bill without any
 *   gives one row of nulls), oldest first; only these page rows are sorted.
 */
export function memberBillsPageQuery(db: DbOrTx, memberId: string, paging: { page: number; pageSize: number }) {
  return withPayments(db, memberBillRangeQuery(db, memberId, paging.pageSize, (paging.page - 1) * paging.pageSize));
}

/** The page's bills alone: one range of bills_member_id_date_idx, with nothing to sort. */
export function memberBillRangeQuery(db: DbOrTx, memberId: string, limit: number, offset: number) {
  return db
    .selectFrom('bills')
    .where('bills.memberId', '=', memberId)
    .select([...BILL_FACE_COLUMNS, 'bills.voidReason'])
    .select(countMemberBillsQuery(db, memberId).as('total'))
    .orderBy('bills.date', 'desc')
    .orderBy('bills.id', 'desc')
    .limit(limit)
    .offset(offset);
}

function withPayments(db: DbOrTx, page: ReturnType<typeof memberBillRangeQuery>) {
  return db
    .selectFrom(page.as('page'))
    .leftJoin('payments', 'payments.billId', 'page.id')
    .selectAll('page')
    .select([
      'payments.id as paymentId',
      'payments.amountCents as paymentCents',
      'payments.method as paymentMethod',
      'payments.paidOn as paymentPaidOn',
      'payments.receiptNumber as paymentReceipt',
    ])
    .orderBy('page.date', 'desc')
    .orderBy('page.id', 'desc')
    .orderBy('payments.createdAt')
    .orderBy('payments.id');
}

export function countMemberBillsQuery(db: DbOrTx, memberId: string) {
  return db
    .selectFrom('bills')
    .where('bills.memberId', '=', memberId)
    .select((eb) => eb.fn.countAll<number>().as('total'));
}

type PageRow = MemberBillRow & {
  total: number;
  paymentId: string | null;
  paymentCents: number | null;
  paymentMethod: PaymentMethod | null;
  paymentPaidOn: string | null;
  paymentReceipt: string | null;
};

/** A member's bill page is read on every visit to their dashboard: compiled once, not per request. */
const memberBillsPage = compiledOnce<{ memberId: string; limit: number; offset: number }, PageRow>((db, slot) =>
  withPayments(db, memberBillRangeQuery(db, slot('memberId'), slot('limit'), slot('offset'))),
);

export async function listBillsForMember(
  db: DbOrTx,
  memberId: string,
  paging: { page: number; pageSize: number },
): Promise<Page<MemberBill>> {
  const rows = await memberBillsPage(db, {
    memberId,
    limit: paging.pageSize,
    offset: (paging.page - 1) * paging.pageSize,
  });
  // A page past the end has no row to carry the total; only then is it counted on its own.
  const total = rows[0]
    ? Number(rows[0].total)
    : Number((await countMemberBillsQuery(db, memberId).executeTakeFirstOrThrow()).total);
  return { items: billsWithPayments(rows), total, page: paging.page, pageSize: paging.pageSize };
}

/** The joined rows, one or more per bill and in the page's order, folded into bills. */
function billsWithPayments(rows: PageRow[]): MemberBill[] {
  const bills: MemberBill[] = [];
  for (const row of rows) {
    let bill = bills[bills.length - 1];
    if (bill?.id !== row.id) {
      const { id, description, amountCents, paidCents, status, date, issueDate, dueDate, voidReason } = row;
      bill = { id, description, amountCents, paidCents, status, date, issueDate, dueDate, voidReason, payments: [] };
      bills.push(bill);
    }
    if (row.paymentId !== null) {
      bill.payments.push({
        id: row.paymentId,
        amountCents: row.paymentCents as number,
        method: row.paymentMethod as PaymentMethod,
        paidOn: row.paymentPaidOn as string,
        receiptNumber: row.paymentReceipt as string,
      });
    }
  }
  return bills;
}

/**
 * A bill's unpaid part: its amount less what was paid on it. Only open bills owe it (paid ones owe
 * nothing, void ones never did), so every sum of it also asks for status 'open'.
 */
export function unpaidCents(eb: ExpressionBuilder<Database, 'bills'>) {
  return eb('bills.amountCents', '-', eb.ref('bills.paidCents'));
}

/** What a member owes: the unpaid part of their open bills (covered by bills_member_status_due_idx). */
export function memberBalanceQuery(db: DbOrTx, memberId: string) {
  return db
    .selectFrom('bills')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>(unpaidCents(eb)), eb.lit(0)).as('due'))
    .where('memberId', '=', memberId)
    .where('status', '=', 'open');
}

export async function memberBalance(db: DbOrTx, memberId: string): Promise<number> {
  const row = await memberBalanceQuery(db, memberId).executeTakeFirstOrThrow();
  return Number(row.due);
}
