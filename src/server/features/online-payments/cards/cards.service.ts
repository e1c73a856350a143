// "Remove card": the provider forgets the card first (outside any transaction); only then do we
// forget it and call off the automatic payments still waiting, in one transaction. If the provider
// cannot be reached, the card stays, here and there, and the member can try again.
import type { Db } from '../../../db/schema.js';
import { inTransaction } from '../../../db/transactions.js';
import type { PaymentGateway } from '../gateway.js';
import { cancelPendingAutopay, clearCardOf, findPaymentCustomer } from './payment-customers.queries.js';

/** True when a card was removed; false when there was none. */
export async function removeSavedCard(db: Db, gateway: PaymentGateway, memberId: string, now: Date): Promise<boolean> {
  const customer = await findPaymentCustomer(db, memberId);
  const paymentMethodId = customer?.cardPaymentMethodId;
  if (!paymentMethodId) return false;
  await gateway.detachCard(paymentMethodId);
  return inTransaction(db, async (tx) => {
    const cleared = await clearCardOf(tx, memberId, paymentMethodId);
    // Another card saved meanwhile keeps its automatic payments.
    if (cleared) await cancelPendingAutopay(tx, memberId, now);
    return cleared;
  });
}
