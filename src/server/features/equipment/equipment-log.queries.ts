// An item's log: maintenance done, problems members reported and status changes.
import type { Page } from '../../../shared/pagination.js';
import type { DbOrTx } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import type { EquipmentLogKind } from './equipment.tables.js';

export interface EquipmentLogEntry {
  id: string;
  kind: EquipmentLogKind;
  note: string;
  byName: string;
  onDay: string;
  createdAt: string;
}

export async function insertLogEntry(
  db: DbOrTx,
  entry: { equipmentId: string; kind: EquipmentLogKind; note: string; byUserId: string; onDay: string; now: Date },
): Promise<EquipmentLogEntry> {
  const { now, equipmentId, byUserId, ...shown } = entry;
  // Who wrote it, by name as it is now: the log still reads after the account is renamed or gone.
  const author = await db.selectFrom('users').select('name').where('id', '=', byUserId).executeTakeFirstOrThrow();
  const row = { id: newId(), ...shown, byName: author.name, createdAt: now.toISOString() };
  await db
    .insertInto('equipmentLog')
    .values({ ...row, equipmentId, byUserId })
    .execute();
  return row;
}

/** One page of an item's log, newest first (a range of equipment_log_equipment_created_idx), un-executed. */
export function logPageQuery(db: DbOrTx, equipmentId: string, paging: { page: number; pageSize: number }) {
  return db
    .selectFrom('equipmentLog')
    .where('equipmentId', '=', equipmentId)
    .select(['id', 'kind', 'note', 'byName', 'onDay', 'createdAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
}

/** How many entries an item's log has (equipment_log_equipment_created_idx), un-executed. */
export function countLogEntriesQuery(db: DbOrTx, equipmentId: string) {
  return db
    .selectFrom('equipmentLog')
    .where('equipmentId', '=', equipmentId)
    .select((eb) => eb.fn.countAll<number | string>().as('total'));
}

export async function listLogEntries(
  db: DbOrTx,
  equipmentId: string,
  paging: { page: number; pageSize: number },
): Promise<Page<EquipmentLogEntry>> {
  const [items, count] = await Promise.all([
    logPageQuery(db, equipmentId, paging).execute(),
    countLogEntriesQuery(db, equipmentId).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total), page: paging.page, pageSize: paging.pageSize };
}

/** The gym day of the item's latest maintenance, if any. */
export async function lastMaintenanceDay(db: DbOrTx, equipmentId: string): Promise<string | null> {
  const row = await db
    .selectFrom('equipmentLog')
    .select((eb) => eb.fn.max('onDay').as('day'))
    .where('equipmentId', '=', equipmentId)
    .where('kind', '=', 'maintenance')
    .executeTakeFirst();
  return row?.day ?? null;
}
