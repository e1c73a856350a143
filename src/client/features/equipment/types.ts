import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/trpc/router.js';

type Outputs = inferRouterOutputs<AppRouter>['equipment'];

/** An item as equipment.list gives it: quantity, status, service interval and open problems. */
export type EquipmentListItem = Outputs['list']['items'][number];
export type EquipmentLogEntry = Outputs['listLog']['items'][number];
