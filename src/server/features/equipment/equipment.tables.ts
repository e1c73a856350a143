import type { Generated } from 'kysely';

/** Gym equipment and how many of each the gym has. */
export interface EquipmentTable {
  id: string;
  name: string;
  /** searchKey(name): names are unique whatever their capitals and accents, and sort on it. */
  nameKey: string;
  quantity: number;
  createdAt: string;
  /** 'in_service' unless set: the database default. */
  status: Generated<EquipmentStatus>;
  /** Days between services; null when the item needs none. */
  serviceIntervalDays: number | null;
  /** The gym day (YYYY-MM-DD) the next service is due; null without an interval. */
  serviceDueOn: string | null;
}

export type EquipmentStatus = 'in_service' | 'out_of_order';
export type EquipmentLogKind = 'maintenance' | 'problem' | 'status';

/** Maintenance done, problems reported and status changes, newest first on the item's log. */
export interface EquipmentLogTable {
  id: string;
  equipmentId: string;
  kind: EquipmentLogKind;
  note: string;
  byUserId: string | null;
  /** The writer's name as it was, so the log reads after the account is gone. */
  byName: string;
  /** The gym day (YYYY-MM-DD) the work was done or the problem reported. */
  onDay: string;
  createdAt: string;
}

export interface EquipmentTables {
  equipment: EquipmentTable;
  equipmentLog: EquipmentLogTable;
}
