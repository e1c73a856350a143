import { type ExpressionBuilder, sql } from 'kysely';
import type { Page } from '../../../shared/pagination.js';
import type { Database, DbOrTx } from '../../db/schema.js';

export interface MemberListItem {
  id: string;
  name: string;
  email: string;
  membershipType: string | null;
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
      sql<boolean>`lower(${eb.ref('name')}) like lower(${pattern}) escape '!'`,
      sql<boolean>`lower(${eb.ref('email')}) like lower(${pattern}) escape '!'`,
    ]);
}

/** Members ordered by name (index users_role_name_idx), optionally filtered by name or email. */
export async function listMembers(
  db: DbOrTx,
  query: { search?: string; page: number; pageSize: number },
): Promise<Page<MemberListItem>> {
  let members = db.selectFrom('users').where('role', '=', 'member');
  if (query.search) members = members.where(nameOrEmailContains(query.search));
  const [items, count] = await Promise.all([
    members
      .select(['id', 'name', 'email', 'membershipType', 'joinDate'])
      .orderBy('name', 'asc')
      .orderBy('id', 'asc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    members.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total), page: query.page, pageSize: query.pageSize };
}

/** The account if it is a member (not an admin, not a pending registration). */
export async function findMember(db: DbOrTx, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'membershipType'])
    .where('id', '=', userId)
    .where('role', '=', 'member')
    .executeTakeFirst();
}

export async function setMembershipType(db: DbOrTx, userId: string, membershipType: string): Promise<number> {
  const result = await db
    .updateTable('users')
    .set({ membershipType })
    .where('id', '=', userId)
    .where('role', '=', 'member')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
