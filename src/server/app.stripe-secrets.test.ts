// Online payments' secrets (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET) live in the environment only:
// the real app, started with them (against the Stripe stand-in), is used as an admin would use it —
// Settings, "Test connection" while Stripe answers and while it fails — and neither secret may appear
// in the log, in any answer, in the database (every row, every file of the data folder) or in a backup.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { backupDatabase } from './db/backup.js';
import { backupPostgres } from './db/postgres-backup.js';
import { capturedLines } from './test/captured-log.js';
import { createEmptyDatabase, type EmptyDatabase } from './test/databases.js';
import { createAccount, tempDir } from './test/harness.js';
import { mutate, query, sessionCookie } from './test/http.js';
import { snapshotDatabase } from './test/snapshot.js';
import { type StripeStandIn, startStripeStandIn } from './test/stripe-stand-in/index.js';

vi.mock('./logging.js', async (importOriginal) =>
  (await import('./test/captured-log.js')).captureAppLog(importOriginal),
);

let stripe: StripeStandIn;
let database: EmptyDatabase;
let app: FastifyInstance;
let backupDir: string;
const answers: LightMyRequestResponse[] = [];

beforeAll(async () => {
  stripe = await startStripeStandIn();
  database = await createEmptyDatabase();
  const databaseUrl = database.target.dialect === 'postgres' ? database.target.url : `sqlite:${database.target.file}`;
  const config = loadConfig({ DATA_DIR: database.dir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'trace', ...stripe.env });
  app = await buildApp(config, { logger: true, clientDir: null });
  backupDir = tempDir('palaestra-backup-');
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await stripe.close();
  fs.rmSync(backupDir, { recursive: true, force: true });
});

function keep(response: LightMyRequestResponse): LightMyRequestResponse {
  answers.push(response);
  return response;
}

/** Every file under a folder, read as bytes. */
function filesUnder(dir: string): { file: string; bytes: Buffer }[] {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).flatMap((entry) => {
    if (!entry.isFile()) return [];
    const file = path.join(entry.parentPath, entry.name);
    return [{ file, bytes: fs.readFileSync(file) }];
  });
}

/** The backup `npm run backup` would make, as bytes to search (pg_dump's archive as its SQL text). */
async function backupText(): Promise<Buffer> {
  const target = path.join(backupDir, 'palaestra.backup');
  if (database.target.dialect === 'sqlite') {
    await backupDatabase(database.target.file, target);
    return fs.readFileSync(target);
  }
  // libpq reads '+' in a URL literally; the test URL's search_path option has an encoded space.
  backupPostgres(database.target.url.replaceAll('+', '%20'), target);
  // The custom format is compressed; its SQL text is what could hold a secret.
  const restored = spawnSync('pg_restore', ['--file=-', target], { encoding: 'buffer', maxBuffer: 512 * 1024 * 1024 });
  expect(restored.status, restored.stderr.toString()).toBe(0);
  return restored.stdout;
}

describe('Stripe secrets', () => {
  it('never reach the log, an answer, the database or a backup', async () => {
    const secrets = [stripe.secretKey, stripe.webhookSecret];
    const admin = await createAccount(app.deps.db, 'admin', { password: 'Admin-Password-1' });
    const signIn = keep(await mutate(app, 'auth.signIn', { email: admin.email, password: 'Admin-Password-1' }));
    const cookie = { cookie: sessionCookie(signIn) };

    const settings = keep(await query(app, 'onlinePayments.settings', cookie));
    expect(settings.json()).toMatchObject({ result: { data: { enabled: true, mode: 'test' } } });
    const working = keep(await mutate(app, 'onlinePayments.testConnection', null, cookie));
    expect(working.json()).toMatchObject({ result: { data: { ok: true } } });
    stripe.failNext('error');
    const failing = keep(await mutate(app, 'onlinePayments.testConnection', null, cookie));
    expect(failing.json()).toMatchObject({ result: { data: { ok: false } } });
    keep(await query(app, 'site.settings'));
    keep(await query(app, 'auth.session', cookie));

    // A provider call failing deep inside a procedure ends in the app's error log with its cause.
    stripe.failNext('error');
    const refused = await app.deps.gateway
      ?.createCustomer({ memberId: admin.id, name: 'A', email: null, idempotencyKey: 'secrets-test' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Error);
    app.log.error({ err: refused }, 'procedure failed');

    const log = capturedLines.join('\n');
    expect(log).toContain('procedure failed');
    const said = answers.map((a) => `${JSON.stringify(a.headers)}\n${a.body}`).join('\n');
    const rows = await snapshotDatabase(app.deps.db);
    const files = filesUnder(database.dir);
    const backup = await backupText();
    expect(backup.length).toBeGreaterThan(0);
    // On SQLite the database is in the data folder; on PostgreSQL the folder may hold nothing.
    if (database.target.dialect === 'sqlite') expect(files.length).toBeGreaterThan(0);

    for (const secret of secrets) {
      expect(log).not.toContain(secret);
      expect(said).not.toContain(secret);
      expect(rows).not.toContain(secret);
      for (const { file, bytes } of files) expect(bytes.includes(secret), file).toBe(false);
      expect(backup.includes(secret)).toBe(false);
    }
  });
});
