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

/** What Kysely's SqliteDialect needs of a database: statements by SQL text, and closing. */
export interface StatementSource {
  prepare(sql: string): SQLite.Statement;
  close(): void;
}

/**
 * Kysely prepares every query's SQL again on each call; the app runs the same few hundred SQL texts
 * over and over, and preparing one costs about as much as running a small indexed query. This keeps
 * the most recently used `limit` statements. A statement still being iterated (a streamed read) is
 * busy and cannot run again meanwhile, so a fresh one is prepared for that caller.
 */
export function withStatementCache(sqlite: SQLite.Database, limit = 500): StatementSource {
  const cache = new Map<string, SQLite.Statement>();
  return {
    prepare(sql) {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        // Map order is insertion order: move it to the end, the most recently used.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (!cached) {
        cache.set(sql, statement);
        if (cache.size > limit) cache.delete(cache.keys().next().value as string);
      }
      return statement;
    },
    close: () => sqlite.close(),
  };
}
