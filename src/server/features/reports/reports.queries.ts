// Read-only aggregates over other features' tables. Reports never write.
import type { DbOrTx } from '../../db/schema.js';

/** A half-open range of instants [from, to) as ISO-8601 UTC text, the form bills.date holds. */
export interface InstantRange {
  from: string;
  to: string;
}

export async function countMembers(db: DbOrTx): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('role', '=', 'member')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countMembersJoinedSince(db: DbOrTx, since: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('role', '=', 'member')
    .where('joinDate', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countMembersByType(db: DbOrTx) {
  const rows = await db
    .selectFrom('users')
    .select((eb) => ['membershipType', eb.fn.countAll<number | string>().as('n')])
    .where('role', '=', 'member')
    .groupBy('membershipType')
    .execute();
  return rows.map((r) => ({ membershipType: r.membershipType, count: Number(r.n) }));
}

export async function countPendingRequests(db: DbOrTx): Promise<number> {
  const row = await db
    .selectFrom('memberRequests')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Bills in the range, newest first, with the member's name. The name is a per-row lookup by primary
 * key so the plan always walks bills_date_idx (a join could let the planner start from users).
 * Returned un-executed so the query-plan test plans exactly this query.
 */
export function billsInRangeQuery(db: DbOrTx, range: InstantRange, limit: number) {
  return db
    .selectFrom('bills')
    .select((eb) => [
      'bills.id',
      'bills.memberId',
      eb.selectFrom('users').select('users.name').whereRef('users.id', '=', 'bills.memberId').as('memberName'),
      'bills.amountCents',
      'bills.date',
    ])
    .where('bills.date', '>=', range.from)
    .where('bills.date', '<', range.to)
    .orderBy('bills.date', 'desc')
    .orderBy('bills.id', 'desc')
    .limit(limit);
}

export function billTotalsInRangeQuery(db: DbOrTx, range: InstantRange) {
  return db
    .selectFrom('bills')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('billCount'),
      eb.fn.sum<number | string | null>('amountCents').as('totalCents'),
    ])
    .where('date', '>=', range.from)
    .where('date', '<', range.to);
}

export async function listBillsInRange(db: DbOrTx, range: InstantRange, limit: number) {
  const rows = await billsInRangeQuery(db, range, limit).execute();
  return rows.map((r) => ({ ...r, memberName: r.memberName ?? '' }));
}

/** Count and integer sum. PostgreSQL returns bigint sums as strings, SQLite as numbers: Number() both. */
export async function billTotalsInRange(db: DbOrTx, range: InstantRange) {
  const row = await billTotalsInRangeQuery(db, range).executeTakeFirstOrThrow();
  return { billCount: Number(row.billCount), totalCents: Number(row.totalCents ?? 0) };
}
