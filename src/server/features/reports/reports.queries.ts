// Read-only aggregates over other features' tables. Reports never write. Day ranges are the gym's
// calendar days ('YYYY-MM-DD', inclusive), compared as text: ISO days sort as they read.

import type { DbOrTx } from '../../db/schema.js';
import { BILL_FACE_COLUMNS } from '../billing/billing.queries.js';
import { yieldToOtherRequests } from './day-slices.js';

export interface DayRange {
  startDate: string;
  endDate: string;
}

export async function countMembers(db: DbOrTx): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'member')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countMembersJoinedSince(db: DbOrTx, since: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'member')
    .where('joinDate', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Memberships per plan and status, every plan listed (archived ones only if anyone was ever on them):
 * per plan, the whole count from memberships_plan_id_idx alone, and the active and paused ones by the
 * same index with a look at each row's status. Cancelled is the rest, so the group that grows for ever
 * costs no row reads. Un-executed so the query-plan test plans exactly this query.
 */
export function membershipsByPlanQuery(db: DbOrTx) {
  return db
    .selectFrom('plans')
    .select((eb) => {
      const onPlan = () =>
        eb
          .selectFrom('memberships')
          .select((m) => m.fn.countAll<number>().as('n'))
          .whereRef('memberships.planId', '=', 'plans.id');
      return [
        'plans.name',
        'plans.archivedAt',
        onPlan().as('total'),
        onPlan().where('memberships.status', '=', 'active').as('active'),
        onPlan().where('memberships.status', '=', 'paused').as('paused'),
      ];
    })
    .orderBy('plans.nameKey');
}

export interface PlanMemberships {
  plan: string;
  active: number;
  paused: number;
  cancelled: number;
}

export async function countMembershipsByPlan(db: DbOrTx): Promise<PlanMemberships[]> {
  const rows = await membershipsByPlanQuery(db).execute();
  return rows
    .map((r) => {
      const [total, active, paused] = [Number(r.total ?? 0), Number(r.active ?? 0), Number(r.paused ?? 0)];
      return {
        plan: r.name,
        archived: r.archivedAt !== null,
        total,
        active,
        paused,
        cancelled: total - active - paused,
      };
    })
    .filter((r) => !r.archived || r.total > 0)
    .map(({ plan, active, paused, cancelled }) => ({ plan, active, paused, cancelled }));
}

export async function countPendingRequests(db: DbOrTx): Promise<number> {
  const row = await db
    .selectFrom('memberRequests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Bills issued in the range that count (not void), newest first, walking the issue-day index: the same
 * bills as billTotalsQuery's count, so "showing N of M" compares like with like. Returned un-executed
 * so the query-plan test plans exactly this query.
 */
export function billsInRangeQuery(db: DbOrTx, range: DayRange, limit: number) {
  return db
    .selectFrom('bills')
    .select([...BILL_FACE_COLUMNS, 'bills.memberId'])
    .where('bills.issueDate', '>=', range.startDate)
    .where('bills.issueDate', '<=', range.endDate)
    .where('bills.status', '!=', 'void')
    .orderBy('bills.issueDate', 'desc')
    .orderBy('bills.date', 'desc')
    .orderBy('bills.id', 'desc')
    .limit(limit);
}

/** Names of these members, by primary key. */
export function memberNamesQuery(db: DbOrTx, memberIds: string[]) {
  return db.selectFrom('users').select(['users.id', 'users.name']).where('users.id', 'in', memberIds);
}

/**
 * The bills, then their members' names: two short statements with other requests let in between,
 * where one with a name lookup per row held the event loop for tens of milliseconds on a cold cache.
 */
export async function listBillsInRange(db: DbOrTx, range: DayRange, limit: number) {
  const rows = await billsInRangeQuery(db, range, limit).execute();
  if (rows.length === 0) return [];
  await yieldToOtherRequests();
  const memberIds = [...new Set(rows.map((r) => r.memberId))];
  const names = new Map((await memberNamesQuery(db, memberIds).execute()).map((u) => [u.id, u.name]));
  return rows.map((r) => ({ ...r, memberName: names.get(r.memberId) ?? '' }));
}

/**
 * Billed, still owed and the bill count per day of issue and plan, over the bills issued in the range
 * that count (not void): read from bills_issue_date_idx alone, which holds every column used here
 * (migration 0009). At most one row per day and plan; the service adds them up by month and by plan.
 */
export function billTotalsQuery(db: DbOrTx, range: DayRange) {
  return db
    .selectFrom('bills')
    .select((eb) => [
      'bills.issueDate as day',
      'bills.planId',
      eb.fn.countAll<number>().as('billCount'),
      eb.fn.sum<number>('bills.amountCents').as('billedCents'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when('bills.status', '=', 'open')
            .then(eb('bills.amountCents', '-', eb.ref('bills.paidCents')))
            .else(eb.lit(0))
            .end(),
        )
        .as('outstandingCents'),
    ])
    .where('bills.issueDate', '>=', range.startDate)
    .where('bills.issueDate', '<=', range.endDate)
    .where('bills.status', '!=', 'void')
    .groupBy(['bills.issueDate', 'bills.planId']);
}

/** Collected per day of payment and plan, from payments_paid_on_idx alone (migration 0009). */
export function paymentTotalsQuery(db: DbOrTx, range: DayRange) {
  return db
    .selectFrom('payments')
    .select((eb) => [
      'payments.paidOn as day',
      'payments.planId',
      eb.fn.sum<number>('payments.amountCents').as('collectedCents'),
    ])
    .where('payments.paidOn', '>=', range.startDate)
    .where('payments.paidOn', '<=', range.endDate)
    .groupBy(['payments.paidOn', 'payments.planId']);
}

/**
 * Refunded per day of refund and plan of the bill it reopened: refunds by refunded_on
 * (refunds_refunded_on_idx; only a refund that succeeded has that day, so no status test that
 * would tempt the planner onto refunds_status_idx), each one's lines (refund_lines_pk) and their bills (primary key).
 * Only refunds of money that was on bills: an 'overpaid' refund (no lines) gives back what never
 * counted as collected.
 */
export function refundTotalsQuery(db: DbOrTx, range: DayRange) {
  return db
    .selectFrom('refunds')
    .innerJoin('refundLines', 'refundLines.refundId', 'refunds.id')
    .innerJoin('bills', 'bills.id', 'refundLines.billId')
    .select((eb) => [
      'refunds.refundedOn as day',
      'bills.planId',
      eb.fn.sum<number>('refundLines.amountCents').as('refundedCents'),
    ])
    .where('refunds.refundedOn', '>=', range.startDate)
    .where('refunds.refundedOn', '<=', range.endDate)
    .groupBy(['refunds.refundedOn', 'bills.planId']);
}

export async function planNames(db: DbOrTx): Promise<Map<string, string>> {
  const rows = await db.selectFrom('plans').select(['id', 'name']).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

// Attendance reads the per-hour totals kept with each check-in (attendance_hours, at most 24 rows a
// day), and counts distinct members with one index probe per member rather than reading every visit.

/** Check-ins and distinct members per day over a range of the gym's days. */
export function attendanceByDayQuery(db: DbOrTx, range: DayRange) {
  return db
    .selectFrom('attendanceHours')
    .select((eb) => [
      'day',
      eb.fn.sum<number>('checkIns').as('checkIns'),
      eb.fn.sum<number>('firstVisits').as('members'),
    ])
    .where('day', '>=', range.startDate)
    .where('day', '<=', range.endDate)
    .groupBy('day')
    .orderBy('day');
}

/** Check-ins per hour of the day (0–23) over a range of days. */
export function attendanceByHourQuery(db: DbOrTx, range: DayRange) {
  return db
    .selectFrom('attendanceHours')
    .select((eb) => ['hour', eb.fn.sum<number>('checkIns').as('checkIns')])
    .where('day', '>=', range.startDate)
    .where('day', '<=', range.endDate)
    .groupBy('hour')
    .orderBy('hour');
}

/**
 * Members who checked in at least once in [from, to): for each member, does a check-in exist in the
 * range (one probe of check_ins_member_at_idx). Everyone who checks in has a membership row.
 */
export function attendanceMembersQuery(db: DbOrTx, from: string, to: string) {
  return db
    .selectFrom('memberships')
    .select((eb) => eb.fn.countAll<number>().as('members'))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('checkIns')
          .select('checkIns.id')
          .whereRef('checkIns.memberId', '=', 'memberships.userId')
          .where('checkIns.checkedInAt', '>=', from)
          .where('checkIns.checkedInAt', '<', to),
      ),
    );
}
