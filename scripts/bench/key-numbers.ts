// What the admin's key numbers (dashboard.keyNumbers, on every admin screen open) cost the server on a
// big gym: the whole procedure and each figure alone, as the median of many calls, in wall time and in
// the process's CPU time (on SQLite the query runs on the event loop, so its CPU is time nobody else
// is served). Runs on every database named, one after the other, with the app's own wiring.
//   tsx scripts/bench/key-numbers.ts [calls, 300] <sqlite:DATA_DIR | postgres://…>…
// Run it on COPIES of the demo gym: building the app migrates the database.
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { checkInsOnDay } from '../../src/server/features/checkins/checkins.queries.js';
import {
  collectedCentsBetween,
  countActiveMembers,
  outstandingCents,
} from '../../src/server/features/dashboard/dashboard.queries.js';
import { keyNumbers } from '../../src/server/features/dashboard/dashboard.service.js';
import { countPendingRequests } from '../../src/server/features/reports/reports.queries.js';
import { dateInZone } from '../../src/shared/calendar.js';
import { monthSoFar } from '../../src/shared/dashboard.schemas.js';

const args = process.argv.slice(2);
const CALLS = /^\d+$/.test(args[0] ?? '') ? Number(args.shift()) : 300;
const targets = args.length > 0 ? args : [`sqlite:${process.env.DATA_DIR ?? './data'}`];

interface Figure {
  wallMs: number;
  cpuMs: number;
}

/** Medians over `CALLS` calls of `work` (after a few warm-up calls), wall and CPU per call. */
async function measure(work: () => Promise<unknown>): Promise<Figure> {
  for (let i = 0; i < 5; i++) await work();
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const cpu = process.cpuUsage();
    const start = performance.now();
    await work();
    walls.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    cpus.push((used.user + used.system) / 1000);
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
  return { wallMs: median(walls), cpuMs: median(cpus) };
}

for (const target of targets) {
  const env = target.startsWith('sqlite:')
    ? { ...process.env, DATABASE_URL: undefined, DATA_DIR: target.slice('sqlite:'.length) }
    : { ...process.env, DATABASE_URL: target };
  const config = loadConfig(env);
  const app = await buildApp(config, { logger: false, clientDir: null });
  try {
    const { db } = app.deps;
    const gym = await app.deps.settings.current(null);
    const now = app.deps.clock.now();
    const today = dateInZone(now, gym.timeZone);
    const month = monthSoFar(today);
    const bills = await db
      .selectFrom('bills')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    console.log(`${config.database.dialect}: ${Number(bills.n).toLocaleString('en-US')} bills, on ${today}`);
    console.log(JSON.stringify(await keyNumbers(db, now, gym.timeZone)));
    const parts: [string, () => Promise<unknown>][] = [
      ['keyNumbers (all five)', () => keyNumbers(db, now, gym.timeZone)],
      ['  pending requests', () => countPendingRequests(db)],
      ['  active members', () => countActiveMembers(db)],
      ['  collected this month', () => collectedCentsBetween(db, month.startDate, month.endDate)],
      ['  outstanding', () => outstandingCents(db)],
      ['  check-ins today', () => checkInsOnDay(db, today)],
    ];
    for (const [name, work] of parts) {
      const { wallMs, cpuMs } = await measure(work);
      console.log(
        `${name.padEnd(24)} wall ${wallMs.toFixed(3)} ms   cpu ${cpuMs.toFixed(3)} ms   (median of ${CALLS})`,
      );
    }
  } finally {
    await app.close();
  }
}
