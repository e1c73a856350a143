// The one way a feature opens a transaction. It does three things a bare db.transaction() does not:
// - Inside a transaction already (an idempotent call runs the whole write in one, see
//   trpc/idempotency.ts), it joins it, so the write and the record of its answer commit together.
// - On PostgreSQL, two transactions can deadlock (40P01) or fail serialisation (40001). The loser
//   was rolled back whole, so it runs again after a short random pause (two losers retrying in step
//   would collide again), as it would have a moment later.
// - When every attempt loses, the caller hears "Someone else changed this, try again." (409), never
//   a 500.
import { setTimeout as sleep } from 'node:timers/promises';
import { PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Database, DbOrTx } from './schema.js';

export type Tx = Transaction<Database>;

/** Every attempt at a write lost to other writers at the same moment. */
export class ConcurrentChangeError extends Error {
  constructor(cause: unknown) {
    super('Someone else changed this, try again.', { cause });
  }
}

export interface TransactionOptions {
  /** How many times to try in all (5). */
  attempts?: number;
}

const DEFAULT_ATTEMPTS = 5;

function lostARace(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40001' || code === '40P01';
}

/** 5–20 ms, then 10–40 ms, …: random, so writers that collided do not collide again in step. */
function pauseBefore(attempt: number): number {
  return (5 + Math.random() * 15) * 2 ** (attempt - 1);
}

export async function inTransaction<T>(
  db: DbOrTx,
  work: (tx: Tx) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  // Joined: whoever opened the transaction runs it again if it loses.
  if (db.isTransaction) return work(db as Tx);
  const attempts = options.attempts ?? DEFAULT_ATTEMPTS;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (!lostARace(error)) throw error;
      if (attempt >= attempts) throw new ConcurrentChangeError(error);
      await sleep(pauseBefore(attempt));
    }
  }
}

/**
 * Makes every other transaction that takes the same named lock wait until ours ends: for writers
 * that would otherwise each take the same next number or move the same flag. PostgreSQL holds an
 * advisory lock until commit or rollback; SQLite runs one writing transaction at a time anyway.
 */
export async function lockNamed(tx: DbOrTx, name: string): Promise<void> {
  if (!(tx.getExecutor().adapter instanceof PostgresAdapter)) return;
  // Scoped to the schema, as the job locks are (db/advisory-locks.ts): two Palaestra schemas in one
  // database (tests) never wait for each other.
  await sql`select pg_advisory_xact_lock(hashtextextended(current_schema() || '.' || ${name}, 0))`.execute(tx);
}
