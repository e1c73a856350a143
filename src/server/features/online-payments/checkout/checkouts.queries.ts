// online_checkouts: each hand-off of a member to the provider's hosted page. Written first as
// 'creating' (ours, before the provider is asked), then 'open' with the provider's session id, or
// 'failed' when the provider could not be reached. The webhook moves it on to 'completed' or 'expired'.
import type { DbOrTx } from '../../../db/schema.js';
import { newId } from '../../../lib/ids.js';
import type { CheckoutMode } from '../online-payments.tables.js';

export interface NewCheckout {
  memberId: string;
  mode: CheckoutMode;
  billId: string | null;
  amountCents: number | null;
  now: Date;
}

export async function insertCheckout(db: DbOrTx, checkout: NewCheckout): Promise<string> {
  const id = newId();
  await db
    .insertInto('onlineCheckouts')
    .values({
      id,
      memberId: checkout.memberId,
      mode: checkout.mode,
      billId: checkout.billId,
      amountCents: checkout.amountCents,
      sessionId: null,
      status: 'creating',
      createdAt: checkout.now.toISOString(),
      completedAt: null,
    })
    .execute();
  return id;
}

/** The provider answered: the member may go to its page. Only from 'creating' (a webhook may be faster). */
export async function markCheckoutOpen(db: DbOrTx, checkoutId: string, sessionId: string): Promise<void> {
  await db
    .updateTable('onlineCheckouts')
    .set({ sessionId })
    .where('id', '=', checkoutId)
    .where('sessionId', 'is', null)
    .execute();
  await db
    .updateTable('onlineCheckouts')
    .set({ status: 'open' })
    .where('id', '=', checkoutId)
    .where('status', '=', 'creating')
    .execute();
}

/** The provider could not make the page: nobody can pay through this checkout. */
export async function markCheckoutFailed(db: DbOrTx, checkoutId: string, now: Date): Promise<void> {
  await db
    .updateTable('onlineCheckouts')
    .set({ status: 'failed', completedAt: now.toISOString() })
    .where('id', '=', checkoutId)
    .where('status', '=', 'creating')
    .execute();
}

/** A setup finished (its card is saved). */
export async function markCheckoutCompleted(db: DbOrTx, checkoutId: string, now: Date): Promise<void> {
  await db
    .updateTable('onlineCheckouts')
    .set({ status: 'completed', completedAt: now.toISOString() })
    .where('id', '=', checkoutId)
    .where('status', 'in', ['creating', 'open'])
    .execute();
}

/** One of the member's checkouts (another member's is not found). */
export function findCheckoutOfMember(db: DbOrTx, checkoutId: string, memberId: string) {
  return db
    .selectFrom('onlineCheckouts')
    .select(['id', 'memberId', 'mode', 'billId', 'amountCents', 'sessionId', 'status'])
    .where('id', '=', checkoutId)
    .where('memberId', '=', memberId)
    .executeTakeFirst();
}

export function findCheckout(db: DbOrTx, checkoutId: string) {
  return db
    .selectFrom('onlineCheckouts')
    .select(['id', 'memberId', 'mode', 'status'])
    .where('id', '=', checkoutId)
    .executeTakeFirst();
}

export function findCheckoutBySession(db: DbOrTx, sessionId: string) {
  return db
    .selectFrom('onlineCheckouts')
    .select(['id', 'memberId', 'mode', 'status'])
    .where('sessionId', '=', sessionId)
    .executeTakeFirst();
}

/**
 * The online charge recorded for a checkout (by the webhook's recorder), with the first payment row
 * it wrote (the receipt's address). null until it is recorded.
 */
export async function chargeOfCheckout(db: DbOrTx, checkoutId: string) {
  const charge = await db
    .selectFrom('onlineCharges')
    .select(['id', 'amountCents', 'receiptNumber'])
    .where('checkoutId', '=', checkoutId)
    .orderBy('recordedAt')
    .executeTakeFirst();
  if (!charge) return null;
  const payment = await db
    .selectFrom('payments')
    .select('id')
    .where('onlineChargeId', '=', charge.id)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return { ...charge, paymentId: payment?.id ?? null };
}
