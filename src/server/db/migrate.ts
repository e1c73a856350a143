import { type Kysely, type MigrationProvider, Migrator, PostgresAdapter, sql } from 'kysely';
import { migrations } from '../../../migrations/index.js';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * On PostgreSQL, the schema the connection works in (its search_path). Kysely's migrator looks for
 * its own tables in every schema unless told which one, and would take another schema's
 * kysely_migration for ours.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run on a database of any schema
async function migrationSchemaOf(db: Kysely<any>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/**
 * Brings the schema up to date; throws (and changes nothing further) if a migration fails. On
 * PostgreSQL, processes starting together take turns on Kysely's migration lock: the first applies
 * the migrations, the others then find nothing left to do.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run on a database of any schema
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider, migrationTableSchema: await migrationSchemaOf(db) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Names of every migration this build knows, for the health check. */
export const knownMigrations = Object.keys(migrations);
