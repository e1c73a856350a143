import * as z from 'zod/mini';
import { cleanText, LIMITS } from './fields.js';
import { pageFields } from './pagination.js';

/** The member a bill or notification is for; the server checks the id belongs to a member. */
export const memberIdField = z
  .string()
  .check(z.trim(), z.minLength(1, 'Member is required.'), z.maxLength(64, 'Member not found.'), cleanText('Member'));

export const listMembersInput = z.strictObject({
  /** Matches name or email anywhere, ignoring case; empty means everyone. */
  search: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(LIMITS.nameMax, `Search must be at most ${LIMITS.nameMax} characters.`),
        cleanText('Search'),
      ),
  ),
  ...pageFields,
});

export const memberIdInput = z.strictObject({ userId: memberIdField });

export type ListMembersInput = z.input<typeof listMembersInput>;
