// The procedures of the waiver, Download my data, Close my account and the calendar feed in the procedure catalog (procedure-catalog.ts): each with an input that
// succeeds. Who may call them is the permission table's (src/shared/permissions.ts).
import { upsertClosureRequest } from '../features/account/closures.queries.js';
import { memberId } from './catalog-inputs.js';
import type { ProcedureCase } from './procedure-catalog.js';

export const ACCOUNT_DATA_PROCEDURES: Record<string, ProcedureCase> = {
  'waiver.current': {},
  // Saving an empty text: the catalog's shared database keeps no waiver, so sign-up and booking
  // cases elsewhere need no acceptance.
  'waiver.update': { validInput: () => ({ text: '' }) },
  'waiver.mine': {},
  // With no waiver to accept, accepting succeeds and records nothing.
  'waiver.accept': {
    validInput: ({ caller }) => ({ version: 1, accepted: true, typedName: caller?.name ?? 'Someone' }),
    alsoValid: { accepted: [true] },
  },
  'waiver.ofMember': { validInput: async (c) => ({ userId: await memberId(c) }) },
  'account.myClosure': {},
  'account.requestClosure': {},
  'account.withdrawClosure': {},
  'account.listClosures': {
    validInput: () => ({ status: 'requested', page: 1, pageSize: 10 }),
    optional: ['status', 'page', 'pageSize'],
  },
  'account.closureOfMember': { validInput: async (c) => ({ userId: await memberId(c) }) },
  'account.erase': {
    validInput: async (c) => {
      const userId = await memberId(c);
      await upsertClosureRequest(c.deps.db, userId, c.deps.clock.now().toISOString());
      return { userId };
    },
  },
  'calendarFeed.mine': {},
  'calendarFeed.create': {},
  'calendarFeed.revoke': {},
};
