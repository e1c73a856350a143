import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionCookie } from '../../auth/sessions.js';
import { hashToken } from '../../lib/hash.js';
import type { RateLimitSettings } from '../../security/rate-limits.js';
import { allEvents, apiError } from '../../test/api-error.js';
import { callerAs, createAccount, createTestDatabase, createTestDeps, type TestDatabase } from '../../test/harness.js';
import { type AppDeps, createContextInner } from '../../trpc/context.js';
import { createCaller } from '../../trpc/router.js';

const SIGN_IN_FAILED = 'Failed to sign in. Please check your credentials.';
const HOUR = 3_600_000;

let t: TestDatabase;
let deps: AppDeps;

beforeEach(async () => {
  t = await createTestDatabase();
  deps = createTestDeps(t);
});
afterEach(async () => {
  await t.close();
});

function visitor(ip = '198.51.100.1', d: AppDeps = deps, deviceToken: string | null = null) {
  const setCookie = vi.fn<(cookie: SessionCookie) => void>();
  return { caller: createCaller(createContextInner({ deps: d, ip, setCookie, deviceToken })), setCookie };
}

/** The device cookie a successful sign-in set, as a browser would keep it. */
function deviceTokenFrom(setCookie: ReturnType<typeof visitor>['setCookie']): string {
  const cookie = setCookie.mock.calls.map(([c]) => c).find((c) => c.name === 'palaestra_device');
  if (!cookie) throw new Error('no device cookie was set');
  return cookie.value;
}

const details = async (type: string) =>
  (await allEvents(t.db)).filter((e) => e.type === type).map((e) => JSON.parse(e.detail ?? '{}'));

describe('auth.signIn', () => {
  it.each([
    ['admin', '/admin'],
    ['member', '/member'],
    ['pending', '/pending-approval'],
  ] as const)('sends a %s to %s with a working session cookie', async (kind, home) => {
    const account = await createAccount(t.db, kind);
    const { caller, setCookie } = visitor();

    const result = await caller.auth.signIn({ email: account.email, password: account.password });

    expect(result.redirectTo).toBe(home);
    const cookie = setCookie.mock.calls[0]?.[0];
    const auth = await deps.sessions.validate(cookie?.value ?? '');
    expect(auth?.user.id).toBe(account.id);
    const signedIn = (await allEvents(t.db)).filter((e) => e.type === 'signed_in');
    expect(signedIn).toEqual([expect.objectContaining({ actorId: account.id, subject: account.email })]);
  });

  it('accepts the email in any case', async () => {
    const account = await createAccount(t.db, 'member');
    const result = await visitor().caller.auth.signIn({
      email: account.email.toUpperCase(),
      password: account.password,
    });
    expect(result.redirectTo).toBe('/member');
  });

  it('refuses a wrong password and an unknown email alike, and records both', async () => {
    const account = await createAccount(t.db, 'member');
    const { caller, setCookie } = visitor();

    const wrong = await apiError(caller.auth.signIn({ email: account.email, password: 'not the password' }));
    const unknown = await apiError(caller.auth.signIn({ email: 'nobody@gym.test', password: account.password }));

    expect(wrong).toEqual({ code: 'UNAUTHORIZED', message: SIGN_IN_FAILED });
    expect(unknown).toEqual({ code: 'UNAUTHORIZED', message: SIGN_IN_FAILED });
    expect(setCookie).not.toHaveBeenCalled();
    const failed = (await allEvents(t.db)).filter((e) => e.type === 'sign_in_failed');
    expect(failed.map((e) => [e.subject, JSON.parse(e.detail ?? '{}')])).toEqual([
      [account.email, { reason: 'wrong_password', device: 'unknown' }],
      ['nobody@gym.test', { reason: 'no_such_account', device: 'unknown' }],
    ]);
    expect(await t.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
  });

  it('never writes a password into the events table', async () => {
    const account = await createAccount(t.db, 'member', { password: 'Secret-Pass-1234' });
    const { caller } = visitor();
    await apiError(caller.auth.signIn({ email: account.email, password: 'Wrong-Guess-5678' }));
    await caller.auth.signIn({ email: account.email, password: 'Secret-Pass-1234' });
    await caller.auth.signUp({
      name: 'New Person',
      email: 'new@gym.test',
      password: 'Signup-Pass-9012',
      confirmPassword: 'Signup-Pass-9012',
    });

    const events = await allEvents(t.db);
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['sign_in_failed', 'signed_in', 'signed_up_pending_approval']),
    );
    const stored = JSON.stringify(events);
    for (const secret of ['Secret-Pass-1234', 'Wrong-Guess-5678', 'Signup-Pass-9012']) {
      expect(stored).not.toContain(secret);
    }
  });
});

describe('sign-in rate limits', () => {
  const tight = (overrides: Partial<RateLimitSettings>): Partial<RateLimitSettings> => ({
    signInByIp: { max: 100, windowMs: HOUR },
    signInByAccount: { max: 100, windowMs: HOUR },
    resetByIp: { max: 100, windowMs: HOUR },
    resetByAddress: { max: 100, windowMs: HOUR },
    ...overrides,
  });

  it('locks an account after repeated failures from many IPs, even for the right password', async () => {
    const limited = createTestDeps(t, { rateLimits: tight({ signInByAccount: { max: 3, windowMs: HOUR } }) });
    const account = await createAccount(t.db, 'member');
    for (let i = 1; i <= 3; i++) {
      const error = await apiError(
        visitor(`10.0.0.${i}`, limited).caller.auth.signIn({ email: account.email, password: 'nope' }),
      );
      expect(error.code).toBe('UNAUTHORIZED');
    }

    const { caller, setCookie } = visitor('10.0.0.99', limited);
    const error = await apiError(caller.auth.signIn({ email: account.email, password: account.password }));

    expect(error).toEqual({ code: 'TOO_MANY_REQUESTS', message: SIGN_IN_FAILED });
    expect(setCookie).not.toHaveBeenCalled();
    // Another account is not affected by this one's lock.
    const other = await createAccount(t.db, 'member');
    const ok = await visitor('10.0.0.99', limited).caller.auth.signIn({ email: other.email, password: other.password });
    expect(ok.redirectTo).toBe('/member');
  });

  it('limits one IP trying many emails, even for the right password', async () => {
    const limited = createTestDeps(t, { rateLimits: tight({ signInByIp: { max: 3, windowMs: HOUR } }) });
    const account = await createAccount(t.db, 'member');
    for (let i = 1; i <= 3; i++) {
      const attempt = visitor('192.0.2.50', limited).caller.auth.signIn({ email: `guess${i}@gym.test`, password: 'x' });
      expect((await apiError(attempt)).code).toBe('UNAUTHORIZED');
    }

    const { caller } = visitor('192.0.2.50', limited);
    const error = await apiError(caller.auth.signIn({ email: account.email, password: account.password }));

    expect(error).toEqual({ code: 'TOO_MANY_REQUESTS', message: SIGN_IN_FAILED });
    const last = (await allEvents(t.db)).filter((e) => e.type === 'sign_in_failed' && e.subject === account.email);
    expect(last).toHaveLength(1);
    // The same account from a different IP still gets in.
    const elsewhere = await visitor('192.0.2.51', limited).caller.auth.signIn({
      email: account.email,
      password: account.password,
    });
    expect(elsewhere.redirectTo).toBe('/member');
  });
});

describe('device cookies (OWASP): a browser that has signed in before is not locked out', () => {
  const lockable = () =>
    createTestDeps(t, {
      rateLimits: {
        signInByAccount: { max: 3, windowMs: HOUR },
        signInByDevice: { max: 2, windowMs: HOUR },
      },
    });

  it('gives a browser a year-long, script-proof device cookie at its first sign-in, stored only as a hash', async () => {
    const account = await createAccount(t.db, 'member');
    const { caller, setCookie } = visitor();

    await caller.auth.signIn({ email: account.email, password: account.password });

    const device = setCookie.mock.calls.map(([c]) => c).find((c) => c.name === 'palaestra_device');
    expect(device?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(device?.serialized.split('; ').slice(1)).toEqual(['Path=/', 'Max-Age=31536000', 'HttpOnly', 'SameSite=Lax']);
    const trusted = await t.db.selectFrom('trustedDevices').selectAll().execute();
    expect(trusted).toEqual([
      expect.objectContaining({ userId: account.id, tokenHash: hashToken(device?.value ?? '') }),
    ]);
    expect(await details('signed_in')).toEqual([{ role: 'member', device: 'new' }]);
  });

  it('lets the owner in from their known browser while the account is locked for every other browser', async () => {
    const limited = lockable();
    const account = await createAccount(t.db, 'member');
    const first = visitor('203.0.113.7', limited);
    await first.caller.auth.signIn({ email: account.email, password: account.password });
    const knownBrowser = deviceTokenFrom(first.setCookie);

    for (let i = 1; i <= 5; i++) {
      await apiError(visitor(`10.0.0.${i}`, limited).caller.auth.signIn({ email: account.email, password: 'guess' }));
    }
    const stranger = await apiError(
      visitor('10.0.0.99', limited).caller.auth.signIn({ email: account.email, password: account.password }),
    );
    const owner = await visitor('10.0.0.99', limited, knownBrowser).caller.auth.signIn({
      email: account.email,
      password: account.password,
    });

    expect(stranger).toEqual({ code: 'TOO_MANY_REQUESTS', message: SIGN_IN_FAILED });
    expect(owner.redirectTo).toBe('/member');
    expect((await details('signed_in')).at(-1)).toEqual({ role: 'member', device: 'known' });
  });

  it('limits wrong passwords from a known browser on their own, without locking other known browsers', async () => {
    const limited = lockable();
    const account = await createAccount(t.db, 'member');
    const tokens: string[] = [];
    for (const ip of ['203.0.113.1', '203.0.113.2']) {
      const browser = visitor(ip, limited);
      await browser.caller.auth.signIn({ email: account.email, password: account.password });
      tokens.push(deviceTokenFrom(browser.setCookie));
    }
    const [stolen, own] = tokens as [string, string];

    const answers = [];
    for (let i = 0; i < 3; i++) {
      answers.push(
        (
          await apiError(
            visitor('10.9.9.9', limited, stolen).caller.auth.signIn({ email: account.email, password: 'x' }),
          )
        ).code,
      );
    }

    expect(answers).toEqual(['UNAUTHORIZED', 'UNAUTHORIZED', 'TOO_MANY_REQUESTS']);
    const correct = { email: account.email, password: account.password };
    expect((await apiError(visitor('10.9.9.9', limited, stolen).caller.auth.signIn(correct))).code).toBe(
      'TOO_MANY_REQUESTS',
    );
    await expect(visitor('203.0.113.2', limited, own).caller.auth.signIn(correct)).resolves.toMatchObject({
      redirectTo: '/member',
    });
  });

  it('gives no exemption for a browser known to a different account', async () => {
    const limited = lockable();
    const [victim, attacker] = [await createAccount(t.db, 'member'), await createAccount(t.db, 'member')];
    const own = visitor('10.1.1.1', limited);
    await own.caller.auth.signIn({ email: attacker.email, password: attacker.password });
    const attackersBrowser = deviceTokenFrom(own.setCookie);

    const answers = [];
    for (let i = 0; i < 4; i++) {
      const attempt = visitor('10.1.1.1', limited, attackersBrowser).caller.auth.signIn({
        email: victim.email,
        password: `guess ${i}`,
      });
      answers.push((await apiError(attempt)).code);
    }

    expect(answers).toEqual(['UNAUTHORIZED', 'UNAUTHORIZED', 'UNAUTHORIZED', 'TOO_MANY_REQUESTS']);
  });

  it('writes one event per limit window for a flood of refused attempts, not one per attempt', async () => {
    const limited = lockable();
    const account = await createAccount(t.db, 'member');
    for (let i = 0; i < 20; i++) {
      await apiError(visitor(`10.2.0.${i}`, limited).caller.auth.signIn({ email: account.email, password: 'guess' }));
    }

    const failed = await details('sign_in_failed');
    expect(failed.filter((d) => d.reason === 'wrong_password')).toHaveLength(3);
    expect(failed.filter((d) => d.reason === 'rate_limited')).toEqual([
      { reason: 'rate_limited', limit: 'signInByAccount', retryAfterSeconds: 3600 },
    ]);
  });
});

describe('auth.session', () => {
  it('is null for a visitor', async () => {
    await expect((await callerAs(deps)).auth.session()).resolves.toEqual({ user: null });
  });

  it('returns the signed-in user', async () => {
    const account = await createAccount(t.db, 'admin', { name: 'Boss', email: 'boss@gym.test' });
    const caller = await callerAs(deps, account);
    await expect(caller.auth.session()).resolves.toEqual({
      user: { id: account.id, name: 'Boss', email: 'boss@gym.test', role: 'admin' },
    });
  });
});

describe('auth.signOut', () => {
  it('ends the session and sends a blank cookie', async () => {
    const account = await createAccount(t.db, 'member');
    const { session } = await deps.sessions.create(account.id);
    const auth = await deps.sessions.validate(session.id);
    const setCookie = vi.fn<(cookie: SessionCookie) => void>();
    const caller = createCaller(createContextInner({ deps, session: auth?.session, user: auth?.user, setCookie }));

    await expect(caller.auth.signOut()).resolves.toEqual({ redirectTo: '/' });

    expect(await deps.sessions.validate(session.id)).toBeNull();
    expect(setCookie.mock.calls[0]?.[0].value).toBe('');
  });

  it('refuses a visitor', async () => {
    const error = await apiError((await callerAs(deps)).auth.signOut());
    expect(error.code).toBe('UNAUTHORIZED');
  });
});
