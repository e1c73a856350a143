import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/trpc/router.js';

/** A member as members.list gives it: plan name (the spec's Membership Type), pending plan, status, balance. */
export type MemberListItem = inferRouterOutputs<AppRouter>['members']['list']['items'][number];

/**
 * What the membership controls (MembershipPanel, PlanChanger, MembershipStatusActions) need to know
 * about a member: any screen that has these fields (the Member List, a member's page) can show them.
 */
export type MembershipMember = Pick<
  MemberListItem,
  'id' | 'name' | 'membershipType' | 'nextPlanName' | 'nextPlanFrom' | 'status'
>;
