// The everyday lists and the dashboard's figures, planned exactly as the app compiles them: each is
// a range of an index (or, for a first page, an index read in order that stops at the limit), never
// a read of a whole table that grows with the gym. The few reads that are whole on purpose say why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar.js';
import { checkInsOnDayQuery } from '../features/checkins/checkins.queries.js';
import { countUnreadMessagesQuery, inboxPageQuery } from '../features/contact/contact.queries.js';
import {
  collectedBetweenQuery,
  countActiveMembersQuery,
  outstandingQuery,
} from '../features/dashboard/dashboard.queries.js';
import { countMembersQuery, peopleByNameQuery } from '../features/members/members.queries.js';
import { sentPageQuery } from '../features/notifications/notification-sends.queries.js';
import { countUnreadQuery, myNotificationsPageQuery } from '../features/notifications/notifications.queries.js';
import { plansWithMemberCountsQuery, websitePlansQuery } from '../features/plans/plans.queries.js';
import { countRecordsQuery, insertRecord, recordsPageQuery } from '../features/records/records.queries.js';
import { countPendingRequestsQuery } from '../features/requests/requests.queries.js';
import {
  billFixture,
  createAccount,
  createTestDatabase,
  insertTestBills,
  TEST_DIALECT,
  type TestAccount,
  type TestDatabase,
} from '../test/harness.js';
import { expectIndexedSearch, expectIndexOrder, type PlanSummary, planOf } from '../test/query-plan.js';

let t: TestDatabase;
let member: TestAccount;
const TODAY = '2026-03-15';
const paging = { page: 2, pageSize: 20 };
const after = { key: '2026-02-01T09:00:00.000Z', id: 'zzz' };

/** The primary key of attendance_hours, as each dialect names it. */
const HOURS_PK = TEST_DIALECT === 'sqlite' ? 'sqlite_autoindex_attendance_hours_1' : 'attendance_hours_pk';

// One database for the file: the plans are read-only questions about the same rows.
beforeAll(async () => {
  t = await createTestDatabase();
  member = await createAccount(t.db, 'member');
  await createAccount(t.db, 'member');
  await insertTestBills(
    t.db,
    Array.from({ length: 60 }, (_, i) => {
      const issueDate = addDays('2026-01-01', i);
      return billFixture(member.id, { amountCents: 100 + i, date: `${issueDate}T09:00:00.000Z`, issueDate });
    }),
  );
  for (let i = 0; i < 3; i += 1) await createAccount(t.db, 'pending');
  for (const name of ['Bench press', 'Squat', 'Deadlift']) await insertRecord(t.db, name);
});
afterAll(() => t.close());

/**
 * A count of every row: one read of an index of `table` from end to end, no table rows and no
 * other table. It grows with the table (a page's "of N" total needs it); nothing cheaper answers it
 * without a kept counter.
 */
function expectWholeIndexCount(plan: PlanSummary, table: string) {
  expect(plan.fullScans, plan.text).toEqual([]);
  expect(plan.orderedScans.length, plan.text).toBe(1);
  expect(plan.orderedScans[0], plan.text).toMatch(new RegExp(`^${table}:`));
}

describe('everyday list plans', () => {
  it("pages a member's notifications, first and later pages, through notifications_member_id_date_idx", async () => {
    for (const cursor of [null, { date: '2026-02-01T09:00:00.000Z', seq: 7 }]) {
      const plan = await planOf(t.db, myNotificationsPageQuery(t.db, member.id, cursor, 21));
      // Either index starting with the member is a range of that member's rows only.
      expect(plan.searches.filter((s) => s.startsWith('notifications:')).length, plan.text).toBe(1);
      expect(plan.fullScans, plan.text).toEqual([]);
      expect(plan.orderedScans, plan.text).toEqual([]);
    }
  });

  it("counts a member's unread notifications through notifications_member_unread_idx", async () => {
    expectIndexedSearch(
      await planOf(t.db, countUnreadQuery(t.db, member.id)),
      'notifications',
      'notifications_member_unread_idx',
    );
  });

  it('pages what admins sent in notification_sends_sent_at_idx order', async () => {
    const table = TEST_DIALECT === 'sqlite' ? 's' : 'notification_sends';
    expectIndexOrder(await planOf(t.db, sentPageQuery(t.db, null, 21)), table, 'notification_sends_sent_at_idx');
    const later = await planOf(t.db, sentPageQuery(t.db, after, 21));
    expect(later.searches, later.text).toContain(`${table}:notification_sends_sent_at_idx`);
    expect(later.fullScans, later.text).toEqual([]);
  });

  it('pages the Inbox through contact_messages_created_idx and counts the unread through contact_messages_unread_idx', async () => {
    const first = await planOf(t.db, inboxPageQuery(t.db, null, 21));
    expectIndexOrder(first, 'contact_messages', 'contact_messages_created_idx');
    const later = await planOf(t.db, inboxPageQuery(t.db, after, 21));
    expectIndexedSearch(later, 'contact_messages', 'contact_messages_created_idx');
    expectIndexedSearch(
      await planOf(t.db, countUnreadMessagesQuery(t.db)),
      'contact_messages',
      'contact_messages_unread_idx',
    );
  });

  it('counts pending requests through member_requests_status_created_idx', async () => {
    expectIndexedSearch(
      await planOf(t.db, countPendingRequestsQuery(t.db)),
      'member_requests',
      'member_requests_status_created_idx',
    );
  });

  it("counts the Member List's members within the members' range of users, whatever the filter", async () => {
    for (const filter of [
      { today: TODAY },
      { today: TODAY, search: 'ZOË', status: 'active' as const },
      { today: TODAY, overdue: true },
    ]) {
      const plan = await planOf(t.db, countMembersQuery(t.db, filter));
      // The members' part of an index that starts with the role; admins and pending accounts are not read.
      expect(
        plan.searches.filter((s) => s.startsWith('users:users_role_')),
        plan.text,
      ).not.toEqual([]);
      expect(plan.fullScans, plan.text).toEqual([]);
    }
  });

  it('pages records in records_name_key_idx order; the total counts that index', async () => {
    expectIndexOrder(await planOf(t.db, recordsPageQuery(t.db, paging)), 'records', 'records_name_key_idx');
    expectWholeIndexCount(await planOf(t.db, countRecordsQuery(t.db)), 'records');
  });
});

describe('dashboard and desk figure plans', () => {
  it('counts active memberships through memberships_status_next_bill_idx', async () => {
    expectIndexedSearch(
      await planOf(t.db, countActiveMembersQuery(t.db)),
      'memberships',
      'memberships_status_next_bill_idx',
    );
  });

  it("sums the month's kept day totals and every account's kept balance, never payments or bills", async () => {
    const month = await planOf(t.db, collectedBetweenQuery(t.db, '2026-03-01', TODAY));
    // At most 31 rows of payment_days, found through its primary key (the day).
    expect(month.searches, month.text).toEqual([
      TEST_DIALECT === 'sqlite' ? 'payment_days:sqlite_autoindex_payment_days_1' : 'payment_days:payment_days_pkey',
    ]);
    expect(month.fullScans, month.text).toEqual([]);
    const owed = await planOf(t.db, outstandingQuery(t.db));
    // One entry per account, read from users_role_balance_idx (role, balance_cents, id) alone.
    expect([...owed.searches, ...owed.orderedScans], owed.text).toEqual(['users:users_role_balance_idx']);
    expect(owed.fullScans, owed.text).toEqual([]);
    expect(owed.text).not.toMatch(/bills/);
  });

  it("searches the desk's names in users_role_search_key_idx order, and registrations by their role", async () => {
    const members = await planOf(t.db, peopleByNameQuery(t.db, 'maya', 'member', 8), { indexOrderOnly: true });
    expect([...members.searches, ...members.orderedScans], members.text).toContain('users:users_role_search_key_idx');
    expect([members.fullScans, members.sorts], members.text).toEqual([[], []]);
    // Registrations awaiting approval are a handful of rows without a role (PostgreSQL sorts them).
    const pending = await planOf(t.db, peopleByNameQuery(t.db, 'maya', 'pending', 8));
    expect(
      pending.searches.filter((s) => s.startsWith('users:users_role_')),
      pending.text,
    ).not.toEqual([]);
    expect(pending.fullScans, pending.text).toEqual([]);
  });

  it("counts a day's check-ins from that day's hours of attendance_hours", async () => {
    expectIndexedSearch(await planOf(t.db, checkInsOnDayQuery(t.db, TODAY)), 'attendance_hours', HOURS_PK);
  });

  it("lists the plans whole (a gym has a handful), counting each plan's members through memberships_plan_id_idx", async () => {
    const plan = await planOf(t.db, plansWithMemberCountsQuery(t.db));
    expect(plan.searches, plan.text).toContain('memberships:memberships_plan_id_idx');
    // plans is the only table read whole: it holds the gym's price list, not its members.
    expect(
      [...plan.fullScans, ...plan.orderedScans].filter((read) => !read.startsWith('plans')),
      plan.text,
    ).toEqual([]);
  });

  it('lists the plans for the website from the plans table alone (the public price list)', async () => {
    const plan = await planOf(t.db, websitePlansQuery(t.db));
    expect(
      [...plan.fullScans, ...plan.orderedScans, ...plan.searches].filter((read) => !read.startsWith('plans')),
      plan.text,
    ).toEqual([]);
  });
});
