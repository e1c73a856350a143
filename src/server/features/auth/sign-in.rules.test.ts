// What the audit trail says about refused sign-ins — which limit refused, whether the browser was one
// the account knew — and which cookies a browser gets back, for the cases auth.sign-in.test.ts leaves
// open: the address limit, a known browser's own limit, and a known browser signing in again.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionCookie } from '../../auth/sessions.js';
import type { RateLimitSettings } from '../../security/rate-limits.js';
import { allEvents, apiError } from '../../test/api-error.js';
import { createAccount, createTestDatabase, createTestDeps, type TestDatabase } from '../../test/harness.js';
import { type AppDeps, createContextInner } from '../../trpc/context.js';
import { createCaller } from '../../trpc/router.js';

const HOUR = 3_600_000;
const wide = { max: 1000, windowMs: HOUR };

let t: TestDatabase;
beforeEach(async () => {
  t = await createTestDatabase();
});
afterEach(() => t.close());

function depsWith(rateLimits: Partial<RateLimitSettings>): AppDeps {
  return createTestDeps(t, {
    rateLimits: { signInByIp: wide, signInByAccount: wide, signInByDevice: wide, ...rateLimits },
  });
}

function browser(deps: AppDeps, deviceToken: string | null = null, ip = '198.51.100.9') {
  const cookies: SessionCookie[] = [];
  const caller = createCaller(createContextInner({ deps, ip, deviceToken, setCookie: (c) => cookies.push(c) }));
  return { caller, cookies };
}

const failures = async () =>
  (await allEvents(t.db)).filter((e) => e.type === 'sign_in_failed').map((e) => JSON.parse(e.detail ?? '{}'));

async function knownBrowserOf(deps: AppDeps, email: string, password: string): Promise<string> {
  const first = browser(deps);
  await first.caller.auth.signIn({ email, password });
  return first.cookies.find((c) => c.name === 'palaestra_device')?.value ?? '';
}

describe('the trail of refused sign-ins', () => {
  it('names the address limit when one address tries too often', async () => {
    const deps = depsWith({ signInByIp: { max: 2, windowMs: HOUR } });
    for (let i = 0; i < 3; i++)
      await apiError(browser(deps).caller.auth.signIn({ email: `x${i}@gym.test`, password: 'guess' }));
    expect((await failures()).at(-1)).toEqual({ reason: 'rate_limited', limit: 'signInByIp', retryAfterSeconds: 3600 });
  });

  it("names a known browser's own limit when it guesses too often", async () => {
    const deps = depsWith({ signInByDevice: { max: 2, windowMs: HOUR } });
    const account = await createAccount(t.db, 'member');
    const known = await knownBrowserOf(deps, account.email, account.password);
    for (let i = 0; i < 3; i++)
      await apiError(browser(deps, known).caller.auth.signIn({ email: account.email, password: 'guess' }));
    const logged = await failures();
    expect(logged.slice(0, 2)).toEqual([
      { reason: 'wrong_password', device: 'known' },
      { reason: 'wrong_password', device: 'known' },
    ]);
    expect(logged.at(-1)).toEqual({ reason: 'rate_limited', limit: 'signInByDevice', retryAfterSeconds: 3600 });
  });

  it('treats a device cookie tried on an address with no account as an unknown browser', async () => {
    const deps = depsWith({});
    const account = await createAccount(t.db, 'member');
    const known = await knownBrowserOf(deps, account.email, account.password);
    const error = await apiError(browser(deps, known).caller.auth.signIn({ email: 'nobody@gym.test', password: 'x' }));
    expect(error.code).toBe('UNAUTHORIZED');
    expect(await failures()).toEqual([{ reason: 'no_such_account', device: 'unknown' }]);
  });
});

describe('cookies after a sign-in', () => {
  it('gives a known browser a new session cookie and leaves its device cookie as it is', async () => {
    const deps = depsWith({});
    const account = await createAccount(t.db, 'member');
    const known = await knownBrowserOf(deps, account.email, account.password);
    const again = browser(deps, known);
    await again.caller.auth.signIn({ email: account.email, password: account.password });
    expect(again.cookies.map((c) => c.name)).toEqual(['palaestra_session']);
  });

  it('marks the device cookie Secure when the app runs over HTTPS', async () => {
    const account = await createAccount(t.db, 'member');
    const plain = depsWith({});
    const secure: AppDeps = { ...plain, config: { ...plain.config, appUrl: new URL('https://gym.example') } };
    const first = browser(secure);
    await first.caller.auth.signIn({ email: account.email, password: account.password });
    const device = first.cookies.find((c) => c.name === 'palaestra_device');
    expect(device?.serialized.split('; ')).toContain('Secure');
  });
});
