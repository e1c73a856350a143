// Faults of the database itself (not of a query): a PostgreSQL server that restarted, failed over or
// cut a connection, a full disk under SQLite. Recognised the same way wherever they surface — a
// procedure, a download, the health check, start-up — so each says what is wrong in the caller's
// words and in the operator's, and is answered 503 (try again) instead of 500 (a bug).

export type DatabaseFaultKind = 'unreachable' | 'disk-full' | 'storage' | 'busy';

export interface DatabaseFault {
  kind: DatabaseFaultKind;
  /** For the person who clicked: what happened, in their terms. */
  message: string;
  /** For the operator's log: what to look at. */
  logLine: string;
  /** Seconds a client should wait before trying again (the Retry-After header). */
  retryAfterSeconds: number;
  /** The driver's code (SQLSTATE, SQLITE_*, or the socket error). */
  code: string;
}

const MESSAGES: Record<DatabaseFaultKind, Omit<DatabaseFault, 'kind' | 'code'>> = {
  unreachable: {
    message: 'The server cannot reach its database right now. Please try again in a moment.',
    logLine: 'the database is unreachable',
    retryAfterSeconds: 5,
  },
  'disk-full': {
    message: 'The server cannot save right now. Please try again later.',
    logLine: 'the disk is full: nothing can be saved until space is freed on the database disk',
    retryAfterSeconds: 60,
  },
  storage: {
    message: 'The server cannot save right now. Please try again later.',
    logLine: 'the database cannot write to its storage',
    retryAfterSeconds: 60,
  },
  busy: {
    message: 'The server is busy right now. Please try again in a moment.',
    logLine: 'the database stayed locked past its busy timeout',
    retryAfterSeconds: 2,
  },
};

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
]);

/**
 * node-postgres reports a connection lost mid-conversation, a pool that cannot connect in time, or a
 * client already broken by either, with a message and no code.
 */
const PG_CONNECTION_MESSAGES =
  /Connection terminated|Connection ended unexpectedly|not queryable|timeout exceeded when trying to connect|Client was closed|Cannot use a pool after calling end/i;

function kindOf(code: string, message: string): DatabaseFaultKind | null {
  if (NETWORK_CODES.has(code)) return 'unreachable';
  // PostgreSQL: class 08 is "connection exception"; 57P01–57P03 a server shutting down, crashed or
  // still starting; 53300 too many connections; 25006 a read-only server (a replica after failover).
  if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code) || code === '53300' || code === '25006') {
    return 'unreachable';
  }
  if (code === '53100') return 'disk-full';
  if (code === '58030') return 'storage';
  if (code === 'SQLITE_FULL' || code === 'ENOSPC') return 'disk-full';
  if (code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_CANTOPEN')) {
    return 'storage';
  }
  if (code.startsWith('SQLITE_BUSY')) return 'busy';
  if (code === '' && PG_CONNECTION_MESSAGES.test(message)) return 'unreachable';
  return null;
}

/** The database fault behind an error (looking through `cause`), or null for any other error. */
export function databaseFaultOf(error: unknown): DatabaseFault | null {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    const codeText = typeof code === 'string' ? code : '';
    const kind = kindOf(codeText, typeof message === 'string' ? message : '');
    if (kind) return { kind, code: codeText || 'connection lost', ...MESSAGES[kind] };
    current = cause;
  }
  return null;
}
