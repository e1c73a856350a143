// Test data and default msw answers for the equipment section's tests.
import { siteSettings } from '../../test/site-settings.js';
import { trpcQuery } from '../../test/trpc-msw.js';
import type { EquipmentListItem } from './types.js';

export const GYM_TODAY = '2026-03-10';
/** A fresh install (en-US, USD, UTC) whose today is GYM_TODAY. */
export const GYM = siteSettings({ today: GYM_TODAY });

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

/** What the section loads besides the list: an empty "Service due" list. */
export function equipmentDefaults() {
  return [trpcQuery('equipment.listServiceDue', { items: [], total: 0, page: 1, pageSize: 10 })];
}
