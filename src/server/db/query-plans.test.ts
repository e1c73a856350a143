// The lookups on tables that grow without bound must be index searches — or, for a first page, an
// index read in order that stops at the limit — never full scans, on SQLite (EXPLAIN QUERY PLAN) and
// PostgreSQL (EXPLAIN, with sequential scans ruled out). Each query is planned exactly as the app
// compiles it.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar.js';
import { MEMBER_SORTS, type MemberSort, SORT_DIRECTIONS } from '../../shared/members.schemas.js';
import { billsPageQuery, oldestOverdueQuery, unnotifiedOverdueQuery } from '../features/billing/billing.queries.js';
import {
  memberBalanceQuery,
  memberBillRangeQuery,
  memberBillsPageQuery,
} from '../features/billing/member-bills.queries.js';
import { memberBalancesQuery, memberPageQuery } from '../features/members/members.queries.js';
import { dueMembershipsQuery } from '../features/memberships/memberships.queries.js';
import { countRecordsWithPrefixQuery, insertRecord, searchRecordsQuery } from '../features/records/records.queries.js';
import {
  billsInRangeQuery,
  billTotalsQuery,
  memberNamesQuery,
  paymentTotalsQuery,
} from '../features/reports/reports.queries.js';
import { FINANCIAL_BILLS_MAX } from '../features/reports/reports.service.js';
import { pendingRequestsPageQuery } from '../features/requests/requests.queries.js';
import {
  billFixture,
  createAccount,
  createTestDatabase,
  insertTestBills,
  TEST_DIALECT,
  type TestAccount,
  type TestDatabase,
} from '../test/harness.js';
import { expectIndexedSearch, expectIndexOrder, planOf } from '../test/query-plan.js';

let t: TestDatabase;
let member: TestAccount;
const TODAY = '2026-03-15';

// One database for the file: the plans are read-only questions about the same rows.
beforeAll(async () => {
  t = await createTestDatabase();
  member = await createAccount(t.db, 'member');
  const other = await createAccount(t.db, 'member');
  await insertTestBills(
    t.db,
    Array.from({ length: 120 }, (_, i) => {
      const issueDate = addDays('2026-01-01', i);
      return billFixture(i % 2 ? member.id : other.id, {
        amountCents: 100 + i,
        date: `${issueDate}T09:00:00.000Z`,
        issueDate,
      });
    }),
  );
  for (let i = 0; i < 5; i += 1) await createAccount(t.db, 'pending');
  for (const name of ['Bench press', 'Squat', 'Deadlift', '100% effort']) await insertRecord(t.db, name);
});
afterAll(() => t.close());

const range = { startDate: '2026-01-10', endDate: '2026-01-20' };
const after = { key: '2026-02-01T09:00:00.000Z', id: 'zzz' };

describe('query plans', () => {
  it('reads the financial report through the issue-day and payment-day indexes', async () => {
    expectIndexedSearch(
      await planOf(t.db, billsInRangeQuery(t.db, range, FINANCIAL_BILLS_MAX)),
      'bills',
      'bills_issue_date_idx',
    );
    expectIndexedSearch(await planOf(t.db, billTotalsQuery(t.db, range)), 'bills', 'bills_issue_date_idx');
    expectIndexedSearch(await planOf(t.db, paymentTotalsQuery(t.db, range)), 'payments', 'payments_paid_on_idx');
    const names = await planOf(t.db, memberNamesQuery(t.db, [member.id, 'someone-else']));
    expect(names.fullScans, names.text).toEqual([]);
    expect(
      names.searches.some((search) => search.startsWith('users:')),
      names.text,
    ).toBe(true);
  });

  it('answers the record prefix search from records_name_key_idx', async () => {
    const paging = { page: 2, pageSize: 20 };
    expectIndexedSearch(await planOf(t.db, searchRecordsQuery(t.db, 'Be%', paging)), 'records', 'records_name_key_idx');
    expectIndexedSearch(
      await planOf(t.db, countRecordsWithPrefixQuery(t.db, 'Be%')),
      'records',
      'records_name_key_idx',
    );
  });

  it("lists a member's bills through bills_member_id_date_idx, and sums their balance from bills_member_status_due_idx", async () => {
    const page = await planOf(t.db, memberBillsPageQuery(t.db, member.id, { page: 1, pageSize: 20 }));
    expectIndexedSearch(page, 'bills', 'bills_member_id_date_idx');
    expect(page.searches, page.text).toContain('payments:payments_bill_id_idx');
    // The page's bills come off the index in order: none of the member's other bills is sorted.
    const bills = await planOf(t.db, memberBillRangeQuery(t.db, member.id, 20, 40), { indexOrderOnly: true });
    expectIndexedSearch(bills, 'bills', 'bills_member_id_date_idx');
    expect(bills.sorts, bills.text).toEqual([]);
    const balance = await planOf(t.db, memberBalanceQuery(t.db, member.id));
    expectIndexedSearch(balance, 'bills', 'bills_member_status_due_idx');
  });

  it("finds a member's oldest overdue bill (asked at every check-in) within that member's bills", async () => {
    const plan = await planOf(t.db, oldestOverdueQuery(t.db, member.id, TODAY));
    expectIndexedSearch(plan, 'bills', 'bills_member_status_due_idx');
  });

  it.each([
    ['all', 'bills_date_id_idx'],
    ['open', 'bills_status_date_idx'],
    ['paid', 'bills_status_date_idx'],
    ['void', 'bills_status_date_idx'],
    ['overdue', 'bills_status_due_idx'],
  ] as const)("pages the admin's %s bills through %s", async (status, index) => {
    const first = await planOf(t.db, billsPageQuery(t.db, { status, today: TODAY }, null, 21));
    expectIndexOrder(first, 'bills', index);
    const later = await planOf(t.db, billsPageQuery(t.db, { status, today: TODAY }, after, 21));
    expectIndexedSearch(later, 'bills', index);
  });

  it("pages one member's bills through bills_member_id_date_idx", async () => {
    const plan = await planOf(
      t.db,
      billsPageQuery(t.db, { status: 'all', memberId: member.id, today: TODAY }, after, 21),
    );
    expectIndexedSearch(plan, 'bills', 'bills_member_id_date_idx');
  });

  it('finds the billing run and overdue notice work through their indexes', async () => {
    const due = await planOf(t.db, dueMembershipsQuery(t.db, TODAY, { nextBillDate: '2026-03-01', userId: 'x' }, 100));
    expectIndexedSearch(due, 'memberships', 'memberships_status_next_bill_idx');
    const overdue = await planOf(t.db, unnotifiedOverdueQuery(t.db, TODAY, null, 100));
    expectIndexedSearch(overdue, 'bills', 'bills_status_due_idx');
  });

  it('pages the Member List in the order of one users index per sort, with "Overdue" per member', async () => {
    const paging = { page: 2, pageSize: 20 };
    const indexOf: Record<MemberSort, string> = {
      name: 'users_role_search_key_idx',
      balance: 'users_role_balance_idx',
      joined: 'users_role_join_date_idx',
      lastVisit: 'users_role_last_visit_idx',
    };
    for (const sort of MEMBER_SORTS) {
      for (const direction of SORT_DIRECTIONS) {
        for (const filter of [{ today: TODAY }, { today: TODAY, search: 'ZOË', status: 'active' as const }]) {
          const page = await planOf(t.db, memberPageQuery(t.db, filter, paging, { sort, direction }), {
            indexOrderOnly: true,
          });
          const index = indexOf[sort];
          if (TEST_DIALECT === 'sqlite') expectIndexOrder(page, 'users', index);
          // PostgreSQL joins this test's two-row plan and membership tables by reading them whole per
          // member (cheapest at that size); what matters is that members come in the index's order.
          else expect([...page.searches, ...page.orderedScans], page.text).toContain(`users:${index}`);
          // Read in the index's order, forwards or backwards: no sort of every member before the page is cut.
          expect(page.sorts, `${sort} ${direction}\n${page.text}`).toEqual([]);
          expect(page.fullScans, page.text).toEqual([]);
        }
      }
    }
    const overdue = await planOf(t.db, memberPageQuery(t.db, { today: TODAY, overdue: true }, paging));
    // Per member (bills_member_status_due_idx) or open bills past due (bills_status_due_idx): the planner's pick.
    expect(
      overdue.searches.filter((search) => search.startsWith('bills:')),
      overdue.text,
    ).not.toEqual([]);
    expect(overdue.fullScans, overdue.text).toEqual([]);
    const balances = await planOf(t.db, memberBalancesQuery(t.db, [member.id, 'other']));
    // PostgreSQL may read these small test tables' open bills instead (all 120 belong to two members).
    if (TEST_DIALECT === 'sqlite') expectIndexedSearch(balances, 'bills', 'bills_member_status_due_idx');
    expect(balances.fullScans, balances.text).toEqual([]);
  });

  it('lists pending requests through member_requests_status_created_idx', async () => {
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
