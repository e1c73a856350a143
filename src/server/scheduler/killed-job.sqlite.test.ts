// A daily job killed mid-run is caught up at the next start, at once: the README promises a catch-up
// at start, and the lock the killed run held must not make the next server wait for it to lapse.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, expect, it, vi } from 'vitest';
import { dateInZone } from '../../shared/calendar.js';
import { openSqliteDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { freePort, tempDir } from '../test/harness.js';
import { killServerProcesses, startServerProcess } from '../test/server-process.js';

const dirs: string[] = [];
afterEach(async () => {
  await killServerProcesses();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * Billing's first write to job_state (the "started at" note it makes once it holds the job's lock)
 * never ends: a trigger counts a cross join of 10^12 rows. The server is then stuck mid-run, for
 * as long as the test likes, without any code of its own knowing.
 */
function stallBillingOnceStarted(file: string): void {
  const db = new SQLite(file);
  db.exec(`
    create table stall (n integer);
    with recursive c(n) as (select 1 union all select n + 1 from c where n < 1000) insert into stall select n from c;
    create trigger stall_billing before insert on job_state when new.name = 'billing'
      begin select count(*) from stall a, stall b, stall c, stall d; end;`);
  db.close();
}

function unstall(file: string): void {
  const db = new SQLite(file);
  db.exec('drop trigger stall_billing; drop table stall;');
  db.close();
}

function read<T>(file: string, query: string): T | undefined {
  const db = new SQLite(file, { readonly: true });
  try {
    return db.prepare(query).get() as T | undefined;
  } finally {
    db.close();
  }
}

it('runs the daily billing at the next start, at once, after the server was killed in the middle of it', async () => {
  const dir = tempDir('palaestra-killed-job-');
  dirs.push(dir);
  const file = path.join(dir, 'gymdesk.db');
  const prepared = openSqliteDatabase(file);
  await migrateToLatest(prepared.db);
  await prepared.db.destroy();
  stallBillingOnceStarted(file);

  const env = { DATA_DIR: dir, PORT: String(await freePort()) };
  const first = startServerProcess(env);
  // The run has taken billing's lock and is stuck in its next statement.
  await vi.waitFor(() => expect(read(file, "select 1 from leases where name = 'job:billing'")).toBeDefined(), {
    timeout: 10_000,
    interval: 50,
  });
  await first.kill();
  unstall(file);

  // The killed run's lease would have kept billing out for 10 minutes.
  const second = startServerProcess(env);
  await vi.waitFor(
    () =>
      expect(read(file, "select last_period from job_state where name = 'billing'")).toEqual({
        last_period: dateInZone(new Date(), 'UTC'),
      }),
    { timeout: 10_000, interval: 50 },
  );
  expect(second.child.exitCode).toBeNull();
});
