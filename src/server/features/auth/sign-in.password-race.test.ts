// A sign-in that checked the old password while a reset or a change committed a new one: the reset or
// change ended every session it could see, so a session this sign-in starts afterwards must not live
// on. Timing is set by a latch: the sign-in's password check has its answer, then waits for the test.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionCookie } from '../../auth/sessions.js';
import { hashToken } from '../../lib/hash.js';
import { allEvents, apiError, countRows } from '../../test/api-error.js';
import { callerAs, createAccount, createTestDatabase, createTestDeps, type TestDatabase } from '../../test/harness.js';
import { type AppDeps, createContextInner } from '../../trpc/context.js';
import { createCaller } from '../../trpc/router.js';
import { insertResetToken } from './auth.queries.js';

const held = vi.hoisted(() => ({ next: null as { checked: () => void; released: Promise<void> } | null }));

vi.mock('../../auth/password.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../auth/password.js')>();
  const verifyPassword: typeof real.verifyPassword = async (...args) => {
    const hold = held.next;
    held.next = null;
    // The real check runs (and leaves the hashing gate) first; only its answer is held back.
    const valid = await real.verifyPassword(...args);
    if (hold) {
      hold.checked();
      await hold.released;
    }
    return valid;
  };
  return { ...real, verifyPassword };
});

/** Holds the next password check once it has its answer, until `release()`. */
function holdNextPasswordCheck() {
  let checked = () => {};
  let release = () => {};
  const reached = new Promise<void>((resolve) => {
    checked = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  held.next = { checked, released };
  return { checked: reached, release };
}

const SIGN_IN_FAILED = 'Failed to sign in. Please check your credentials.';
const NEW = 'a brand new password';

let t: TestDatabase;
let deps: AppDeps;
beforeEach(async () => {
  t = await createTestDatabase();
  deps = createTestDeps(t);
  held.next = null;
});
afterEach(() => t.close());

function browser() {
  const cookies: SessionCookie[] = [];
  const caller = createCaller(createContextInner({ deps, ip: '198.51.100.9', setCookie: (c) => cookies.push(c) }));
  return { caller, sessionCookies: () => cookies.filter((c) => c.name === 'palaestra_session') };
}

const signInEvents = async () =>
  (await allEvents(t.db)).filter((e) => e.type.startsWith('sign')).map((e) => [e.type, e.subject]);

/** Starts a sign-in with the account's (old) password and waits until that password has been checked. */
async function signInHeldAfterCheck(account: { email: string; password: string }) {
  const { caller, sessionCookies } = browser();
  const hold = holdNextPasswordCheck();
  const outcome = caller.auth.signIn({ email: account.email, password: account.password });
  await hold.checked;
  return { outcome, release: hold.release, sessionCookies };
}

describe('a sign-in overlapping a password change', () => {
  it('starts no session when a reset link sets a new password while the old one is being checked', async () => {
    const account = await createAccount(t.db, 'member');
    const now = deps.clock.now();
    await insertResetToken(t.db, {
      tokenHash: hashToken('mailed token'),
      userId: account.id,
      expiresAt: new Date(now.getTime() + 60_000).toISOString(),
      createdAt: now.toISOString(),
    });
    const signIn = await signInHeldAfterCheck(account);

    await (await callerAs(deps)).auth.resetPassword({ token: 'mailed token', password: NEW, confirmPassword: NEW });
    signIn.release();

    expect(await apiError(signIn.outcome)).toEqual({ code: 'UNAUTHORIZED', message: SIGN_IN_FAILED });
    expect(signIn.sessionCookies()).toEqual([]);
    expect(await countRows(t.db, 'sessions')).toBe(0);
    expect(await signInEvents()).toEqual([['sign_in_failed', account.email]]);
    // The new password works as usual.
    await expect(browser().caller.auth.signIn({ email: account.email, password: NEW })).resolves.toMatchObject({
      redirectTo: '/member',
    });
  });

  it('starts no session when the account changes its password from another session meanwhile', async () => {
    const account = await createAccount(t.db, 'pending');
    const { session: changerSession } = await deps.sessions.create(account.id);
    const changerAuth = await deps.sessions.validate(changerSession.id);
    const changer = createCaller(createContextInner({ deps, session: changerAuth?.session, user: changerAuth?.user }));
    const signIn = await signInHeldAfterCheck(account);

    await changer.auth.changePassword({ currentPassword: account.password, newPassword: NEW, confirmNewPassword: NEW });
    signIn.release();

    expect(await apiError(signIn.outcome)).toEqual({ code: 'UNAUTHORIZED', message: SIGN_IN_FAILED });
    expect(signIn.sessionCookies()).toEqual([]);
    expect(await signInEvents()).toEqual([['sign_in_failed', account.email]]);
    // Only the session that changed the password is left, and it still works.
    expect(await countRows(t.db, 'sessions')).toBe(1);
    expect((await changer.auth.session()).user?.id).toBe(account.id);
  });

  it('signs in as usual when nothing changed the password while it was checked', async () => {
    const account = await createAccount(t.db, 'member');
    const signIn = await signInHeldAfterCheck(account);
    signIn.release();

    await expect(signIn.outcome).resolves.toMatchObject({ redirectTo: '/member' });
    const [cookie] = signIn.sessionCookies();
    expect((await deps.sessions.validate(cookie?.value ?? ''))?.user.id).toBe(account.id);
  });
});
