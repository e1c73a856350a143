// The gym's logo: taken by what its bytes are, not what the file says it is; an SVG only when it is a
// plain picture; at most 512 KB; served to every process's pages from the database, under a URL that
// changes with each new logo so it can be cached for good.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../test/harness.js';
import { errorOf, mutate, sessionCookie, startApp, type TestApp } from '../../test/http.js';
import { TINY_PNG_BASE64 } from '../../test/procedure-catalog.js';
import { LOGO_NOT_AN_IMAGE, LOGO_TOO_BIG, LOGO_UNSAFE_SVG } from './settings.logo.js';

let started: TestApp;
let cookie: string;

beforeAll(async () => {
  started = await startApp();
  const admin = await createAccount(started.app.deps.db, 'admin');
  cookie = sessionCookie(await mutate(started.app, 'auth.signIn', { email: admin.email, password: admin.password }));
});
afterAll(() => started.close());

const base64 = (text: string) => Buffer.from(text).toString('base64');
const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]).toString('base64');
const PLAIN_SVG =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"/></defs><rect width="10" height="10" fill="url(#g)"/></svg>';

function upload(logoBase64: string) {
  return mutate(started.app, 'settings.setLogo', { base64: logoBase64 }, { cookie });
}

async function publicLogoUrl(): Promise<string | null> {
  const response = await started.app.inject({ method: 'GET', url: '/trpc/site.settings' });
  return (response.json() as { result: { data: { logoUrl: string | null } } }).result.data.logoUrl;
}

describe('the gym logo', () => {
  it.each([
    ['a PNG', TINY_PNG_BASE64, 'image/png'],
    ['JPEG bytes, whatever the file was called', JPEG_BYTES, 'image/jpeg'],
    ['a plain SVG', base64(PLAIN_SVG), 'image/svg+xml'],
  ])('takes %s and serves it as %s, cacheable for good under its versioned URL', async (_name, bytes, type) => {
    expect((await upload(bytes)).statusCode).toBe(200);
    const url = await publicLogoUrl();
    expect(url).toMatch(/^\/gym\/logo\?v=\d+$/);
    const served = await started.app.inject({ method: 'GET', url: url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain(type);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.toString('base64')).toBe(bytes);
    if (type === 'image/svg+xml') expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    // An old URL is not cached for good: it may show a logo that has since changed.
    const stale = await started.app.inject({ method: 'GET', url: '/gym/logo?v=0' });
    expect(stale.headers['cache-control']).toBe('public, no-cache');
  });

  it.each([
    ['a script', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['an event handler', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>'],
    ['embedded HTML', '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><p>hi</p></foreignObject></svg>'],
    [
      'a link to another file',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x.png"/></svg>',
    ],
    ['an entity', '<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg"/>'],
    [
      'a javascript: URL',
      '<svg xmlns="http://www.w3.org/2000/svg"><a xlink:href="javascript:alert(1)"><rect/></a></svg>',
    ],
  ])('refuses an SVG with %s and keeps the logo it had', async (_name, svg) => {
    const before = await publicLogoUrl();
    const refused = await upload(base64(svg));
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe(LOGO_UNSAFE_SVG);
    expect(await publicLogoUrl()).toBe(before);
  });

  it.each([
    ['a text file', base64('hello, I am not a picture'), LOGO_NOT_AN_IMAGE],
    ['a GIF', base64('GIF89a\u0001\u0000\u0001\u0000'), LOGO_NOT_AN_IMAGE],
    [
      'a PNG over 512 KB',
      Buffer.concat([Buffer.from(TINY_PNG_BASE64, 'base64'), Buffer.alloc(512 * 1024)]).toString('base64'),
      LOGO_TOO_BIG,
    ],
  ])('refuses %s with a message beside the field', async (_name, bytes, message) => {
    const refused = await upload(bytes);
    expect(refused.statusCode).toBe(400);
    const error = errorOf(refused) as { message: string; data: { fieldErrors?: Record<string, string> } };
    expect(error.message).toBe(message);
  });

  it('goes when removed: the public pages show no logo and its URL answers 404', async () => {
    await upload(TINY_PNG_BASE64);
    expect((await mutate(started.app, 'settings.removeLogo', null, { cookie })).statusCode).toBe(200);
    expect(await publicLogoUrl()).toBeNull();
    expect((await started.app.inject({ method: 'GET', url: '/gym/logo' })).statusCode).toBe(404);
  });
});
