// The Aging report as the screen and the CSV read it: rows in cents, the gym day it was aged on.
import type { AgingReportInput } from '../../../shared/aging.schemas.js';
import type { CalendarDate } from '../../../shared/calendar.js';
import type { Page } from '../../../shared/pagination.js';
import type { DbOrTx } from '../../db/schema.js';
import { type AgingKey, agingBatchQuery, agingCutoffs, agingPageQuery, agingTotalsQuery } from './aging.queries.js';

export interface AgingAmounts {
  totalCents: number;
  days0to30Cents: number;
  days31to60Cents: number;
  days61to90Cents: number;
  over90Cents: number;
}

export interface AgingRow extends AgingAmounts {
  memberId: string;
  name: string;
}

/** The whole gym's figures: how many members owe, and the sum of each column. */
export interface AgingTotals extends AgingAmounts {
  members: number;
}

type RawAmounts = Record<keyof AgingAmounts, number | string | null>;

function amounts(raw: RawAmounts): AgingAmounts {
  return {
    totalCents: Number(raw.totalCents ?? 0),
    days0to30Cents: Number(raw.days0to30Cents ?? 0),
    days31to60Cents: Number(raw.days31to60Cents ?? 0),
    days61to90Cents: Number(raw.days61to90Cents ?? 0),
    over90Cents: Number(raw.over90Cents ?? 0),
  };
}

function rowOf(raw: RawAmounts & { memberId: string; name: string }): AgingRow {
  return { memberId: raw.memberId, name: raw.name, ...amounts(raw) };
}

type RawTotals = Record<
  'gymMembers' | 'gymTotalCents' | 'gymDays0to30Cents' | 'gymDays31to60Cents' | 'gymDays61to90Cents' | 'gymOver90Cents',
  number | string | null
>;

function totalsOf(raw: RawTotals): AgingTotals {
  return {
    members: Number(raw.gymMembers ?? 0),
    ...amounts({
      totalCents: raw.gymTotalCents,
      days0to30Cents: raw.gymDays0to30Cents,
      days31to60Cents: raw.gymDays31to60Cents,
      days61to90Cents: raw.gymDays61to90Cents,
      over90Cents: raw.gymOver90Cents,
    }),
  };
}

export async function agingReport(db: DbOrTx, input: AgingReportInput, today: CalendarDate) {
  const cutoffs = agingCutoffs(today);
  const rows = await agingPageQuery(db, cutoffs, input.pageSize, (input.page - 1) * input.pageSize).execute();
  // A page past the end has no row to carry the gym's figures: only then are they read on their own.
  const first = rows[0] ?? (await agingTotalsQuery(db, cutoffs).executeTakeFirstOrThrow());
  const totals = totalsOf(first);
  const page: Page<AgingRow> = {
    items: rows.map(rowOf),
    total: totals.members,
    page: input.page,
    pageSize: input.pageSize,
  };
  return { agedOn: today, ...page, totals };
}

export type AgingReport = Awaited<ReturnType<typeof agingReport>>;

/** The CSV reads the list in batches of this many members, each batch one pass over the open bills. */
export const AGING_CSV_BATCH = 2000;

/** Every owing member in report order, a batch at a time (never the whole list at once). */
export async function* agingRows(
  db: DbOrTx,
  today: CalendarDate,
  batchSize = AGING_CSV_BATCH,
): AsyncGenerator<AgingRow[]> {
  const cutoffs = agingCutoffs(today);
  let after: AgingKey | null = null;
  for (;;) {
    const batch: AgingRow[] = (await agingBatchQuery(db, cutoffs, after, batchSize).execute()).map(rowOf);
    if (batch.length > 0) yield batch;
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return;
    after = { totalCents: last.totalCents, name: last.name, memberId: last.memberId };
  }
}
