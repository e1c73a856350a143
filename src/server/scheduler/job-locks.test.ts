// The job locks the server uses on each database (leases on SQLite, advisory locks on PostgreSQL):
// two live processes never hold one job at once, and each job is a lock of its own.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestDatabase, silentLog, type TestDatabase } from '../test/harness.js';
import { ManualClock } from '../test/manual-clock.js';
import { type JobLocks, jobLocksFor } from './job-locks.js';

let t: TestDatabase;
const opened: JobLocks[] = [];
beforeEach(async () => {
  t = await createTestDatabase();
});
afterEach(async () => {
  for (const locks of opened.splice(0)) await locks.close();
  await t.close();
});

function processNamed(holder: string): JobLocks {
  const locks = jobLocksFor(t.target, { db: t.db, clock: new ManualClock(), holder, log: silentLog });
  opened.push(locks);
  return locks;
}

it('go to one of two live processes at a time, job by job, and to the other once released', async () => {
  const a = processNamed('A');
  const b = processNamed('B');

  const billingOnA = await a.tryTake({ name: 'billing' });
  expect(billingOnA).not.toBeNull();
  expect(await b.tryTake({ name: 'billing' })).toBeNull();
  const mailOnB = await b.tryTake({ name: 'mail' });
  expect(mailOnB).not.toBeNull();

  await billingOnA?.release();
  const billingOnB = await b.tryTake({ name: 'billing' });
  expect(billingOnB).not.toBeNull();
  expect(await a.tryTake({ name: 'billing' })).toBeNull();
  await billingOnB?.release();
  await mailOnB?.release();
});

it('are won by exactly one of many processes asking at the same moment', async () => {
  const processes = Array.from({ length: 8 }, (_, i) => processNamed(`process-${i}`));
  const won = await Promise.all(processes.map((locks) => locks.tryTake({ name: 'billing' })));
  expect(won.filter(Boolean)).toHaveLength(1);
});
