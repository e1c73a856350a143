// The server as a self-hoster runs it: a real process, its start-up line, refusing bad settings,
// and a SIGTERM that lets in-flight requests finish before the process exits.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, tempDir } from './test/harness.js';

const entry = path.resolve(import.meta.dirname, 'index.ts');
const dirs: string[] = [];
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function startServer(env: Record<string, string>) {
  const dataDir = tempDir('gymdesk-process-');
  dirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const lines: string[] = [];
  const waiters: { check: () => boolean }[] = [];
  readline.createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    lines.push(line);
    for (const waiter of [...waiters]) if (waiter.check()) waiters.splice(waiters.indexOf(waiter), 1);
  });
  /** Resolves once `count` log lines so far match (the last of them), or rejects if the process ends first. */
  const waitForLine = (pattern: RegExp, count = 1) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const matching = lines.filter((line) => pattern.test(line));
        if (matching.length < count) return false;
        resolve(matching[count - 1] as string);
        return true;
      };
      if (!check()) waiters.push({ check });
      void exited.then((code) => reject(new Error(`server exited (${code}) before logging ${pattern}: ${stderr}`)));
    });
  return { child, dataDir, exited, waitForLine, stderr: () => stderr };
}

describe('the server process', () => {
  it('logs where it runs, where data lives and where mail goes', async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port) });
    const line = JSON.parse(await server.waitForLine(/GymDesk is running/));
    expect(line.msg).toContain(`http://localhost:${port}/`);
    expect(line.dataDir).toBe(server.dataDir);
    expect(line.mail).toBe(path.join(server.dataDir, 'outbox'));
    expect(fs.readFileSync(path.join(server.dataDir, 'gymdesk.pid'), 'utf8')).toBe(String(server.child.pid));
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok', migrations: { pending: 0 } });
  });

  it('refuses to start with a bad setting, naming the variable', async () => {
    const server = startServer({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toMatch(/PORT: must be a whole number/);
  });

  it('refuses an ADMIN_PASSWORD shorter than the password rule', async () => {
    const server = startServer({ ADMIN_EMAIL: 'owner@gym.test', ADMIN_PASSWORD: 'short' });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toMatch(/ADMIN_PASSWORD: must be at least 8 characters/);
  });

  it('finishes in-flight requests on SIGTERM, then exits cleanly', async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port), LOG_LEVEL: 'info' });
    await server.waitForLine(/GymDesk is running/);
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
    expect(fs.existsSync(path.join(server.dataDir, 'gymdesk.pid'))).toBe(false);
  });
});
