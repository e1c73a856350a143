// The procedures of collecting a balance at the desk in the procedure catalog (procedure-catalog.ts):
// each with an input that succeeds. Who may call them is the permission table's
// (src/shared/permissions.ts).
import { insertBill } from '../features/billing/billing.queries.js';
import { type CaseContext, memberId } from './catalog-inputs.js';
import { billFixture } from './harness.js';
import type { ProcedureCase } from './procedure-catalog.js';

/** A member who owes 50.00 on one open bill, and that balance to collect. */
async function owingMember(c: CaseContext) {
  const id = await memberId(c);
  await insertBill(c.deps.db, billFixture(id, { amountCents: 5000 }));
  return id;
}

export const COLLECT_PROCEDURES: Record<string, ProcedureCase> = {
  'payments.balanceOf': { validInput: async (c) => ({ memberId: await owingMember(c) }) },
  'payments.collectBalance': {
    validInput: async (c) => ({ memberId: await owingMember(c), amount: '50.00', method: 'cash' }),
    optional: ['note'],
  },
};
