// A real Palaestra server per test file: its own SQLite file and outbox in a temp folder, listening on
// 127.0.0.1 only, serving the client built by the global setup.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import type { Clock } from '../../src/server/lib/clock.js';
import { MAIL_JOB } from '../../src/server/mail/mail-queue.js';
import { freePort, tempDir } from '../../src/server/test/harness.js';
import { SHEDDING_OFF } from '../../src/server/test/http.js';
import { parseMail } from '../../src/server/test/smtp.js';

export interface RunningApp {
  app: FastifyInstance;
  url: string;
  dataDir: string;
  close(): Promise<void>;
}

export const ADMIN = { email: 'owner@gym.test', password: 'owner password 1', name: 'Gym Owner' };

/** `clock`: a clock the test moves (billing runs, due dates); the real one otherwise. */
export async function startApp(options: { clock?: Clock; env?: Record<string, string> } = {}): Promise<RunningApp> {
  const dataDir = tempDir('palaestra-e2e-');
  const port = await freePort();
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_NAME: ADMIN.name,
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  // Shedding would answer 503 at random here: this process also runs the tests and drives the browser,
  // so its event loop lags behind for reasons that are not the server's load.
  const app = await buildApp(config, { logger: false, clock: options.clock, overload: SHEDDING_OFF });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The reset link from the newest message in the outbox (no SMTP server configured), once sent. */
export async function latestOutboxLink(server: RunningApp): Promise<string> {
  return newestLinkTo(server, '/reset-password');
}

/** The "set your password" link of the newest invitation in the outbox, once sent. */
export function latestInvitationLink(server: RunningApp): Promise<string> {
  return newestLinkTo(server, '/accept-invitation');
}

async function newestLinkTo(server: RunningApp, page: '/reset-password' | '/accept-invitation'): Promise<string> {
  // The app queues mail and sends it in the background; wait for that run rather than for a file.
  await server.app.deps.background.runNow(MAIL_JOB);
  const outbox = path.join(server.dataDir, 'outbox');
  const newest = fs.readdirSync(outbox).sort().at(-1);
  if (!newest) throw new Error('the outbox is empty');
  const { body } = parseMail(fs.readFileSync(path.join(outbox, newest), 'utf8'));
  const match = new RegExp(`https?://\\S+${page}\\?token=[\\w%-]+`).exec(body);
  if (!match) throw new Error(`no ${page} link in ${newest}`);
  return match[0];
}
