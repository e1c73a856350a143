// Per-day money totals for the financial report's chart, grouped in SQL over the issue-day and
// payment-day indexes (bills_issue_date_idx, payments_paid_on_idx): at most one row per day of the
// range, however many bills there are.
import type { DbOrTx } from '../../db/schema.js';
import type { DayRange } from './reports.queries.js';

/** Billed (not void) per day of issue. */
export function billedByDayQuery(db: DbOrTx, range: DayRange) {
  return db
    .selectFrom('bills')
    .select((eb) => [
      'bills.issueDate as day',
      eb.fn.countAll<number>().as('billCount'),
      eb.fn.sum<number>('bills.amountCents').as('billedCents'),
    ])
    .where('bills.issueDate', '>=', range.startDate)
    .where('bills.issueDate', '<=', range.endDate)
    .where('bills.status', '!=', 'void')
    .groupBy('bills.issueDate')
    .orderBy('bills.issueDate');
}

/** Collected per day of payment. */
export function collectedByDayQuery(db: DbOrTx, range: DayRange) {
  return db
    .selectFrom('payments')
    .select((eb) => ['payments.paidOn as day', eb.fn.sum<number>('payments.amountCents').as('collectedCents')])
    .where('payments.paidOn', '>=', range.startDate)
    .where('payments.paidOn', '<=', range.endDate)
    .groupBy('payments.paidOn')
    .orderBy('payments.paidOn');
}

export interface DayTotals {
  day: string;
  billCount: number;
  billedCents: number;
  collectedCents: number;
}

/** Days with any bill or payment, in order (days with neither are left out: the chart fills them). */
export async function financialByDay(db: DbOrTx, range: DayRange): Promise<DayTotals[]> {
  const [billed, collected] = await Promise.all([
    billedByDayQuery(db, range).execute(),
    collectedByDayQuery(db, range).execute(),
  ]);
  const days = new Map<string, DayTotals>();
  const row = (day: string) => {
    const found = days.get(day) ?? { day, billCount: 0, billedCents: 0, collectedCents: 0 };
    days.set(day, found);
    return found;
  };
  for (const b of billed) {
    const r = row(b.day);
    r.billCount = Number(b.billCount);
    r.billedCents = Number(b.billedCents);
  }
  for (const c of collected) row(c.day).collectedCents = Number(c.collectedCents);
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}
