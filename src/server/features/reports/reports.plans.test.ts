// The financial report's per-day totals and the CSV's keyset batches stay index ranges (bills by
// issue day, payments by payment day) on both databases, however many bills there are; the bill
// totals are summed from the index alone (migration 0009). The membership report counts each plan's
// members by status through memberships_plan_id_idx, never reading memberships whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/calendar.js';
import { TEST_DIALECT } from '../../test/databases.js';
import {
  billFixture,
  createAccount,
  createTestDatabase,
  insertTestBills,
  type TestDatabase,
} from '../../test/harness.js';
import { expectIndexedSearch, planOf } from '../../test/query-plan.js';
import { billsCsvBatchQuery } from './reports.csv.queries.js';
import { billTotalsQuery, membershipsByPlanQuery, paymentTotalsQuery } from './reports.queries.js';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  const member = await createAccount(t.db, 'member');
  await insertTestBills(
    t.db,
    Array.from({ length: 120 }, (_, i) => {
      const issueDate = addDays('2026-01-01', i);
      return billFixture(member.id, { amountCents: 100 + i, date: `${issueDate}T09:00:00.000Z`, issueDate });
    }),
  );
});
afterAll(() => t.close());

const range = { startDate: '2026-01-10', endDate: '2026-01-20' };

describe('report query plans', () => {
  it('totals per day and plan through the issue-day and payment-day indexes, bills from the index alone', async () => {
    const bills = await planOf(t.db, billTotalsQuery(t.db, range));
    expectIndexedSearch(bills, 'bills', 'bills_issue_date_idx');
    expect(bills.text).toMatch(TEST_DIALECT === 'sqlite' ? /COVERING INDEX bills_issue_date_idx/ : /Index Only Scan/);
    expectIndexedSearch(await planOf(t.db, paymentTotalsQuery(t.db, range)), 'payments', 'payments_paid_on_idx');
  });

  it('reads each CSV batch as a range of bills_issue_date_idx, the first and the next ones', async () => {
    expectIndexedSearch(await planOf(t.db, billsCsvBatchQuery(t.db, range, null)), 'bills', 'bills_issue_date_idx');
    const after = { issueDate: '2026-01-15', id: 'zzz' };
    expectIndexedSearch(await planOf(t.db, billsCsvBatchQuery(t.db, range, after)), 'bills', 'bills_issue_date_idx');
  });

  it("counts each plan's memberships by status through memberships_plan_id_idx, reading only plans whole", async () => {
    const plan = await planOf(t.db, membershipsByPlanQuery(t.db));
    expect(plan.searches, plan.text).toContain('memberships:memberships_plan_id_idx');
    // plans is the only table read whole: it holds the gym's price list, not its members.
    expect(
      [...plan.fullScans, ...plan.orderedScans].filter((read) => !read.startsWith('plans')),
      plan.text,
    ).toEqual([]);
    if (TEST_DIALECT === 'sqlite') {
      // The whole count per plan is read from the index alone (the cancelled ones are the rest).
      expect(plan.text).toMatch(/COVERING INDEX memberships_plan_id_idx/);
    }
  });
});
