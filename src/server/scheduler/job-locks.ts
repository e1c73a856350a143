// How an exclusive job is kept to one process at a time, and why a process that dies mid-run does
// not hold its job for long:
// - PostgreSQL (any number of processes): a session advisory lock per job, on a connection of the
//   process's own (db/advisory-locks.ts). PostgreSQL frees it with the dead process's connection, so
//   another process, or a restarted one, takes the job at its next look.
// - SQLite: a lease row per job (leases.ts). The server holds the database file's lock
//   (db/database-lock.ts), so it is the only process on the file: a job's lease it finds from another
//   holder was left by a process that died, and is removed before its first job runs. Where nobody
//   holds the file's lock (tests, two schedulers in one process) leases lapse after their TTL.
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseTarget } from '../config.js';
import { openAdvisoryLocks } from '../db/advisory-locks.js';
import { holdsDatabaseLock } from '../db/database-lock.js';
import type { Db } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import { releaseLease, releaseLeasesOfOthers, tryAcquireLease } from './leases.js';

export interface JobLocks {
  /** Takes the job's lock for this process, or resolves null while another process holds it. */
  tryTake(job: { name: string; leaseMs?: number }): Promise<{ release(): Promise<void> } | null>;
  /** Lets every lock go; called once the jobs have stopped. */
  close(): Promise<void>;
}

/** A lease outlives a job run by this much; a process that dies mid-run frees it after that. */
export const LEASE_TTL_MS = 10 * 60_000;

const PREFIX = 'job:';

export function leaseJobLocks(deps: {
  db: Db;
  clock: Clock;
  holder: string;
  /** Whether this process is the only one on the database (it holds the SQLite file's lock). */
  soleProcess?: () => boolean;
}): JobLocks {
  let forgotten: Promise<unknown> | null = null;
  return {
    async tryTake(job) {
      forgotten ??= (
        deps.soleProcess?.()
          ? releaseLeasesOfOthers(deps.db, { prefix: PREFIX, holder: deps.holder })
          : Promise.resolve()
      ).catch((error: unknown) => {
        forgotten = null; // asked again at the next look
        throw error;
      });
      await forgotten;
      const lease = {
        name: `${PREFIX}${job.name}`,
        holder: deps.holder,
        ttlMs: job.leaseMs ?? LEASE_TTL_MS,
        now: deps.clock.now(),
      };
      if (!(await tryAcquireLease(deps.db, lease))) return null;
      return { release: () => releaseLease(deps.db, lease) };
    },
    async close() {},
  };
}

export function advisoryJobLocks(deps: { url: string; holder: string; log: FastifyBaseLogger }): JobLocks {
  const locks = openAdvisoryLocks({
    url: deps.url,
    applicationName: `palaestra jobs ${deps.holder}`,
    onConnectionLost: (error) =>
      deps.log.warn(
        { err: error },
        "the job locks' database connection failed; jobs running go on, the next look reconnects",
      ),
  });
  return {
    tryTake: (job) => locks.tryLock(`${PREFIX}${job.name}`),
    close: () => locks.close(),
  };
}

/** The job locks for this database, as the server uses them. */
export function jobLocksFor(
  target: DatabaseTarget,
  deps: { db: Db; clock: Clock; holder: string; log: FastifyBaseLogger },
): JobLocks {
  if (target.dialect === 'postgres') return advisoryJobLocks({ url: target.url, holder: deps.holder, log: deps.log });
  return leaseJobLocks({ ...deps, soleProcess: () => holdsDatabaseLock(target.file) });
}
