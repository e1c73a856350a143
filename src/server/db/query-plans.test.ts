// The lookups on tables that grow without bound — a member's bills, pending requests, the financial
// report's date range and the record prefix search — must be index searches, never full scans, on
// SQLite (EXPLAIN QUERY PLAN) and PostgreSQL (EXPLAIN, with sequential scans ruled out).
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memberBillsPageQuery } from '../features/billing/billing.queries.js';
import { countRecordsWithPrefixQuery, insertRecord, searchRecordsQuery } from '../features/records/records.queries.js';
import { billsInRangeQuery, billTotalsInRangeQuery } from '../features/reports/reports.queries.js';
import { FINANCIAL_BILLS_MAX, utcRangeForDays } from '../features/reports/reports.service.js';
import { pendingRequestsPageQuery } from '../features/requests/requests.queries.js';
import { newId } from '../lib/ids.js';
import { createAccount, createTestDatabase, TEST_DIALECT, type TestDatabase } from '../test/harness.js';
import { expectIndexedSearch, planOf } from '../test/query-plan.js';

let t: TestDatabase;

beforeEach(async () => {
  t = await createTestDatabase();
});
afterEach(async () => {
  await t.close();
});

describe('query plans', () => {
  it('finds the financial report bills through bills_date_idx', async () => {
    // Some rows, so the plan is not the special case of an empty table.
    const member = await createAccount(t.db, 'member');
    const rows = Array.from({ length: 50 }, (_, i) => ({
      id: newId(),
      memberId: member.id,
      amountCents: 100 + i,
      date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
      createdBy: null,
    }));
    await t.db.insertInto('bills').values(rows).execute();
    const range = utcRangeForDays('2026-01-10', '2026-01-20', 60);

    const listPlan = await planOf(t.db, billsInRangeQuery(t.db, range, FINANCIAL_BILLS_MAX));
    const totalsPlan = await planOf(t.db, billTotalsInRangeQuery(t.db, range));

    expectIndexedSearch(listPlan, 'bills', 'bills_date_idx');
    expectIndexedSearch(totalsPlan, 'bills', 'bills_date_idx');
  });

  it('answers the record prefix search from records_name_key_idx', async () => {
    for (const name of ['Bench press', 'Squat', 'Deadlift', '100% effort']) await insertRecord(t.db, name);
    const paging = { page: 2, pageSize: 20 };

    const searchPlan = await planOf(t.db, searchRecordsQuery(t.db, 'Be%', paging));
    const countPlan = await planOf(t.db, countRecordsWithPrefixQuery(t.db, 'Be%'));

    expectIndexedSearch(searchPlan, 'records', 'records_name_key_idx');
    expectIndexedSearch(countPlan, 'records', 'records_name_key_idx');
  });

  it("lists a member's bills through bills_member_id_date_idx", async () => {
    const [member, other] = [await createAccount(t.db, 'member'), await createAccount(t.db, 'member')];
    const rows = Array.from({ length: 60 }, (_, i) => ({
      id: newId(),
      memberId: i % 2 ? member.id : other.id,
      amountCents: 500,
      date: new Date(Date.UTC(2026, 1, 1 + (i % 28))).toISOString(),
      createdBy: null,
    }));
    await t.db.insertInto('bills').values(rows).execute();
    const plan = await planOf(t.db, memberBillsPageQuery(t.db, member.id, { page: 1, pageSize: 20 }));
    expectIndexedSearch(plan, 'bills', 'bills_member_id_date_idx');
  });

  it('lists pending requests through member_requests_status_created_idx', async () => {
    for (let i = 0; i < 5; i += 1) await createAccount(t.db, 'pending');
    const plan = await planOf(t.db, pendingRequestsPageQuery(t.db, { page: 1, pageSize: 20 }));
    expectIndexedSearch(plan, 'member_requests', 'member_requests_status_created_idx');
  });
});

describe('record key collation', () => {
  it('compares record keys byte by byte, so a prefix is exactly a key range whatever the server locale', async () => {
    if (TEST_DIALECT === 'postgres') {
      const { rows } = await sql<{ collation: string | null }>`
        select collation_name as collation from information_schema.columns
        where table_schema = current_schema() and table_name = 'records' and column_name = 'name_key'`.execute(t.db);
      expect(rows).toEqual([{ collation: 'C' }]);
    } else {
      const { rows } = await sql<{
        coll: string;
      }>`select coll from pragma_index_xinfo('records_name_key_idx') where cid >= 0`.execute(t.db);
      expect(rows).toEqual([{ coll: 'BINARY' }]);
    }
  });
});
