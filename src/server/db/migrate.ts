import { type Kysely, type MigrationProvider, Migrator } from 'kysely';
import { migrations } from '../../../migrations/index.js';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; throws (and changes nothing further) if a migration fails. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run on a database of any schema
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Names of every migration this build knows, for the health check. */
export const knownMigrations = Object.keys(migrations);
