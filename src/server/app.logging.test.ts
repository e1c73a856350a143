// The real app's log, captured by pointing its own pino options at a stream, must never hold a
// password or a reset token, while still saying which page was asked for.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { capturedLines } from './test/captured-log.js';
import { createAccount, tempDir } from './test/harness.js';
import { mutate, sessionCookie, startApp, type TestApp } from './test/http.js';

vi.mock('./logging.js', async (importOriginal) =>
  (await import('./test/captured-log.js')).captureAppLog(importOriginal),
);

let clientDir: string;
let started: TestApp;

beforeAll(async () => {
  clientDir = tempDir('palaestra-client-');
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Palaestra</title>');
  started = await startApp({ LOG_LEVEL: 'trace' }, { logger: true, clientDir });
});
afterAll(async () => {
  await started.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('the app log', () => {
  it('holds no password or token from sign-up, sign-in, reset and the reset page', async () => {
    const { app } = started;
    const account = await createAccount(app.deps.db, 'member', { password: 'Member-Secret-111' });

    const signUp = await mutate(app, 'auth.signUp', {
      name: 'Logged Person',
      email: 'logged@gym.test',
      password: 'Signup-Secret-222',
      confirmPassword: 'Signup-Secret-222',
    });
    const wrong = await mutate(app, 'auth.signIn', { email: account.email, password: 'Wrong-Secret-333' });
    const right = await mutate(app, 'auth.signIn', { email: account.email, password: 'Member-Secret-111' });
    const reset = await mutate(app, 'auth.resetPassword', {
      token: 'Made-Up-Token-444',
      password: 'Reset-Secret-555',
      confirmPassword: 'Reset-Secret-555',
    });
    const page = await app.inject({ method: 'GET', url: '/reset-password?token=SECRET123' });

    expect([signUp.statusCode, wrong.statusCode, right.statusCode, reset.statusCode, page.statusCode]).toEqual([
      200, 401, 200, 400, 200,
    ]);
    const text = capturedLines.join('\n');
    expect(text).toContain('signed in');
    expect(text).toContain('sign-in failed');
    for (const secret of [
      'Member-Secret-111',
      'Signup-Secret-222',
      'Wrong-Secret-333',
      'Made-Up-Token-444',
      'Reset-Secret-555',
      'SECRET123',
    ]) {
      expect(text).not.toContain(secret);
    }
    const sessionValue = sessionCookie(right).split('=')[1] ?? '';
    expect(sessionValue.length).toBeGreaterThan(10);
    expect(text).not.toContain(sessionValue);

    const urls = capturedLines.map((line) => JSON.parse(line) as { req?: { url?: string } }).map((e) => e.req?.url);
    expect(urls).toContain('/reset-password?token=[redacted]');
  });

  it('logs health probes at debug only, so a probe every few seconds adds no info lines', async () => {
    capturedLines.length = 0;
    const health = await started.app.inject({ method: 'GET', url: '/healthz' });
    const page = await started.app.inject({ method: 'GET', url: '/signin' });

    expect([health.statusCode, page.statusCode]).toEqual([200, 200]);
    const entries = capturedLines.map(
      (line) => JSON.parse(line) as { level: number; req?: { url?: string }; reqId: string },
    );
    const probeIds = new Set(entries.filter((e) => e.req?.url === '/healthz').map((e) => e.reqId));
    const probeLines = entries.filter((e) => probeIds.has(e.reqId));
    expect(probeLines.map((e) => e.level)).toEqual([20, 20]); // incoming and completed, at debug
    const pageLines = entries.filter((e) => !probeIds.has(e.reqId));
    expect(pageLines.map((e) => e.level)).toEqual([30, 30]); // other requests stay at info
  });
});
