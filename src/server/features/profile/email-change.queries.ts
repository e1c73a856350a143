// "Change email": links waiting to be confirmed (by the hash of their token), and the change itself,
// which moves the address on the account, on its member row and in its search key together.
import type { DbOrTx } from '../../db/schema.js';
import { userSearchKey } from '../auth/auth.queries.js';

export async function insertEmailChange(
  db: DbOrTx,
  row: { tokenHash: string; userId: string; newEmail: string; expiresAt: string; createdAt: string },
): Promise<void> {
  await db.insertInto('emailChanges').values(row).execute();
}

/** Only the newest link of an account works: asking again replaces the one before. */
export async function deleteEmailChangesOf(db: DbOrTx, userId: string): Promise<void> {
  await db.deleteFrom('emailChanges').where('userId', '=', userId).execute();
}

/** Takes the link (one statement: of two clicks at once, one gets it), whatever its expiry. */
export async function takeEmailChange(db: DbOrTx, tokenHash: string) {
  const row = await db
    .selectFrom('emailChanges')
    .select(['userId', 'newEmail', 'expiresAt'])
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const deleted = await db.deleteFrom('emailChanges').where('tokenHash', '=', tokenHash).executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1 ? row : undefined;
}

/** The address waiting to be confirmed (the newest unexpired link), for My profile. */
export async function pendingEmailOf(db: DbOrTx, userId: string, now: Date): Promise<string | null> {
  const row = await db
    .selectFrom('emailChanges')
    .select('newEmail')
    .where('userId', '=', userId)
    .where('expiresAt', '>', now.toISOString())
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
  return row?.newEmail ?? null;
}

export async function emailTaken(db: DbOrTx, email: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
}

export async function findAccountForEmailChange(db: DbOrTx, userId: string) {
  return db.selectFrom('users').select(['name', 'email']).where('id', '=', userId).executeTakeFirst();
}

export async function changeAccountEmail(db: DbOrTx, userId: string, name: string, email: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email, searchKey: userSearchKey(name, email) })
    .where('id', '=', userId)
    .execute();
  await db.updateTable('members').set({ email }).where('userId', '=', userId).execute();
}
