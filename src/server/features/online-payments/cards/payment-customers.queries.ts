// payment_customers: a member's customer at the provider (made once, kept) and the card saved for
// automatic payments: the provider's id for it, brand, last four digits and expiry; never a number.
import type { DbOrTx } from '../../../db/schema.js';
import type { SavedCard } from '../gateway.js';

/** The card columns of a customer with no card saved: a new customer, or one whose card was removed. */
const NO_CARD = {
  cardPaymentMethodId: null,
  cardBrand: null,
  cardLast4: null,
  cardExpMonth: null,
  cardExpYear: null,
  cardSavedAt: null,
} as const;

export function findPaymentCustomer(db: DbOrTx, memberId: string) {
  return db
    .selectFrom('paymentCustomers')
    .select(['memberId', 'customerId', 'cardPaymentMethodId', 'cardBrand', 'cardLast4', 'cardExpMonth', 'cardExpYear'])
    .where('memberId', '=', memberId)
    .executeTakeFirst();
}

export function findPaymentCustomerById(db: DbOrTx, customerId: string) {
  return db
    .selectFrom('paymentCustomers')
    .select(['memberId', 'customerId'])
    .where('customerId', '=', customerId)
    .executeTakeFirst();
}

/**
 * Keeps the member's customer. Two "Pay now" presses at once both ask the provider (with one
 * idempotency key, so for one customer) and both insert: the second insert does nothing.
 */
export async function insertPaymentCustomer(db: DbOrTx, row: { memberId: string; customerId: string; now: Date }) {
  await db
    .insertInto('paymentCustomers')
    .values({ memberId: row.memberId, customerId: row.customerId, ...NO_CARD, createdAt: row.now.toISOString() })
    .onConflict((oc) => oc.column('memberId').doNothing())
    .execute();
}

/** The card a finished setup saved, in place of any card before it. */
export async function saveCardOf(db: DbOrTx, memberId: string, card: SavedCard, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('paymentCustomers')
    .set({
      cardPaymentMethodId: card.paymentMethodId,
      cardBrand: card.brand,
      cardLast4: card.last4,
      cardExpMonth: card.expMonth,
      cardExpYear: card.expYear,
      cardSavedAt: now.toISOString(),
    })
    .where('memberId', '=', memberId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Forgets the card, unless another was saved meanwhile (that one stays). */
export async function clearCardOf(db: DbOrTx, memberId: string, paymentMethodId: string): Promise<boolean> {
  const result = await db
    .updateTable('paymentCustomers')
    .set(NO_CARD)
    .where('memberId', '=', memberId)
    .where('cardPaymentMethodId', '=', paymentMethodId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** No card, no automatic payments: the member's attempts still waiting are called off. */
export async function cancelPendingAutopay(db: DbOrTx, memberId: string, now: Date): Promise<number> {
  const result = await db
    .updateTable('autopayAttempts')
    .set({ status: 'cancelled', updatedAt: now.toISOString() })
    .where('memberId', '=', memberId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
