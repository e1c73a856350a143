// The gym's staff accounts: the Staff list, invitations, role changes and removing access.
import { sql } from 'kysely';
import { STAFF_ROLES, type StaffRole } from '../../../shared/roles.js';
import type { DbOrTx } from '../../db/schema.js';
import { newId, nowIso } from '../../lib/ids.js';
import { userSearchKey } from '../auth/auth.queries.js';

/**
 * One page of staff accounts by name (users_role_search_key_idx: a range per staff role), never the
 * password hash itself: only whether the invitation is still waiting for one.
 */
export function staffPageQuery(db: DbOrTx, paging: { page: number; pageSize: number }) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'name',
      'email',
      'role',
      'lastSignInAt',
      sql<number>`case when password_hash is null then 1 else 0 end`.as('invitationWaiting'),
    ])
    .where('role', 'in', STAFF_ROLES)
    .orderBy('searchKey')
    .orderBy('id')
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
}

export function countStaffQuery(db: DbOrTx) {
  return db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('role', 'in', STAFF_ROLES);
}

/** A staff account (never a member or a pending registration), with whether it has a password. */
export async function findStaffAccount(db: DbOrTx, userId: string) {
  const row = await db
    .selectFrom('users')
    .select([
      'id',
      'name',
      'email',
      'role',
      sql<number>`case when password_hash is null then 0 else 1 end`.as('hasPassword'),
    ])
    .where('id', '=', userId)
    .where('role', 'in', STAFF_ROLES)
    .executeTakeFirst();
  return row ? { ...row, role: row.role as StaffRole, hasPassword: Number(row.hasPassword) === 1 } : undefined;
}

/** Admins other than this one who can sign in (have set a password): those who would remain. */
export async function countOtherSignInAdmins(db: DbOrTx, userId: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('role', '=', 'admin')
    .where('passwordHash', 'is not', null)
    .where('id', '!=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function emailInUse(db: DbOrTx, email: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
}

/** A staff account with no password yet: nobody can sign in to it until the invitation is taken up. */
export async function insertStaffAccount(
  db: DbOrTx,
  account: { name: string; email: string; role: StaffRole; joinDate: string },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('users')
    .values({
      id,
      name: account.name,
      email: account.email,
      passwordHash: null,
      role: account.role,
      joinDate: account.joinDate,
      createdAt: nowIso(),
      searchKey: userSearchKey(account.name, account.email),
    })
    .execute();
  return id;
}

export async function setStaffRole(db: DbOrTx, userId: string, role: StaffRole): Promise<void> {
  await db.updateTable('users').set({ role }).where('id', '=', userId).execute();
}

/**
 * Takes the role and the password away; the row (and its name) stays, so the events and payments
 * that name this person still do. With no role and no pending request, the account is neither staff,
 * a member nor a registration awaiting approval.
 */
export async function clearStaffAccess(db: DbOrTx, userId: string): Promise<void> {
  await db.updateTable('users').set({ role: null, passwordHash: null }).where('id', '=', userId).execute();
}

/** Every session of the account, in the caller's transaction: the next request of each is refused. */
export async function deleteSessionsOf(db: DbOrTx, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('userId', '=', userId).execute();
}
