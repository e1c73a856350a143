// The exports' reads: each a keyset batch after the last row of the one before, so a download of any
// size holds one batch in memory and gives the event loop back between batches.
import type { DbOrTx } from '../../db/schema.js';
import {
  type MemberCursor,
  type MemberListFilter,
  type MemberListOrder,
  orderedMembers,
} from '../members/members.queries.js';

export const EXPORT_BATCH = 500;

/**
 * A batch of the Member List's members: the same filters, the same order (orderedMembers), after the
 * last row of the batch before. Balance and last visit are the stored columns the list shows.
 */
export function memberCsvBatchQuery(
  db: DbOrTx,
  filter: MemberListFilter,
  order: MemberListOrder,
  after: MemberCursor | null,
  size = EXPORT_BATCH,
) {
  return orderedMembers(db, filter, order, after)
    .leftJoin('plans', 'plans.id', 'memberships.planId')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.phone',
      'users.joinDate',
      'users.searchKey',
      'users.balanceCents',
      'users.lastVisitAt',
      'plans.name as planName',
      'memberships.status',
      'memberships.memberCode',
    ])
    .limit(size);
}

export function plansBatch(db: DbOrTx, after: string | null) {
  return db
    .selectFrom('plans')
    .select(['id', 'name', 'kind', 'priceCents', 'period', 'passVisits', 'passDays', 'isDefault', 'archivedAt'])
    .orderBy('id')
    .$if(after !== null, (query) => query.where('plans.id', '>', after as string))
    .limit(EXPORT_BATCH)
    .execute();
}

export function billsBatch(db: DbOrTx, after: string | null) {
  return db
    .selectFrom('bills')
    .leftJoin('users', 'users.id', 'bills.memberId')
    .select([
      'bills.id',
      'bills.memberId',
      'users.name as memberName',
      'users.email as memberEmail',
      'bills.description',
      'bills.amountCents',
      'bills.paidCents',
      'bills.status',
      'bills.issueDate',
      'bills.dueDate',
      'bills.date',
      'bills.voidReason',
    ])
    .orderBy('bills.id')
    .$if(after !== null, (query) => query.where('bills.id', '>', after as string))
    .limit(EXPORT_BATCH)
    .execute();
}

export function paymentsBatch(db: DbOrTx, after: string | null) {
  return db
    .selectFrom('payments')
    .leftJoin('users', 'users.id', 'payments.memberId')
    .select([
      'payments.id',
      'payments.receiptNumber',
      'payments.billId',
      'payments.memberId',
      'users.name as memberName',
      'payments.amountCents',
      'payments.method',
      'payments.paidOn',
      'payments.createdAt',
      'payments.note',
    ])
    .orderBy('payments.id')
    .$if(after !== null, (query) => query.where('payments.id', '>', after as string))
    .limit(EXPORT_BATCH)
    .execute();
}

export function checkInsBatch(db: DbOrTx, after: string | null) {
  return db
    .selectFrom('checkIns')
    .leftJoin('users', 'users.id', 'checkIns.memberId')
    .select([
      'checkIns.id',
      'checkIns.memberId',
      'users.name as memberName',
      'checkIns.checkedInAt',
      'checkIns.day',
      'checkIns.source',
    ])
    .orderBy('checkIns.id')
    .$if(after !== null, (query) => query.where('checkIns.id', '>', after as string))
    .limit(EXPORT_BATCH)
    .execute();
}

export function bookingsBatch(db: DbOrTx, after: string | null) {
  return db
    .selectFrom('bookings')
    .innerJoin('classSessions', 'classSessions.id', 'bookings.sessionId')
    .innerJoin('classes', 'classes.id', 'classSessions.classId')
    .leftJoin('users', 'users.id', 'bookings.memberId')
    .select([
      'bookings.id',
      'bookings.memberId',
      'users.name as memberName',
      'classes.name as className',
      'classSessions.startsAt',
      'bookings.status',
      'bookings.createdAt',
      'bookings.attendedAt',
    ])
    .orderBy('bookings.id')
    .$if(after !== null, (query) => query.where('bookings.id', '>', after as string))
    .limit(EXPORT_BATCH)
    .execute();
}

export function passesBatch(db: DbOrTx, after: string | null) {
  return db
    .selectFrom('memberPasses')
    .leftJoin('users', 'users.id', 'memberPasses.memberId')
    .select([
      'memberPasses.id',
      'memberPasses.memberId',
      'users.name as memberName',
      'memberPasses.name',
      'memberPasses.visitsTotal',
      'memberPasses.visitsUsed',
      'memberPasses.startsOn',
      'memberPasses.expiresOn',
      'memberPasses.billId',
    ])
    .orderBy('memberPasses.id')
    .$if(after !== null, (query) => query.where('memberPasses.id', '>', after as string))
    .limit(EXPORT_BATCH)
    .execute();
}

export function refundsBatch(db: DbOrTx, after: string | null) {
  return db
    .selectFrom('refunds')
    .leftJoin('users', 'users.id', 'refunds.memberId')
    .select([
      'refunds.id',
      'refunds.memberId',
      'users.name as memberName',
      'refunds.amountCents',
      'refunds.status',
      'refunds.reason',
      'refunds.receiptNumber',
      'refunds.refundedOn',
      'refunds.note',
    ])
    .orderBy('refunds.id')
    .$if(after !== null, (query) => query.where('refunds.id', '>', after as string))
    .limit(EXPORT_BATCH)
    .execute();
}
