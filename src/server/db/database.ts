// Opens the database named by the configuration: the embedded SQLite file or a PostgreSQL server.
// Everything dialect-specific is in src/server/db; queries elsewhere use Kysely's builder only.
import type SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type pg from 'pg';
import type { DatabaseTarget } from '../config.js';
import { createPostgresPool } from './postgres.js';
import type { Database } from './schema.js';
import { openSqliteFile, StorageWatch, withStatementCache } from './sqlite.js';

export type Dialect = DatabaseTarget['dialect'];

/** The driver's own handle, for the few needs outside Kysely (rate-limit store, backups, query plans). */
export type NativeHandle = { dialect: 'sqlite'; sqlite: SQLite.Database } | { dialect: 'postgres'; pool: pg.Pool };

export interface OpenedDatabase {
  db: Kysely<Database>;
  dialect: Dialect;
  native: NativeHandle;
  /** SQLite: whether the last write could be saved (a full disk fails writes while reads work). */
  storage: StorageWatch | null;
}

export interface OpenOptions {
  /** PostgreSQL connections this process may hold. */
  poolSize?: number;
  /** A connection failed outside a query (PostgreSQL restarted, failed over, or cut it). */
  onConnectionError?: (error: Error) => void;
}

const plugins = [new CamelCasePlugin()];

export function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): OpenedDatabase {
  if (target.dialect === 'sqlite') {
    const sqlite = openSqliteFile(target.file);
    const storage = new StorageWatch();
    const database = withStatementCache(sqlite, { watch: storage });
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }), plugins });
    return { db, dialect: 'sqlite', native: { dialect: 'sqlite', sqlite }, storage };
  }
  const pool = createPostgresPool({
    url: target.url,
    max: options.poolSize,
    onConnectionError: options.onConnectionError,
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
  return { db, dialect: 'postgres', native: { dialect: 'postgres', pool }, storage: null };
}

/** Shorthand for the SQLite file the tools (backup, restore, tests) open directly. */
export function openSqliteDatabase(file: string): OpenedDatabase {
  return openDatabase({ dialect: 'sqlite', file });
}
