// Opens the embedded SQLite database. Everything SQLite-specific lives here (pragmas, the dialect);
// queries elsewhere use Kysely's builder so they stay portable to PostgreSQL.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema.js';

export interface OpenedDatabase {
  db: Kysely<Database>;
  /** The raw handle, for the few SQLite-only needs (health pragmas, backups, query plans). */
  sqlite: SQLite.Database;
}

export function openDatabase(file: string): OpenedDatabase {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers run while one writer commits; FULL makes every commit durable on power loss,
  // which money tables need. foreign_keys is off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new CamelCasePlugin()],
  });
  return { db, sqlite };
}
