// How the money feature copes with a big gym (the seed's 10,000 members and 1,000,000 bills):
// the time of a billing run in which every recurring membership is due, and of the admin's bill list
// pages. It works on a copy of the database, so the seeded one is left as it was.
//   npm run seed && tsx scripts/bench/money.ts [days ahead, 31]   (DATA_DIR as for the app)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { runBilling } from '../../src/server/features/billing/billing.run.js';
import { ManualClock } from '../../src/server/test/manual-clock.js';
import { createContextInner } from '../../src/server/trpc/context.js';
import { createCaller } from '../../src/server/trpc/router.js';
import { addDays, dateInZone } from '../../src/shared/calendar.js';

const config = loadConfig();
if (config.database.dialect !== 'sqlite') {
  console.error('This benchmark copies a SQLite database; point DATA_DIR at a seeded one (npm run seed).');
  process.exit(1);
}
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'palaestra-bench-money-'));
const copy = path.join(work, 'gymdesk.db');
fs.copyFileSync(config.database.file, copy);

const clock = new ManualClock();
const app = await buildApp(
  { ...config, dataDir: work, database: { dialect: 'sqlite', file: copy } },
  { logger: false, clientDir: null, clock },
);
const { db } = app.deps;
try {
  const admin = await db.selectFrom('users').select(['id']).where('role', '=', 'admin').executeTakeFirstOrThrow();
  const bills = await db
    .selectFrom('bills')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const members = await db
    .selectFrom('memberships')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(`Database: ${Number(members.n)} memberships, ${Number(bills.n)} bills`);

  // N days (default 31) after the seed's last bill day: with 31, every monthly membership has one
  // period to bill, as the daily runs of a month go through them all; 366 is a year's catch-up.
  const last = await db
    .selectFrom('bills')
    .select((eb) => eb.fn.max('issueDate').as('d'))
    .executeTakeFirstOrThrow();
  const daysAhead = Number(process.argv[2] ?? 31);
  const day = addDays(last.d ?? dateInZone(new Date(), (await app.deps.settings.current()).timeZone), daysAhead);
  clock.set(`${day}T12:00:00.000Z`);
  const started = performance.now();
  const report = await runBilling(app.deps);
  const runMs = performance.now() - started;
  console.log(
    `Billing run on ${report.today}: ${report.billsIssued} bills issued, ${report.overdueNotices} overdue notices in ${(runMs / 1000).toFixed(2)} s`,
  );

  const { session } = await app.deps.sessions.create(admin.id);
  const auth = await app.deps.sessions.validate(session.id);
  const caller = createCaller(createContextInner({ deps: app.deps, session: auth?.session, user: auth?.user }));
  const someone = await db.selectFrom('bills').select('memberId').limit(1).executeTakeFirstOrThrow();

  async function timed(label: string, call: () => Promise<unknown>) {
    const times: number[] = [];
    for (let i = 0; i < 25; i++) {
      const t0 = performance.now();
      await call();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${label.padEnd(42)} median ${(times[12] as number).toFixed(2)} ms, max ${(times[24] as number).toFixed(2)} ms`,
    );
  }
  await timed('bills.list All, first page (20)', () => caller.bills.list({ status: 'all', limit: 20 }));
  let cursor: string | undefined;
  for (let page = 0; page < 50; page++)
    cursor = (await caller.bills.list({ status: 'all', limit: 20, cursor })).nextCursor ?? undefined;
  await timed('bills.list All, page 51', () => caller.bills.list({ status: 'all', limit: 20, cursor }));
  await timed('bills.list Open, first page', () => caller.bills.list({ status: 'open', limit: 20 }));
  await timed('bills.list Overdue, first page', () => caller.bills.list({ status: 'overdue', limit: 20 }));
  await timed('bills.list Paid, first page', () => caller.bills.list({ status: 'paid', limit: 20 }));
  await timed('bills.list one member, first page', () =>
    caller.bills.list({ status: 'all', memberId: someone.memberId, limit: 20 }),
  );
} finally {
  await app.close();
  fs.rmSync(work, { recursive: true, force: true });
}
