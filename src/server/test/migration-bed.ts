// For the migration tests: an empty database per test, and a migrator over the app's migrations that
// can stop at any one of them, so a test writes data as an older version left it and then upgrades.
import { Migrator, sql } from 'kysely';
import { afterEach, beforeEach } from 'vitest';
import { migrations } from '../../../migrations/index.js';
import { type OpenedDatabase, openDatabase } from '../db/database.js';
import { createEmptyDatabase, type EmptyDatabase } from './databases.js';

export interface MigrationBed {
  /** This test's database. */
  readonly db: OpenedDatabase['db'];
  readonly dialect: EmptyDatabase['dialect'];
  migrator(): Promise<Migrator>;
}

/** Registers the per-test database; call at the top of a test file. */
export function migrationBed(): MigrationBed {
  let empty: EmptyDatabase;
  let opened: OpenedDatabase;
  beforeEach(async () => {
    empty = await createEmptyDatabase();
    opened = openDatabase(empty.target, { poolSize: 2 });
  });
  afterEach(async () => {
    await opened.db.destroy();
    await empty.drop();
  });
  return {
    get db() {
      return opened.db;
    },
    get dialect() {
      return empty.dialect;
    },
    async migrator() {
      // The schema is the connection's own (see src/server/db/migrate.ts for why that matters on PostgreSQL).
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`
        .execute(opened.db)
        .catch(() => ({ rows: [] as { schema: string }[] }));
      return new Migrator({
        db: opened.db,
        provider: { getMigrations: async () => migrations },
        migrationTableSchema: empty.dialect === 'postgres' ? rows[0]?.schema : undefined,
      });
    },
  };
}
