// Test data and default msw answers for the equipment section's tests.
import { trpcQuery } from '../../test/trpc-msw.js';
import type { EquipmentListItem } from './types.js';

export const GYM_TODAY = '2026-03-10';

export function equipmentItem(fields: Partial<EquipmentListItem> & { id: string; name: string }): EquipmentListItem {
  return {
    quantity: 1,
    status: 'in_service',
    serviceIntervalDays: null,
    serviceDueOn: null,
    openProblems: 0,
    ...fields,
  };
}

/** What the section loads besides the list: the gym's today and an empty "Service due" list. */
export function equipmentDefaults() {
  return [
    trpcQuery('site.settings', { today: GYM_TODAY, timeZone: 'UTC', currency: 'USD', bookingCancelHours: 2 }),
    trpcQuery('equipment.listServiceDue', { items: [], total: 0, page: 1, pageSize: 10 }),
  ];
}
