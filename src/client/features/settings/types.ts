import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/trpc/router.js';

/** Everything the Settings forms show, as settings.get gives it (with `currencyLocked` and `logoUrl`). */
export type AdminSettings = inferRouterOutputs<AppRouter>['settings']['get'];
