// Behind a reverse proxy the client's address comes from X-Forwarded-For, whose left-hand entries
// the client writes itself: an appending proxy (nginx's $proxy_add_x_forwarded_for) only adds the
// address it saw on the right. The per-address limits and the audit trail must use that one.
import { afterEach, describe, expect, it } from 'vitest';
import { allEvents } from './test/api-error.js';
import { APP_ORIGIN, startApp, type TestApp } from './test/http.js';

const PROXY = '10.0.0.2';
const HOUR = 3_600_000;

const apps: TestApp[] = [];
async function open(...args: Parameters<typeof startApp>): Promise<TestApp> {
  const started = await startApp(...args);
  apps.push(started);
  return started;
}
afterEach(async () => {
  for (const started of apps.splice(0)) await started.close();
});

/** A wrong-password sign-in arriving from `from` with the given X-Forwarded-For. */
function signInThrough(app: TestApp['app'], from: string, forwardedFor: string) {
  return app.inject({
    method: 'POST',
    url: '/trpc/auth.signIn',
    remoteAddress: from,
    headers: { origin: APP_ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    payload: JSON.stringify({ email: 'someone@gym.test', password: 'a guess' }),
  });
}

describe('TRUST_PROXY=true (one appending proxy in front)', () => {
  it('limits a client by the address its proxy saw, whatever it writes into X-Forwarded-For', async () => {
    const { app } = await open({ TRUST_PROXY: 'true' }, { rateLimits: { signInByIp: { max: 2, windowMs: HOUR } } });

    const statuses = [];
    for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3'])
      statuses.push((await signInThrough(app, PROXY, `${forged}, 203.0.113.7`)).statusCode);
    const neighbour = await signInThrough(app, PROXY, '198.51.100.1');

    expect(statuses).toEqual([401, 401, 429]);
    expect(neighbour.statusCode).toBe(401);
  });
});

describe('the client address recorded for a sign-in', () => {
  it.each([
    ['false', PROXY, '1.1.1.1, 203.0.113.7', PROXY],
    ['true', PROXY, '1.1.1.1, 203.0.113.7', '203.0.113.7'],
    ['2', PROXY, '1.1.1.1, 203.0.113.7, 10.0.0.3', '203.0.113.7'],
    ['10.0.0.0/8', PROXY, '1.1.1.1, 203.0.113.7, 10.0.0.3', '203.0.113.7'],
    // A request that does not come from a listed proxy: its X-Forwarded-For is the client's own words.
    ['10.0.0.2', '198.51.100.50', '1.1.1.1', '198.51.100.50'],
  ])('with TRUST_PROXY=%s, from %s forwarding for %j, is %s', async (trustProxy, from, forwardedFor, expected) => {
    const { app } = await open({ TRUST_PROXY: trustProxy });

    await signInThrough(app, from, forwardedFor);

    const failed = (await allEvents(app.deps.db)).filter((e) => e.type === 'sign_in_failed');
    expect(failed.map((e) => e.ip)).toEqual([expected]);
  });
});
