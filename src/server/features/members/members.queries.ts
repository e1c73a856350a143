import { type ExpressionBuilder, sql } from 'kysely';
import type { MembershipStatus } from '../../../shared/memberships.schemas.js';
import type { Page } from '../../../shared/pagination.js';
import type { Database, DbOrTx } from '../../db/schema.js';

export interface MemberListItem {
  id: string;
  name: string;
  email: string;
  /** The spec's "Membership Type": the name of the member's plan. */
  membershipType: string | null;
  /** A plan change waiting for the current period to end, and the day it takes effect. */
  nextPlanName: string | null;
  nextPlanFrom: string | null;
  status: MembershipStatus | null;
  /** Cancelled: paid up to (not including) this day. */
  endsOn: string | null;
  joinDate: string | null;
}

/**
 * A LIKE pattern matching `text` anywhere, with the LIKE wildcards typed by the admin taken literally.
 * '!' is the escape character: unlike a backslash it means the same in SQLite and PostgreSQL string
 * literals, and with an explicit ESCAPE PostgreSQL no longer treats a backslash as special either.
 */
function containsPattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/** lower() on both sides: SQLite's LIKE ignores ASCII case, PostgreSQL's does not. */
function nameOrEmailContains(search: string) {
  const pattern = containsPattern(search);
  return (eb: ExpressionBuilder<Database, 'users'>) =>
    eb.or([
      sql<boolean>`lower(${eb.ref('users.name')}) like lower(${pattern}) escape '!'`,
      sql<boolean>`lower(${eb.ref('users.email')}) like lower(${pattern}) escape '!'`,
    ]);
}

/** Members ordered by name (index users_role_name_idx), optionally filtered by name or email. */
export async function listMembers(
  db: DbOrTx,
  query: { search?: string; page: number; pageSize: number },
): Promise<Page<MemberListItem>> {
  let members = db.selectFrom('users').where('users.role', '=', 'member');
  if (query.search) members = members.where(nameOrEmailContains(query.search));
  const [items, count] = await Promise.all([
    members
      .leftJoin('memberships', 'memberships.userId', 'users.id')
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
      ])
      .orderBy('users.name', 'asc')
      .orderBy('users.id', 'asc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    members.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total), page: query.page, pageSize: query.pageSize };
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
  return db
    .selectFrom('users')
    .leftJoin('memberships', 'memberships.userId', 'users.id')
    .leftJoin('plans', 'plans.id', 'memberships.planId')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.role',
      'plans.name as membershipType',
      'memberships.status',
    ])
    .where((eb) =>
      options.includePending
        ? eb.or([eb('users.role', '=', 'member'), eb('users.role', 'is', null)])
        : eb('users.role', '=', 'member'),
    )
    .where((eb) => sql<boolean>`lower(${eb.ref('users.name')}) like lower(${containsPattern(text)}) escape '!'`)
    .orderBy('users.name')
    .orderBy('users.id')
    .limit(options.limit)
    .execute();
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
