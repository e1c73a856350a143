// The embedded SQLite database: its pragmas live here and nowhere else.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { SqliteStatement } from 'kysely';

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
  prepare(sql: string): AppStatement;
  close(): void;
}

/** A prepared statement as Kysely's SQLite driver uses it; `busy` while a streamed read iterates it. */
export interface AppStatement extends SqliteStatement {
  readonly busy: boolean;
}

const SCHEMA_CHANGE = /^\s*(create|alter|drop)\s/i;

/**
 * Whether the database could last write. A full disk (or a failing one) fails every write while
 * reads go on working, so a read cannot tell; the writes themselves report here, and the health
 * check reads it.
 */
export class StorageWatch {
  #failure: string | null = null;

  /** The SQLite code of the last write that failed for want of storage, until a write succeeds. */
  get failure(): string | null {
    return this.#failure;
  }

  failed(error: unknown): void {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && (code === 'SQLITE_FULL' || code.startsWith('SQLITE_IOERR'))) this.#failure = code;
  }

  wrote(): void {
    this.#failure = null;
  }
}

/**
 * A full disk or an I/O error makes SQLite roll the whole transaction back by itself. Kysely then
 * sends its own ROLLBACK, which fails with "cannot rollback - no transaction is active" and takes
 * the place of the real error (SQLITE_FULL) in every log line and answer. A rollback with nothing
 * left to roll back is done already.
 */
function tolerantRollback(sqlite: SQLite.Database): AppStatement {
  const statement = sqlite.prepare('rollback');
  const run = () => (sqlite.inTransaction ? statement.run() : { changes: 0, lastInsertRowid: 0 });
  return { reader: false, busy: false, all: () => [], run, iterate: () => [][Symbol.iterator]() };
}

/**
 * Kysely prepares every query's SQL again on each call; the app runs the same few hundred SQL texts
 * over and over, and preparing one costs about as much as running a small indexed query. This keeps
 * the most recently used `limit` statements. A statement still being iterated (a streamed read) is
 * busy and cannot run again meanwhile, so a fresh one is prepared for that caller.
 */
export function withStatementCache(
  sqlite: SQLite.Database,
  options: { limit?: number; watch?: StorageWatch } = {},
): StatementSource {
  const { limit = 500, watch = new StorageWatch() } = options;
  const cache = new Map<string, AppStatement>();
  const rowsAsObjects = (statement: SQLite.Statement) => watchedWrites(objectRows(statement), statement, watch);
  return {
    prepare(sql) {
      if (sql === 'rollback') return tolerantRollback(sqlite);
      // A statement knows its result's column names from when it was prepared (rowsAsObjects); after
      // a schema change a `select *` would keep the old ones. Kysely runs what it prepares at once,
      // so emptying the cache as the change is prepared leaves no stale statement behind.
      if (SCHEMA_CHANGE.test(sql)) {
        cache.clear();
        return rowsAsObjects(sqlite.prepare(sql));
      }
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        // Map order is insertion order: move it to the end, the most recently used.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = rowsAsObjects(sqlite.prepare(sql));
      if (!cached) {
        cache.set(sql, statement);
        if (cache.size > limit) cache.delete(cache.keys().next().value as string);
      }
      return statement;
    },
    close: () => sqlite.close(),
  };
}

/**
 * Rows come back from SQLite as arrays and are made into objects here. better-sqlite3 builds each
 * row object through V8's C++ API a property at a time, which was about a quarter of a member's
 * bill page; objects of one shape built in JavaScript cost little. Keys are the result's column
 * names in order, so a repeated name keeps its last value, as better-sqlite3's own objects do.
 */
function objectRows(statement: SQLite.Statement): AppStatement {
  if (!statement.reader) {
    return {
      reader: false,
      get busy() {
        return statement.busy;
      },
      all: (parameters) => statement.all(parameters),
      run: (parameters) => statement.run(parameters),
      iterate: (parameters) => statement.iterate(parameters),
    };
  }
  const names = statement.columns().map((column) => column.name);
  statement.raw(true);
  const toObject = (values: unknown[]) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i += 1) row[names[i] as string] = values[i];
    return row;
  };
  return {
    reader: true,
    get busy() {
      return statement.busy;
    },
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(toObject),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) yield toObject(values);
    },
  };
}

/** A statement that writes tells the watch whether it could. Reads pass through untouched. */
function watchedWrites(app: AppStatement, statement: SQLite.Statement, watch: StorageWatch): AppStatement {
  if (statement.readonly) return app;
  const watched =
    <A extends unknown[], R>(run: (...args: A) => R) =>
    (...args: A): R => {
      try {
        const result = run(...args);
        watch.wrote();
        return result;
      } catch (error) {
        watch.failed(error);
        throw error;
      }
    };
  return {
    reader: app.reader,
    get busy() {
      return app.busy;
    },
    all: watched(app.all),
    run: watched(app.run),
    iterate: app.iterate,
  };
}
