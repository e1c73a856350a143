// The server as a self-hoster runs it: the compiled server in a real process, its start-up line,
// refusing bad settings in one line, and a SIGTERM that lets in-flight requests finish.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from './test/databases.js';
import { freePort, TEST_DIALECT, tempDir } from './test/harness.js';
import { killServerProcesses, startServerProcess } from './test/server-process.js';

const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  await killServerProcesses();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A data folder, and on the postgres project a database of its own, for one server. */
async function serverEnv(env: Record<string, string> = {}): Promise<Record<string, string>> {
  const dataDir = tempDir('palaestra-process-');
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  if (TEST_DIALECT === 'sqlite') return { DATA_DIR: dataDir, ...env };
  const database = await createPostgresDatabase();
  cleanups.push(() => database.drop());
  return { DATA_DIR: dataDir, DATABASE_URL: database.url, ...env };
}

describe('the server process', () => {
  it('logs where it runs, where data lives and where mail goes', async () => {
    const port = await freePort();
    const env = await serverEnv({ PORT: String(port) });
    const server = startServerProcess(env);
    const line = JSON.parse(await server.waitForLine(/Palaestra is running/));
    expect(line.msg).toContain(`http://localhost:${port}/`);
    expect(line.dataDir).toBe(env.DATA_DIR);
    expect(line.mail).toBe(path.join(env.DATA_DIR as string, 'outbox'));
    if (TEST_DIALECT === 'postgres') expect(line.database).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1/);
    else expect(line.database).toBe(path.join(env.DATA_DIR as string, 'gymdesk.db'));
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok', migrations: { pending: 0 } });
  });

  it('refuses to start with a bad setting, naming the variable', async () => {
    const server = startServerProcess(await serverEnv({ PORT: 'eighty' }));
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toMatch(/PORT: must be a whole number/);
  });

  it('refuses an ADMIN_PASSWORD shorter than the password rule', async () => {
    const server = startServerProcess(await serverEnv({ ADMIN_EMAIL: 'owner@gym.test', ADMIN_PASSWORD: 'short' }));
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toMatch(/ADMIN_PASSWORD: must be at least 8 characters/);
  });

  it('says in one line that the port is taken, and exits', async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => blocker.close(() => resolve())));

    const server = startServerProcess(await serverEnv({ PORT: String(port) }));

    expect(await server.exited).toBe(1);
    expect(server.stderr().trim()).toBe(
      `Palaestra cannot listen on 127.0.0.1:${port}: the port is already in use. Stop what uses it or set PORT.`,
    );
  });

  it.runIf(process.getuid?.() === 0)(
    'says in one line that the data folder is not writable, naming the user',
    async () => {
      const parent = tempDir('palaestra-readonly-');
      cleanups.push(() => fs.rmSync(parent, { recursive: true, force: true }));
      fs.chmodSync(parent, 0o755); // owned by root: another user cannot create anything in it
      const dataDir = path.join(parent, 'data');
      const env = await serverEnv({ PORT: String(await freePort()) });

      const server = startServerProcess({ ...env, DATA_DIR: dataDir }, { uid: 65534, gid: 65534 });

      expect(await server.exited).toBe(1);
      expect(server.stderr().trim()).toBe(
        `Palaestra cannot write to its data folder ${dataDir} (running as user id 65534): permission denied. Give that user write access or set DATA_DIR.`,
      );
    },
  );

  it('finishes in-flight requests on SIGTERM, then exits cleanly', async () => {
    const port = await freePort();
    const server = startServerProcess(await serverEnv({ PORT: String(port), LOG_LEVEL: 'info' }));
    await server.waitForLine(/Palaestra is running/);
    // Sign-ins cost ~40 ms of argon2 each, so several are still running when the signal lands.
    const inFlight = Array.from({ length: 8 }, (_, i) =>
      fetch(`http://127.0.0.1:${port}/trpc/auth.signIn`, {
        method: 'POST',
        headers: { origin: `http://localhost:${port}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email: `nobody${i}@gym.test`, password: 'not a real password' }),
      }).then((response) => response.status),
    );
    // Signal once the server has accepted all eight: each is then in flight, not merely queued.
    await server.waitForLine(/auth\.signIn.*incoming request/, 8);
    server.child.kill('SIGTERM');
    expect(await Promise.all(inFlight)).toEqual(Array(8).fill(401));
    expect(await server.exited).toBe(0);
  });
});
