// The stored first answers of money-writing calls, by the caller's account and the key it chose.
import type { DbOrTx } from '../db/schema.js';

export interface KeyOwner {
  userId: string;
  key: string;
}

/**
 * Takes the key for this transaction; false when someone already has it. On PostgreSQL a
 * transaction still running with the same key makes this wait until it ends: if it commits, the key
 * is theirs (and their answer readable); if it rolls back, the key is ours.
 */
export async function claimKey(
  tx: DbOrTx,
  claim: KeyOwner & { procedure: string; requestHash: string; createdAt: string },
): Promise<boolean> {
  const claimed = await tx
    .insertInto('idempotencyKeys')
    .values({ ...claim, response: null })
    .onConflict((oc) => oc.columns(['userId', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}

export function findKey(tx: DbOrTx, owner: KeyOwner) {
  return tx
    .selectFrom('idempotencyKeys')
    .select(['procedure', 'requestHash', 'response'])
    .where('userId', '=', owner.userId)
    .where('key', '=', owner.key)
    .executeTakeFirst();
}

export async function storeAnswer(tx: DbOrTx, owner: KeyOwner, response: string): Promise<void> {
  await tx
    .updateTable('idempotencyKeys')
    .set({ response })
    .where('userId', '=', owner.userId)
    .where('key', '=', owner.key)
    .execute();
}

/** Keys older than `before` (an index range on created_at); returns how many went. */
export async function forgetKeysBefore(db: DbOrTx, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('idempotencyKeys')
    .where('createdAt', '<', before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
