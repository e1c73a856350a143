import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../shared/messages.js';
import { hashToken } from './lib/hash.js';
import { createAccount } from './test/harness.js';
import { errorOf, mutate, query, sessionCookie, setCookies, startApp, type TestApp } from './test/http.js';

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

describe('GET /healthz', () => {
  it('reports a reachable, fully migrated database', async () => {
    const { app } = await open();
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok', migrations: { pending: 0 } });
  });
});

describe('session cookie', () => {
  it('is stored only as its SHA-256, so a copy of the sessions table signs nobody in', async () => {
    const { app } = await open();
    const account = await createAccount(app.deps.db, 'member');
    const response = await mutate(app, 'auth.signIn', { email: account.email, password: account.password });
    const token = sessionCookie(response).split('=')[1] ?? '';

    const stored = await app.deps.db.selectFrom('sessions').select(['id', 'userId']).execute();

    expect(stored).toEqual([{ id: hashToken(token), userId: account.id }]);
    const withToken = await query(app, 'auth.session', { cookie: `palaestra_session=${token}` });
    const withStoredId = await query(app, 'auth.session', { cookie: `palaestra_session=${stored[0]?.id}` });
    expect(withToken.json()).toMatchObject({ result: { data: { user: { id: account.id } } } });
    expect(withStoredId.json()).toEqual({ result: { data: { user: null } } });
  });

  it('is HttpOnly, SameSite=Lax, Path=/ and not Secure on http', async () => {
    const { app } = await open();
    const account = await createAccount(app.deps.db, 'member');

    const response = await mutate(app, 'auth.signIn', { email: account.email, password: account.password });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { data: { role: 'member', redirectTo: '/member' } } });
    const cookie = setCookies(response).find((c) => c.startsWith('palaestra_session='));
    expect(cookie).toBeDefined();
    const attributes = (cookie ?? '').split(';').map((a) => a.trim().toLowerCase());
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).toContain('path=/');
    expect(attributes).not.toContain('secure');
    expect(response.headers['strict-transport-security']).toBeUndefined();

    const session = await query(app, 'auth.session', { cookie: sessionCookie(response) });
    expect(session.json()).toMatchObject({ result: { data: { user: { id: account.id, role: 'member' } } } });
  });

  it('is Secure, with HSTS, when APP_URL is https', async () => {
    const { app } = await open({ APP_URL: 'https://gym.example' });
    const account = await createAccount(app.deps.db, 'admin');

    const response = await mutate(
      app,
      'auth.signIn',
      { email: account.email, password: account.password },
      { origin: 'https://gym.example' },
    );

    expect(response.statusCode).toBe(200);
    const cookie = setCookies(response).find((c) => c.startsWith('palaestra_session=')) ?? '';
    expect(cookie.split(';').map((a) => a.trim().toLowerCase())).toContain('secure');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('is blanked by sign-out, after which the old cookie no longer authenticates', async () => {
    const { app } = await open();
    const account = await createAccount(app.deps.db, 'member');
    const cookie = sessionCookie(
      await mutate(app, 'auth.signIn', { email: account.email, password: account.password }),
    );

    const signOut = await mutate(app, 'auth.signOut', null, { cookie });

    expect(signOut.statusCode).toBe(200);
    const blank = setCookies(signOut).find((c) => c.startsWith('palaestra_session='));
    expect(blank).toMatch(/^palaestra_session=;/);
    expect(blank).toMatch(/Max-Age=0/i);
    const after = await query(app, 'auth.session', { cookie });
    expect(after.json()).toEqual({ result: { data: { user: null } } });
    expect((await mutate(app, 'auth.signOut', null, { cookie })).statusCode).toBe(401);
  });

  it('is blanked when the request carries an unknown session', async () => {
    const { app } = await open();

    const response = await query(app, 'auth.session', { cookie: 'palaestra_session=not-a-real-session' });

    expect(response.json()).toEqual({ result: { data: { user: null } } });
    expect(setCookies(response).find((c) => c.startsWith('palaestra_session='))).toMatch(
      /^palaestra_session=;.*Max-Age=0/i,
    );
  });

  it('is set by sign-up, signed in as the pending account', async () => {
    const { app } = await open();
    const input = { name: 'Pat', email: 'Pat@Gym.test', password: 'pat password', confirmPassword: 'pat password' };

    const response = await mutate(app, 'auth.signUp', input);

    expect(response.json()).toEqual({ result: { data: { redirectTo: '/pending-approval' } } });
    const session = await query(app, 'auth.session', { cookie: sessionCookie(response) });
    expect(session.json()).toMatchObject({ result: { data: { user: { email: 'pat@gym.test', role: null } } } });
  });
});

describe('errors over HTTP', () => {
  it('carries the spec message and field errors for a sign-up mismatch', async () => {
    const { app } = await open();
    const response = await mutate(app, 'auth.signUp', {
      name: 'Pat',
      email: 'pat@gym.test',
      password: 'pat password',
      confirmPassword: 'pat passwort',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        message: MESSAGES.signUpPasswordMismatch,
        data: { code: 'BAD_REQUEST', fieldErrors: { confirmPassword: MESSAGES.signUpPasswordMismatch } },
      },
    });
    expect(JSON.stringify(response.json())).not.toContain('pat password');
  });

  it('turns repeated sign-ins from one IP into 429 with the sign-in failure message', async () => {
    const rule = { max: 100, windowMs: HOUR };
    const rateLimits = {
      signInByIp: { max: 2, windowMs: HOUR },
      signInByAccount: rule,
      resetByIp: rule,
      resetByAddress: rule,
    };
    const { app } = await open({}, { rateLimits });
    const account = await createAccount(app.deps.db, 'member');
    const attempt = (password: string) => mutate(app, 'auth.signIn', { email: account.email, password });

    expect((await attempt('wrong one')).statusCode).toBe(401);
    expect((await attempt('wrong two')).statusCode).toBe(401);
    const limited = await attempt(account.password);

    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).message).toBe(MESSAGES.signInFailed);
    expect(setCookies(limited)).toEqual([]);
  });
});
