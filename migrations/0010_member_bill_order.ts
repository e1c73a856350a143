// A member's bill page is ordered by date and then id (equal dates are settled by the id), but
// bills_member_id_date_idx held only (member_id, date): every page sorted all of that member's bills
// to settle the ties, about half the statement's time for a member with a few years of bills. With
// the id in the index the page is read in index order and stops at its limit. Same index name, so
// nothing that refers to it changes. Frozen once landed.
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not the app's types
type AnyDb = Kysely<any>;

async function replaceIndex(db: AnyDb, columns: string[]): Promise<void> {
  await db.schema.dropIndex('bills_member_id_date_idx').execute();
  await db.schema.createIndex('bills_member_id_date_idx').on('bills').columns(columns).execute();
}

export async function up(db: AnyDb): Promise<void> {
  await replaceIndex(db, ['member_id', 'date', 'id']);
}

export async function down(db: AnyDb): Promise<void> {
  await replaceIndex(db, ['member_id', 'date']);
}
