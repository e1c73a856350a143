// A recurring bill just issued to a member with a saved card: its first autopay attempt, due now,
// written in the billing run's transaction (the run itself never calls the provider).
import type { DbOrTx } from '../../../db/schema.js';
import { insertAttempt, savedCardOf } from './autopay.queries.js';

export async function queueFirstAutopayAttempt(
  tx: DbOrTx,
  bill: { billId: string; memberId: string },
  now: Date,
): Promise<boolean> {
  if (!(await savedCardOf(tx, bill.memberId))) return false;
  await insertAttempt(tx, { ...bill, attempt: 1, dueAt: now.toISOString() }, now);
  return true;
}
