// The figures at the top of the admin dashboard. Each is one index range: memberships by status,
// payments by day (index-only on payments_paid_on_idx), open bills by status.
import type { DbOrTx } from '../../db/schema.js';

/** Active memberships (memberships_status_next_bill_idx), un-executed. */
export function countActiveMembersQuery(db: DbOrTx) {
  return db
    .selectFrom('memberships')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'active');
}

export async function countActiveMembers(db: DbOrTx): Promise<number> {
  const row = await countActiveMembersQuery(db).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Cents paid on the gym's days from..to (inclusive), un-executed. */
export function collectedBetweenQuery(db: DbOrTx, from: string, to: string) {
  return db
    .selectFrom('payments')
    .select((eb) => eb.fn.sum<number | string | null>('amountCents').as('cents'))
    .where('paidOn', '>=', from)
    .where('paidOn', '<=', to);
}

/** Cents paid on the gym's days from..to (inclusive). */
export async function collectedCentsBetween(db: DbOrTx, from: string, to: string): Promise<number> {
  const row = await collectedBetweenQuery(db, from, to).executeTakeFirstOrThrow();
  return Number(row.cents ?? 0);
}

/** What members still owe on open bills: each bill's amount less what was paid on it, un-executed. */
export function outstandingQuery(db: DbOrTx) {
  return db
    .selectFrom('bills')
    .select((eb) => eb.fn.sum<number | string | null>(eb('amountCents', '-', eb.ref('paidCents'))).as('cents'))
    .where('status', '=', 'open');
}

/** What members still owe on open bills: each bill's amount less what was paid on it. */
export async function outstandingCents(db: DbOrTx): Promise<number> {
  const row = await outstandingQuery(db).executeTakeFirstOrThrow();
  return Number(row.cents ?? 0);
}
