// Every bill the app acknowledged must survive the process being killed at any moment.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount, createTestDatabase, sqliteFileOf, type TestDatabase } from '../test/harness.js';

const KILLS = 20;
const writerScript = path.resolve(import.meta.dirname, '../test/bill-writer.ts');
let t: TestDatabase;
let memberId: string;

beforeAll(async () => {
  t = await createTestDatabase();
  memberId = (await createAccount(t.db, 'member')).id;
  await t.db.destroy(); // the writer children own the file from here
});
afterAll(() => t.close().catch(() => {}));

/** Starts a writer, waits for `acks` committed ids, kills it with SIGKILL, returns every id it printed. */
function runAndKill(acks: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', writerScript, sqliteFileOf(t), memberId], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const ids: string[] = [];
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    readline.createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      ids.push(line);
      if (ids.length === acks) child.kill('SIGKILL');
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve(ids);
      else reject(new Error(`writer exited with ${code}: ${stderr}`));
    });
  });
}

it(`keeps every acknowledged bill across ${KILLS} SIGKILLs at random moments`, { timeout: 180_000 }, async () => {
  const acknowledged: string[] = [];
  for (let round = 0; round < KILLS; round += 1) {
    // Random moments: after 1 to 40 commits, while the next transaction is in flight.
    acknowledged.push(...(await runAndKill(1 + Math.floor(Math.random() * 40))));
  }
  const db = new SQLite(sqliteFileOf(t), { readonly: true });
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const stored = new Set((db.prepare('select id from bills').all() as { id: string }[]).map((r) => r.id));
    const lost = acknowledged.filter((id) => !stored.has(id));
    expect(lost).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILLS);
  } finally {
    db.close();
  }
});
