// On PostgreSQL a job's lock lives and dies with its process's connection: when the holder's
// connection dies (its process killed, its machine gone), another process takes the job at once,
// and the process whose connection died goes on and reconnects for its next job.
import crypto from 'node:crypto';
import pg from 'pg';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createPostgresDatabase } from '../test/databases.js';
import { silentLog } from '../test/harness.js';
import { advisoryJobLocks, type JobLocks } from './job-locks.js';

let url: string;
const cleanups: (() => Promise<void>)[] = [];
beforeEach(async () => {
  // A database of this test's own: the only connections it terminates are its own.
  const database = await createPostgresDatabase();
  url = database.url;
  cleanups.push(() => database.drop());
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function processNamed(holder: string, log = silentLog): JobLocks {
  const locks = advisoryJobLocks({ url, holder, log });
  cleanups.push(() => locks.close());
  return locks;
}

/** Ends the session of the job locks of `holder`, as PostgreSQL does when that process dies. */
async function terminateLockConnectionOf(holder: string): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ pid: number }>(
      `select pg_terminate_backend(pid) as done, pid from pg_stat_activity
        where datname = current_database() and application_name = $1`,
      [`palaestra jobs ${holder}`],
    );
    return rows.length;
  } finally {
    await admin.end();
  }
}

it('frees the job at once when its holder’s connection dies, and lets that process go on', async () => {
  const warnings: unknown[] = [];
  const log = Object.assign(Object.create(silentLog), { warn: (obj: unknown) => warnings.push(obj) });
  const aName = `A-${crypto.randomBytes(4).toString('hex')}`;
  const a = processNamed(aName, log);
  const b = processNamed('B');
  const billingOnA = await a.tryTake({ name: 'billing' });
  expect(billingOnA).not.toBeNull();
  expect(await b.tryTake({ name: 'billing' })).toBeNull();

  expect(await terminateLockConnectionOf(aName)).toBe(1);
  // Free as soon as the session has ended (a lease would have held it for 10 minutes).
  const billingOnB = await vi.waitFor(
    async () => {
      const taken = await b.tryTake({ name: 'billing' });
      expect(taken).not.toBeNull();
      return taken;
    },
    { timeout: 2_000, interval: 20 },
  );
  await vi.waitFor(() => expect(warnings).toHaveLength(1), { timeout: 2_000, interval: 10 });
  // A's run finishing later lets go of nothing of B's...
  await billingOnA?.release();
  expect(await a.tryTake({ name: 'billing' })).toBeNull();
  // ...and A takes its next job on a new connection.
  const mailOnA = await a.tryTake({ name: 'mail' });
  expect(mailOnA).not.toBeNull();
  await mailOnA?.release();
  await billingOnB?.release();
});

it('takes and lets go of many jobs at once, one statement at a time on its connection', async () => {
  // Every job's first look comes at start: a pg client handed a second query while one runs queues
  // it with a deprecation warning (pg 9 refuses it), so the locks must ask one at a time.
  const warnings: Error[] = [];
  const onWarning = (warning: Error) => warnings.push(warning);
  process.on('warning', onWarning);
  try {
    const locks = processNamed('C');
    const names = ['billing', 'class-sessions', 'mail', 'maintenance', 'reminders'];
    const taken = await Promise.all(names.map((name) => locks.tryTake({ name })));
    expect(taken.every((lock) => lock !== null)).toBe(true);
    const other = processNamed('D');
    expect(await Promise.all(names.map((name) => other.tryTake({ name })))).toEqual(names.map(() => null));
    await Promise.all(taken.map((lock) => lock?.release()));
    expect(await Promise.all(names.map((name) => locks.tryTake({ name })))).not.toContain(null);
  } finally {
    process.off('warning', onWarning);
  }
  expect(warnings.map((warning) => warning.message)).toEqual([]);
});
