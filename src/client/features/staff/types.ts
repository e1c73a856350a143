import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/trpc/router.js';

export type StaffListItem = inferRouterOutputs<AppRouter>['staff']['list']['items'][number];
