import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/trpc/router.js';

/** A plan as plans.list gives it: with its member count, default and archived flags. */
export type PlanListItem = inferRouterOutputs<AppRouter>['plans']['list'][number];
