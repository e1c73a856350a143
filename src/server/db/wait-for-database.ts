// Start-up against a database that is not there yet (PostgreSQL restarting, or started after us by
// the same supervisor): say once per attempt what could not be reached, and try again with a growing
// pause instead of exiting, so a supervisor does not restart-loop the process. Anything other than
// "cannot reach it" (a wrong password, a failed migration) is not waited out: it is thrown.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { databaseFaultOf } from './faults.js';

/** Pauses between attempts; the last one repeats. */
export const RETRY_DELAYS_MS = [500, 1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

export async function untilDatabaseReady(
  prepare: () => Promise<void>,
  options: { log: FastifyBaseLogger; where: string; signal?: AbortSignal; delaysMs?: readonly number[] },
): Promise<void> {
  const delays = options.delaysMs ?? RETRY_DELAYS_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      await prepare();
      if (attempt > 0) options.log.info(`The database at ${options.where} answers now; starting.`);
      return;
    } catch (error) {
      const fault = databaseFaultOf(error);
      if (options.signal?.aborted || !fault || (fault.kind !== 'unreachable' && fault.kind !== 'busy')) throw error;
      const delay = delays[Math.min(attempt, delays.length - 1)] ?? 1_000;
      options.log.warn(
        { code: fault.code, retryInMs: delay },
        `Cannot reach the database at ${options.where} (${fault.code}); trying again in ${formatSeconds(delay)}.`,
      );
      await sleep(delay, undefined, { signal: options.signal });
    }
  }
}

function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}
