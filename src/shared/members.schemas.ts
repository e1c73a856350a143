import * as z from 'zod/mini';
import { cleanText, LIMITS } from './fields.js';
import type { MembershipStatus } from './memberships.schemas.js';
import { pageFields } from './pagination.js';

/** The member a bill or notification is for; the server checks the id belongs to a member. */
export const memberIdField = z
  .string()
  .check(z.trim(), z.minLength(1, 'Member is required.'), z.maxLength(64, 'Member not found.'), cleanText('Member'));

/**
 * The Member List's Status filter: 'all' or one membership status. Spelled out rather than spread from
 * MEMBERSHIP_STATUSES: memberships.schemas imports this file, and the cycle would leave it undefined.
 */
export const MEMBER_STATUS_FILTERS = ['all', 'active', 'paused', 'cancelled'] as const satisfies readonly (
  | 'all'
  | MembershipStatus
)[];
export type MemberStatusFilter = (typeof MEMBER_STATUS_FILTERS)[number];

/** What the Member List can be ordered by; each is a range of its own index on users. */
export const MEMBER_SORTS = ['name', 'balance', 'joined', 'lastVisit'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The direction a column sorts in when first chosen: names A–Z, the rest biggest or latest first. */
export const MEMBER_SORT_DEFAULT_DIRECTION: Record<MemberSort, SortDirection> = {
  name: 'asc',
  balance: 'desc',
  joined: 'desc',
  lastVisit: 'desc',
};

export const listMembersInput = z.strictObject({
  /** Matches name or email anywhere, ignoring capitals and accents; empty means everyone. */
  search: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(LIMITS.nameMax, `Search must be at most ${LIMITS.nameMax} characters.`),
        cleanText('Search'),
      ),
  ),
  status: z.optional(z.enum(MEMBER_STATUS_FILTERS, 'Choose a status from the list.')),
  /** Members on this plan; absent means any plan. */
  planId: z.optional(z.string().check(z.trim(), z.maxLength(64, 'Plan not found.'), cleanText('Plan'))),
  /** Only members with an open bill past its due day (the gym's today). */
  overdue: z.optional(z.boolean()),
  /** Absent: by name. */
  sort: z.optional(z.enum(MEMBER_SORTS, 'Choose a sort from the list.')),
  /** Absent: the sort's own default (MEMBER_SORT_DEFAULT_DIRECTION). */
  direction: z.optional(z.enum(SORT_DIRECTIONS, 'Choose ascending or descending.')),
  ...pageFields,
});

export const memberIdInput = z.strictObject({ userId: memberIdField });

export type ListMembersInput = z.input<typeof listMembersInput>;
