// Autopay attempts: charging a recurring bill to the member's saved card. The billing run writes the
// first (in its own transaction, never calling the provider); the autopay job claims due ones with
// one conditional update each, so two processes never charge one attempt twice.
import type { DbOrTx } from '../../../db/schema.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A 'charging' attempt without a provider answer this old was left by a process that died. */
export const CHARGING_STALE_MS = 15 * MINUTE;
/** When the provider could not be reached, the attempt is tried again this much later. */
export const UNAVAILABLE_RETRY_MS = 15 * MINUTE;
/** After the bill is issued: attempt 2 after 3 days, attempt 3 after 7. */
export const RETRY_AFTER_DAYS: Record<number, number> = { 2: 3, 3: 7 };
export const LAST_ATTEMPT = 3;

export function retryDueAt(billIssuedAt: string, attempt: number): string {
  const days = RETRY_AFTER_DAYS[attempt];
  if (days === undefined) throw new Error(`No autopay attempt ${attempt}`);
  return new Date(new Date(billIssuedAt).getTime() + days * DAY).toISOString();
}

/** The saved card of a member, if any. */
export function savedCardOf(db: DbOrTx, memberId: string) {
  return db
    .selectFrom('paymentCustomers')
    .select(['customerId', 'cardPaymentMethodId'])
    .where('memberId', '=', memberId)
    .where('cardPaymentMethodId', 'is not', null)
    .executeTakeFirst();
}

export async function insertAttempt(
  db: DbOrTx,
  attempt: { billId: string; attempt: number; memberId: string; dueAt: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto('autopayAttempts')
    .values({ ...attempt, status: 'pending', providerPaymentId: null, failure: null, updatedAt: now.toISOString() })
    .onConflict((oc) => oc.columns(['billId', 'attempt']).doNothing())
    .execute();
}

/** Attempts a run may claim now: pending and due, or charging and abandoned (oldest due first). */
export function claimableAttempts(db: DbOrTx, now: Date, limit: number) {
  const at = now.toISOString();
  const stale = new Date(now.getTime() - CHARGING_STALE_MS).toISOString();
  return db
    .selectFrom('autopayAttempts')
    .select(['billId', 'attempt'])
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('dueAt', '<=', at)]),
        eb.and([eb('status', '=', 'charging'), eb('providerPaymentId', 'is', null), eb('updatedAt', '<=', stale)]),
      ]),
    )
    .orderBy('dueAt')
    .orderBy('billId')
    .limit(limit)
    .execute();
}

/**
 * Moves one attempt to 'charging' if it is still claimable: one statement, so of two processes
 * only one gets a row back.
 */
export async function claimAttempt(db: DbOrTx, key: { billId: string; attempt: number }, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const stale = new Date(now.getTime() - CHARGING_STALE_MS).toISOString();
  const result = await db
    .updateTable('autopayAttempts')
    .set({ status: 'charging', updatedAt: at })
    .where('billId', '=', key.billId)
    .where('attempt', '=', key.attempt)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('dueAt', '<=', at)]),
        eb.and([eb('status', '=', 'charging'), eb('providerPaymentId', 'is', null), eb('updatedAt', '<=', stale)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Moves a 'charging' attempt on; false when something else (the webhook) moved it first. */
export async function updateCharging(
  db: DbOrTx,
  key: { billId: string; attempt: number },
  changes: {
    status?: 'pending' | 'failed' | 'cancelled';
    providerPaymentId?: string | null;
    failure?: string;
    dueAt?: string;
  },
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('autopayAttempts')
    .set({ ...changes, updatedAt: now.toISOString() })
    .where('billId', '=', key.billId)
    .where('attempt', '=', key.attempt)
    .where('status', '=', 'charging')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
