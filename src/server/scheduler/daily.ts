// A job that must happen once a day (the billing run, topping up class sessions): the scheduler
// looks every few minutes, and the job runs when the gym's day has moved on since it last finished —
// at start too, so a server that was down catches up. job_state remembers the last day done, in the
// database, so every process agrees; the job's lock keeps two processes from running it at once.
import type { FastifyBaseLogger } from 'fastify';
import { dateInZone } from '../../shared/calendar.js';
import type { Db } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import type { ScheduledJob } from './scheduler.js';

const LOOK_EVERY_MS = 10 * 60_000;

export interface DailyDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  settings: { current(): Promise<{ timeZone: string }> };
}

async function lastDayDone(db: Db, name: string): Promise<string | null> {
  const row = await db.selectFrom('jobState').select('lastPeriod').where('name', '=', name).executeTakeFirst();
  return row?.lastPeriod ?? null;
}

async function remember(
  db: Db,
  name: string,
  changes: { lastPeriod?: string; lastStartedAt?: string; lastFinishedAt?: string; lastError?: string | null },
) {
  await db
    .insertInto('jobState')
    .values({ name, lastPeriod: null, lastStartedAt: null, lastFinishedAt: null, lastError: null, ...changes })
    .onConflict((oc) => oc.column('name').doUpdateSet(changes))
    .execute();
}

export function dailyJob(deps: DailyDeps, name: string, work: () => Promise<unknown>): ScheduledJob {
  return {
    name,
    everyMs: LOOK_EVERY_MS,
    exclusive: true,
    async run() {
      const today = dateInZone(deps.clock.now(), (await deps.settings.current()).timeZone);
      if ((await lastDayDone(deps.db, name)) === today) return;
      await remember(deps.db, name, { lastStartedAt: deps.clock.now().toISOString() });
      try {
        const result = await work();
        await remember(deps.db, name, {
          lastPeriod: today,
          lastFinishedAt: deps.clock.now().toISOString(),
          lastError: null,
        });
        deps.log.info({ job: name, day: today, result }, `daily ${name} run finished`);
      } catch (error) {
        await remember(deps.db, name, { lastError: (error as Error).message.slice(0, 500) });
        throw error;
      }
    },
  };
}
