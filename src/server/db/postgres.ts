// The PostgreSQL connection pool. Its type parsers make PostgreSQL answer in the same JavaScript
// types as SQLite, so no query has to care which database it ran on.
import pg from 'pg';

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** count(*) and sum(integer) are bigint/numeric in PostgreSQL and come back as text by default. */
function toSafeNumber(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value) && Number.isInteger(value)) {
    throw new Error(`A database number is too large for JavaScript: ${text}`);
  }
  return value;
}

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return toSafeNumber;
    // biome-ignore lint/suspicious/noExplicitAny: pg's own overloads do not accept a union format
    return pg.types.getTypeParser(oid, format as any);
  },
};

export interface PostgresPoolOptions {
  url: string;
  /** Connections this process may hold; several app processes share the server's max_connections. */
  max?: number;
  /**
   * Called when a connection fails outside a query: idle in the pool, or checked out between two
   * statements of a transaction (the server restarted, failed over, or terminated it). The query
   * that used it fails on its own; the pool discards the connection when it comes back.
   */
  onConnectionError?: (error: Error) => void;
}

export function createPostgresPool(options: PostgresPoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 10,
    types,
    // A start against a server that is down fails in seconds with a clear error instead of hanging.
    connectionTimeoutMillis: 10_000,
  });
  const report = (error: Error) => options.onConnectionError?.(error);
  // The pool listens for errors only while a connection is idle. A checked-out connection whose
  // backend is terminated emits 'error' too, and an 'error' event nobody listens for ends the
  // process: every connection gets a listener of its own for its whole life.
  pool.on('connect', (client) => client.on('error', report));
  pool.on('error', () => {
    // Already reported by the connection's own listener above.
  });
  return pool;
}
