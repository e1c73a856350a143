// The edges of the CSRF guard that csrf.test.ts leaves open: which content types count as JSON, the
// words a refused browser gets back, and that pages outside the API are not the guard's business.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP_ORIGIN, startApp, type TestApp } from '../test/http.js';

// An app per test, so the guard is registered inside each test and not only before them all.
let started: TestApp;
beforeEach(async () => {
  started = await startApp();
});
afterEach(() => started.close());

const CREDENTIALS = JSON.stringify({ email: 'nobody@gym.test', password: 'whatever it is' });

function post(headers: Record<string, string>, url = '/trpc/auth.signIn') {
  return started.app.inject({ method: 'POST', url, headers, payload: CREDENTIALS });
}

const REFUSED_ORIGIN = { error: 'Forbidden', message: 'Cross-site request refused.' };
const REFUSED_TYPE = { error: 'Unsupported Media Type', message: 'Send JSON.' };

describe('which bodies count as JSON', () => {
  it.each(['application/json', 'application/json;charset=utf-8', 'application/json ; charset=utf-8'])(
    'lets %j through to the procedure',
    async (contentType) => {
      const response = await post({ origin: APP_ORIGIN, 'content-type': contentType });
      // Past the guard: sign-in ran and refused the made-up account.
      expect(response.statusCode).toBe(401);
    },
  );

  it.each([
    'application/json-patch+json',
    'application/jsonp',
    'text/plain; x=application/json',
    'xapplication/json',
    'application/x-json',
  ])('refuses %j with 415 and says to send JSON', async (contentType) => {
    const response = await post({ origin: APP_ORIGIN, 'content-type': contentType });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual(REFUSED_TYPE);
  });

  it('refuses a body with no content type at all', async () => {
    const response = await started.app.inject({
      method: 'POST',
      url: '/trpc/auth.signIn',
      headers: { origin: APP_ORIGIN },
      payload: Buffer.from(CREDENTIALS),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual(REFUSED_TYPE);
  });
});

describe('which origins are our own', () => {
  it.each([
    ['an opaque Origin: null', { origin: 'null' }],
    ['a foreign origin that claims same-origin', { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }],
    ['no Origin, from the same site but another origin', { 'sec-fetch-site': 'same-site' }],
    ['an empty Origin', { origin: '' }],
  ])('refuses %s, before the content type is looked at', async (_case, headers) => {
    const response = await post({ ...headers, 'content-type': 'text/plain' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSED_ORIGIN);
  });
});

describe('only the API is guarded', () => {
  it('leaves a POST to a page outside /trpc to the router (it has no such route)', async () => {
    const response = await post({ origin: 'https://evil.example', 'content-type': 'text/plain' }, '/contact');
    expect(response.statusCode).toBe(404);
  });

  it('guards a DELETE on the API like a POST', async () => {
    const response = await started.app.inject({
      method: 'DELETE',
      url: '/trpc/auth.signIn',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSED_ORIGIN);
  });
});
