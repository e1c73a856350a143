// A member's own bills: their page (on every visit to the member dashboard) and what they owe.
import type { Page } from '../../../shared/pagination.js';
import { compiledOnce } from '../../db/compiled-once.js';
import type { DbOrTx } from '../../db/schema.js';
import { BILL_COLUMNS, type BillRow } from './billing.queries.js';

/**
 * One page of a member's bills, newest first (bills_member_id_date_idx; the id settles equal dates),
 * un-executed, each row carrying the member's bill count: an
 * uncorrelated subquery the database runs once, so the page and its total are one statement, and
 * the page is still read in index order up to its limit.
 */
export function memberBillsPageQuery(db: DbOrTx, memberId: string, paging: { page: number; pageSize: number }) {
  return memberBillsRangeQuery(db, memberId, paging.pageSize, (paging.page - 1) * paging.pageSize);
}

function memberBillsRangeQuery(db: DbOrTx, memberId: string, limit: number, offset: number) {
  return db
    .selectFrom('bills')
    .where('bills.memberId', '=', memberId)
    .select(BILL_COLUMNS)
    .select(countMemberBillsQuery(db, memberId).as('total'))
    .orderBy('bills.date', 'desc')
    .orderBy('bills.id', 'desc')
    .limit(limit)
    .offset(offset);
}

export function countMemberBillsQuery(db: DbOrTx, memberId: string) {
  return db
    .selectFrom('bills')
    .where('bills.memberId', '=', memberId)
    .select((eb) => eb.fn.countAll<number>().as('total'));
}

/** A member's bill page is read on every visit to their dashboard: compiled once, not per request. */
const memberBillsPage = compiledOnce<{ memberId: string; limit: number; offset: number }, BillRow & { total: number }>(
  (db, slot) => memberBillsRangeQuery(db, slot('memberId'), slot('limit'), slot('offset')),
);

export async function listBillsForMember(
  db: DbOrTx,
  memberId: string,
  paging: { page: number; pageSize: number },
): Promise<Page<BillRow>> {
  const rows = await memberBillsPage(db, {
    memberId,
    limit: paging.pageSize,
    offset: (paging.page - 1) * paging.pageSize,
  });
  // A page past the end has no row to carry the total; only then is it counted on its own.
  const total = rows[0]
    ? Number(rows[0].total)
    : Number((await countMemberBillsQuery(db, memberId).executeTakeFirstOrThrow()).total);
  const items = rows.map(({ total: _total, ...bill }) => bill);
  return { items, total, page: paging.page, pageSize: paging.pageSize };
}

/** What a member owes: the unpaid part of their open bills (covered by bills_member_status_due_idx). */
export function memberBalanceQuery(db: DbOrTx, memberId: string) {
  return db
    .selectFrom('bills')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>(eb('amountCents', '-', eb.ref('paidCents'))), eb.lit(0)).as('due'))
    .where('memberId', '=', memberId)
    .where('status', '=', 'open');
}

export async function memberBalance(db: DbOrTx, memberId: string): Promise<number> {
  const row = await memberBalanceQuery(db, memberId).executeTakeFirstOrThrow();
  return Number(row.due);
}
