// The lockout an outside probe found, over real HTTP behind a proxy: a flood of wrong passwords from
// rotating addresses must not lock the owner out of their own browser, and must keep locking out
// every browser that has not signed in to the account before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../test/harness.js';
import { mutate, setCookies, startApp, type TestApp } from '../../test/http.js';

let started: TestApp;
let owner: TestAccount;

beforeAll(async () => {
  started = await startApp({ TRUST_PROXY: 'true' });
  owner = await createAccount(started.app.deps.db, 'admin');
});
afterAll(() => started.close());

function signIn(password: string, from: string, cookie?: string) {
  return mutate(
    started.app,
    'auth.signIn',
    { email: owner.email, password },
    { 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) },
  );
}

describe('50 wrong passwords from rotating addresses', () => {
  it('leave the owner able to sign in from their known browser at once, and every unknown browser refused', async () => {
    const first = await signIn(owner.password, '203.0.113.10');
    const device = setCookies(first)
      .find((c) => c.startsWith('palaestra_device='))
      ?.split(';')[0];
    expect(first.statusCode).toBe(200);
    expect(device).toBeDefined();

    const flood = [];
    for (let i = 1; i <= 50; i++) flood.push((await signIn(`guess number ${i}`, `198.51.100.${i}`)).statusCode);
    expect(flood.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(flood.slice(10)).toEqual(Array(40).fill(429));

    const fromKnownBrowser = await signIn(owner.password, '192.0.2.200', device);
    const fromNewBrowser = await signIn(owner.password, '192.0.2.201');

    expect(fromKnownBrowser.statusCode).toBe(200);
    expect(fromKnownBrowser.json()).toMatchObject({ result: { data: { redirectTo: '/admin' } } });
    expect(fromNewBrowser.statusCode).toBe(429);
    expect(fromNewBrowser.json()).toMatchObject({
      error: { message: 'Failed to sign in. Please check your credentials.' },
    });
  });
});
