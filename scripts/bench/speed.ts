// npm run bench [-- --smoke] [--data DIR] [--seconds N] [--rounds N] [--no-lighthouse]
// The speed benchmark: the built server on the demo gym (npm run seed: 10,000 members, 1,000,000
// bills, ~2,400,000 check-ins, 100,000 records), a bare Fastify route beside it, autocannon at 50
// connections on 127.0.0.1, interleaved rounds and medians. It prints one table of ratios against the
// floors measured in the same run, and writes the figures as JSON to bench-results/ to compare commits.
// --smoke seeds a tiny gym in a temporary folder and runs every step briefly (npm test runs it).
// --rush runs the evening-rush benchmark instead (rush.ts, which reads its own options).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import { dateInZone } from '../../src/shared/calendar.js';
import { type Figures, table } from './speed/figures.js';
import { lighthouse } from './speed/lighthouse.js';
import { interleaved, median, underReportLoad } from './speed/load.js';
import { startApp, startBareFastify, stop, timeToHealthy } from './speed/processes.js';
import { currentCommit, writeResults } from './speed/results.js';
import { signIn } from './speed/sign-in.js';
import { javascriptOnTheWire } from './speed/wire-size.js';

if (process.argv.includes('--rush')) {
  await import('./rush.js');
  process.exit(process.exitCode ?? 0);
}

const root = path.resolve(import.meta.dirname, '../..');
const { values: args } = parseArgs({
  options: {
    smoke: { type: 'boolean', default: false },
    data: { type: 'string' },
    seconds: { type: 'string' },
    rounds: { type: 'string' },
    'no-lighthouse': { type: 'boolean', default: false },
  },
});
const smoke = args.smoke ?? false;
const seconds = Number(args.seconds ?? (smoke ? 1 : 10));
const rounds = Number(args.rounds ?? (smoke ? 1 : 3));
const dataDir = path.resolve(
  args.data ?? (smoke ? fs.mkdtempSync(path.join(os.tmpdir(), 'palaestra-bench-')) : path.join(root, 'data/bench')),
);
const PASSWORD = 'demo password';
const ADMIN = 'owner@demo.gym';
const log = (line: string) => console.log(`· ${line}`);

// The build `npm start` would run, and the demo gym unless the folder already holds one.
execFileSync(process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'], { stdio: 'inherit' });
const dbFile = path.join(dataDir, 'gymdesk.db');
if (!fs.existsSync(dbFile)) {
  log(`seeding ${dataDir}`);
  const sizes = smoke ? ['--members', '40', '--bills', '2000', '--records', '200'] : [];
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/seed.ts'), ...sizes],
    {
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: smoke ? 'ignore' : 'inherit',
    },
  );
}
const memberEmail = (() => {
  const sqlite = new SQLite(dbFile, { readonly: true });
  try {
    const row = sqlite
      .prepare(
        "select email from users where role = 'member' and id = (select member_id from bills order by rowid limit 1)",
      )
      .get() as { email: string } | undefined;
    if (!row) throw new Error(`${dbFile} has no member with bills: seed it (npm run seed with DATA_DIR)`);
    return row.email;
  } finally {
    sqlite.close();
  }
})();
// Load shedding off: autocannon keeps 50 requests in flight by design (a closed loop), and this
// benchmark measures throughput at that depth; the rush (--rush) measures the shedding.
const env = {
  DATA_DIR: dataDir,
  GYM_TIMEZONE: process.env.GYM_TIMEZONE ?? 'Europe/London',
  OVERLOAD_MAX_IN_FLIGHT: '10000',
  OVERLOAD_MAX_LAG_MS: '60000',
};

log('spawn to /healthz');
const starts = smoke ? 1 : 3;
const nodeStarts: number[] = [];
const npmStarts: number[] = [];
for (let i = 0; i < starts; i += 1) {
  nodeStarts.push(await timeToHealthy([process.execPath, 'scripts/start.mjs'], env));
  npmStarts.push(await timeToHealthy(['npm', 'start', '--silent'], env));
}

const app = await startApp(env);
const bare = await startBareFastify();
try {
  await new Promise((resolve) => setTimeout(resolve, 1_000)); // idle: let start-up garbage go
  const idleRssBytes = (await app.loop('read')).rssBytes;
  const member = { cookie: await signIn(app.baseUrl, memberEmail, PASSWORD) };
  const admin = { cookie: await signIn(app.baseUrl, ADMIN, PASSWORD) };
  const trpc = (procedure: string, input?: unknown) =>
    `${app.baseUrl}/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;
  const listMine = { url: trpc('bills.listMine', { page: 1, pageSize: 20 }), headers: member };
  const today = dateInZone(new Date(), env.GYM_TIMEZONE);
  const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  const report = { url: trpc('reports.financial', { startDate: yearAgo, endDate: today }), headers: admin };

  log(`throughput: ${rounds} interleaved round(s) of ${seconds} s at 50 connections`);
  const load = { connections: 50, seconds, rounds };
  const alone = await interleaved(
    { bareFastify: { url: bare.url }, trpcFloor: { url: trpc('site.settings') }, listMine },
    load,
  );
  log('member reads while an admin runs the one-year financial report');
  const mixed = [];
  for (let round = 0; round < rounds; round += 1) {
    const figures = await underReportLoad(listMine, report, load);
    mixed.push(figures);
  }
  // The longest stall is read with one member connection beside the report: under 50 connections
  // every turn of the event loop carries a batch of requests, and its length says nothing about
  // whether any single piece of work held the loop.
  log('event-loop stalls: the report beside one member connection');
  await app.loop('reset');
  const light = await underReportLoad(listMine, report, { connections: 1, seconds });
  const stallMs = (await app.loop('read')).maxMs;
  const failures =
    Object.values(alone).reduce((sum, f) => sum + f.failures, 0) +
    mixed.reduce((s, m) => s + m.reads.failures + m.reports.failures, 0) +
    light.reads.failures +
    light.reports.failures;
  if (failures > 0) throw new Error(`${failures} requests failed under load; the figures would be meaningless`);

  log('first-route JavaScript and Lighthouse');
  const wire = await javascriptOnTheWire(app.baseUrl);
  const scores =
    smoke || args['no-lighthouse']
      ? null
      : [
          await lighthouse(`${app.baseUrl}/`),
          await lighthouse(`${app.baseUrl}/signin`),
          await lighthouse(`${app.baseUrl}/member`, member.cookie),
        ];

  const figures: Figures = {
    commit: currentCommit(),
    when: new Date().toISOString(),
    mode: smoke ? 'smoke' : 'full',
    bareFastify: pick(alone.bareFastify),
    trpcFloor: pick(alone.trpcFloor),
    listMine: pick(alone.listMine),
    underReport: {
      requestsPerSecond: median(mixed.map((m) => m.reads.requestsPerSecond)),
      p99Ms: median(mixed.map((m) => m.reads.p99Ms)),
      reportsPerSecond: median(mixed.map((m) => m.reports.requestsPerSecond)),
      loopMaxMs: stallMs,
      reportMs: light.reports.requestsPerSecond > 0 ? 1000 / light.reports.requestsPerSecond : 0,
    },
    firstRouteJsBytes: wire.totalBytes,
    lighthouse: scores?.map((s) => ({ page: s.page, performance: s.performance })) ?? null,
    startMs: { node: median(nodeStarts), npmStart: median(npmStarts) },
    idleRssBytes,
  };
  console.log(`\n${table(figures)}\n`);
  for (const file of wire.files) console.log(`  ${file.path}: ${(file.bytes / 1024).toFixed(1)} KB ${file.encoding}`);
  for (const s of scores ?? [])
    console.log(
      `  Lighthouse ${s.page}: ${s.performance} (FCP ${s.firstContentfulPaintMs} ms, LCP ${s.largestContentfulPaintMs} ms, TBT ${s.totalBlockingTimeMs} ms)`,
    );
  writeResults(figures, figures.mode);
} finally {
  await stop(app.child);
  await stop(bare.child);
  if (smoke) fs.rmSync(dataDir, { recursive: true, force: true });
}

function pick(f: { requestsPerSecond: number; p99Ms: number }) {
  return { requestsPerSecond: f.requestsPerSecond, p99Ms: f.p99Ms };
}
