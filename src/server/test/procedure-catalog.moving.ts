// The procedures of Import members and the exports in the procedure catalog (procedure-catalog.ts): each with an input that
// succeeds. Who may call them is the permission table's (src/shared/permissions.ts).
// The upload and the downloads are plain HTTP routes: access.http.test.ts walks them.
import { findDefaultPlan } from '../features/plans/plans.queries.js';
import { next } from './catalog-inputs.js';
import type { ProcedureCase } from './procedure-catalog.js';

export const MOVING_PROCEDURES: Record<string, ProcedureCase> = {
  'memberImport.confirm': {
    // A previewed import of one new member, as POST /uploads/member-import leaves it.
    validInput: async ({ deps }) => {
      const n = next();
      const plan = await findDefaultPlan(deps.db);
      const importId = `catalog-import-${n}`;
      const row = {
        row: 2,
        name: `Imported ${n}`,
        email: `imported${n}@gym.test`,
        phone: null,
        planId: plan.id,
        joinDate: '2026-01-05',
        openingCents: 0,
      };
      await deps.db
        .insertInto('memberImports')
        .values({
          id: importId,
          createdBy: null,
          createdAt: deps.clock.now().toISOString(),
          fileName: 'members.csv',
          status: 'previewed',
          rowsJson: JSON.stringify([row]),
          acceptedCount: 1,
          refusedCount: 0,
          importedCount: null,
          importedAt: null,
        })
        .execute();
      return { importId };
    },
    optional: ['sendInvitations'],
  },
};
