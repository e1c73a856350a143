// A lease lets exactly one process do a piece of work at a time, however many processes share the
// database: the row is taken only when it is free or its holder let it expire (a crashed process
// loses it after `ttlMs`). One portable statement: insert, or take over an expired lease.
import type { DbOrTx } from '../db/schema.js';

export async function tryAcquireLease(
  db: DbOrTx,
  lease: { name: string; holder: string; ttlMs: number; now: Date },
): Promise<boolean> {
  const nowIso = lease.now.toISOString();
  const expiresAt = new Date(lease.now.getTime() + lease.ttlMs).toISOString();
  const taken = await db
    .insertInto('leases')
    .values({ name: lease.name, holder: lease.holder, expiresAt })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ holder: lease.holder, expiresAt })
        .where((eb) => eb.or([eb('leases.expiresAt', '<=', nowIso), eb('leases.holder', '=', lease.holder)])),
    )
    .returning('holder')
    .executeTakeFirst();
  return taken?.holder === lease.holder;
}

export async function releaseLease(db: DbOrTx, lease: { name: string; holder: string }): Promise<void> {
  await db.deleteFrom('leases').where('name', '=', lease.name).where('holder', '=', lease.holder).execute();
}

/** Removes the leases under `prefix` that another holder took: for a holder that knows them all dead. */
export async function releaseLeasesOfOthers(db: DbOrTx, lease: { prefix: string; holder: string }): Promise<number> {
  const result = await db
    .deleteFrom('leases')
    .where('name', 'like', `${lease.prefix}%`)
    .where('holder', '<>', lease.holder)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
