// The three reports as CSV, one line at a time. The financial one streams every bill the report
// counts (issued in the range, not void) in keyset batches; membership and attendance are small (a
// row per plan, a row per day). Written for spreadsheets, not people: amounts as canonical decimal text
// in the gym's currency ('1234.50', '1234' in yen) beside a Currency column with its ISO code, days as
// 'YYYY-MM-DD', instants in ISO 8601 UTC, so a sheet reads the same file the same way in any locale.
import { BILL_STATUS_LABELS, displayStatus } from '../../../shared/billing.schemas.js';
import { dateInZone } from '../../../shared/calendar.js';
import type { GymFormat } from '../../../shared/format.js';
import type { DayRangeInput, ReportType } from '../../../shared/reports.schemas.js';
import type { DbOrTx } from '../../db/schema.js';
import { csvLine } from './csv.js';
import {
  type BillKey,
  billsCsvBatchQuery,
  CSV_BATCH_SIZE,
  type RefundLineKey,
  refundsCsvBatchQuery,
} from './reports.csv.queries.js';
import { planNames } from './reports.queries.js';
import { attendanceReport, MANUAL_CHARGES, membershipReport } from './reports.service.js';

export interface CsvContext {
  db: DbOrTx;
  now: Date;
  /** The gym's: its time zone decides the days, its currency the amounts' decimals. */
  format: GymFormat;
}

/** 'palaestra-financial-2026-11-01-to-2026-11-30.csv', 'palaestra-membership-2026-11-22.csv'. */
export function csvFileName(type: ReportType, range: DayRangeInput | null, today: string): string {
  return range ? `palaestra-${type}-${range.startDate}-to-${range.endDate}.csv` : `palaestra-${type}-${today}.csv`;
}

export const FINANCIAL_CSV_HEADER = [
  'Issue date (gym day)',
  'Due date (gym day)',
  'Created (UTC)',
  'Member',
  'Email',
  'Plan',
  'Description',
  'Status',
  'Amount',
  'Paid',
  'Outstanding',
  'Bill ID',
  // Last, so the columns a sheet already refers to by position keep their places.
  'Currency',
];

/** The Status of a refund's row in the financial CSV. */
export const REFUND_STATUS = 'Refund';

export async function* financialCsv(ctx: CsvContext, range: DayRangeInput): AsyncGenerator<string> {
  yield csvLine(FINANCIAL_CSV_HEADER);
  const names = await planNames(ctx.db);
  const today = dateInZone(ctx.now, ctx.format.timeZone);
  const amount = ctx.format.canonicalAmount;
  let after: BillKey | null = null;
  for (;;) {
    const batch = await billsCsvBatchQuery(ctx.db, range, after).execute();
    // One string per batch: a few hundred KB written at once instead of a thousand small writes.
    let chunk = '';
    for (const bill of batch) {
      const outstanding = bill.status === 'open' ? bill.amountCents - bill.paidCents : 0;
      chunk += csvLine([
        bill.issueDate,
        bill.dueDate,
        bill.date,
        bill.memberName ?? '',
        bill.memberEmail ?? '',
        bill.planId ? (names.get(bill.planId) ?? MANUAL_CHARGES) : MANUAL_CHARGES,
        bill.description,
        BILL_STATUS_LABELS[displayStatus(bill, today)],
        amount(bill.amountCents),
        amount(bill.paidCents),
        amount(outstanding),
        bill.id,
        ctx.format.currency,
      ]);
    }
    if (chunk) yield chunk;
    const last = batch.at(-1);
    if (!last || batch.length < CSV_BATCH_SIZE) break;
    after = { issueDate: last.issueDate, id: last.id };
  }
  yield* refundRows(ctx, range, names);
}

/**
 * After the bills, a row per bill each refund of the range reopened: Status 'Refund', the refund's
 * day as its date, the amount given back as a negative Amount, the refund receipt in the
 * description. Paid and Outstanding stay empty: the bills' rows already show what is paid now.
 */
async function* refundRows(ctx: CsvContext, range: DayRangeInput, names: Map<string, string>): AsyncGenerator<string> {
  const amount = ctx.format.canonicalAmount;
  let after: RefundLineKey | null = null;
  for (;;) {
    const batch = await refundsCsvBatchQuery(ctx.db, range, after).execute();
    let chunk = '';
    for (const line of batch) {
      chunk += csvLine([
        line.refundedOn ?? '',
        '',
        line.finishedAt ?? '',
        line.memberName ?? '',
        line.memberEmail ?? '',
        line.planId ? (names.get(line.planId) ?? MANUAL_CHARGES) : MANUAL_CHARGES,
        `Refund ${line.receiptNumber ?? ''}: ${line.description}`,
        REFUND_STATUS,
        amount(-line.amountCents),
        '',
        '',
        line.billId,
        ctx.format.currency,
      ]);
    }
    if (chunk) yield chunk;
    const last = batch.at(-1);
    if (!last || batch.length < CSV_BATCH_SIZE) return;
    after = { refundedOn: last.refundedOn ?? '', refundId: last.refundId, paymentId: last.paymentId };
  }
}

export async function* membershipCsv(ctx: CsvContext): AsyncGenerator<string> {
  const report = await membershipReport(ctx.db, ctx.now);
  // Members are the plan's current ones (active or paused); cancelled ones are their own column.
  yield csvLine(['Membership Type', 'Members', 'Active', 'Paused', 'Cancelled']);
  for (const row of report.membersByPlanAndStatus) {
    yield csvLine([row.plan, row.active + row.paused, row.active, row.paused, row.cancelled]);
  }
  const all = report.membersByStatus;
  yield csvLine(['All plans', all.active + all.paused, all.active, all.paused, all.cancelled]);
  yield csvLine(['Total members', report.totalMembers]);
  yield csvLine(['Pending requests', report.pendingRequests]);
  yield csvLine(['New members in the last 30 days', report.newMembersLast30Days]);
}

export async function* attendanceCsv(ctx: CsvContext, range: DayRangeInput): AsyncGenerator<string> {
  const report = await attendanceReport(ctx.db, range, ctx.format.timeZone);
  yield csvLine(['Day (gym day)', 'Check-ins', 'Members']);
  for (const day of report.byDay) yield csvLine([day.day, day.checkIns, day.members]);
  yield csvLine(['Total', report.checkIns, report.members]);
}
