// npm run bench -- --rush [--smoke] [--seconds N] [--db sqlite|postgres|all] [--data DIR]
//                         [--database-url postgres://127.0.0.1:5432/palaestra_bench]
// The evening rush: an open-loop mix of what members, the desk and staff send (rush/kinds.ts), arriving
// as Poisson processes at 1×, 5× and 20× the rates, on a fresh copy of the demo gym for each
// configuration (SQLite with one app process; PostgreSQL with one and with two, round-robin). Then the
// highest multiple with p99 ≤ 100 ms and no errors, an overload line at 80× (503s apart from other
// failures) and the app's CPU per request kind. Prints a table per configuration and writes JSON to
// bench-results/. --smoke: a tiny gym (40 members), 1× and 2× for 2 s on every configuration, and a
// non-zero exit if any request kind fails, so it checks every kind is a valid request.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dateInZone } from '../../src/shared/calendar.js';
import { prepareGym } from './rush/gym-state.js';
import { CONFIGS, type Config, createDatabase, dropDatabase, seedTinyGym, startGym } from './rush/gyms.js';
import { FOLLOW_UPS, KINDS } from './rush/kinds.js';
import { type ConfigFigures, measureConfig } from './rush/measure.js';
import { firstFailures } from './rush/open-loop.js';
import { configTable } from './rush/report.js';
import { currentCommit, writeResults } from './speed/results.js';

const root = path.resolve(import.meta.dirname, '../..');
const { values: args } = parseArgs({
  options: {
    rush: { type: 'boolean', default: false },
    smoke: { type: 'boolean', default: false },
    seconds: { type: 'string' },
    db: { type: 'string', default: 'all' },
    data: { type: 'string' },
    'database-url': { type: 'string' },
  },
});
const smoke = args.smoke ?? false;
const seconds = Number(args.seconds ?? (smoke ? 2 : 15));
const dbChoice = args.db ?? 'all';
if (!['sqlite', 'postgres', 'all'].includes(dbChoice)) throw new Error('--db must be sqlite, postgres or all');
const timeZone = process.env.GYM_TIMEZONE ?? 'Europe/London';
const log = (line: string) => console.log(`· ${line}`);
const SMOKE_POSTGRES = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

execFileSync(process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'], { stdio: 'inherit' });

const cleanups: (() => Promise<unknown>)[] = [];
let sqliteDir = path.resolve(args.data ?? path.join(root, 'data/bench'));
let postgresUrl = args['database-url'] ?? null;
let configs = CONFIGS.filter((c) => dbChoice === 'all' || c.db === dbChoice);

if (smoke) {
  // The tiny gym, seeded fresh for this run, once per database; each configuration copies it.
  sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'palaestra-rush-smoke-'));
  cleanups.push(async () => fs.rmSync(sqliteDir, { recursive: true, force: true }));
  if (configs.some((c) => c.db === 'sqlite')) {
    log(`seeding a tiny gym into ${sqliteDir}`);
    seedTinyGym({ DATA_DIR: sqliteDir });
  }
  if (configs.some((c) => c.db === 'postgres')) {
    const name = `palaestra_rush_smoke_${process.pid}`;
    postgresUrl = await createDatabase(SMOKE_POSTGRES, name);
    cleanups.push(() => dropDatabase(SMOKE_POSTGRES, name));
    log(`seeding a tiny gym into PostgreSQL ${name}`);
    seedTinyGym({ DATABASE_URL: postgresUrl, DATA_DIR: sqliteDir });
  }
} else {
  if (configs.some((c) => c.db === 'sqlite') && !fs.existsSync(path.join(sqliteDir, 'gymdesk.db'))) {
    log(`seeding the demo gym into ${sqliteDir}`);
    execFileSync(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/seed.ts')],
      {
        env: { ...process.env, DATA_DIR: sqliteDir },
        stdio: 'inherit',
      },
    );
  }
  if (configs.some((c) => c.db === 'postgres') && !postgresUrl) {
    console.log(
      '· skipping PostgreSQL: pass --database-url with a seeded demo gym to copy, e.g. createdb -h 127.0.0.1 -U postgres palaestra_bench && DATABASE_URL=postgres://postgres@127.0.0.1:5432/palaestra_bench npm run seed',
    );
    configs = configs.filter((c) => c.db !== 'postgres');
  }
}

const kindNames = [...KINDS.map((k) => k.name), ...FOLLOW_UPS];
const results: { config: Config; figures: ConfigFigures }[] = [];
try {
  for (const config of configs) {
    log(`${config.name}: copying the gym and starting`);
    const gym = await startGym(config, { sqliteDir, postgresUrl }, timeZone);
    try {
      // A pool of members signed in once (sign-ins are rate-limited and cost argon2), reused throughout.
      const state = await prepareGym(gym.apps[0]?.baseUrl as string, {
        poolSize: smoke ? 12 : 50,
        today: dateInZone(new Date(), timeZone),
        cancelAfterMs: smoke ? 500 : 3_000,
      });
      log(`${state.members.length} members and ${state.staffCookies.length} staff signed in`);
      const figures = await measureConfig(state, gym.apps, gym.databaseUrl, {
        multiples: smoke ? [1, 2] : [1, 5, 20],
        seconds,
        search: !smoke,
        cpuSeconds: smoke ? 0.2 : 3,
        cpuRate: smoke ? 10 : 20,
      });
      results.push({ config, figures });
      // Printed as each configuration ends, so a long run shows its figures as it goes.
      console.log(`\n${configTable(config.name, figures, kindNames)}\n`);
    } finally {
      await gym.close();
    }
  }
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}

console.log(
  "CPU ms/req: app-process CPU (user + system, every process) per open of that kind run alone, + the PostgreSQL backends' own; a booking includes its cancel. Each open is the whole screen (all its batches).",
);

const commit = currentCommit();
const when = new Date().toISOString();
writeResults(
  {
    commit,
    when,
    mode: smoke ? 'smoke' : 'full',
    seconds,
    cores: os.cpus().length,
    kinds: KINDS.map((k) => ({ name: k.name, ratePerSecond: k.rate })),
    configs: results.map((r) => ({
      name: r.config.name,
      db: r.config.db,
      processes: r.config.processes,
      ...r.figures,
    })),
  },
  'rush',
);

if (firstFailures.length > 0) console.log(`\nFirst failures:\n  ${firstFailures.join('\n  ')}`);
if (smoke) {
  const failing = results.flatMap(({ config, figures }) => [
    ...figures.levels.flatMap((l) =>
      Object.entries(l.kinds)
        .filter(([, k]) => k.errors > 0)
        .map(([kind]) => `${config.name} ${l.multiple}×: ${kind}`),
    ),
    ...Object.entries(figures.cpuMsPerRequest)
      .filter(([, c]) => c.errors > 0 || c.requests === 0)
      .map(([kind]) => `${config.name} alone: ${kind}`),
  ]);
  if (failing.length > 0 || results.length === 0) {
    console.error(`Smoke failed: ${failing.join('; ') || 'nothing ran'}`);
    process.exit(1);
  }
}
