// On SQLite the server holding the database file's lock is the only process on it, so a job's lease
// from another holder belongs to a process that died mid-run: it is removed at the first look, and
// the job runs at once instead of when the lease lapses (10 minutes later).
import { afterEach, beforeEach, expect, it } from 'vitest';
import { type DatabaseLock, lockDatabase, SERVER_PURPOSE } from '../db/database-lock.js';
import { createTestDatabase, silentLog, sqliteFileOf, type TestDatabase } from '../test/harness.js';
import { ManualClock } from '../test/manual-clock.js';
import { jobLocksFor, LEASE_TTL_MS } from './job-locks.js';
import { tryAcquireLease } from './leases.js';

let t: TestDatabase;
let clock: ManualClock;
let lock: DatabaseLock | null = null;
beforeEach(async () => {
  t = await createTestDatabase();
  clock = new ManualClock('2026-11-22T12:00:00.000Z');
  // Exactly what a run killed mid-way leaves: its lease, 10 minutes from when it began.
  await tryAcquireLease(t.db, {
    name: 'job:billing',
    holder: 'gym-box:4242:dead',
    ttlMs: LEASE_TTL_MS,
    now: clock.now(),
  });
});
afterEach(async () => {
  lock?.release();
  lock = null;
  await t.close();
});

const jobLocks = () => jobLocksFor(t.target, { db: t.db, clock, holder: 'gym-box:4343:live', log: silentLog });

it("takes the job a killed process left at once, when this process holds the database's lock", async () => {
  lock = lockDatabase(sqliteFileOf(t), SERVER_PURPOSE);
  const billing = await jobLocks().tryTake({ name: 'billing' });
  expect(billing).not.toBeNull();
  await billing?.release();
});

it('leaves the lease to lapse where nobody holds the database, as another process may be alive', async () => {
  expect(await jobLocks().tryTake({ name: 'billing' })).toBeNull();
  clock.advance(LEASE_TTL_MS);
  expect(await jobLocks().tryTake({ name: 'billing' })).not.toBeNull();
});
