// Two app processes on one PostgreSQL database: while one runs the daily billing the other never
// runs it too, and when the one running it is killed mid-run the other takes it over within seconds
// (not when a 10-minute lease would have lapsed).
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, expect, it, vi } from 'vitest';
import { dateInZone } from '../../shared/calendar.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { createPostgresDatabase } from '../test/databases.js';
import { killServerProcesses, startReplica } from '../test/server-process.js';
import { HELD_JOB_RETRY_MS } from './scheduler.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await killServerProcesses();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function client(url: string): Promise<pg.Client> {
  const connection = new pg.Client({ connectionString: url });
  await connection.connect();
  cleanups.push(() => connection.end());
  return connection;
}

/** Statements of this database's sessions that wait on a lock while writing billing's job_state row. */
async function waitingBillingWrites(observer: pg.Client): Promise<number> {
  const { rows } = await observer.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock' and query ilike '%job_state%'`,
  );
  return rows[0]?.n ?? 0;
}

async function server(url: string) {
  return (await startReplica(url, { LOG_LEVEL: 'debug' })).process;
}

it('runs the daily billing in one process at a time, and in the other within seconds of the first being killed mid-run', async () => {
  const database = await createPostgresDatabase();
  cleanups.push(() => database.drop());
  const prepared = openDatabase({ dialect: 'postgres', url: database.url });
  await migrateToLatest(prepared.db);
  await sql`insert into job_state (name, last_period) values ('billing', '2000-01-01')`.execute(prepared.db);
  await prepared.db.destroy();

  // The test holds billing's job_state row, so whoever runs billing stops at its first write.
  const holder = await client(database.url);
  await holder.query('begin');
  await holder.query(`select * from job_state where name = 'billing' for update`);
  const observer = await client(database.url);

  const a = await server(database.url);
  await vi.waitFor(async () => expect(await waitingBillingWrites(observer)).toBe(1), { timeout: 15_000, interval: 50 });

  const b = await server(database.url);
  await b.waitForLine(/"job":"billing".*held by another process/);
  expect(await waitingBillingWrites(observer)).toBe(1); // only A's: B left billing alone

  await a.kill();
  await holder.query('commit');
  // B looks again every few seconds while billing is held; a lease would have kept it out for 10 min.
  await vi.waitFor(
    async () => {
      const { rows } = await observer.query(`select last_period from job_state where name = 'billing'`);
      expect(rows[0]).toEqual({ last_period: dateInZone(new Date(), 'UTC') });
    },
    { timeout: HELD_JOB_RETRY_MS + 10_000, interval: 100 },
  );
  expect(b.child.exitCode).toBeNull();
}, 60_000);
