// One helper every money-writing procedure runs its write through. With a key (see
// shared/idempotency.ts), the write, the claim of the key and the answer commit in one transaction:
// - a repeat after a lost answer finds the key and gets the first answer, writing nothing;
// - repeats at the same moment (two processes, a double click) wait for the first on the key's row,
//   then get its answer; if the first failed (and rolled back), the next one runs instead;
// - the same key with other input is refused: it names a different intended write.
// A call without a key runs as it always has.
import type { GymSettings } from '../../shared/settings.schemas.js';
import type { Db, DbOrTx } from '../db/schema.js';
import { inTransaction } from '../db/transactions.js';
import type { Clock } from '../lib/clock.js';
import { hashToken } from '../lib/hash.js';
import { TRPCError } from '../trpc/init.js';
import { claimKey, findKey, forgetKeysBefore, storeAnswer } from './idempotency.queries.js';

/** Keys are honoured for at least this long; the hourly maintenance forgets older ones. */
export const KEY_LIFETIME_MS = 48 * 60 * 60 * 1000;

export const KEY_REUSED = 'This request key was already used for a different request.';

interface Call<Input> {
  ctx: { deps: { db: Db; clock: Clock }; user: { id: string }; gym(): Promise<GymSettings> };
  input: Input;
  /** The procedure's name; a key names one write of one procedure. */
  path: string;
}

/**
 * `write` gets the database (the transaction, when there is a key) and the gym's settings, read
 * before the transaction opens: on SQLite a read outside it would wait for it for ever.
 */
export async function oncePerKey<Input extends { idempotencyKey?: string }, Answer>(
  call: Call<Input>,
  write: (db: DbOrTx, gym: GymSettings) => Promise<Answer>,
): Promise<Answer> {
  const gym = await call.ctx.gym();
  const { idempotencyKey: key, ...input } = call.input;
  if (!key) return write(call.ctx.deps.db, gym);
  const owner = { userId: call.ctx.user.id, key };
  const requestHash = hashToken(JSON.stringify(input));
  return inTransaction(call.ctx.deps.db, async (tx) => {
    const createdAt = call.ctx.deps.clock.now().toISOString();
    if (!(await claimKey(tx, { ...owner, procedure: call.path, requestHash, createdAt }))) {
      const first = await findKey(tx, owner);
      if (first?.procedure !== call.path || first.requestHash !== requestHash || first.response === null) {
        throw new TRPCError({ code: 'UNPROCESSABLE_CONTENT', message: KEY_REUSED });
      }
      return JSON.parse(first.response) as Answer;
    }
    const answer = await write(tx, gym);
    await storeAnswer(tx, owner, JSON.stringify(answer ?? null));
    return answer;
  });
}

/** For the hourly maintenance. */
export function forgetOldKeys(db: Db, now: Date): Promise<number> {
  return forgetKeysBefore(db, new Date(now.getTime() - KEY_LIFETIME_MS));
}
