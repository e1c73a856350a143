// The procedures of the desk's Add member and passes in the procedure catalog (procedure-catalog.ts): each with an input
// that succeeds. Who may call them is the permission table's (src/shared/permissions.ts).
import { insertPlan } from '../features/plans/plans.queries.js';
import { type CaseContext, memberId, next } from './catalog-inputs.js';
import type { ProcedureCase } from './procedure-catalog.js';

/** A "10-visit pass" on sale: $120, 10 visits, 90 days. */
async function passPlanId({ deps }: CaseContext): Promise<string> {
  const plan = await insertPlan(deps.db, {
    name: `10-visit pass ${next()}`,
    priceCents: 12000,
    period: 'none',
    pass: { passVisits: 10, passDays: 90 },
    now: deps.clock.now(),
  });
  return plan.id;
}

/** A member on no running recurring plan (other cases may have made a priced plan the default). */
async function memberWithoutRecurringPlan(c: CaseContext): Promise<string> {
  const id = await memberId(c);
  await c.deps.db.updateTable('memberships').set({ nextBillDate: null }).where('userId', '=', id).execute();
  return id;
}

export const DESK_PROCEDURES: Record<string, ProcedureCase> = {
  'passes.sell': {
    validInput: async (c) => ({
      memberId: await memberWithoutRecurringPlan(c),
      planId: await passPlanId(c),
      payment: { method: 'cash' },
    }),
    optional: ['startsOn', 'payment'],
  },
  'passes.forMember': { validInput: async (c) => ({ memberId: await memberId(c) }) },
  'members.add': {
    validInput: async (c) => {
      const n = next();
      return {
        name: `Walk-in ${n}`,
        email: `walkin${n}@gym.test`,
        phone: '+1 555 0100',
        planId: await passPlanId(c),
        payment: { method: 'card' },
      };
    },
    optional: ['email', 'phone', 'startsOn', 'payment'],
  },
};
