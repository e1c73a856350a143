// Records and their prefix search. The search is a range on name_key (the lower-cased name), so an
// index answers it on SQLite and PostgreSQL alike and '%' or '_' in the text are ordinary characters.
import type { Page } from '../../../shared/pagination.js';
import { searchKey } from '../../../shared/search-key.js';
import type { DbOrTx } from '../../db/schema.js';
import { newId, nowIso } from '../../lib/ids.js';

export interface RecordItem {
  id: string;
  name: string;
}

/** Folded here, not in SQL: SQLite's lower() only folds ASCII, PostgreSQL's depends on its locale. */
export function recordNameKey(name: string): string {
  return searchKey(name);
}

/**
 * The key range holding every name that starts with the prefix: [key, key + U+10FFFF). U+10FFFF is
 * the greatest code point, so anything after the prefix sorts below it (binary/UTF-8 order).
 */
export function prefixRange(prefix: string): { from: string; to: string } {
  const from = recordNameKey(prefix);
  return { from, to: `${from}\u{10FFFF}` };
}

interface Paging {
  page: number;
  pageSize: number;
}

function pageOf<T>(items: T[], total: number | string | bigint, paging: Paging): Page<T> {
  return { items, total: Number(total), page: paging.page, pageSize: paging.pageSize };
}

/** The search's rows, un-executed, so the query-plan test plans exactly what the app runs. */
export function searchRecordsQuery(db: DbOrTx, prefix: string, paging: Paging) {
  const { from, to } = prefixRange(prefix);
  return db
    .selectFrom('records')
    .select(['id', 'name'])
    .where('nameKey', '>=', from)
    .where('nameKey', '<', to)
    .orderBy('nameKey')
    .orderBy('id')
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
}

export function countRecordsWithPrefixQuery(db: DbOrTx, prefix: string) {
  const { from, to } = prefixRange(prefix);
  return db
    .selectFrom('records')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('nameKey', '>=', from)
    .where('nameKey', '<', to);
}

export async function searchRecords(db: DbOrTx, prefix: string, paging: Paging): Promise<Page<RecordItem>> {
  const items = await searchRecordsQuery(db, prefix, paging).execute();
  const { total } = await countRecordsWithPrefixQuery(db, prefix).executeTakeFirstOrThrow();
  return pageOf(items, total, paging);
}

/** One page of records by name (case-insensitive), then id (records_name_key_idx), un-executed. */
export function recordsPageQuery(db: DbOrTx, paging: Paging) {
  return db
    .selectFrom('records')
    .select(['id', 'name'])
    .orderBy('nameKey')
    .orderBy('id')
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
}

/** How many records there are, un-executed. */
export function countRecordsQuery(db: DbOrTx) {
  return db.selectFrom('records').select((eb) => eb.fn.countAll<number | string>().as('total'));
}

/** One page of records by name (case-insensitive), then id. */
export async function listRecords(db: DbOrTx, paging: Paging): Promise<Page<RecordItem>> {
  const items = await recordsPageQuery(db, paging).execute();
  const { total } = await countRecordsQuery(db).executeTakeFirstOrThrow();
  return pageOf(items, total, paging);
}

export async function insertRecord(db: DbOrTx, name: string): Promise<RecordItem> {
  const row = { id: newId(), name };
  await db
    .insertInto('records')
    .values({ ...row, nameKey: recordNameKey(name), createdAt: nowIso() })
    .execute();
  return row;
}

export async function findRecord(db: DbOrTx, id: string): Promise<RecordItem | undefined> {
  return db.selectFrom('records').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

/** Returns whether a row was deleted. */
export async function deleteRecordById(db: DbOrTx, id: string): Promise<boolean> {
  const result = await db.deleteFrom('records').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
