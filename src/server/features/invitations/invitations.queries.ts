// "Set your password" links: only each token's SHA-256 is stored.
import type { DbOrTx } from '../../db/schema.js';

export function insertInvitation(
  db: DbOrTx,
  row: { tokenHash: string; userId: string; expiresAt: string; createdAt: string; createdBy: string | null },
) {
  return db.insertInto('accountInvitations').values(row).execute();
}

/** The invitation and the account it is for (name, email, role), if the token is known. */
export function findInvitation(db: DbOrTx, tokenHash: string) {
  return db
    .selectFrom('accountInvitations')
    .innerJoin('users', 'users.id', 'accountInvitations.userId')
    .select([
      'accountInvitations.userId',
      'accountInvitations.expiresAt',
      'users.name',
      'users.email',
      'users.role',
      'users.passwordHash',
    ])
    .where('accountInvitations.tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/** Deletes the token and says whose it was: of two requests with one token, one gets the row. */
export function takeInvitation(db: DbOrTx, tokenHash: string) {
  return db
    .deleteFrom('accountInvitations')
    .where('tokenHash', '=', tokenHash)
    .returning(['userId', 'expiresAt'])
    .executeTakeFirst();
}

export function deleteInvitationsOf(db: DbOrTx, userId: string) {
  return db.deleteFrom('accountInvitations').where('userId', '=', userId).execute();
}

export function deleteInvitation(db: DbOrTx, tokenHash: string) {
  return db.deleteFrom('accountInvitations').where('tokenHash', '=', tokenHash).execute();
}

/** Maintenance: links past their date go. */
export async function deleteExpiredInvitations(db: DbOrTx, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('accountInvitations')
    .where('expiresAt', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
