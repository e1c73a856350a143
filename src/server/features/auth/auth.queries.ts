import type { Role } from '../../../shared/roles.js';
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
  return row?.passwordHash;
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
      membershipType: null,
      joinDate: account.joinDate ?? null,
      createdAt: nowIso(),
    })
    .execute();
  return id;
}

export async function updatePasswordHash(db: DbOrTx, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ passwordHash }).where('id', '=', userId).execute();
}

export async function insertResetToken(
  db: DbOrTx,
  token: { tokenHash: string; userId: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('passwordResetTokens')
    .values({ ...token, createdAt: nowIso() })
    .execute();
}

/** Takes a token out of the table and returns whom it was for, if it existed (single use). */
export async function consumeResetToken(db: DbOrTx, tokenHash: string) {
  const row = await db
    .selectFrom('passwordResetTokens')
    .select(['userId', 'expiresAt'])
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const deleted = await db.deleteFrom('passwordResetTokens').where('tokenHash', '=', tokenHash).executeTakeFirst();
  // Another request consumed it between our read and delete: it is no longer ours to use.
  return deleted.numDeletedRows > 0n ? row : undefined;
}

export async function deleteResetTokensOf(db: DbOrTx, userId: string): Promise<void> {
  await db.deleteFrom('passwordResetTokens').where('userId', '=', userId).execute();
}

export async function deleteResetToken(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.deleteFrom('passwordResetTokens').where('tokenHash', '=', tokenHash).execute();
}

export async function deleteExpiredResetTokens(db: DbOrTx, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('passwordResetTokens')
    .where('expiresAt', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
