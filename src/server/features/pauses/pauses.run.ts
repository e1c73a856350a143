// Starts approved pauses on their first day and ends them after their last, every few minutes (so a
// server that was down catches up at start). Each start and end is claimed by one conditional update
// in its own transaction (pauses.queries.ts), so two processes running this at once do each once.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { dateInZone } from '../../../shared/calendar.js';
import type { GymSettings } from '../../../shared/settings.schemas.js';
import type { Db } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import type { Clock } from '../../lib/clock.js';
import type { ScheduledJob } from '../../scheduler/scheduler.js';
import type { PaymentGateway } from '../online-payments/gateway.js';
import { pausesToEnd, pausesToStart } from './pauses.queries.js';
import { endPause, startPause } from './pauses.service.js';

export interface PausesRunDeps {
  db: Db;
  clock: Clock;
  settings: { current(): Promise<GymSettings> };
  gateway?: PaymentGateway | null;
}

const BATCH = 100;

export async function runPauses(deps: PausesRunDeps): Promise<{ started: number; ended: number }> {
  const gym = await deps.settings.current();
  const when = () => ({ now: deps.clock.now(), gym, autopay: Boolean(deps.gateway) });
  const today = dateInZone(deps.clock.now(), gym.timeZone);
  let started = 0;
  let ended = 0;
  // Starts first: a pause that began and ended while the server was down starts, then ends.
  for (;;) {
    const due = await pausesToStart(deps.db, today, BATCH);
    for (const request of due) {
      if (await inTransaction(deps.db, (tx) => startPause(tx, request, when()))) started += 1;
    }
    if (due.length < BATCH) break;
    // SQLite answers synchronously: without a turn of the loop a long catch-up would hold every request.
    await nextTurn();
  }
  for (;;) {
    const due = await pausesToEnd(deps.db, today, BATCH);
    for (const request of due) {
      if (await inTransaction(deps.db, (tx) => endPause(tx, request, when()))) ended += 1;
    }
    if (due.length < BATCH) break;
    await nextTurn();
  }
  return { started, ended };
}

export const PAUSES_JOB = 'pauses';

export function pausesJob(deps: PausesRunDeps & { log: { info(obj: object, msg: string): void } }): ScheduledJob {
  return {
    name: PAUSES_JOB,
    everyMs: 5 * 60_000,
    exclusive: true,
    async run() {
      const report = await runPauses(deps);
      if (report.started + report.ended > 0) deps.log.info({ job: PAUSES_JOB, ...report }, 'pauses started and ended');
    },
  };
}
