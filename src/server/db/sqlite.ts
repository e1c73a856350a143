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
  // The planner picks indexes from table statistics; without them it guesses, and a guess took the
  // desk's overdue-bill check through every overdue bill in the gym. SQLite's advice for long-lived
  // connections: optimize (bounded by analysis_limit, so it samples) at open, then now and then
  // (refreshPlannerStatistics, from the hourly maintenance job).
  sqlite.pragma('analysis_limit = 1000');
  sqlite.pragma('optimize = 0x10002');
  return sqlite;
}
