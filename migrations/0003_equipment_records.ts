// Equipment and records. Both keep a lower-cased copy of the name (name_key, lower-cased in the
// application so SQLite and PostgreSQL agree): equipment lists sort on it case-insensitively, and the
// record search is an index range on it (name_key >= prefix AND name_key < prefix || U+10FFFF), which
// needs no LIKE and so no escaping of '%' and '_'.
// It also indexes bills(date) for the financial report's date range (0002 indexes bills by member).
// Frozen once landed: change the schema with a new migration.
import { type Kysely, sql } from 'kysely';

const sqlQuantityCheck = sql`quantity >= 0 and quantity <= 1000000`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('equipment')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sqlQuantityCheck))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('equipment_name_key_idx').on('equipment').column('name_key').execute();

  await db.schema
    .createTable('records')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('records_name_key_idx').on('records').column('name_key').execute();

  await db.schema.createIndex('bills_date_idx').on('bills').column('date').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bills_date_idx').execute();
  await db.schema.dropTable('records').execute();
  await db.schema.dropTable('equipment').execute();
}
