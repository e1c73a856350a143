// Download my data and Close my account: where the file is served, the closures list, the names
// an erased account is shown under.
import * as z from 'zod/mini';
import { memberIdField } from './members.schemas.js';
import { pageFields } from './pagination.js';

/** GET: the member's own data as a JSON file ('http.myData'). */
export const MY_DATA_PATH = '/account/my-data.json';

export const CLOSURE_STATUSES = ['requested', 'erased', 'withdrawn'] as const;
export type ClosureStatus = (typeof CLOSURE_STATUSES)[number];

/** What an erased account is called wherever its ledger is still shown. */
export function formerMemberName(n: number): string {
  return `Former member #${n}`;
}

export const eraseAccountInput = z.strictObject({ userId: memberIdField });
export const closureOfMemberInput = z.strictObject({ userId: memberIdField });
export const listClosuresInput = z.strictObject({
  status: z._default(z.enum(CLOSURE_STATUSES, 'Choose requested, erased or withdrawn.'), 'requested'),
  ...pageFields,
});

export const ACCOUNT_MESSAGES = {
  notRequested: 'This member has not asked to close their account.',
  alreadyErased: 'This account has already been erased.',
} as const;
