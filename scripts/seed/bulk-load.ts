// Loading millions of rows into a table is much faster without what each row would otherwise update
// or check one at a time, rebuilt or checked once afterwards:
// - its secondary indexes: check_ins arrive by time, but check_ins_member_at_idx is by member, so
//   each row dirties a page somewhere else in it; building the index afterwards is one sort.
// - on PostgreSQL, its foreign keys: each row fires a trigger that looks its parents up (19 of 23 s
//   for 2.4 million check-ins); adding the constraint afterwards checks them all in one join (1 s).
// The definitions are read from the database, so what is rebuilt is what the migrations made.
import { sql } from 'kysely';
import type { SeedContext } from './context.js';

interface Definition {
  name: string;
  /** CREATE INDEX …, or a constraint's definition (FOREIGN KEY … REFERENCES …). */
  definition: string;
}

/**
 * Runs `load` with the table's secondary indexes (and, on PostgreSQL, foreign keys) dropped, and puts
 * them back afterwards, even when the load fails. Only for an empty table: on a database seeded
 * before (--force) the app may be using the table meanwhile, and should not find it bare.
 */
export async function loadWithoutIndexes<T>(ctx: SeedContext, table: string, load: () => Promise<T>): Promise<T> {
  const rows = await sql<{ one: number }>`select 1 as one from ${sql.table(table)} limit 1`.execute(ctx.db);
  if (rows.rows.length > 0) return load();
  const indexes = await secondaryIndexes(ctx, table);
  const foreignKeys = ctx.dialect === 'postgres' ? await postgresForeignKeys(ctx, table) : [];
  await ctx.db.transaction().execute(async (tx) => {
    for (const { name } of foreignKeys) {
      await sql`alter table ${sql.table(table)} drop constraint ${sql.id(name)}`.execute(tx);
    }
    for (const { name } of indexes) await sql`drop index ${sql.id(name)}`.execute(tx);
  });
  let failed = false;
  try {
    return await load();
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // A failed load's open batch goes first, or rebuilding would wait on it (or, on SQLite, happen
    // inside its transaction and be rolled back with it).
    if (failed) await ctx.writer.abandon();
    await ctx.db.transaction().execute(async (tx) => {
      // PostgreSQL sorts in memory up to this much (its default, 64 MB, sorts on disk here).
      if (ctx.dialect === 'postgres') await sql`set local maintenance_work_mem = '512MB'`.execute(tx);
      for (const { definition } of indexes) await sql.raw(definition).execute(tx);
      for (const { name, definition } of foreignKeys) {
        await sql`alter table ${sql.table(table)} add constraint ${sql.id(name)} ${sql.raw(definition)}`.execute(tx);
      }
    });
  }
}

async function secondaryIndexes(ctx: SeedContext, table: string): Promise<Definition[]> {
  if (ctx.dialect === 'sqlite') {
    // The ones a primary key or unique column makes for itself have no sql and cannot be dropped.
    const result = await sql<Definition>`
      select name, sql as definition from sqlite_master
      where type = 'index' and tbl_name = ${table} and sql is not null`.execute(ctx.db);
    return result.rows;
  }
  const result = await sql<Definition>`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema() and tablename = ${table}
      and indexname not in (select conname from pg_constraint where conrelid = ${table}::regclass)`.execute(ctx.db);
  return result.rows;
}

async function postgresForeignKeys(ctx: SeedContext, table: string): Promise<Definition[]> {
  const result = await sql<Definition>`
    select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
    where conrelid = ${table}::regclass and contype = 'f'`.execute(ctx.db);
  return result.rows;
}
