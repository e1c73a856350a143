// Rows for tests that put data straight into the tables. No vitest import: child processes of tests
// (bill-writer.ts) use these too.
import { addDays } from '../../shared/calendar.js';
import type { Db } from '../db/schema.js';
import type { NewBill } from '../features/billing/billing.queries.js';
import { newId } from '../lib/ids.js';

/** A bill with everyday defaults (a "Charge", issued on its date's UTC day, due 14 days later). */
export function billFixture(memberId: string, fields: Partial<NewBill> & { amountCents: number }): NewBill {
  const date = fields.date ?? new Date().toISOString();
  const issueDate = fields.issueDate ?? date.slice(0, 10);
  return {
    memberId,
    description: 'Charge',
    date,
    issueDate,
    dueDate: addDays(issueDate, 14),
    planId: null,
    periodStart: null,
    createdBy: null,
    ...fields,
  };
}

/** Puts bills straight into the table in one statement (tests that need many of them). */
export async function insertTestBills(db: Db, bills: NewBill[]): Promise<string[]> {
  const rows = bills.map((bill) => ({
    ...bill,
    id: newId(),
    paidCents: 0,
    status: 'open' as const,
    voidReason: null,
    voidedAt: null,
    overdueNotifiedAt: null,
  }));
  if (rows.length > 0) await db.insertInto('bills').values(rows).execute();
  return rows.map((r) => r.id);
}
