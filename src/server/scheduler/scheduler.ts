// Background work of an app process: each job runs at start and then every `everyMs`. A job that
// must not run in two processes at once holds its job lock while it runs (job-locks.ts); every job
// is idempotent anyway (unique constraints decide what was already done), so a lock lost costs time,
// never correctness. A look that finds the job held by another process is tried again after a few
// seconds rather than a whole interval later, so a job whose holder died mid-run is taken over
// within seconds.
import crypto from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import { type JobLocks, leaseJobLocks } from './job-locks.js';

export interface ScheduledJob {
  name: string;
  everyMs: number;
  /** true: at most one process runs it at a time (a lock named after the job). */
  exclusive: boolean;
  /** Where job locks are leases: how long one outlives a run that never ends; 10 minutes by default. */
  leaseMs?: number;
  run(): Promise<void>;
}

export interface Background {
  /** Starts the timers; index.ts calls it once the server listens. Tests call jobs directly instead. */
  start(): void;
  /** Runs a job now (a nudge: new mail queued, "Run billing now"); resolves when that run ends. */
  runNow(name: string): Promise<void>;
  /** Stops the timers and waits for running jobs to finish. */
  stop(): Promise<void>;
}

/** Identifies this process as a lease holder. */
export function newHolderId(): string {
  return `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
}

/** How soon a process looks again at a job another process held at its last look. */
export const HELD_JOB_RETRY_MS = 5_000;

export function createScheduler(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  jobs: ScheduledJob[];
  /** This process's name as a lock holder (tests name their "processes"). */
  holder?: string;
  /** Leases in the database by default; the server passes its database's own (jobLocksFor). */
  locks?: JobLocks;
  /** HELD_JOB_RETRY_MS by default; tests shorten it. */
  retryHeldMs?: number;
}): Background {
  const holder = deps.holder ?? newHolderId();
  const locks = deps.locks ?? leaseJobLocks({ db: deps.db, clock: deps.clock, holder });
  const retryHeldMs = deps.retryHeldMs ?? HELD_JOB_RETRY_MS;
  const timers: NodeJS.Timeout[] = [];
  const retries = new Map<string, NodeJS.Timeout>();
  /** The current run of each job, including the re-run a nudge asked for while it was running. */
  const running = new Map<string, Promise<void>>();
  const rerun = new Set<string>();
  let stopped = false;

  /** Runs the job unless another process holds it; says which. */
  async function execute(job: ScheduledJob): Promise<'ran' | 'held elsewhere'> {
    if (!job.exclusive) {
      await job.run();
      return 'ran';
    }
    const lock = await locks.tryTake(job);
    if (!lock) return 'held elsewhere';
    try {
      await job.run();
    } finally {
      await lock.release();
    }
    return 'ran';
  }

  /** Once the timers run, a job held elsewhere is looked at again soon: its holder may have died. */
  function retrySoon(job: ScheduledJob): void {
    deps.log.debug({ job: job.name }, 'background job held by another process; looking again soon');
    if (timers.length === 0 || stopped || retries.has(job.name)) return;
    const retry = setTimeout(() => {
      retries.delete(job.name);
      void runJob(job);
    }, retryHeldMs);
    retry.unref();
    retries.set(job.name, retry);
  }

  function runJob(job: ScheduledJob): Promise<void> {
    const current = running.get(job.name);
    if (current) {
      // Asked again mid-run (e.g. mail queued while the sender works): run once more afterwards.
      rerun.add(job.name);
      return current;
    }
    const chain = (async () => {
      do {
        rerun.delete(job.name);
        const outcome = await execute(job).catch((error: unknown) =>
          deps.log.error({ err: error, job: job.name }, 'background job failed'),
        );
        if (outcome === 'held elsewhere') retrySoon(job);
      } while (rerun.has(job.name) && !stopped);
    })().finally(() => running.delete(job.name));
    running.set(job.name, chain);
    return chain;
  }

  return {
    start() {
      if (stopped || timers.length > 0) return;
      for (const job of deps.jobs) {
        void runJob(job);
        const timer = setInterval(() => void runJob(job), job.everyMs);
        timer.unref();
        timers.push(timer);
      }
    },
    async runNow(name) {
      const job = deps.jobs.find((j) => j.name === name);
      if (!job) throw new Error(`No background job named ${name}`);
      if (stopped) return;
      await runJob(job);
    },
    async stop() {
      stopped = true;
      for (const timer of timers.splice(0)) clearInterval(timer);
      for (const retry of retries.values()) clearTimeout(retry);
      retries.clear();
      await Promise.all(running.values());
      await locks.close();
    },
  };
}
