// Builds the three reports. Money is integer minor units (cents) and months 'YYYY-MM', which the
// screen writes the gym's way; days are the gym's.
import { addDays, dayRangeInstants } from '../../../shared/calendar.js';
import type { GymFormat } from '../../../shared/format.js';
import { MEMBERSHIP_STATUSES, type MembershipStatus } from '../../../shared/memberships.schemas.js';
import type { DayRangeInput, FinancialReportInput } from '../../../shared/reports.schemas.js';
import type { DbOrTx } from '../../db/schema.js';
import { nowIso } from '../../lib/ids.js';
import { readInSlices } from './day-slices.js';
import {
  attendanceByDayQuery,
  attendanceByHourQuery,
  attendanceMembersQuery,
  billTotalsQuery,
  countMembers,
  countMembershipsByPlan,
  countMembersJoinedSince,
  countPendingRequests,
  listBillsInRange,
  paymentTotalsQuery,
  planNames,
  refundTotalsQuery,
} from './reports.queries.js';

/** The financial report lists at most this many bills; the totals cover every bill. */
export const FINANCIAL_BILLS_MAX = 500;
/** Manual bills belong to no plan; the report groups them under this name. */
export const MANUAL_CHARGES = 'Manual charges';

const DAY_MS = 24 * 60 * 60 * 1000;
const NEW_MEMBER_DAYS = 30;

/**
 * The gym's members now: accounts, requests and newcomers, and memberships by status (active, paused,
 * cancelled) overall and per plan. A plan's "membership type" count is its current members, active or
 * paused: a cancelled member is counted apart, never as if still on the plan.
 */
export async function membershipReport(db: DbOrTx, now: Date) {
  const since = nowIso(new Date(now.getTime() - NEW_MEMBER_DAYS * DAY_MS));
  const [totalMembers, pendingRequests, newMembersLast30Days, byPlan] = await Promise.all([
    countMembers(db),
    countPendingRequests(db),
    countMembersJoinedSince(db, since),
    countMembershipsByPlan(db),
  ]);
  const membersByStatus = Object.fromEntries(MEMBERSHIP_STATUSES.map((status) => [status, 0])) as Record<
    MembershipStatus,
    number
  >;
  for (const row of byPlan) for (const status of MEMBERSHIP_STATUSES) membersByStatus[status] += row[status];
  return {
    type: 'membership' as const,
    generatedAt: nowIso(now),
    totalMembers,
    pendingRequests,
    newMembersLast30Days,
    // "Membership Type" is the plan's name; its members are the active and paused ones.
    membersByType: Object.fromEntries(byPlan.map((row) => [row.plan, row.active + row.paused])),
    membersByStatus,
    membersByPlanAndStatus: byPlan,
  };
}

/** One day's money, for the chart. */
export interface DayTotals {
  day: string;
  billCount: number;
  billedCents: number;
  collectedCents: number;
  refundedCents: number;
}

interface Totals {
  billedCents: number;
  /** Payments made in the range, as taken (refunds are their own figure). */
  collectedCents: number;
  /** Refunds of payments that succeeded in the range. */
  refundedCents: number;
  outstandingCents: number;
}

const zero = (): Totals => ({ billedCents: 0, collectedCents: 0, refundedCents: 0, outstandingCents: 0 });

function add(into: Map<string, Totals>, key: string, totals: Partial<Totals>) {
  const row = into.get(key) ?? zero();
  row.billedCents += totals.billedCents ?? 0;
  row.collectedCents += totals.collectedCents ?? 0;
  row.refundedCents += totals.refundedCents ?? 0;
  row.outstandingCents += totals.outstandingCents ?? 0;
  into.set(key, row);
}

/**
 * The spec's fields (bills issued in the range, their count and total) and what a gym owner asks
 * next: billed (issued in the range, not void), collected (paid in the range), refunded (refunds
 * of payments that succeeded in the range; collected less refunded is net collected), and
 * outstanding (still owed on the range's bills), by month and by plan. `total` is the spec's text of the total
 * billed, written in the gym's currency and locale, as the JSON below the tables shows it.
 */
export async function financialReport(db: DbOrTx, input: FinancialReportInput, format: Pick<GymFormat, 'money'>) {
  const range = { startDate: input.startDate, endDate: input.endDate };
  // One after the other, a week at a time: each slice is a short statement, and other requests run
  // between them (see day-slices.ts).
  const billTotals = await readInSlices(range, (slice) => billTotalsQuery(db, slice).execute());
  const paymentTotals = await readInSlices(range, (slice) => paymentTotalsQuery(db, slice).execute());
  const refundTotals = await readInSlices(range, (slice) => refundTotalsQuery(db, slice).execute());
  const [bills, names] = await Promise.all([listBillsInRange(db, range, FINANCIAL_BILLS_MAX), planNames(db)]);
  const byMonth = new Map<string, Totals>();
  const byPlan = new Map<string, Totals>();
  const byDay = new Map<string, DayTotals>();
  const dayRow = (day: string) => {
    const found = byDay.get(day) ?? { day, billCount: 0, billedCents: 0, collectedCents: 0, refundedCents: 0 };
    byDay.set(day, found);
    return found;
  };
  const planName = (planId: string | null) => (planId ? (names.get(planId) ?? MANUAL_CHARGES) : MANUAL_CHARGES);
  let billCount = 0;
  for (const row of billTotals) {
    const totals = { billedCents: Number(row.billedCents), outstandingCents: Number(row.outstandingCents) };
    const count = Number(row.billCount);
    billCount += count;
    add(byMonth, row.day.slice(0, 7), totals);
    add(byPlan, planName(row.planId), totals);
    const day = dayRow(row.day);
    day.billCount += count;
    day.billedCents += totals.billedCents;
  }
  for (const row of paymentTotals) {
    const collectedCents = Number(row.collectedCents);
    add(byMonth, row.day.slice(0, 7), { collectedCents });
    add(byPlan, planName(row.planId), { collectedCents });
    dayRow(row.day).collectedCents += collectedCents;
  }
  for (const row of refundTotals) {
    const refundedCents = Number(row.refundedCents);
    if (row.day === null) continue;
    add(byMonth, row.day.slice(0, 7), { refundedCents });
    add(byPlan, planName(row.planId), { refundedCents });
    dayRow(row.day).refundedCents += refundedCents;
  }
  const overall = zero();
  for (const totals of byMonth.values()) {
    overall.billedCents += totals.billedCents;
    overall.collectedCents += totals.collectedCents;
    overall.refundedCents += totals.refundedCents;
    overall.outstandingCents += totals.outstandingCents;
  }
  return {
    type: 'financial' as const,
    startDate: input.startDate,
    endDate: input.endDate,
    billCount,
    totalCents: overall.billedCents,
    total: format.money(overall.billedCents),
    ...overall,
    /** Collected less refunded: what the gym kept of the range's payments. */
    netCollectedCents: overall.collectedCents - overall.refundedCents,
    byMonth: [...byMonth.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, totals]) => ({ month, ...totals })),
    byPlan: [...byPlan.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([plan, totals]) => ({ plan, ...totals })),
    // Days with a bill issued, a payment made or a refund (others are all zero: the chart fills them), in order.
    byDay: [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day)),
    bills,
    billsShown: bills.length,
    billsTruncated: billCount > bills.length,
  };
}

/**
 * Check-ins and distinct members over a range of the gym's days (both included), per day (every day
 * listed, 0 when nobody came) and per hour of the day (0–23).
 */
export async function attendanceReport(db: DbOrTx, input: DayRangeInput, timeZone: string) {
  const instants = dayRangeInstants(input.startDate, input.endDate, timeZone);
  const [days, hours, members] = await Promise.all([
    attendanceByDayQuery(db, input).execute(),
    attendanceByHourQuery(db, input).execute(),
    attendanceMembersQuery(db, instants.from.toISOString(), instants.to.toISOString()).executeTakeFirstOrThrow(),
  ]);
  const byDayFound = new Map(days.map((d) => [d.day, { checkIns: Number(d.checkIns), members: Number(d.members) }]));
  const byDay = [];
  // The input refuses ranges over MAX_RANGE_DAYS, so this list stays a few thousand rows at most.
  for (let day = input.startDate; day <= input.endDate; day = addDays(day, 1)) {
    byDay.push({ day, ...(byDayFound.get(day) ?? { checkIns: 0, members: 0 }) });
  }
  const byHourFound = new Map(hours.map((h) => [Number(h.hour), Number(h.checkIns)]));
  return {
    type: 'attendance' as const,
    startDate: input.startDate,
    endDate: input.endDate,
    checkIns: [...byDayFound.values()].reduce((sum, d) => sum + d.checkIns, 0),
    members: Number(members.members),
    byDay,
    byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, checkIns: byHourFound.get(hour) ?? 0 })),
  };
}
