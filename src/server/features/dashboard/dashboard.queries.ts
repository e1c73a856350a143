// The figures at the top of the admin dashboard, read on every admin screen open. Each is one small
// index range however big the ledger grows: memberships by status, the kept day totals of payments
// (payment_days, at most 31 rows for a month) and the members' kept balances (users.balance_cents,
// one row per account): migration 0018 says why these totals and not others.
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

/** Cents paid on the gym's days from..to (inclusive), from the kept day totals, un-executed. */
export function collectedBetweenQuery(db: DbOrTx, from: string, to: string) {
  return db
    .selectFrom('paymentDays')
    .select((eb) => eb.fn.sum<number | string | null>('collectedCents').as('cents'))
    .where('paidOn', '>=', from)
    .where('paidOn', '<=', to);
}

/** Cents paid on the gym's days from..to (inclusive). */
export async function collectedCentsBetween(db: DbOrTx, from: string, to: string): Promise<number> {
  const row = await collectedBetweenQuery(db, from, to).executeTakeFirstOrThrow();
  return Number(row.cents ?? 0);
}

/**
 * What members still owe on open bills: the sum of every account's kept balance (what its open bills
 * still owe, 0017's triggers), un-executed. Every account, not only members: a bill stays owed by an
 * account whose role changed. The 10,000 balances are read from users_role_balance_idx, not the table.
 */
export function outstandingQuery(db: DbOrTx) {
  return db.selectFrom('users').select((eb) => eb.fn.sum<number | string | null>('balanceCents').as('cents'));
}

/** What members still owe on open bills: each bill's amount less what was paid on it. */
export async function outstandingCents(db: DbOrTx): Promise<number> {
  const row = await outstandingQuery(db).executeTakeFirstOrThrow();
  return Number(row.cents ?? 0);
}
