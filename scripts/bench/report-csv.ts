// How long the financial CSV takes to stream a big range, through the real app over HTTP (curl over a
// real socket, reading the body as a browser would): 100,000 bills (or the number given) over a year,
// on a fresh SQLite database in a temporary DATA_DIR, then removed. Also the server's memory growth
// while streaming, which stays flat because bills are read in keyset batches.
//   npx tsx scripts/bench/report-csv.ts [bills, 100000]
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { billFixture, createAccount, insertTestBills } from '../../src/server/test/harness.js';
import { addDays } from '../../src/shared/calendar.js';

const BILLS = Number(process.argv[2] ?? 100_000);
const MEMBERS = 500;
const START = '2025-01-01';
const DAYS = 365;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'palaestra-csv-bench-'));
const out = path.join(dataDir, 'financial.csv');

function runCurl(url: string, cookie: string) {
  const format = '%{http_code} %{time_starttransfer} %{time_total} %{size_download}';
  return promisify(execFile)('curl', ['-s', '-o', out, '-w', format, '-H', `Cookie: ${cookie}`, url]);
}
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const app = await buildApp(config, { logger: false, clientDir: null });
try {
  const { db, sessions } = app.deps;
  const admin = await createAccount(db, 'admin');
  const members = [];
  for (let i = 0; i < MEMBERS; i++) members.push(await createAccount(db, 'member', { name: `Member, "${i}"` }));
  const t = performance.now();
  for (let i = 0; i < BILLS; i += 1000) {
    const batch = [];
    for (let j = i; j < Math.min(BILLS, i + 1000); j++) {
      const issueDate = addDays(START, j % DAYS);
      const member = members[j % MEMBERS];
      if (!member) throw new Error('no member');
      batch.push(
        billFixture(member.id, { amountCents: 100 + (j % 9900), date: `${issueDate}T12:00:00.000Z`, issueDate }),
      );
    }
    await insertTestBills(db, batch);
  }
  console.log(`inserted ${BILLS} bills in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const { cookie } = await sessions.create(admin.id);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `${address}/reports/financial.csv?startDate=${START}&endDate=${addDays(START, DAYS - 1)}`;
  for (const run of ['first', 'second']) {
    // curl in its own process reads the body as a browser would, leaving this process to the server.
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    const sampler = setInterval(() => {
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }, 20);
    const { stdout } = await runCurl(url, `${cookie.name}=${cookie.value}`);
    clearInterval(sampler);
    const [status, firstByte, total, bytes] = stdout.trim().split(' ').map(Number) as [number, number, number, number];
    const lines = Number(fs.readFileSync(out, 'utf8').split('\n').length - 1);
    console.log(
      `${run} run: status ${status}, ${lines - 1} rows + header, ${(bytes / 1e6).toFixed(1)} MB, ` +
        `first byte ${(firstByte * 1000).toFixed(0)} ms, all ${total.toFixed(2)} s ` +
        `(${Math.round((lines - 1) / total).toLocaleString('en-US')} rows/s), ` +
        `server heap growth at most ${((heapPeak - heapBefore) / 1e6).toFixed(0)} MB`,
    );
  }
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
