// What several app processes on one PostgreSQL database must share instead of keeping in memory:
// rate-limit counters (rate-limiter-flexible's table layout; on SQLite they live in a file of their
// own, see src/server/security/rate-limit-store.ts), leases that let exactly one process do a piece
// of work at a time, and the last period each scheduled job completed.
// On PostgreSQL it also gives records.name_key the "C" collation: the prefix search is a range
// [prefix, prefix || U+10FFFF) that only byte order turns into an index range (SQLite compares bytes
// already). Frozen once landed: change the schema with a new migration.
import { type Kysely, PostgresAdapter, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
      // Milliseconds since 1970 (the library's own unit); bigint so PostgreSQL can hold it.
      .addColumn('expire', 'bigint')
      .execute();
    await db.schema.createIndex('rate_limits_expire_idx').on('rate_limits').column('expire').execute();
  }

  await db.schema
    .createTable('leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('job_state')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('last_period', 'text')
    .addColumn('last_started_at', 'text')
    .addColumn('last_finished_at', 'text')
    .addColumn('last_error', 'text')
    .execute();

  if (postgres) await sql`alter table records alter column name_key type text collate "C"`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) await sql`alter table records alter column name_key type text collate "default"`.execute(db);
  await db.schema.dropTable('job_state').execute();
  await db.schema.dropTable('leases').execute();
  if (postgres) await db.schema.dropTable('rate_limits').execute();
}
