// The procedures of refunds (payments.refund, payments.refundReceipt) in the procedure catalog
// (procedure-catalog.ts): each with an input that succeeds. Who may call them is the permission
// table's (src/shared/permissions.ts).

import { inTransaction } from '../db/transactions.js';
import { insertBill } from '../features/billing/billing.queries.js';
import { applyRefundSucceeded, requestRefund } from '../features/online-payments/refunds/refunds.service.js';
import { type CaseContext, memberId } from './catalog-inputs.js';
import { billFixture } from './harness.js';
import { applyContextOf, type OnlinePaid, payOnline } from './online-payments-testbed.js';
import type { ProcedureCase } from './procedure-catalog.js';

/** 50.00 paid online on one bill: the caller's own when the caller is a member, else a new member's. */
async function paidOnline(c: CaseContext): Promise<OnlinePaid & { memberId: string }> {
  const owner = c.caller?.role === 'member' ? c.caller.id : await memberId(c);
  const bill = await insertBill(c.deps.db, billFixture(owner, { amountCents: 5000 }));
  // With the stand-in (online payments on), the money really moved there, so a refund can succeed.
  const stripe = c.deps.gateway && c.stripe ? c.stripe : null;
  const paid = await payOnline(c.deps, stripe, owner, [{ billId: bill.id, amountCents: 5000 }]);
  return { ...paid, memberId: owner };
}

/** A refund of 10.00 of it that went through, with its receipt. */
async function succeededRefundId(c: CaseContext): Promise<string> {
  const paid = await paidOnline(c);
  const ctx = await applyContextOf(c.deps);
  const requested = await requestRefund(
    c.deps.db,
    { paymentId: paid.paymentIds[0] as string, amountCents: 1000, note: null },
    { adminId: c.admin.id, ip: null, now: ctx.now },
  );
  if (!requested.ok) throw new Error(`could not request a refund: ${requested.reason}`);
  await inTransaction(c.deps.db, (tx) => applyRefundSucceeded(tx, requested.refundId, null, ctx));
  return requested.refundId;
}

export const REFUND_PROCEDURES: Record<string, ProcedureCase> = {
  'payments.refund': {
    validInput: async (c) => ({ paymentId: (await paidOnline(c)).paymentIds[0], amount: '10.00' }),
    optional: ['note'],
  },
  'payments.refundReceipt': { validInput: async (c) => ({ refundId: await succeededRefundId(c) }) },
};
