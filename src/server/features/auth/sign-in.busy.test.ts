// Sign-in when the password hasher is saturated (a flood is already queued for it): the person is told
// to slow down, exactly as for a rate limit, no session starts and no failed guess is recorded; any
// other failure of the hasher is a server error, never a refusal that looks like a wrong password.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HashingBusyError } from '../../auth/hashing-gate.js';
import { apiError } from '../../test/api-error.js';
import { callerAs, createAccount, createTestDatabase, createTestDeps, type TestDatabase } from '../../test/harness.js';
import { type AppDeps, createContextInner } from '../../trpc/context.js';
import { createCaller } from '../../trpc/router.js';

// `failure` fails every check; `normalLaneFull` only those outside the priority lane, as when a flood
// fills the queue that known browsers skip.
const hasher = vi.hoisted(() => ({ failure: null as Error | null, normalLaneFull: false }));

vi.mock('../../auth/password.js', async (importOriginal) => {
  const { HashingBusyError: HashingBusy } = await import('../../auth/hashing-gate.js');
  const real = await importOriginal<typeof import('../../auth/password.js')>();
  const failOr =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    (...args: A) =>
      hasher.failure ? Promise.reject(hasher.failure) : run(...args);
  const verifyPassword: typeof real.verifyPassword = (hash, password, lane = 'normal') =>
    hasher.normalLaneFull && lane !== 'priority'
      ? Promise.reject(new HashingBusy())
      : failOr(real.verifyPassword)(hash, password, lane);
  return { ...real, verifyPassword, verifyDecoy: failOr(real.verifyDecoy) };
});

let t: TestDatabase;
let deps: AppDeps;
beforeEach(async () => {
  t = await createTestDatabase();
  deps = createTestDeps(t);
  hasher.failure = null;
  hasher.normalLaneFull = false;
});
afterEach(() => t.close());

const signInTrace = async () => ({
  sessions: (await t.db.selectFrom('sessions').select('id').execute()).length,
  events: (await t.db.selectFrom('events').select('type').where('type', 'like', 'sign%').execute()).map((e) => e.type),
});

describe('sign-in while the hasher is saturated', () => {
  it.each([
    ['an account', true],
    ['an unknown address', false],
  ])('refuses %s with TOO_MANY_REQUESTS and the sign-in message, starting nothing', async (_who, known) => {
    const account = await createAccount(t.db, 'member');
    hasher.failure = new HashingBusyError();
    const caller = await callerAs(deps);
    const email = known ? account.email : 'nobody@gym.test';

    expect(await apiError(caller.auth.signIn({ email, password: account.password }))).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Failed to sign in. Please check your credentials.',
    });
    expect(await signInTrace()).toEqual({ sessions: 0, events: [] });
  });

  it('reports any other hasher failure as a server error', async () => {
    const account = await createAccount(t.db, 'member');
    hasher.failure = new Error('argon2 exploded');
    const caller = await callerAs(deps);
    expect(await apiError(caller.auth.signIn({ email: account.email, password: account.password }))).toMatchObject({
      code: 'INTERNAL_SERVER_ERROR',
    });
    expect((await signInTrace()).sessions).toBe(0);
  });

  it('signs the person in once the hasher has room again', async () => {
    const account = await createAccount(t.db, 'member');
    const caller = await callerAs(deps);
    hasher.failure = new HashingBusyError();
    await apiError(caller.auth.signIn({ email: account.email, password: account.password }));
    hasher.failure = null;
    expect(await caller.auth.signIn({ email: account.email, password: account.password })).toMatchObject({
      redirectTo: '/member',
    });
  });
});

describe('sign-in while a flood fills the ordinary queue', () => {
  it("lets the owner's known browser through on the priority lane, and refuses every other browser", async () => {
    const account = await createAccount(t.db, 'member');
    const cookies: { name: string; value: string }[] = [];
    const browser = (deviceToken: string | null) =>
      createCaller(createContextInner({ deps, ip: '198.51.100.4', deviceToken, setCookie: (c) => cookies.push(c) }));
    await browser(null).auth.signIn({ email: account.email, password: account.password });
    const known = cookies.find((c) => c.name === 'palaestra_device')?.value ?? '';
    hasher.normalLaneFull = true;

    expect(await apiError(browser(null).auth.signIn({ email: account.email, password: account.password }))).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Failed to sign in. Please check your credentials.',
    });
    expect(await browser(known).auth.signIn({ email: account.email, password: account.password })).toMatchObject({
      redirectTo: '/member',
    });
  });
});
