// The Aging report's reads. What a member owes is the Balance due the rest of the app shows: the
// unpaid part of their open bills (billing's unpaidCents, the sum memberBalanceQuery takes), split by
// how long ago each bill fell due.
//
// A bill ages from its due date, not its issue date: until then the member owes it on time, and a
// bill's lateness is what the owner chases ("Overdue" is also due date before today). The days are
// the gym's (today from the injected clock in the gym's time zone); a bill not yet due is 0 days old.
//
// Cost at the demo gym's scale: sorting by a computed total cannot be an index range, so each read
// is one pass over the open bills only — a range of bills_status_due_idx on status = 'open' — grouped
// by member in the database, joined to each owing member's name by primary key, with the gym-wide
// totals taken from the same pass by window functions. Paid and void bills are never read.
import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { AgingBucket } from '../../../shared/aging.schemas.js';
import { addDays, type CalendarDate } from '../../../shared/calendar.js';
import type { Database, DbOrTx } from '../../db/schema.js';
import { unpaidCents } from '../billing/member-bills.queries.js';

/** The earliest due date still inside each of the three younger buckets, for a given gym day. */
export interface AgingCutoffs {
  /** A bill due on or after this day is 0–30 days old (or not due yet). */
  days0to30: CalendarDate;
  /** …on or after this one (and before the one above) 31–60 days. */
  days31to60: CalendarDate;
  /** …on or after this one 61–90 days; anything due earlier is over 90 days old. */
  days61to90: CalendarDate;
}

/** Day 30 is the last of 0–30 (due 30 days before today), day 31 the first of 31–60, and so on. */
export function agingCutoffs(today: CalendarDate): AgingCutoffs {
  return { days0to30: addDays(today, -30), days31to60: addDays(today, -60), days61to90: addDays(today, -90) };
}

/** The order of the report: most owed first, then by name, then id, so every member has one place. */
export interface AgingKey {
  totalCents: number;
  name: string;
  memberId: string;
}

type Bills = ExpressionBuilder<Database, 'bills'>;

/** The unpaid part of the open bills due in [from, before): a bucket's sum. */
function bucket(eb: Bills, from: CalendarDate | null, before: CalendarDate | null) {
  const conditions = [];
  if (from !== null) conditions.push(eb('bills.dueDate', '>=', from));
  if (before !== null) conditions.push(eb('bills.dueDate', '<', before));
  return eb.fn.sum<number | string>(eb.case().when(eb.and(conditions)).then(unpaidCents(eb)).else(0).end());
}

/**
 * Each member with an open balance and what they owe by age: one pass over the open bills through
 * bills_status_due_idx, grouped by member. A member whose open bills add up to nothing is left out.
 */
export function owedByMemberQuery(db: DbOrTx, cutoffs: AgingCutoffs) {
  return db
    .selectFrom('bills')
    .where('bills.status', '=', 'open')
    .groupBy('bills.memberId')
    .having((eb) => eb.fn.sum(unpaidCents(eb)), '>', 0)
    .select((eb) => [
      'bills.memberId',
      eb.fn.sum<number | string>(unpaidCents(eb)).as('totalCents'),
      bucket(eb, cutoffs.days0to30, null).as('days0to30Cents'),
      bucket(eb, cutoffs.days31to60, cutoffs.days0to30).as('days31to60Cents'),
      bucket(eb, cutoffs.days61to90, cutoffs.days31to60).as('days61to90Cents'),
      bucket(eb, null, cutoffs.days61to90).as('over90Cents'),
    ]);
}

function owingMembers(db: DbOrTx, cutoffs: AgingCutoffs) {
  return db
    .selectFrom(owedByMemberQuery(db, cutoffs).as('owed'))
    .innerJoin('users', 'users.id', 'owed.memberId')
    .select([
      'owed.memberId',
      'users.name',
      'owed.totalCents',
      'owed.days0to30Cents',
      'owed.days31to60Cents',
      'owed.days61to90Cents',
      'owed.over90Cents',
    ]);
}

function inReportOrder<O>(query: SelectQueryBuilder<Database & { owed: AgingOwedRow }, 'owed' | 'users', O>) {
  return query.orderBy('owed.totalCents', 'desc').orderBy('users.name').orderBy('owed.memberId');
}

type AgingOwedRow = { memberId: string } & Record<'totalCents' | AgingBucket, number | string>;

/**
 * One page of the report, with the gym-wide figures (members owing, total and each bucket) on every
 * row: window functions over the same grouped pass, so the totals cost no second read of the bills.
 */
export function agingPageQuery(db: DbOrTx, cutoffs: AgingCutoffs, limit: number, offset: number) {
  return inReportOrder(
    owingMembers(db, cutoffs).select((eb) => [
      eb.fn.countAll<number | string>().over().as('gymMembers'),
      eb.fn.sum<number | string>('owed.totalCents').over().as('gymTotalCents'),
      eb.fn.sum<number | string>('owed.days0to30Cents').over().as('gymDays0to30Cents'),
      eb.fn.sum<number | string>('owed.days31to60Cents').over().as('gymDays31to60Cents'),
      eb.fn.sum<number | string>('owed.days61to90Cents').over().as('gymDays61to90Cents'),
      eb.fn.sum<number | string>('owed.over90Cents').over().as('gymOver90Cents'),
    ]),
  )
    .limit(limit)
    .offset(offset);
}

/** The gym-wide figures alone: for a page past the end, which has no row to carry them. */
export function agingTotalsQuery(db: DbOrTx, cutoffs: AgingCutoffs) {
  return db
    .selectFrom(owedByMemberQuery(db, cutoffs).as('owed'))
    .select((eb) => [
      eb.fn.countAll<number | string>().as('gymMembers'),
      eb.fn.sum<number | string>('owed.totalCents').as('gymTotalCents'),
      eb.fn.sum<number | string>('owed.days0to30Cents').as('gymDays0to30Cents'),
      eb.fn.sum<number | string>('owed.days31to60Cents').as('gymDays31to60Cents'),
      eb.fn.sum<number | string>('owed.days61to90Cents').as('gymDays61to90Cents'),
      eb.fn.sum<number | string>('owed.over90Cents').as('gymOver90Cents'),
    ]);
}

/**
 * One CSV batch: the rows after `after` (exclusive) in report order. Each batch is one pass over the
 * open bills, so the whole list costs (owing members / batch size) passes, never a read of paid bills.
 */
export function agingBatchQuery(db: DbOrTx, cutoffs: AgingCutoffs, after: AgingKey | null, limit: number) {
  let query = owingMembers(db, cutoffs);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('owed.totalCents', '<', after.totalCents),
        eb.and([
          eb('owed.totalCents', '=', after.totalCents),
          eb.or([
            eb('users.name', '>', after.name),
            eb.and([eb('users.name', '=', after.name), eb('owed.memberId', '>', after.memberId)]),
          ]),
        ]),
      ]),
    );
  }
  return inReportOrder(query).limit(limit);
}
