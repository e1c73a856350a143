// The procedures of paying online and saved cards (onlinePayments.* of members) in the procedure
// catalog (procedure-catalog.ts): each with an input that succeeds. Who may call them is the
// permission table's (src/shared/permissions.ts). Those that reach the provider succeed where the
// test's deps have a gateway (the Stripe stand-in).
import { insertBill } from '../features/billing/billing.queries.js';
import { memberBalance } from '../features/billing/member-bills.queries.js';
import { insertCheckout } from '../features/online-payments/checkout/checkouts.queries.js';
import { billId, type CaseContext, memberId } from './catalog-inputs.js';
import { billFixture } from './harness.js';
import type { ProcedureCase } from './procedure-catalog.js';

/** The caller's own account when a member calls, else a new member's. */
const ownerOf = async (c: CaseContext) => (c.caller?.role === 'member' ? c.caller.id : await memberId(c));

/** A bill more, and the whole balance as the dashboard shows it (canonical text, two decimals). */
async function shownBalance(c: CaseContext) {
  const owner = await ownerOf(c);
  await insertBill(c.deps.db, billFixture(owner, { amountCents: 5000 }));
  return ((await memberBalance(c.deps.db, owner)) / 100).toFixed(2);
}

export const CHECKOUT_PROCEDURES: Record<string, ProcedureCase> = {
  'onlinePayments.myCard': {},
  'onlinePayments.payBalance': { validInput: async (c) => ({ amount: await shownBalance(c) }) },
  'onlinePayments.payBill': { validInput: async (c) => ({ billId: await billId(c) }) },
  'onlinePayments.checkoutStatus': {
    validInput: async (c) => ({
      checkoutId: await insertCheckout(c.deps.db, {
        memberId: await ownerOf(c),
        mode: 'payment',
        billId: null,
        amountCents: 5000,
        now: c.deps.clock.now(),
      }),
    }),
  },
  'onlinePayments.saveCard': {},
  'onlinePayments.removeCard': {},
};
