import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, silentLog, type TestDatabase } from '../test/harness.js';
import { ManualClock } from '../test/manual-clock.js';
import { dailyJob } from './daily.js';
import { releaseLease, tryAcquireLease } from './leases.js';
import { createScheduler, type ScheduledJob } from './scheduler.js';

let t: TestDatabase;
let clock: ManualClock;

beforeEach(async () => {
  t = await createTestDatabase();
  clock = new ManualClock('2026-11-22T12:00:00.000Z');
});
afterEach(() => t.close());

const MINUTE = 60_000;

describe('leases', () => {
  it('go to one holder at a time, and to another once released or expired', async () => {
    const lease = (holder: string) => ({ name: 'job:billing', holder, ttlMs: 10 * MINUTE, now: clock.now() });
    expect(await tryAcquireLease(t.db, lease('A'))).toBe(true);
    expect(await tryAcquireLease(t.db, lease('B'))).toBe(false);
    expect(await tryAcquireLease(t.db, lease('A'))).toBe(true); // the holder renews its own

    await releaseLease(t.db, { name: 'job:billing', holder: 'A' });
    expect(await tryAcquireLease(t.db, lease('B'))).toBe(true);

    clock.advance(10 * MINUTE); // B crashed and never released it
    expect(await tryAcquireLease(t.db, lease('A'))).toBe(true);
    expect(await tryAcquireLease(t.db, lease('B'))).toBe(false);
  });

  it('are won by exactly one of many processes asking at the same moment', async () => {
    const holders = Array.from({ length: 12 }, (_, i) => `process-${i}`);
    const won = await Promise.all(
      holders.map((holder) => tryAcquireLease(t.db, { name: 'job:x', holder, ttlMs: MINUTE, now: clock.now() })),
    );
    expect(won.filter(Boolean)).toHaveLength(1);
  });
});

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('the scheduler', () => {
  /** A job that counts its runs, says when one starts, and (with a gate) waits for the test to let it end. */
  function countingJob(name: string, exclusive: boolean, gate?: Promise<void>) {
    const started = deferred();
    const job = {
      name,
      everyMs: MINUTE,
      exclusive,
      runs: 0,
      started: started.promise,
      async run() {
        job.runs += 1;
        started.resolve();
        await gate;
      },
    } satisfies ScheduledJob & { runs: number; started: Promise<void> };
    return job;
  }

  it('runs an exclusive job in one of two processes at a time', async () => {
    const gate = deferred();
    const jobA = countingJob('billing', true, gate.promise);
    const jobB = countingJob('billing', true);
    const a = createScheduler({ db: t.db, clock, log: silentLog, jobs: [jobA], holder: 'A' });
    const b = createScheduler({ db: t.db, clock, log: silentLog, jobs: [jobB], holder: 'B' });

    const runningOnA = a.runNow('billing');
    await jobA.started;
    await b.runNow('billing'); // A holds the lease: B skips its turn
    gate.resolve();
    await runningOnA;
    await b.runNow('billing'); // released: B's turn now

    expect([jobA.runs, jobB.runs]).toEqual([1, 1]);
  });

  it('looks again within seconds at a job another process held, not a whole interval later', async () => {
    const gate = deferred();
    const jobA = countingJob('billing', true, gate.promise);
    const jobB = countingJob('billing', true);
    let refusals = 0;
    const log = Object.assign(Object.create(silentLog), { debug: () => refusals++ });
    const a = createScheduler({ db: t.db, clock, log: silentLog, jobs: [jobA], holder: 'A' });
    const b = createScheduler({ db: t.db, clock, log, jobs: [jobB], holder: 'B', retryHeldMs: 20 });

    const runningOnA = a.runNow('billing');
    await jobA.started;
    b.start(); // its first look finds billing held by A
    await vi.waitFor(() => expect(refusals).toBeGreaterThan(0), { timeout: 2_000, interval: 5 });
    expect(jobB.runs).toBe(0);
    gate.resolve();
    await runningOnA;
    await jobB.started; // long before its one-minute interval comes round
    await b.stop();

    expect([jobA.runs, jobB.runs]).toEqual([1, 1]);
  });

  it('runs once more when nudged while running, so nothing queued meanwhile waits for the next tick', async () => {
    const gate = deferred();
    const job = countingJob('mail', false, gate.promise);
    const scheduler = createScheduler({ db: t.db, clock, log: silentLog, jobs: [job] });

    const first = scheduler.runNow('mail');
    await job.started;
    const nudged = scheduler.runNow('mail');
    gate.resolve();
    await Promise.all([first, nudged]);

    expect(job.runs).toBe(2);
  });

  it('keeps going when a job fails, and logs the failure', async () => {
    const errors: unknown[] = [];
    const log = Object.assign(Object.create(silentLog), { error: (obj: unknown) => errors.push(obj) });
    const failing: ScheduledJob = {
      name: 'broken',
      everyMs: MINUTE,
      exclusive: true,
      run: async () => {
        throw new Error('disk full');
      },
    };
    const scheduler = createScheduler({ db: t.db, clock, log, jobs: [failing], holder: 'A' });

    await scheduler.runNow('broken');
    await scheduler.runNow('broken');

    expect(errors).toHaveLength(2);
    // The lease was released each time despite the failure.
    expect(await tryAcquireLease(t.db, { name: 'job:broken', holder: 'B', ttlMs: MINUTE, now: clock.now() })).toBe(
      true,
    );
  });
});

describe('daily jobs', () => {
  it("run once per gym day — at the first look after midnight in the gym's zone — and remember it in the database", async () => {
    const runs: string[] = [];
    const settings = { current: async () => ({ timeZone: 'America/New_York' }) };
    const job = dailyJob({ db: t.db, clock, log: silentLog, settings }, 'billing', async () => {
      runs.push(clock.now().toISOString());
    });
    const a = createScheduler({ db: t.db, clock, log: silentLog, jobs: [job], holder: 'A' });
    const b = createScheduler({ db: t.db, clock, log: silentLog, jobs: [job], holder: 'B' });

    clock.set('2026-11-22T04:59:00.000Z'); // 23:59 on the 21st in New York
    await a.runNow('billing');
    await b.runNow('billing');
    await a.runNow('billing');
    clock.set('2026-11-22T05:00:00.000Z'); // midnight: the 22nd begins
    await b.runNow('billing');
    await a.runNow('billing');

    expect(runs).toEqual(['2026-11-22T04:59:00.000Z', '2026-11-22T05:00:00.000Z']);
    const state = await t.db.selectFrom('jobState').selectAll().where('name', '=', 'billing').executeTakeFirst();
    expect(state).toMatchObject({ lastPeriod: '2026-11-22', lastError: null });
  });

  it('try again on the next look after a failure, and record the error', async () => {
    let fail = true;
    const job = dailyJob(
      { db: t.db, clock, log: silentLog, settings: { current: async () => ({ timeZone: 'UTC' }) } },
      'billing',
      async () => {
        if (fail) throw new Error('database on fire');
      },
    );
    const scheduler = createScheduler({ db: t.db, clock, log: silentLog, jobs: [job] });

    await scheduler.runNow('billing');
    expect(
      await t.db
        .selectFrom('jobState')
        .select(['lastPeriod', 'lastError'])
        .where('name', '=', 'billing')
        .executeTakeFirst(),
    ).toEqual({
      lastPeriod: null,
      lastError: 'database on fire',
    });
    fail = false;
    await scheduler.runNow('billing');
    expect(
      await t.db
        .selectFrom('jobState')
        .select(['lastPeriod', 'lastError'])
        .where('name', '=', 'billing')
        .executeTakeFirst(),
    ).toEqual({
      lastPeriod: '2026-11-22',
      lastError: null,
    });
  });
});
