// A PostgreSQL connection the server terminates (a restart, a failover, an administrator's
// pg_terminate_backend) while the app holds it between two statements of a transaction: node-postgres
// emits 'error' on that connection, and an 'error' event nobody listens for ends the process. The
// transaction must fail as a database fault, and the pool must go on with fresh connections.
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../test/databases.js';
import { type OpenedDatabase, openDatabase } from './database.js';
import { databaseFaultOf } from './faults.js';

let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let opened: OpenedDatabase;
const reported: Error[] = [];
let admin: pg.Client;

beforeAll(async () => {
  database = await createPostgresDatabase();
  opened = openDatabase(
    { dialect: 'postgres', url: database.url },
    { poolSize: 3, onConnectionError: (e) => reported.push(e) },
  );
  admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
});

afterAll(async () => {
  await admin.end();
  await opened.db.destroy();
  await database.drop();
});

/** Resolves once the pool has reported `count` failed connections in all. */
async function reportedFailures(count: number): Promise<void> {
  while (reported.length < count) await new Promise((resolve) => setImmediate(resolve));
}

describe('a PostgreSQL connection terminated by the server', () => {
  it('fails the transaction that held it as "unreachable", and the next query gets a fresh connection', async () => {
    const before = reported.length;
    const transaction = opened.db.transaction().execute(async (tx) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(tx);
      await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
      // Between two statements: the connection is checked out and idle when the notice arrives.
      await reportedFailures(before + 1);
      await sql`select 1`.execute(tx);
    });
    const error = await transaction.then(
      () => null,
      (e: unknown) => e,
    );
    expect(databaseFaultOf(error)?.kind).toBe('unreachable');
    const { rows } = await sql<{ answer: number }>`select 42 as answer`.execute(opened.db);
    expect(rows).toEqual([{ answer: 42 }]);
  });

  it('drops idle connections the server terminated, and answers on new ones', async () => {
    // Fill the pool with idle connections, then end every one of them from the server's side.
    await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(opened.db)));
    const before = reported.length;
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    await reportedFailures(before + (rowCount ?? 0));
    const answers = await Promise.all(
      [1, 2, 3].map((n) => sql<{ n: number }>`select ${n}::int as n`.execute(opened.db)),
    );
    expect(answers.map((a) => a.rows[0]?.n)).toEqual([1, 2, 3]);
  });
});
