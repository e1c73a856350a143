// Which errors are faults of the database itself, and which kind: a table of what the drivers throw.
import { describe, expect, it } from 'vitest';
import { databaseFaultOf } from './faults.js';

const error = (fields: Record<string, unknown>) => Object.assign(new Error(String(fields.message ?? '')), fields);

describe('databaseFaultOf', () => {
  it.each([
    [
      'PostgreSQL shutting down (57P01)',
      error({ code: '57P01', message: 'terminating connection due to administrator command' }),
      'unreachable',
    ],
    ['PostgreSQL starting up (57P03)', error({ code: '57P03' }), 'unreachable'],
    ['a connection exception (08006)', error({ code: '08006' }), 'unreachable'],
    ['too many connections (53300)', error({ code: '53300' }), 'unreachable'],
    ['a read-only server after failover (25006)', error({ code: '25006' }), 'unreachable'],
    ['connection refused', error({ code: 'ECONNREFUSED' }), 'unreachable'],
    ['connection reset', error({ code: 'ECONNRESET' }), 'unreachable'],
    ['a connection lost mid-query', error({ message: 'Connection terminated unexpectedly' }), 'unreachable'],
    [
      'a client broken by a lost connection',
      error({ message: 'Client has encountered a connection error and is not queryable' }),
      'unreachable',
    ],
    ['the pool timing out', error({ message: 'timeout exceeded when trying to connect' }), 'unreachable'],
    ['PostgreSQL out of disk (53100)', error({ code: '53100' }), 'disk-full'],
    ['SQLite out of disk', error({ code: 'SQLITE_FULL' }), 'disk-full'],
    ['an SQLite write error', error({ code: 'SQLITE_IOERR_WRITE' }), 'storage'],
    ['a read-only SQLite file', error({ code: 'SQLITE_READONLY' }), 'storage'],
    ['SQLite locked past its busy timeout', error({ code: 'SQLITE_BUSY' }), 'busy'],
    [
      'a fault wrapped as the cause of another error',
      error({ message: 'procedure failed', cause: error({ code: 'SQLITE_FULL' }) }),
      'disk-full',
    ],
  ])('%s is %s', (_name, thrown, kind) => {
    expect(databaseFaultOf(thrown)?.kind).toBe(kind);
  });

  it.each([
    ['a unique violation', error({ code: '23505' })],
    ['an SQLite constraint', error({ code: 'SQLITE_CONSTRAINT_UNIQUE' })],
    ['a syntax error', error({ code: '42601' })],
    ['a wrong password', error({ code: '28P01' })],
    ['a missing database', error({ code: '3D000' })],
    ['a plain bug', new TypeError('Cannot read properties of undefined')],
    ['nothing', undefined],
  ])('%s is not a database fault', (_name, thrown) => {
    expect(databaseFaultOf(thrown)).toBeNull();
  });
});
