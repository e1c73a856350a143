// How long the Aging report takes on a big gym (the seed's 10,000 members and 1,000,000 bills), on
// whichever database the app is configured for: a first page, a later page, and the whole CSV list
// (read in the batches the download uses). It only reads, so it runs on the seeded database itself.
//   npm run seed && tsx scripts/bench/aging.ts [runs, 5]      (DATA_DIR or DATABASE_URL as for the app)
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { agingCsv } from '../../src/server/features/reports/aging.csv.js';
import { agingReport } from '../../src/server/features/reports/aging.service.js';
import { dateInZone } from '../../src/shared/calendar.js';
import { createGymFormat } from '../../src/shared/format.js';

const RUNS = Number(process.argv[2] ?? 5);
const config = loadConfig();
const app = await buildApp(config, { logger: false, clientDir: null });
const { db } = app.deps;

/** The median of `RUNS` timings of `work`, in milliseconds, after one warm-up run. */
async function median(work: () => Promise<unknown>): Promise<number> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

try {
  const count = async (status?: 'open') => {
    let query = db.selectFrom('bills').select((eb) => eb.fn.countAll<number>().as('n'));
    if (status) query = query.where('status', '=', status);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };
  const members = Number(
    (
      await db
        .selectFrom('memberships')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  console.log(
    `${config.database.dialect}: ${members.toLocaleString('en-US')} members, ` +
      `${(await count()).toLocaleString('en-US')} bills, ${(await count('open')).toLocaleString('en-US')} open`,
  );

  const format = createGymFormat(await app.deps.settings.current(null));
  const now = app.deps.clock.now();
  const today = dateInZone(now, format.timeZone);
  const first = await agingReport(db, { page: 1, pageSize: 20 }, today);
  console.log(
    `aged on ${today}: ${first.total.toLocaleString('en-US')} members owe ${format.money(first.totals.totalCents)}`,
  );

  const page1 = await median(() => agingReport(db, { page: 1, pageSize: 20 }, today));
  const page200 = await median(() => agingReport(db, { page: 200, pageSize: 20 }, today));
  let bytes = 0;
  const csv = await median(async () => {
    bytes = 0;
    for await (const chunk of agingCsv({ db, now, format }, today)) bytes += Buffer.byteLength(chunk);
  });
  console.log(`first page (20 rows):  ${page1.toFixed(0)} ms (median of ${RUNS})`);
  console.log(`page 200:              ${page200.toFixed(0)} ms`);
  console.log(`whole CSV list:        ${csv.toFixed(0)} ms, ${(bytes / 1e6).toFixed(2)} MB`);
} finally {
  await app.close();
}
