import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../test/harness.js';
import { mutate, startApp, type TestApp } from '../test/http.js';

const INDEX_HTML = '<!doctype html><html><head><title>GymDesk test shell</title></head><body></body></html>';

let clientDir: string;
let started: TestApp;

beforeAll(async () => {
  clientDir = tempDir('gymdesk-client-');
  fs.writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
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

  it('leave out HSTS on plain http', async () => {
    expect((await get('/healthz')).headers['strict-transport-security']).toBeUndefined();
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
