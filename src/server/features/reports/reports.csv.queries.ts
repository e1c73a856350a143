// The financial CSV reads the range's bills in keyset batches over bills_issue_date_idx, oldest
// first, so a ten-year export never holds more than one batch in memory.
import type { DbOrTx } from '../../db/schema.js';
import type { DayRange } from './reports.queries.js';

export const CSV_BATCH_SIZE = 1000;

export interface BillKey {
  issueDate: string;
  id: string;
}

/**
 * One batch of bills after `after` (exclusive), ordered by (issue day, id). Void bills are left out, as
 * on the screen: the rows are the bills the report counts, and their amounts add up to its total.
 */
export function billsCsvBatchQuery(db: DbOrTx, range: DayRange, after: BillKey | null, limit = CSV_BATCH_SIZE) {
  let query = db
    .selectFrom('bills')
    .select((eb) => [
      'bills.id',
      'bills.issueDate',
      'bills.dueDate',
      'bills.date',
      eb.selectFrom('users').select('users.name').whereRef('users.id', '=', 'bills.memberId').as('memberName'),
      eb.selectFrom('users').select('users.email').whereRef('users.id', '=', 'bills.memberId').as('memberEmail'),
      'bills.planId',
      'bills.description',
      'bills.status',
      'bills.amountCents',
      'bills.paidCents',
    ])
    .where('bills.issueDate', '<=', range.endDate)
    .where('bills.status', '!=', 'void');
  if (after) {
    query = query
      .where('bills.issueDate', '>=', after.issueDate)
      .where((eb) =>
        eb.or([
          eb('bills.issueDate', '>', after.issueDate),
          eb.and([eb('bills.issueDate', '=', after.issueDate), eb('bills.id', '>', after.id)]),
        ]),
      );
  } else {
    query = query.where('bills.issueDate', '>=', range.startDate);
  }
  return query.orderBy('bills.issueDate').orderBy('bills.id').limit(limit);
}

export interface RefundLineKey {
  refundedOn: string;
  refundId: string;
  paymentId: string;
}

/**
 * One batch of the range's refund lines after `after` (exclusive), ordered by (refund day, refund,
 * payment): refunds as a range of refunds_refunded_on_idx (only succeeded ones have a day), each with its lines
 * (refund_lines_pk) and the bill each reopened. Overpaid refunds have no lines and no rows here.
 */
export function refundsCsvBatchQuery(db: DbOrTx, range: DayRange, after: RefundLineKey | null, limit = CSV_BATCH_SIZE) {
  let query = db
    .selectFrom('refunds')
    .innerJoin('refundLines', 'refundLines.refundId', 'refunds.id')
    .innerJoin('bills', 'bills.id', 'refundLines.billId')
    .select((eb) => [
      'refunds.id as refundId',
      'refunds.refundedOn',
      'refunds.finishedAt',
      'refunds.receiptNumber',
      'refundLines.paymentId',
      'refundLines.amountCents',
      eb.selectFrom('users').select('users.name').whereRef('users.id', '=', 'refunds.memberId').as('memberName'),
      eb.selectFrom('users').select('users.email').whereRef('users.id', '=', 'refunds.memberId').as('memberEmail'),
      'bills.id as billId',
      'bills.planId',
      'bills.description',
    ])
    .where('refunds.refundedOn', '<=', range.endDate);
  if (after) {
    query = query
      .where('refunds.refundedOn', '>=', after.refundedOn)
      .where((eb) =>
        eb.or([
          eb('refunds.refundedOn', '>', after.refundedOn),
          eb.and([eb('refunds.refundedOn', '=', after.refundedOn), eb('refunds.id', '>', after.refundId)]),
          eb.and([
            eb('refunds.refundedOn', '=', after.refundedOn),
            eb('refunds.id', '=', after.refundId),
            eb('refundLines.paymentId', '>', after.paymentId),
          ]),
        ]),
      );
  } else {
    query = query.where('refunds.refundedOn', '>=', range.startDate);
  }
  return query.orderBy('refunds.refundedOn').orderBy('refunds.id').orderBy('refundLines.paymentId').limit(limit);
}
