import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../test/harness.js';
import { APP_ORIGIN, startApp, type TestApp } from '../test/http.js';

let started: TestApp;
let account: TestAccount;

// One app for the file: each test measures what its own request changed.
beforeAll(async () => {
  started = await startApp();
  account = await createAccount(started.app.deps.db, 'member');
});
afterAll(async () => {
  await started.close();
});

const BOUNDARY = '----palaestra-boundary';
const multipart = (fields: Record<string, string>) =>
  `${Object.entries(fields)
    .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('')}--${BOUNDARY}--\r\n`;

function signIn(headers: Record<string, string>, payload?: string, url = '/trpc/auth.signIn') {
  return started.app.inject({
    method: 'POST',
    url,
    headers,
    payload: payload ?? JSON.stringify({ email: account.email, password: account.password }),
  });
}

/** Sign-in events and sessions so far: a refused request must add neither. */
async function signInTrace(): Promise<number> {
  const { db } = started.app.deps;
  const events = await db
    .selectFrom('events')
    .select('id')
    .where('type', 'in', ['signed_in', 'sign_in_failed'])
    .execute();
  return events.length + (await db.selectFrom('sessions').select('id').execute()).length;
}

describe('CSRF guard on /trpc', () => {
  it('refuses a foreign Origin before the procedure runs', async () => {
    const before = await signInTrace();
    const response = await signIn({ origin: 'https://evil.example', 'content-type': 'application/json' });
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await signInTrace()).toBe(before);
  });

  it('refuses a foreign Origin on a percent-encoded path to the API', async () => {
    const before = await signInTrace();
    const response = await signIn(
      { origin: 'https://evil.example', 'content-type': 'application/json' },
      undefined,
      '/%74rpc/auth.signIn',
    );
    expect(response.statusCode).toBe(403);
    expect(await signInTrace()).toBe(before);
  });

  it('refuses a request with neither Origin nor Sec-Fetch-Site', async () => {
    const before = await signInTrace();
    const response = await signIn({ 'content-type': 'application/json' });
    expect(response.statusCode).toBe(403);
    expect(await signInTrace()).toBe(before);
  });

  it('refuses Sec-Fetch-Site: cross-site without Origin', async () => {
    const response = await signIn({ 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' });
    expect(response.statusCode).toBe(403);
  });

  it('accepts Sec-Fetch-Site: same-origin without Origin for JSON', async () => {
    const response = await signIn({ 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ result: { data: { redirectTo: '/member' } } });
  });

  it('accepts our own Origin for JSON', async () => {
    const before = await signInTrace();
    const response = await signIn({ origin: APP_ORIGIN, 'content-type': 'application/json; charset=utf-8' });
    expect(response.statusCode).toBe(200);
    // The measure used above does see a sign-in that went through.
    expect(await signInTrace()).toBeGreaterThan(before);
  });

  it.each([
    ['multipart/form-data', `multipart/form-data; boundary=${BOUNDARY}`],
    ['text/plain', 'text/plain'],
    ['application/x-www-form-urlencoded', 'application/x-www-form-urlencoded'],
  ])('refuses a %s body even from our own Origin', async (_kind, contentType) => {
    const body = contentType.startsWith('multipart')
      ? multipart({ email: account.email, password: account.password })
      : contentType === 'text/plain'
        ? JSON.stringify({ email: account.email, password: account.password })
        : new URLSearchParams({ email: account.email, password: account.password }).toString();

    const before = await signInTrace();
    const response = await signIn({ origin: APP_ORIGIN, 'content-type': contentType }, body);

    expect(response.statusCode).toBe(415);
    expect(await signInTrace()).toBe(before);
  });

  it('keeps a session alive against a cross-site multipart sign-out', async () => {
    const { session, cookie } = await started.app.deps.sessions.create(account.id);

    const response = await started.app.inject({
      method: 'POST',
      url: '/trpc/auth.signOut',
      headers: {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        cookie: `palaestra_session=${cookie.value}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      payload: multipart({ x: '1' }),
    });

    expect(response.statusCode).toBe(403);
    expect(await started.app.deps.sessions.validate(session.id)).not.toBeNull();
  });

  it('lets GET queries through from anywhere (they never write)', async () => {
    const response = await started.app.inject({
      method: 'GET',
      url: '/trpc/auth.session',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { data: { user: null } } });
  });
});

describe('the origin check compares with APP_URL, never with Host', () => {
  let probed: TestApp;
  const APP = 'http://127.0.0.1:3401';

  beforeAll(async () => {
    probed = await startApp({ APP_URL: APP, ALLOWED_ORIGINS: 'https://gym.example' });
  });
  afterAll(() => probed.close());

  const mutateFrom = (headers: Record<string, string>) =>
    probed.app.inject({
      method: 'POST',
      url: '/trpc/auth.signIn',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ email: 'nobody@gym.test', password: 'whatever it is' }),
    });

  it.each([
    ['the wrong scheme', { origin: 'https://127.0.0.1:3401', host: '127.0.0.1:3401' }],
    [
      'a rebound DNS name whose Host matches its Origin',
      { origin: 'http://evil.example:3401', host: 'evil.example:3401' },
    ],
    ['the right host without its port', { origin: 'http://127.0.0.1', host: '127.0.0.1' }],
    ['another port', { origin: 'http://127.0.0.1:3402', host: '127.0.0.1:3402' }],
    ['an opaque origin', { origin: 'null', host: '127.0.0.1:3401' }],
    ['a trailing slash', { origin: 'http://127.0.0.1:3401/', host: '127.0.0.1:3401' }],
  ])('refuses %s', async (_case, headers) => {
    const response = await mutateFrom(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Forbidden', message: 'Cross-site request refused.' });
  });

  it('accepts APP_URL and ALLOWED_ORIGINS exactly', async () => {
    for (const origin of [APP, 'https://gym.example']) {
      const response = await mutateFrom({ origin, host: 'anything.example' });
      // Past the guard: the procedure ran and refused the made-up account.
      expect(response.statusCode).toBe(401);
    }
  });

  it('refuses a content type that only mentions JSON', async () => {
    const response = await mutateFrom({ origin: APP, 'content-type': 'text/plain; x=application/json' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: 'Unsupported Media Type', message: 'Send JSON.' });
  });

  it.each(['HEAD', 'OPTIONS'] as const)('lets %s through from anywhere: it changes nothing', async (method) => {
    const response = await probed.app.inject({
      method,
      url: '/trpc/auth.session',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).not.toBe(403);
  });
});
