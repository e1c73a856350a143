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
