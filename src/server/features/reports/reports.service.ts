// Builds the three reports. Day arithmetic lives here; reports.queries.ts only reads.
import { MEMBERSHIP_TYPES } from '../../../shared/membership.js';
import { formatCents } from '../../../shared/money.js';
import type { FinancialReportInput } from '../../../shared/reports.schemas.js';
import type { DbOrTx } from '../../db/schema.js';
import { nowIso } from '../../lib/ids.js';
import {
  billTotalsInRange,
  countMembers,
  countMembersByType,
  countMembersJoinedSince,
  countPendingRequests,
  type InstantRange,
  listBillsInRange,
} from './reports.queries.js';

/** The financial report lists at most this many bills; the count and total cover every bill. */
export const FINANCIAL_BILLS_MAX = 500;

const DAY_MS = 24 * 60 * 60 * 1000;
const NEW_MEMBER_DAYS = 30;
/** Members whose membership type is somehow unset are counted under this name. */
export const UNASSIGNED_TYPE = 'Unassigned';

/**
 * [startDate 00:00, endDate + 1 day 00:00) on the viewer's clock, as UTC instants. Local time is
 * UTC + utcOffsetMinutes, so local midnight is UTC midnight minus the offset.
 */
export function utcRangeForDays(startDate: string, endDate: string, utcOffsetMinutes: number): InstantRange {
  const offsetMs = utcOffsetMinutes * 60 * 1000;
  const from = Date.parse(`${startDate}T00:00:00Z`) - offsetMs;
  const to = Date.parse(`${endDate}T00:00:00Z`) + DAY_MS - offsetMs;
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

export async function membershipReport(db: DbOrTx, now: Date = new Date()) {
  const since = nowIso(new Date(now.getTime() - NEW_MEMBER_DAYS * DAY_MS));
  const [totalMembers, pendingRequests, newMembersLast30Days, byType] = await Promise.all([
    countMembers(db),
    countPendingRequests(db),
    countMembersJoinedSince(db, since),
    countMembersByType(db),
  ]);
  // Every known type appears, with 0 when nobody has it, so the report reads the same each time.
  const membersByType: Record<string, number> = Object.fromEntries(MEMBERSHIP_TYPES.map((t) => [t, 0]));
  for (const { membershipType, count } of byType) {
    const type = membershipType ?? UNASSIGNED_TYPE;
    membersByType[type] = (membersByType[type] ?? 0) + count;
  }
  return {
    type: 'membership' as const,
    generatedAt: nowIso(now),
    totalMembers,
    pendingRequests,
    newMembersLast30Days,
    membersByType,
  };
}

export async function financialReport(db: DbOrTx, input: FinancialReportInput) {
  const range = utcRangeForDays(input.startDate, input.endDate, input.utcOffsetMinutes);
  const [totals, bills] = await Promise.all([
    billTotalsInRange(db, range),
    listBillsInRange(db, range, FINANCIAL_BILLS_MAX),
  ]);
  return {
    type: 'financial' as const,
    startDate: input.startDate,
    endDate: input.endDate,
    billCount: totals.billCount,
    totalCents: totals.totalCents,
    total: formatCents(totals.totalCents),
    bills,
    billsShown: bills.length,
    billsTruncated: totals.billCount > bills.length,
  };
}

/** No check-in data exists yet; the original description says this result stays empty. */
export function attendanceReport(now: Date = new Date()) {
  return { type: 'attendance' as const, generatedAt: nowIso(now), checkIns: [] as never[], total: 0 };
}
