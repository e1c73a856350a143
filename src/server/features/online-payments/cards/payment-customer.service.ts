// The member's customer at the provider, made the first time they pay or save a card, then kept.
// The provider is asked outside any transaction (a slow provider must not hold SQLite's one writer),
// with an idempotency key of the member's id: two first presses at once get one customer, and the
// row's primary key makes their two inserts one row.
import type { Db } from '../../../db/schema.js';
import type { PaymentGateway } from '../gateway.js';
import { findPaymentCustomer, insertPaymentCustomer } from './payment-customers.queries.js';

export const customerKeyOf = (memberId: string) => `customer-${memberId}`;

export async function ensurePaymentCustomer(
  db: Db,
  gateway: PaymentGateway,
  member: { id: string; name: string; email: string | null },
  now: Date,
): Promise<string> {
  const known = await findPaymentCustomer(db, member.id);
  if (known) return known.customerId;
  const { customerId } = await gateway.createCustomer({
    memberId: member.id,
    name: member.name,
    email: member.email,
    idempotencyKey: customerKeyOf(member.id),
  });
  await insertPaymentCustomer(db, { memberId: member.id, customerId, now });
  // Whichever insert came first is the member's customer.
  const kept = await findPaymentCustomer(db, member.id);
  if (!kept) throw new Error(`payment customer of ${member.id} vanished after its insert`);
  return kept.customerId;
}
