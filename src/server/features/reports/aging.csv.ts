// The Aging report as CSV: every owing member, most owed first, one line each, written a batch at a
// time as the client reads (agingRows never holds the whole list). Amounts as canonical decimal text
// with a Currency column, as the other report CSVs write them, so any spreadsheet reads them the same.
import { AGING_BUCKET_LABELS, AGING_BUCKETS } from '../../../shared/aging.schemas.js';
import type { CalendarDate } from '../../../shared/calendar.js';
import { agingRows } from './aging.service.js';
import { csvLine } from './csv.js';
import type { CsvContext } from './reports.csv.js';

export const AGING_CSV_HEADER = [
  'Member',
  'Member ID',
  ...AGING_BUCKETS.map((bucket) => `${AGING_BUCKET_LABELS[bucket]} (by due date)`),
  'Total owed',
  'Currency',
];

/** 'palaestra-aging-2026-11-26.csv': the gym day the bills were aged on. */
export function agingCsvFileName(today: CalendarDate): string {
  return `palaestra-aging-${today}.csv`;
}

export async function* agingCsv(ctx: CsvContext, today: CalendarDate, batchSize?: number): AsyncGenerator<string> {
  yield csvLine(AGING_CSV_HEADER);
  const amount = ctx.format.canonicalAmount;
  for await (const batch of agingRows(ctx.db, today, batchSize)) {
    // One string per batch, as the financial CSV writes: fewer, larger writes.
    let chunk = '';
    for (const row of batch) {
      chunk += csvLine([
        row.name,
        row.memberId,
        ...AGING_BUCKETS.map((bucket) => amount(row[bucket])),
        amount(row.totalCents),
        ctx.format.currency,
      ]);
    }
    yield chunk;
  }
}
