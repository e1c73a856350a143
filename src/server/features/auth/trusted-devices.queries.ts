// Browsers that have signed in to an account before, by the SHA-256 of their device cookie.
import type { DbOrTx } from '../../db/schema.js';

export async function isTrustedDevice(db: DbOrTx, tokenHash: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('trustedDevices')
    .select('userId')
    .where('tokenHash', '=', tokenHash)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Remembers the browser for the account, or notes that it was just used again. */
export async function trustDevice(db: DbOrTx, device: { tokenHash: string; userId: string; now: Date }) {
  const now = device.now.toISOString();
  await db
    .insertInto('trustedDevices')
    .values({ tokenHash: device.tokenHash, userId: device.userId, createdAt: now, lastUsedAt: now })
    .onConflict((oc) => oc.columns(['tokenHash', 'userId']).doUpdateSet({ lastUsedAt: now }))
    .execute();
}

/** Browsers not used for a sign-in since `before` are strangers again. */
export async function forgetUnusedDevices(db: DbOrTx, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('trustedDevices')
    .where('lastUsedAt', '<', before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
