// The embedded SQLite database: its pragmas live here and nowhere else.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

export function openSqliteFile(file: string): SQLite.Database {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers run while one writer commits; FULL makes every commit durable on power loss,
  // which money tables need. foreign_keys is off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}
