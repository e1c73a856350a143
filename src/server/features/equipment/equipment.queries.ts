import type { Page } from '../../../shared/pagination.js';
import { searchKey } from '../../../shared/search-key.js';
import type { DbOrTx } from '../../db/schema.js';
import { newId, nowIso } from '../../lib/ids.js';

export interface EquipmentItem {
  id: string;
  name: string;
  quantity: number;
}

/** The sort and uniqueness key, folded in the application so SQLite and PostgreSQL agree. */
export function equipmentNameKey(name: string): string {
  return searchKey(name);
}

/** One page of equipment by name (case-insensitive), then id so pages never overlap. */
export async function listEquipment(
  db: DbOrTx,
  paging: { page: number; pageSize: number },
): Promise<Page<EquipmentItem>> {
  const items = await db
    .selectFrom('equipment')
    .select(['id', 'name', 'quantity'])
    .orderBy('nameKey')
    .orderBy('id')
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize)
    .execute();
  const { total } = await db
    .selectFrom('equipment')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return { items, total: Number(total), page: paging.page, pageSize: paging.pageSize };
}

export async function insertEquipment(db: DbOrTx, item: { name: string; quantity: number }): Promise<EquipmentItem> {
  const row = { id: newId(), name: item.name, quantity: item.quantity };
  await db
    .insertInto('equipment')
    .values({ ...row, nameKey: equipmentNameKey(item.name), createdAt: nowIso() })
    .execute();
  return row;
}

export async function findEquipment(db: DbOrTx, id: string): Promise<EquipmentItem | undefined> {
  return db.selectFrom('equipment').select(['id', 'name', 'quantity']).where('id', '=', id).executeTakeFirst();
}

/** Returns whether a row was deleted. */
export async function deleteEquipmentById(db: DbOrTx, id: string): Promise<boolean> {
  const result = await db.deleteFrom('equipment').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
