import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/trpc/router.js';

/** A member as members.list gives it: with plan name (the spec's Membership Type), pending plan and status. */
export type MemberListItem = inferRouterOutputs<AppRouter>['members']['list']['items'][number];
