// Sign-up when the password hasher is saturated: the visitor gets the spec's sign-up failure, told to
// slow down as sign-in does, nothing is created, and the failure is on record. The refused attempt
// still counts against the address's sign-up allowance (sign-in does not refund a busy refusal
// either), so a client cannot retry without limit and write an event each time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionCookie } from '../../auth/sessions.js';
import { allEvents, apiError, countRows } from '../../test/api-error.js';
import { createTestDatabase, createTestDeps, type TestDatabase } from '../../test/harness.js';
import { type AppDeps, createContextInner } from '../../trpc/context.js';
import { createCaller } from '../../trpc/router.js';

const hasher = vi.hoisted(() => ({ failure: null as Error | null }));

vi.mock('../../auth/password.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../auth/password.js')>();
  const hashPassword: typeof real.hashPassword = (...args) =>
    hasher.failure ? Promise.reject(hasher.failure) : real.hashPassword(...args);
  return { ...real, hashPassword };
});

const { HashingBusyError } = await import('../../auth/hashing-gate.js');

let t: TestDatabase;
let deps: AppDeps;
beforeEach(async () => {
  t = await createTestDatabase();
  deps = createTestDeps(t, { rateLimits: { signUpByIp: { max: 2, windowMs: 3_600_000 } } });
  hasher.failure = null;
});
afterEach(() => t.close());

function visitor() {
  const cookies: SessionCookie[] = [];
  return {
    caller: createCaller(createContextInner({ deps, ip: '203.0.113.8', setCookie: (c) => cookies.push(c) })),
    cookies,
  };
}

const ann = { name: 'Ann Lee', email: 'ann@x.com', password: 'long enough pw', confirmPassword: 'long enough pw' };

const failures = async () =>
  (await allEvents(t.db))
    .filter((e) => e.type === 'sign_up_failed')
    .map((e) => [e.subject, JSON.parse(e.detail ?? '{}')]);

describe('sign-up while the hasher is saturated', () => {
  it('refuses with TOO_MANY_REQUESTS and the sign-up message, creates nothing and records the failure', async () => {
    hasher.failure = new HashingBusyError();
    const { caller, cookies } = visitor();

    expect(await apiError(caller.auth.signUp(ann))).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Failed to create an account.',
    });
    expect(cookies).toEqual([]);
    expect(await countRows(t.db, 'users')).toBe(0);
    expect(await countRows(t.db, 'memberRequests')).toBe(0);
    expect(await failures()).toEqual([['ann@x.com', { reason: 'busy' }]]);
  });

  it('counts the refused attempt against the address, and signs up once the hasher has room', async () => {
    hasher.failure = new HashingBusyError();
    await apiError(visitor().caller.auth.signUp(ann));
    hasher.failure = null;

    await expect(visitor().caller.auth.signUp(ann)).resolves.toEqual({ redirectTo: '/pending-approval' });
    const third = await apiError(visitor().caller.auth.signUp({ ...ann, email: 'bea@x.com' }));
    expect(third).toEqual({ code: 'TOO_MANY_REQUESTS', message: 'Failed to create an account.' });
    expect(await countRows(t.db, 'users')).toBe(1);
  });

  it('reports any other hasher failure as a server error', async () => {
    hasher.failure = new Error('argon2 exploded');
    expect(await apiError(visitor().caller.auth.signUp(ann))).toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
    expect(await countRows(t.db, 'users')).toBe(0);
  });
});
