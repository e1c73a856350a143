import type { EquipmentStatus } from '../../../shared/equipment.schemas.js';
import type { Page } from '../../../shared/pagination.js';
import { searchKey } from '../../../shared/search-key.js';
import type { DbOrTx } from '../../db/schema.js';
import { newId, nowIso } from '../../lib/ids.js';

export interface EquipmentItem {
  id: string;
  name: string;
  quantity: number;
}

/** What the admin list shows of an item. */
export interface EquipmentDetails extends EquipmentItem {
  status: EquipmentStatus;
  serviceIntervalDays: number | null;
  serviceDueOn: string | null;
  /** Problems members reported since the item's last maintenance. */
  openProblems: number;
}

/** The sort and uniqueness key, folded in the application so SQLite and PostgreSQL agree. */
export function equipmentNameKey(name: string): string {
  return searchKey(name);
}

const DETAIL_COLUMNS = ['id', 'name', 'quantity', 'status', 'serviceIntervalDays', 'serviceDueOn'] as const;

/**
 * One page of equipment by name (capitals and accents ignored), then id so pages never overlap. Each
 * row counts its problems no maintenance has settled, from two ranges of equipment_log_equipment_created_idx
 * (the item's latest maintenance, then its problems).
 */
export function equipmentPageQuery(db: DbOrTx, paging: { page: number; pageSize: number }) {
  return db
    .selectFrom('equipment')
    .select(DETAIL_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('equipmentLog as problem')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('problem.equipmentId', '=', 'equipment.id')
        .where('problem.kind', '=', 'problem')
        // Settled by maintenance done after the day it was reported, or that day and logged since:
        // by the day the work was done, not when it was typed in (a back-dated entry for work before
        // the report settles nothing). Both are fixed-width text, so (day, logged at) compares as one
        // string against the latest maintenance's, read once per item.
        .where((w) =>
          w(
            w('problem.onDay', '||', w.ref('problem.createdAt')),
            '>',
            w.fn.coalesce(
              w
                .selectFrom('equipmentLog as fix')
                .select((m) => m.fn.max(m('fix.onDay', '||', m.ref('fix.createdAt'))).as('last'))
                .whereRef('fix.equipmentId', '=', 'equipment.id')
                .where('fix.kind', '=', 'maintenance'),
              w.val(''),
            ),
          ),
        )
        .as('openProblems'),
    )
    .orderBy('nameKey')
    .orderBy('id')
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
}

/** How many items there are, un-executed (the total of the admin list and of the members' picker). */
export function countEquipmentQuery(db: DbOrTx) {
  return db.selectFrom('equipment').select((eb) => eb.fn.countAll<number | string>().as('total'));
}

export async function listEquipment(
  db: DbOrTx,
  paging: { page: number; pageSize: number },
): Promise<Page<EquipmentDetails>> {
  const rows = await equipmentPageQuery(db, paging).execute();
  const { total } = await countEquipmentQuery(db).executeTakeFirstOrThrow();
  const items = rows.map((row) => ({ ...row, openProblems: Number(row.openProblems ?? 0) }));
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

export async function findEquipmentDetails(
  db: DbOrTx,
  id: string,
): Promise<Omit<EquipmentDetails, 'openProblems'> | undefined> {
  return db.selectFrom('equipment').select(DETAIL_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The item whose name folds to the same key, if any (the unique index's own key). */
export async function findEquipmentByName(db: DbOrTx, name: string): Promise<EquipmentItem | undefined> {
  return db
    .selectFrom('equipment')
    .select(['id', 'name', 'quantity'])
    .where('nameKey', '=', equipmentNameKey(name))
    .executeTakeFirst();
}

export async function updateEquipmentRow(
  db: DbOrTx,
  id: string,
  changes: {
    name?: string;
    quantity?: number;
    status?: EquipmentStatus;
    serviceIntervalDays?: number | null;
    serviceDueOn?: string | null;
  },
): Promise<void> {
  const { name, ...rest } = changes;
  await db
    .updateTable('equipment')
    .set({ ...rest, ...(name === undefined ? {} : { name, nameKey: equipmentNameKey(name) }) })
    .where('id', '=', id)
    .execute();
}

/** Returns whether a row was deleted. */
export async function deleteEquipmentById(db: DbOrTx, id: string): Promise<boolean> {
  const result = await db.deleteFrom('equipment').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Items due for service on or before `today`, soonest first (a range of equipment_service_due_idx), un-executed. */
export function serviceDuePageQuery(db: DbOrTx, today: string, paging: { page: number; pageSize: number }) {
  return db
    .selectFrom('equipment')
    .where('serviceDueOn', '<=', today)
    .select(['id', 'name', 'serviceDueOn', 'status'])
    .orderBy('serviceDueOn')
    .orderBy('nameKey')
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
}

/** How many items are due for service on or before `today` (equipment_service_due_idx), un-executed. */
export function countServiceDueQuery(db: DbOrTx, today: string) {
  return db
    .selectFrom('equipment')
    .where('serviceDueOn', '<=', today)
    .select((eb) => eb.fn.countAll<number | string>().as('total'));
}

export async function listServiceDue(
  db: DbOrTx,
  today: string,
  paging: { page: number; pageSize: number },
): Promise<Page<{ id: string; name: string; serviceDueOn: string; status: EquipmentStatus }>> {
  const [rows, count] = await Promise.all([
    serviceDuePageQuery(db, today, paging).execute(),
    countServiceDueQuery(db, today).executeTakeFirstOrThrow(),
  ]);
  // `<=` never matches null, so every row has a date.
  const items = rows.map((row) => ({ ...row, serviceDueOn: row.serviceDueOn ?? today }));
  return { items, total: Number(count.total), page: paging.page, pageSize: paging.pageSize };
}

/** What members see: the items out of order, by name (a range of equipment_status_idx), un-executed. */
export function outOfOrderPageQuery(db: DbOrTx, paging: { page: number; pageSize: number }) {
  return db
    .selectFrom('equipment')
    .where('status', '=', 'out_of_order')
    .select(['id', 'name'])
    .orderBy('nameKey')
    .orderBy('id')
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
}

/** How many items are out of order (equipment_status_idx), un-executed. */
export function countOutOfOrderQuery(db: DbOrTx) {
  return db
    .selectFrom('equipment')
    .where('status', '=', 'out_of_order')
    .select((eb) => eb.fn.countAll<number | string>().as('total'));
}

export async function listOutOfOrder(
  db: DbOrTx,
  paging: { page: number; pageSize: number },
): Promise<Page<{ id: string; name: string }>> {
  const [items, count] = await Promise.all([
    outOfOrderPageQuery(db, paging).execute(),
    countOutOfOrderQuery(db).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total), page: paging.page, pageSize: paging.pageSize };
}

/**
 * One page of names, for the member's "Report a problem" picker (a range of the unique
 * equipment_name_key_idx), un-executed. Names only: members see nothing else of working equipment.
 */
export function equipmentChoicesPageQuery(db: DbOrTx, paging: { page: number; pageSize: number }) {
  return db
    .selectFrom('equipment')
    .select(['id', 'name'])
    .orderBy('nameKey')
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
}

export async function listEquipmentChoices(
  db: DbOrTx,
  paging: { page: number; pageSize: number },
): Promise<Page<{ id: string; name: string }>> {
  const [items, count] = await Promise.all([
    equipmentChoicesPageQuery(db, paging).execute(),
    countEquipmentQuery(db).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total), page: paging.page, pageSize: paging.pageSize };
}
