// Bulk inserts, the one dialect-specific part of the seed. Steps append rows synchronously and await
// `checkpoint()` every few thousand rows; the writer decides when rows reach the database:
// - SQLite: one prepared statement per table on the raw better-sqlite3 handle, run as rows arrive,
//   committed every COMMIT_ROWS rows (one transaction per row would fsync a million times).
// - PostgreSQL: rows are buffered per table and sent BATCH_ROWS at a time as one
//   `insert … select * from unnest($1::text[], …)`: one round trip and one parse per batch. The
//   server is the bottleneck here, so each table gets a connection of its own: payments go in on
//   one server process while the next bills go in on another, a batch waiting only for its parents'
//   batch (its bills) to commit. Meanwhile node generates the next batches.
import type pg from 'pg';
import type { NativeHandle } from '../../src/server/db/database.js';

export type ColumnType = 'text' | 'integer';
export type Value = string | number | null;

/** Adds one row, values in the order of the table's columns. */
export type AddRow = (row: Value[]) => void;

export interface BulkWriter {
  /** A sink for one table; parents must be declared before their children. */
  table(name: string, columns: readonly (readonly [name: string, type: ColumnType])[]): AddRow;
  /** A point where rows may be committed (SQLite) or where we wait for the server to catch up (PostgreSQL). */
  checkpoint(): Promise<void>;
  /** Everything written and committed. The writer can be used again afterwards. */
  finish(): Promise<void>;
  /** After a failure: drops what is not yet committed and lets go of the connections. */
  abandon(): Promise<void>;
}

const COMMIT_ROWS = 50_000;
const BATCH_ROWS = 5_000;
/** Batches sent but not yet inserted: enough to keep both sides busy, few enough to bound memory. */
const MAX_IN_FLIGHT = 2;

export function createWriter(native: NativeHandle): BulkWriter {
  return native.dialect === 'sqlite' ? sqliteWriter(native.sqlite) : postgresWriter(native.pool);
}

function sqliteWriter(sqlite: Extract<NativeHandle, { dialect: 'sqlite' }>['sqlite']): BulkWriter {
  let uncommitted = 0;
  let open = false;
  const commit = () => {
    if (open) sqlite.exec('commit');
    open = false;
    uncommitted = 0;
  };
  return {
    table(name, columns) {
      // (Multi-row `values (…), (…)` statements were measured slower here than one row per call.)
      const statement = sqlite.prepare(
        `insert into ${name} (${columns.map(([column]) => column).join(', ')}) values (${columns.map(() => '?').join(', ')})`,
      );
      return (row) => {
        if (!open) {
          sqlite.exec('begin');
          open = true;
        }
        statement.run(row);
        uncommitted += 1;
      };
    },
    async checkpoint() {
      if (uncommitted >= COMMIT_ROWS) commit();
    },
    async finish() {
      commit();
    },
    async abandon() {
      if (sqlite.inTransaction) sqlite.exec('rollback');
      open = false;
      uncommitted = 0;
    },
  };
}

interface PostgresTable {
  sql: string;
  columns: Value[][];
  rows: number;
  /** The table's own connection, set up for bulk writing. */
  client: Promise<pg.PoolClient>;
  /** Its last batch's completion (never rejects: failures go to `failure`). */
  tail: Promise<void>;
  /** Its batches sent and not yet awaited, oldest first. */
  inFlight: Promise<void>[];
}

function postgresWriter(pool: pg.Pool): BulkWriter {
  // In declaration order: a table's batch waits for the batches its parents sent in the same flush.
  let tables: PostgresTable[] = [];
  let failure: unknown;
  const fail = (error: unknown) => {
    failure ??= error;
  };

  const flushAll = () => {
    let parents: Promise<unknown> = Promise.resolve();
    for (const table of tables) {
      if (table.rows === 0) continue;
      const params = table.columns;
      table.columns = params.map(() => []);
      table.rows = 0;
      table.tail = Promise.all([table.tail, parents])
        .then(async () => {
          if (!failure) await (await table.client).query(table.sql, params);
        })
        .then(undefined, fail);
      table.inFlight.push(table.tail);
      parents = table.tail;
    }
  };
  const settle = async (limit: number) => {
    for (const table of tables) while (table.inFlight.length > limit) await table.inFlight.shift();
    if (failure) throw failure;
  };
  const release = async () => {
    const released = tables;
    tables = [];
    for (const table of released) {
      const client = await table.client.catch(() => undefined);
      if (!client) continue;
      // A connection that failed mid-batch is closed rather than handed back to the pool.
      if (failure) client.release(true);
      else {
        await client.query('reset synchronous_commit');
        client.release();
      }
    }
  };

  return {
    table(name, columns) {
      const list = columns.map(([column]) => column).join(', ');
      const arrays = columns.map(([, type], i) => `$${i + 1}::${type === 'integer' ? 'int4' : 'text'}[]`).join(', ');
      const client = pool.connect().then(async (connection) => {
        // A commit need not wait for its log flush: a crash loses the last batches of a demo, nothing more.
        await connection.query('set synchronous_commit = off');
        return connection;
      });
      const table: PostgresTable = {
        sql: `insert into ${name} (${list}) select * from unnest(${arrays})`,
        columns: columns.map(() => []),
        rows: 0,
        client,
        tail: client.then(() => undefined, fail),
        inFlight: [],
      };
      tables.push(table);
      return (row) => {
        for (let i = 0; i < row.length; i++) (table.columns[i] as Value[]).push(row[i] as Value);
        table.rows += 1;
        if (table.rows >= BATCH_ROWS) flushAll();
      };
    },
    async checkpoint() {
      await settle(MAX_IN_FLIGHT);
    },
    async finish() {
      flushAll();
      try {
        await settle(0);
      } finally {
        await release();
      }
    },
    async abandon() {
      fail(new Error('The seed was abandoned'));
      await release();
    },
  };
}
