// The Aging report reads the open bills through an index led by status (status = 'open') and nothing
// else of the bills table: paid and void bills, nearly all of a busy gym's million, are never scanned.
// Sorting by a computed total cannot come from an index, so a sort of the owing members is expected;
// what must not happen is a full read of bills, or a read of users other than by primary key.
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
import { type PlanSummary, planOf } from '../../test/query-plan.js';
import { agingBatchQuery, agingCutoffs, agingPageQuery, agingTotalsQuery } from './aging.queries.js';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  for (let m = 0; m < 6; m++) {
    const member = await createAccount(t.db, 'member');
    const ids = await insertTestBills(
      t.db,
      Array.from({ length: 40 }, (_, i) => {
        const issueDate = addDays('2026-01-01', i * 7);
        return billFixture(member.id, { amountCents: 1000 + i, date: `${issueDate}T09:00:00.000Z`, issueDate });
      }),
    );
    // Most bills paid, as in a real gym.
    await t.db.updateTable('bills').set({ status: 'paid', paidCents: 1000 }).where('id', 'in', ids.slice(4)).execute();
  }
});
afterAll(() => t.close());

const cutoffs = agingCutoffs('2026-11-25');

/** Bills read only as a search of the open status, users only by primary key, nothing read whole. */
function expectOpenBillsOnly(plan: PlanSummary): void {
  expect(plan.fullScans, plan.text).toEqual([]);
  expect(plan.orderedScans, plan.text).toEqual([]);
  // Either index led by status will do (on the seeded demo gym PostgreSQL picks bills_status_date_idx):
  // both hold the open bills as one range.
  const billReads = plan.searches.filter((read) => read.startsWith('bills:'));
  expect(billReads, plan.text).toHaveLength(1);
  expect(billReads[0], plan.text).toMatch(/^bills:bills_status_(due|date)_idx$/);
  // The status is the index's condition (PostgreSQL names it; SQLite searches with it).
  expect(plan.text).toMatch(TEST_DIALECT === 'sqlite' ? /bills_status_(due|date)_idx \(status=/ : /status = 'open'/);
}

describe('aging report query plans', () => {
  it('reads a page from one pass over the open bills, with the gym totals from the same pass', async () => {
    expectOpenBillsOnly(await planOf(t.db, agingPageQuery(t.db, cutoffs, 20, 0)));
    expectOpenBillsOnly(await planOf(t.db, agingPageQuery(t.db, cutoffs, 20, 40)));
  });

  it('totals a page past the end from the open bills alone', async () => {
    expectOpenBillsOnly(await planOf(t.db, agingTotalsQuery(t.db, cutoffs)));
  });

  it('reads each CSV batch, the first and the next ones, from the open bills alone', async () => {
    expectOpenBillsOnly(await planOf(t.db, agingBatchQuery(t.db, cutoffs, null, 1000)));
    const after = { totalCents: 5000, name: 'M', memberId: 'zzz' };
    expectOpenBillsOnly(await planOf(t.db, agingBatchQuery(t.db, cutoffs, after, 1000)));
  });
});
