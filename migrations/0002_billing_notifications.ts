// Bills and notifications. Frozen once landed: change the schema with a new migration.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bills')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // RESTRICT, not CASCADE: money owed or paid must not vanish because an account was removed.
    // (Rejecting a registration deletes only never-approved accounts, which cannot have bills.)
    .addColumn('member_id', 'text', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('bills_member_id_date_idx').on('bills').columns(['member_id', 'date']).execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    // 1, 2, 3… per member in the order sent: breaks ties between notifications sent in the same
    // millisecond (ids are random, so they cannot).
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('notifications_member_id_date_idx')
    .on('notifications')
    .columns(['member_id', 'date'])
    .execute();
  await db.schema
    .createIndex('notifications_member_id_seq_idx')
    .on('notifications')
    .columns(['member_id', 'seq'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notifications').execute();
  await db.schema.dropTable('bills').execute();
}
