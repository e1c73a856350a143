// The exports as CSV, written as the report CSVs are (reports/csv.ts: RFC 4180, CRLF, formula cells
// made text): amounts as plain decimals beside a Currency column, days as 'YYYY-MM-DD' in the gym's
// time zone, instants in ISO 8601 UTC. Each generator reads a keyset batch, yields it as one string
// and pauses before the next, so a large gym streams with flat memory and a free event loop.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { BILL_STATUS_LABELS, displayStatus, PAYMENT_METHOD_LABELS } from '../../../shared/billing.schemas.js';
import { dateInZone } from '../../../shared/calendar.js';
import type { GymFormat } from '../../../shared/format.js';
import { MEMBERSHIP_STATUS_LABELS } from '../../../shared/memberships.schemas.js';
import type { DbOrTx } from '../../db/schema.js';
import {
  cursorOf,
  type MemberCursor,
  type MemberListFilter,
  type MemberListOrder,
} from '../members/members.queries.js';
import { type CsvValue, csvLine } from '../reports/csv.js';
import {
  billsBatch,
  bookingsBatch,
  checkInsBatch,
  EXPORT_BATCH,
  memberCsvBatchQuery,
  passesBatch,
  paymentsBatch,
  plansBatch,
  refundsBatch,
} from './exports.queries.js';

export interface ExportContext {
  db: DbOrTx;
  now: Date;
  format: GymFormat;
}

export const MEMBERS_CSV_HEADER = [
  'Name',
  'Email',
  'Phone',
  'Plan',
  'Status',
  'Join date',
  'Balance',
  'Last visit',
  'Member code',
  'Currency',
];

function gymDay(instant: string | null, format: GymFormat): string {
  return instant ? dateInZone(new Date(instant), format.timeZone) : '';
}

/** The members the Member List shows for these filters, in its order. */
export async function* membersCsv(
  ctx: ExportContext,
  filter: MemberListFilter,
  order: MemberListOrder = {},
  batchSize = EXPORT_BATCH,
): AsyncGenerator<string> {
  yield csvLine(MEMBERS_CSV_HEADER);
  let after: MemberCursor | null = null;
  for (;;) {
    const batch = await memberCsvBatchQuery(ctx.db, filter, order, after, batchSize).execute();
    let chunk = '';
    for (const member of batch) {
      chunk += csvLine([
        member.name,
        member.email ?? '',
        member.phone ?? '',
        member.planName ?? '',
        member.status ? MEMBERSHIP_STATUS_LABELS[member.status] : '',
        gymDay(member.joinDate, ctx.format),
        ctx.format.canonicalAmount(Number(member.balanceCents)),
        gymDay(member.lastVisitAt, ctx.format),
        member.memberCode ?? '',
        ctx.format.currency,
      ]);
    }
    if (chunk) yield chunk;
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return;
    after = cursorOf(last, order.sort);
    await nextTurn();
  }
}

/** A table read by id in batches, each row made into cells. */
async function* tableCsv<Row extends { id: string }>(
  header: string[],
  batchAfter: (after: string | null) => Promise<Row[]>,
  cells: (row: Row) => CsvValue[],
): AsyncGenerator<string> {
  yield csvLine(header);
  let after: string | null = null;
  for (;;) {
    const batch = await batchAfter(after);
    let chunk = '';
    for (const row of batch) chunk += csvLine(cells(row));
    if (chunk) yield chunk;
    const last = batch.at(-1);
    if (!last || batch.length < EXPORT_BATCH) return;
    after = last.id;
    await nextTurn();
  }
}

/** The whole gym: each file of the zip and the rows it holds. */
export function gymExportFiles(ctx: ExportContext): { name: string; rows: () => AsyncGenerator<string> }[] {
  const { db, format } = ctx;
  const amount = format.canonicalAmount;
  const currency = format.currency;
  const today = dateInZone(ctx.now, format.timeZone);
  const everyone: MemberListFilter = { today };
  return [
    { name: 'members.csv', rows: () => membersCsv(ctx, everyone) },
    {
      name: 'plans.csv',
      rows: () =>
        tableCsv(
          ['Plan ID', 'Name', 'Kind', 'Price', 'Period', 'Pass visits', 'Pass days', 'Default', 'Archived', 'Currency'],
          (after) => plansBatch(db, after),
          (plan) => [
            plan.id,
            plan.name,
            plan.kind,
            amount(plan.priceCents),
            plan.period,
            plan.passVisits,
            plan.passDays,
            plan.isDefault ? 'yes' : 'no',
            plan.archivedAt ? 'yes' : 'no',
            currency,
          ],
        ),
    },
    {
      name: 'bills.csv',
      rows: () =>
        tableCsv(
          [
            'Bill ID',
            'Member ID',
            'Member',
            'Email',
            'Description',
            'Amount',
            'Paid',
            'Status',
            'Issue date',
            'Due date',
            'Created (UTC)',
            'Void reason',
            'Currency',
          ],
          (after) => billsBatch(db, after),
          (bill) => [
            bill.id,
            bill.memberId,
            bill.memberName ?? '',
            bill.memberEmail ?? '',
            bill.description,
            amount(bill.amountCents),
            amount(bill.paidCents),
            BILL_STATUS_LABELS[displayStatus(bill, today)],
            bill.issueDate,
            bill.dueDate,
            bill.date,
            bill.voidReason ?? '',
            currency,
          ],
        ),
    },
    {
      name: 'payments.csv',
      rows: () =>
        tableCsv(
          [
            'Payment ID',
            'Receipt',
            'Bill ID',
            'Member ID',
            'Member',
            'Amount',
            'Method',
            'Paid on',
            'Recorded (UTC)',
            'Note',
            'Currency',
          ],
          (after) => paymentsBatch(db, after),
          (payment) => [
            payment.id,
            payment.receiptNumber,
            payment.billId,
            payment.memberId,
            payment.memberName ?? '',
            amount(payment.amountCents),
            PAYMENT_METHOD_LABELS[payment.method],
            payment.paidOn,
            payment.createdAt,
            payment.note ?? '',
            currency,
          ],
        ),
    },
    {
      name: 'check-ins.csv',
      rows: () =>
        tableCsv(
          ['Check-in ID', 'Member ID', 'Member', 'Checked in (UTC)', 'Day', 'Source'],
          (after) => checkInsBatch(db, after),
          (visit) => [visit.id, visit.memberId, visit.memberName ?? '', visit.checkedInAt, visit.day, visit.source],
        ),
    },
    {
      name: 'bookings.csv',
      rows: () =>
        tableCsv(
          ['Booking ID', 'Member ID', 'Member', 'Class', 'Starts (UTC)', 'Status', 'Booked (UTC)', 'Attended (UTC)'],
          (after) => bookingsBatch(db, after),
          (booking) => [
            booking.id,
            booking.memberId,
            booking.memberName ?? '',
            booking.className,
            booking.startsAt,
            booking.status,
            booking.createdAt,
            booking.attendedAt ?? '',
          ],
        ),
    },
    {
      name: 'passes.csv',
      rows: () =>
        tableCsv(
          ['Pass ID', 'Member ID', 'Member', 'Pass', 'Visits', 'Visits used', 'Starts on', 'Expires on', 'Bill ID'],
          (after) => passesBatch(db, after),
          (pass) => [
            pass.id,
            pass.memberId,
            pass.memberName ?? '',
            pass.name,
            pass.visitsTotal,
            pass.visitsUsed,
            pass.startsOn,
            pass.expiresOn ?? '',
            pass.billId ?? '',
          ],
        ),
    },
    {
      name: 'refunds.csv',
      rows: () =>
        tableCsv(
          [
            'Refund ID',
            'Member ID',
            'Member',
            'Amount',
            'Status',
            'Reason',
            'Receipt',
            'Refunded on',
            'Note',
            'Currency',
          ],
          (after) => refundsBatch(db, after),
          (refund) => [
            refund.id,
            refund.memberId,
            refund.memberName ?? '',
            amount(refund.amountCents),
            refund.status,
            refund.reason,
            refund.receiptNumber ?? '',
            refund.refundedOn ?? '',
            refund.note ?? '',
            currency,
          ],
        ),
    },
  ];
}
