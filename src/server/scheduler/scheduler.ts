// Background work of an app process: each job runs at start and then every `everyMs`. A job that
// must not run in two processes at once holds a lease while it runs; every job is idempotent anyway
// (unique constraints decide what was already done), so a lost lease costs time, never correctness.
import crypto from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import { releaseLease, tryAcquireLease } from './leases.js';

export interface ScheduledJob {
  name: string;
  everyMs: number;
  /** true: at most one process runs it at a time (a lease named after the job). */
  exclusive: boolean;
  /** How long the lease outlives a run that never ends (a dead process); 10 minutes by default. */
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

/** A lease outlives a job run by this much; a process that dies mid-run frees it after that. */
const LEASE_TTL_MS = 10 * 60_000;

export function createScheduler(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  jobs: ScheduledJob[];
  holder?: string;
}): Background {
  const holder = deps.holder ?? newHolderId();
  const timers: NodeJS.Timeout[] = [];
  /** The current run of each job, including the re-run a nudge asked for while it was running. */
  const running = new Map<string, Promise<void>>();
  const rerun = new Set<string>();
  let stopped = false;

  async function execute(job: ScheduledJob): Promise<void> {
    if (!job.exclusive) return job.run();
    const lease = { name: `job:${job.name}`, holder, ttlMs: job.leaseMs ?? LEASE_TTL_MS, now: deps.clock.now() };
    if (!(await tryAcquireLease(deps.db, lease))) return;
    try {
      await job.run();
    } finally {
      await releaseLease(deps.db, lease);
    }
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
        await execute(job).catch((error: unknown) =>
          deps.log.error({ err: error, job: job.name }, 'background job failed'),
        );
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
      await Promise.all(running.values());
    },
  };
}
