// npm run bench:import [-- --rows N] [--only sqlite|postgres]
// Import members at its limit: a generated CSV of 20,000 members (a plan for some, a join date, an
// opening balance for every fifth) previewed and imported on a fresh SQLite file and on a fresh
// PostgreSQL database of its own (127.0.0.1:5432, created and dropped here). Prints how long each
// step took and the event loop's longest stall meanwhile (the import writes 100 (SQLite) or 500 (PostgreSQL) a transaction and
// pauses between, so other requests are answered during it). The product's promise: under a minute each.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { DatabaseTarget } from '../../src/server/config.js';
import { openDatabase } from '../../src/server/db/database.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { insertAccount } from '../../src/server/features/auth/auth.queries.js';
import { confirmImport, previewImport } from '../../src/server/features/member-import/member-import.service.js';
import { insertPlan } from '../../src/server/features/plans/plans.queries.js';
import { createSettingsStore } from '../../src/server/features/settings/settings.store.js';
import { systemClock } from '../../src/server/lib/clock.js';

const { values: args } = parseArgs({
  options: { rows: { type: 'string', default: '20000' }, only: { type: 'string' } },
});
const ROWS = Number(args.rows);
const PG_SERVER = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function membersCsv(rows: number): Buffer {
  const lines = ['Name,Email,Phone,Plan,Join date,Opening balance'];
  for (let i = 0; i < rows; i++) {
    const plan = i % 3 === 0 ? 'Gold' : '';
    const joined = `20${String(10 + (i % 15)).padStart(2, '0')}-0${1 + (i % 9)}-${String(1 + (i % 28)).padStart(2, '0')}`;
    const balance = i % 5 === 0 ? `${(i % 200) + 1}.50` : '';
    lines.push(
      `Member ${i} Example,member${i}@import.example,+1 555 01${String(i).padStart(5, '0')},${plan},${joined},${balance}`,
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

async function withPostgresDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const name = `palaestra_bench_import_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(PG_SERVER);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function timed<T>(work: () => Promise<T>) {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const start = performance.now();
  const value = await work();
  const seconds = (performance.now() - start) / 1000;
  loop.disable();
  return { value, seconds, longestStallMs: loop.max / 1e6 };
}

async function run(target: DatabaseTarget, file: Buffer) {
  const { db } = openDatabase(target, { poolSize: 4 });
  try {
    await migrateToLatest(db);
    const gym = await createSettingsStore({
      db,
      clock: systemClock,
      seed: { timeZone: 'UTC', billingDueDays: 14, checkinGraceDays: 30, bookingCancelHours: 2, currency: 'USD' },
    }).current();
    await insertPlan(db, { name: 'Gold', priceCents: 5000, period: 'monthly', now: new Date() });
    const adminId = await insertAccount(db, {
      name: 'Bench Admin',
      email: 'admin@import.example',
      passwordHash: 'not-a-hash: the bench never signs in',
      role: 'admin',
      joinDate: new Date().toISOString(),
    });
    const act = () => ({ adminId, ip: '127.0.0.1', now: new Date(), gym });
    const preview = await timed(() => previewImport(db, { fileName: 'members.csv', bytes: file }, act()));
    const confirm = await timed(() =>
      confirmImport(db, { importId: preview.value.importId, sendInvitations: false }, act()),
    );
    const rerun = await timed(async () => {
      const again = await previewImport(db, { fileName: 'members.csv', bytes: file }, act());
      return confirmImport(db, { importId: again.importId, sendInvitations: false }, act());
    });
    if (!confirm.value.ok || !rerun.value.ok) throw new Error('the import was refused');
    return {
      preview: `${preview.seconds.toFixed(1)} s (to import ${preview.value.toImport}, refused ${preview.value.refused}; longest event-loop stall ${preview.longestStallMs.toFixed(0)} ms)`,
      confirm: `${confirm.seconds.toFixed(1)} s (imported ${confirm.value.result.imported}; longest event-loop stall ${confirm.longestStallMs.toFixed(0)} ms)`,
      rerun: `${rerun.seconds.toFixed(1)} s (preview + import of the same file: imported ${rerun.value.result.imported})`,
    };
  } finally {
    await db.destroy();
  }
}

const file = membersCsv(ROWS);
console.log(`· ${ROWS} rows, ${(file.length / 1024 / 1024).toFixed(2)} MB`);
if (args.only !== 'postgres') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'palaestra-bench-import-'));
  try {
    console.log('SQLite', await run({ dialect: 'sqlite', file: path.join(dir, 'gymdesk.db') }, file));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
if (args.only !== 'sqlite') {
  console.log('PostgreSQL', await withPostgresDatabase((url) => run({ dialect: 'postgres', url }, file)));
}
