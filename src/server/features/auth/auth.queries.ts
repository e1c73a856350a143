import type { Role } from '../../../shared/roles.js';
import { searchKey } from '../../../shared/search-key.js';
import type { DbOrTx } from '../../db/schema.js';
import { newId, nowIso } from '../../lib/ids.js';

export async function findAccountByEmail(db: DbOrTx, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role', 'passwordHash'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function findPasswordHash(db: DbOrTx, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('passwordHash').where('id', '=', userId).executeTakeFirst();
  return row?.passwordHash ?? undefined;
}

/**
 * The Member List searches names and emails folded alike (see src/shared/search-key.ts). Without an
 * email (a walk-in) the key is the name and the newline, so name-only searches still find them.
 */
export function userSearchKey(name: string, email: string | null): string {
  return `${searchKey(name)}\n${email === null ? '' : searchKey(email)}`;
}

export async function insertAccount(
  db: DbOrTx,
  account: { name: string; email: string; passwordHash: string; role: Role | null; joinDate?: string | null },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('users')
    .values({
      id,
      name: account.name,
      email: account.email,
      passwordHash: account.passwordHash,
      role: account.role,
      joinDate: account.joinDate ?? null,
      createdAt: nowIso(),
      searchKey: userSearchKey(account.name, account.email),
    })
    .execute();
  return id;
}

export async function updatePasswordHash(db: DbOrTx, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ passwordHash }).where('id', '=', userId).execute();
}

/** When the account last signed in: the Staff list shows it. */
export async function recordSignIn(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ lastSignInAt: now.toISOString() }).where('id', '=', userId).execute();
}

export async function insertResetToken(
  db: DbOrTx,
  token: { tokenHash: string; userId: string; expiresAt: string; createdAt: string },
): Promise<void> {
  await db.insertInto('passwordResetTokens').values(token).execute();
}

export async function findResetToken(db: DbOrTx, tokenHash: string) {
  return db
    .selectFrom('passwordResetTokens')
    .select(['userId', 'expiresAt'])
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/** Deletes a token and says whom it was for; undefined when another request took it first. */
export async function takeResetToken(db: DbOrTx, tokenHash: string) {
  return db
    .deleteFrom('passwordResetTokens')
    .where('tokenHash', '=', tokenHash)
    .returning(['userId', 'expiresAt'])
    .executeTakeFirst();
}

export async function deleteResetToken(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.deleteFrom('passwordResetTokens').where('tokenHash', '=', tokenHash).execute();
}

export async function deleteResetTokensOf(db: DbOrTx, userId: string): Promise<void> {
  await db.deleteFrom('passwordResetTokens').where('userId', '=', userId).execute();
}

export async function deleteExpiredResetTokens(db: DbOrTx, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('passwordResetTokens')
    .where('expiresAt', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
