// What one HTTP request may cost the server: at most MAX_BATCH_CALLS procedure calls, each counted
// against the limits on its own, and no longer than the request timeout to arrive whole.
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_BATCH_CALLS } from '../shared/api.js';
import { MESSAGES } from '../shared/messages.js';
import { countRows } from './test/api-error.js';
import { freePort } from './test/harness.js';
import { APP_ORIGIN, startApp, type TestApp } from './test/http.js';

const apps: TestApp[] = [];
async function open(...args: Parameters<typeof startApp>) {
  const started = await startApp(...args);
  apps.push(started);
  return started;
}
afterEach(async () => {
  for (const started of apps.splice(0)) await started.close();
});

function batchOf(app: TestApp['app'], procedure: string, inputs: unknown[]) {
  return app.inject({
    method: 'POST',
    url: `/trpc/${inputs.map(() => procedure).join(',')}?batch=1`,
    headers: { origin: APP_ORIGIN, 'content-type': 'application/json' },
    payload: JSON.stringify(Object.fromEntries(inputs.map((input, i) => [i, input]))),
  });
}

const signUpAs = (i: number) => ({
  name: `Batch ${i}`,
  email: `batch${i}@gym.test`,
  password: 'long enough 1',
  confirmPassword: 'long enough 1',
});

describe('batched calls', () => {
  it(`refuses a batch of more than ${MAX_BATCH_CALLS} calls before running any`, async () => {
    const { app } = await open();
    const inputs = Array.from({ length: MAX_BATCH_CALLS + 1 }, (_, i) => signUpAs(i));

    const response = await batchOf(app, 'auth.signUp', inputs);

    expect(response.statusCode).toBe(400);
    expect(await countRows(app.deps.db, 'users')).toBe(0);
  });

  it('counts every call of a batch against the sign-up limit, so the batch costs no more hashes than the limit', async () => {
    const { app } = await open({}, { rateLimits: { signUpByIp: { max: 3, windowMs: 3_600_000 } } });
    const inputs = Array.from({ length: MAX_BATCH_CALLS }, (_, i) => signUpAs(i));

    const response = await batchOf(app, 'auth.signUp', inputs);

    const answers = (response.json() as { error?: { message: string; data: { code: string } } }[]).map((r) =>
      r.error ? `${r.error.data.code}: ${r.error.message}` : 'created',
    );
    expect(answers.filter((a) => a === 'created')).toHaveLength(3);
    expect(answers.filter((a) => a !== 'created')).toEqual(
      Array(MAX_BATCH_CALLS - 3).fill(`TOO_MANY_REQUESTS: ${MESSAGES.signUpFailed}`),
    );
    expect(await countRows(app.deps.db, 'users')).toBe(3);
  });

  it('counts every call of a batch against the sign-in limit by address', async () => {
    const { app } = await open({}, { rateLimits: { signInByIp: { max: 4, windowMs: 3_600_000 } } });
    const inputs = Array.from({ length: MAX_BATCH_CALLS }, (_, i) => ({ email: `x${i}@gym.test`, password: 'guess' }));

    const response = await batchOf(app, 'auth.signIn', inputs);

    const codes = (response.json() as { error: { data: { code: string } } }[]).map((r) => r.error.data.code);
    expect(codes.filter((c) => c === 'UNAUTHORIZED')).toHaveLength(4);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(MAX_BATCH_CALLS - 4);
  });
});

describe('a request whose body never finishes', () => {
  it('has its connection closed once the request timeout passes', async () => {
    const { app } = await open({}, { timeouts: { requestMs: 300, checkEveryMs: 50 } });
    const port = await freePort();
    await app.listen({ port, host: '127.0.0.1' });
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const closed = new Promise<string>((resolve) => {
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk;
      });
      socket.once('close', () => resolve(received));
    });

    const body = JSON.stringify({ email: 'slow@gym.test', password: 'a password that never ends' });
    socket.write(
      `POST /trpc/auth.signIn HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${APP_ORIGIN}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, -10)}`,
    );

    // The server answers 408 and hangs up instead of waiting for the last 10 bytes forever.
    expect(await closed).toMatch(/^HTTP\/1\.1 408/);
  });

  it('ships a 30 s request timeout', async () => {
    const { DEFAULT_TIMEOUTS } = await import('./app.js');
    const { app } = await open();
    expect(DEFAULT_TIMEOUTS.requestMs).toBe(30_000);
    expect(app.server.requestTimeout).toBe(30_000);
    expect(app.server.headersTimeout).toBe(30_000);
  });
});
