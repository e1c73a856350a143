import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportCsvPath } from '../../shared/reports.schemas.js';
import { createAccount, tempDir } from '../test/harness.js';
import { mutate, query, sessionCookie, startApp, type TestApp } from '../test/http.js';

const INDEX_HTML = '<!doctype html><html><head><title>Palaestra test shell</title></head><body></body></html>';

let clientDir: string;
let started: TestApp;

beforeAll(async () => {
  clientDir = tempDir('palaestra-client-');
  fs.writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'assets', 'index-Cx1v2b3n.js'), 'export {};');
  fs.writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  started = await startApp({}, { clientDir });
});
afterAll(async () => {
  await started.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string) => started.app.inject({ method: 'GET', url });

function directives(response: LightMyRequestResponse): Map<string, string> {
  const csp = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name = '', ...values] = d.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

describe('security headers', () => {
  it.each([
    ['GET /healthz', () => get('/healthz')],
    ['a tRPC query', () => get('/trpc/auth.session')],
    ['a tRPC mutation', () => mutate(started.app, 'auth.signIn', { email: 'x@gym.test', password: 'x' })],
    ['a page', () => get('/signin')],
    ['an unknown page', () => get('/no-such-page')],
    ['a missing asset', () => get('/assets/missing.js')],
  ])('are on %s', async (_name, send) => {
    const response = await send();

    const csp = directives(response);
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('default-src')).toBe("'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('never allow inline script', async () => {
    const csp = directives(await get('/'));
    for (const directive of ['script-src', 'default-src']) {
      expect(csp.get(directive)).not.toContain('unsafe-inline');
      expect(csp.get(directive)).not.toContain('unsafe-eval');
    }
  });

  it('send no Referer from the reset page, so its token never leaks', async () => {
    const response = await get('/reset-password?token=abc');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('send no Referer from the email confirmation page either', async () => {
    const response = await get('/confirm-email?token=abc');
    expect(response.statusCode).toBe(200);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('leave out HSTS on plain http', async () => {
    expect((await get('/healthz')).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('caching', () => {
  async function signedInCookie() {
    const account = await createAccount(started.app.deps.db, 'admin');
    return sessionCookie(
      await mutate(started.app, 'auth.signIn', { email: account.email, password: account.password }),
    );
  }

  it.each([
    ['GET /healthz', () => get('/healthz')],
    ['a signed-in tRPC query', async () => query(started.app, 'auth.session', { cookie: await signedInCookie() })],
    ['a tRPC batch', () => get('/trpc/auth.session,auth.session?batch=1&input=%7B%7D')],
    ['a tRPC mutation', () => mutate(started.app, 'auth.signIn', { email: 'x@gym.test', password: 'x' })],
    ['a tRPC error', () => get('/trpc/auth.noSuchProcedure')],
    [
      'a CSV download',
      async () =>
        started.app.inject({
          method: 'GET',
          url: reportCsvPath('membership'),
          headers: { cookie: await signedInCookie() },
        }),
    ],
    ['a missing asset', () => get('/assets/missing.js')],
  ])('keeps %s out of every cache', async (_name, send) => {
    const response = await send();
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['a fingerprinted asset', '/assets/index-Cx1v2b3n.js', 'public, max-age=31536000, immutable'],
    ['another file of the client', '/favicon.svg', 'public, max-age=0'],
    ['a page', '/signin', 'no-cache'],
    ['an unknown page', '/no-such-page', 'no-cache'],
  ])('leaves %s cached as it was', async (_name, url, expected) => {
    expect((await get(url)).headers['cache-control']).toBe(expected);
  });
});

describe('single-page client', () => {
  it.each(['/', '/signin', '/signup', '/forgot-password', '/pending-approval', '/admin/billing', '/member', '/login'])(
    'serves index.html for %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it('answers an unknown page with 404 and the same html (the client shows its 404 page)', async () => {
    const response = await get('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(INDEX_HTML);
  });

  it('answers a missing asset with a JSON 404, not the html', async () => {
    const response = await get('/assets/missing.js');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: 'Not Found' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await get('/trpc/auth.noSuchProcedure');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});
