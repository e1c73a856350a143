import { type ExpressionBuilder, sql } from 'kysely';
import {
  MEMBER_SORT_DEFAULT_DIRECTION,
  type MemberSort,
  type MemberStatusFilter,
  type SortDirection,
} from '../../../shared/members.schemas.js';
import type { MembershipStatus } from '../../../shared/memberships.schemas.js';
import type { Page } from '../../../shared/pagination.js';
import { searchKey } from '../../../shared/search-key.js';
import type { Database, DbOrTx } from '../../db/schema.js';

export interface MemberListItem {
  id: string;
  name: string;
  /** null: a walk-in added at the desk without an email. */
  email: string | null;
  /** The spec's "Membership Type": the name of the member's plan. */
  membershipType: string | null;
  /** A plan change waiting for the current period to end, and the day it takes effect. */
  nextPlanName: string | null;
  nextPlanFrom: string | null;
  status: MembershipStatus | null;
  /** Cancelled: paid up to (not including) this day. */
  endsOn: string | null;
  joinDate: string | null;
  /** What the member owes: the unpaid part of their open bills, in cents. */
  balanceCents: number;
  /** The member's latest check-in (an instant); null: never. */
  lastVisitAt: string | null;
}

/** The Member List's filters; `today` is the gym's day, for "Overdue". */
export interface MemberListFilter {
  search?: string;
  status?: MemberStatusFilter;
  planId?: string;
  overdue?: boolean;
  today: string;
}

/**
 * A LIKE pattern matching `text` anywhere, with the LIKE wildcards typed by the admin taken literally.
 * '!' is the escape character: unlike a backslash it means the same in SQLite and PostgreSQL string
 * literals, and with an explicit ESCAPE PostgreSQL no longer treats a backslash as special either.
 */
function containsPattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/**
 * The stored key holds the folded name and email (see userSearchKey), so folding the search the same
 * way finds "Zoë" from "ZOË" on both databases; no lower() in SQL, whose folding differs between them.
 */
function searchKeyContains(search: string) {
  const pattern = containsPattern(searchKey(search));
  return (eb: ExpressionBuilder<Database, 'users'>) =>
    sql<boolean>`${eb.ref('users.searchKey')} like ${pattern} escape '!'`;
}

/** Every member with their membership beside them (one per member), unordered. */
export function membersWithMembership(db: DbOrTx) {
  return db
    .selectFrom('users')
    .leftJoin('memberships', 'memberships.userId', 'users.id')
    .where('users.role', '=', 'member');
}

/**
 * A member's row as the Member List and the member page show it: contact, plan, a waiting plan
 * change and the day it takes effect, status and join day.
 */
export function selectMemberRow(members: ReturnType<typeof membersWithMembership>) {
  return members
    .leftJoin('plans', 'plans.id', 'memberships.planId')
    .leftJoin('plans as nextPlans', 'nextPlans.id', 'memberships.nextPlanId')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'plans.name as membershipType',
      'nextPlans.name as nextPlanName',
      (eb) =>
        eb
          .case()
          .when('memberships.nextPlanId', 'is not', null)
          .then(eb.ref('memberships.nextBillDate'))
          .else(null)
          .end()
          .as('nextPlanFrom'),
      'memberships.status',
      'memberships.endsOn',
      'users.joinDate',
    ]);
}

/** The members the filter keeps, with their membership beside them (one per member), unordered. */
export function filteredMembers(db: DbOrTx, filter: MemberListFilter) {
  let members = membersWithMembership(db);
  if (filter.search) members = members.where(searchKeyContains(filter.search));
  if (filter.status && filter.status !== 'all') members = members.where('memberships.status', '=', filter.status);
  if (filter.planId) members = members.where('memberships.planId', '=', filter.planId);
  if (filter.overdue) {
    // The same test as the bills' "Overdue": open and past due in the gym's day (bills_member_status_due_idx).
    members = members.where((eb) =>
      eb.exists(
        eb
          .selectFrom('bills')
          .select('bills.id')
          .whereRef('bills.memberId', '=', 'users.id')
          .where('bills.status', '=', 'open')
          .where('bills.dueDate', '<', filter.today),
      ),
    );
  }
  return members;
}

/** The Member List's order: a column and its direction (absent: that column's default). */
export interface MemberListOrder {
  sort?: MemberSort;
  direction?: SortDirection;
}

/** The stored column each sort reads, with the index that holds it after the role (migrations 0008, 0017). */
const SORT_COLUMN = {
  name: 'users.searchKey',
  balance: 'users.balanceCents',
  joined: 'users.joinDate',
  lastVisit: 'users.lastVisitAt',
} as const satisfies Record<MemberSort, string>;

/** Where a batch of members in some order ended: that row's sort value (see cursorOf) and id. */
export interface MemberCursor {
  value: string | number | null;
  id: string;
}

/**
 * The members the filter keeps, in the chosen order, un-executed; with `after`, only those past that
 * row. Each order is one index on users read forwards or backwards — (role, search_key, id), (role,
 * balance_cents, id), (role, join_date, id), (role, last_visit_at, id) — with id settling ties, so a
 * page or a batch is an index range however many members there are. The folded name sorts "Émile"
 * with "Emile". A missing join day or visit counts as the earliest: first going up, last going down,
 * which is how SQLite orders nulls and how PostgreSQL's indexes (NULLS FIRST) hold them; the explicit
 * NULLS keeps PostgreSQL reading those indexes.
 */
export function orderedMembers(
  db: DbOrTx,
  filter: MemberListFilter,
  order: MemberListOrder = {},
  after: MemberCursor | null = null,
) {
  const sort = order.sort ?? 'name';
  const direction = order.direction ?? MEMBER_SORT_DEFAULT_DIRECTION[sort];
  const column = SORT_COLUMN[sort];
  const nullable = sort === 'joined' || sort === 'lastVisit';
  let members = filteredMembers(db, filter)
    .orderBy('users.role')
    .orderBy(column, (ob) => {
      const ordered = direction === 'asc' ? ob.asc() : ob.desc();
      if (!nullable) return ordered;
      return direction === 'asc' ? ordered.nullsFirst() : ordered.nullsLast();
    })
    .orderBy('users.id', direction);
  if (after) {
    const past = direction === 'asc' ? '>' : '<';
    members = members.where((eb) => {
      if (after.value === null) {
        // Past a member without the value: the others without it, then (going up) everyone with it.
        const restOfNulls = eb.and([eb(column, 'is', null), eb('users.id', past, after.id)]);
        return direction === 'asc' ? eb.or([restOfNulls, eb(column, 'is not', null)]) : restOfNulls;
      }
      // A row-value comparison, so the batch starts inside the sort's index.
      const beyond = eb(eb.refTuple(column, 'users.id'), past, eb.tuple(after.value, after.id));
      return nullable && direction === 'desc' ? eb.or([beyond, eb(column, 'is', null)]) : beyond;
    });
  }
  return members;
}

/** A member row's value of the sort's column, to continue after it (orderedMembers' `after`). */
export function cursorOf(
  row: {
    id: string;
    searchKey: string;
    balanceCents: number | string;
    joinDate: string | null;
    lastVisitAt: string | null;
  },
  sort: MemberSort = 'name',
): MemberCursor {
  const value = {
    name: row.searchKey,
    balance: Number(row.balanceCents),
    joined: row.joinDate,
    lastVisit: row.lastVisitAt,
  };
  return { value: value[sort], id: row.id };
}

/** One page of members in the chosen order (orderedMembers), un-executed. */
export function memberPageQuery(
  db: DbOrTx,
  filter: MemberListFilter,
  paging: { page: number; pageSize: number },
  order: MemberListOrder = {},
) {
  return selectMemberRow(orderedMembers(db, filter, order))
    .select(['users.balanceCents', 'users.lastVisitAt'])
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
}

/**
 * What each of several members owes: the same sum as billing's memberBalanceQuery (the member's
 * "Balance due"), grouped, for the given members only (bills_member_status_due_idx). Members who
 * owe nothing have no row. The Member List reads the stored users.balance_cents instead, which
 * triggers keep equal to this sum (migration 0017).
 */
export function memberBalancesQuery(db: DbOrTx, memberIds: readonly string[]) {
  return db
    .selectFrom('bills')
    .select((eb) => [
      'memberId',
      eb.fn.coalesce(eb.fn.sum<number>(eb('amountCents', '-', eb.ref('paidCents'))), eb.lit(0)).as('due'),
    ])
    .where('memberId', 'in', memberIds)
    .where('status', '=', 'open')
    .groupBy('memberId');
}

/** How many members the filter keeps, un-executed (the Member List's total). */
export function countMembersQuery(db: DbOrTx, filter: MemberListFilter) {
  return filteredMembers(db, filter).select((eb) => eb.fn.countAll<number | string>().as('total'));
}

/** One page of members, filtered and ordered, with what each owes and when they last came. */
export async function listMembers(
  db: DbOrTx,
  query: MemberListFilter & MemberListOrder & { page: number; pageSize: number },
): Promise<Page<MemberListItem>> {
  const [rows, count] = await Promise.all([
    memberPageQuery(db, query, query, query).execute(),
    countMembersQuery(db, query).executeTakeFirstOrThrow(),
  ]);
  const items = rows.map((row) => ({ ...row, balanceCents: Number(row.balanceCents) }));
  return { items, total: Number(count.total), page: query.page, pageSize: query.pageSize };
}

/**
 * An account with no role is a registration awaiting approval only while its request is pending: a
 * staff member whose access was removed has no role either, and is neither.
 */
export function awaitingApproval(eb: ExpressionBuilder<Database, 'users'>) {
  return eb.and([
    eb('users.role', 'is', null),
    eb.exists(
      eb
        .selectFrom('memberRequests')
        .select('memberRequests.id')
        .whereRef('memberRequests.userId', '=', 'users.id')
        .where('memberRequests.status', '=', 'pending'),
    ),
  ]);
}

/**
 * People of one kind (members, or registrations awaiting approval) whose name contains the text, by
 * name, un-executed. Each kind is one walk of users_role_search_key_idx (role, search_key, id) in
 * order, filtered in the index and stopped at `limit` matches: asked as one query with "member or
 * awaiting approval", the planner read every member row and sorted them (7 ms of CPU per desk
 * search at 10,000 members).
 */
export function peopleByNameQuery(db: DbOrTx, text: string, kind: 'member' | 'pending', limit: number) {
  return (
    db
      .selectFrom('users')
      .leftJoin('memberships', 'memberships.userId', 'users.id')
      .leftJoin('plans', 'plans.id', 'memberships.planId')
      .select([
        'users.id',
        'users.name',
        'users.email',
        'users.role',
        'users.searchKey',
        'plans.name as membershipType',
        'memberships.status',
      ])
      .where((eb) => (kind === 'member' ? eb('users.role', '=', 'member') : awaitingApproval(eb)))
      // The name part of the folded key: the match must come before the newline that starts the email.
      .where(
        (eb) => sql<boolean>`${eb.ref('users.searchKey')} like ${`${containsPattern(searchKey(text))}\n%`} escape '!'`,
      )
      .orderBy('users.searchKey')
      .orderBy('users.id')
      .limit(limit)
  );
}

/**
 * Members (and, when asked, registrations awaiting approval) whose name contains the text, by name:
 * what the front desk offers when a name is typed instead of a code.
 */
export async function searchPeopleByName(
  db: DbOrTx,
  text: string,
  options: { includePending: boolean; limit: number },
) {
  const [members, pending] = await Promise.all([
    peopleByNameQuery(db, text, 'member', options.limit).execute(),
    options.includePending ? peopleByNameQuery(db, text, 'pending', options.limit).execute() : [],
  ]);
  const byName = (a: { searchKey: string; id: string }, b: { searchKey: string; id: string }) =>
    a.searchKey < b.searchKey ? -1 : a.searchKey > b.searchKey ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  return [...members, ...pending]
    .sort(byName)
    .slice(0, options.limit)
    .map(({ searchKey: _key, ...person }) => person);
}

/** One member as the admin screens name them (a bill filter's "Member", a member page's heading). */
export async function findMemberSummary(db: DbOrTx, userId: string) {
  return db
    .selectFrom('users')
    .leftJoin('memberships', 'memberships.userId', 'users.id')
    .leftJoin('plans', 'plans.id', 'memberships.planId')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'plans.name as membershipType',
      'memberships.status',
      'users.joinDate',
    ])
    .where('users.id', '=', userId)
    .where('users.role', '=', 'member')
    .executeTakeFirst();
}

/** The account if it is a member (not an admin, not a pending registration). */
export async function findMember(db: DbOrTx, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('id', '=', userId)
    .where('role', '=', 'member')
    .executeTakeFirst();
}
