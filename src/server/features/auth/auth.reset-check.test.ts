// auth.checkResetToken: the reset page asks on load whether its link still works, so a used or
// expired link says so before anyone types a new password. It answers yes or no and nothing else.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { hashToken } from '../../lib/hash.js';
import { apiError } from '../../test/api-error.js';
import { callerAs, createAccount, createTestDatabase, createTestDeps, type TestDatabase } from '../../test/harness.js';
import { ManualClock } from '../../test/manual-clock.js';
import type { AppDeps } from '../../trpc/context.js';
import { insertResetToken } from './auth.queries.js';
import { RESET_TOKEN_TTL_MS } from './password-reset.service.js';

let t: TestDatabase;
let clock: ManualClock;
let deps: AppDeps;

beforeEach(async () => {
  t = await createTestDatabase();
  clock = new ManualClock('2026-11-22T09:00:00.000Z');
  deps = createTestDeps(t, { clock });
});
afterEach(async () => {
  await t.close();
});

/** A token as the mail sender stores it: its hash, valid one hour from now. */
async function issuedToken(token: string) {
  const account = await createAccount(t.db, 'member');
  await insertResetToken(t.db, {
    tokenHash: hashToken(token),
    userId: account.id,
    expiresAt: new Date(clock.now().getTime() + RESET_TOKEN_TTL_MS).toISOString(),
    createdAt: clock.now().toISOString(),
  });
  return account;
}

describe('auth.checkResetToken', () => {
  it('says a fresh link is usable, and reveals nothing about whose it is', async () => {
    await issuedToken('fresh-token');
    const caller = await callerAs(deps);
    await expect(caller.auth.checkResetToken({ token: 'fresh-token' })).resolves.toEqual({ usable: true });
  });

  it('says a made-up link is not usable, in the same shape', async () => {
    const caller = await callerAs(deps);
    await expect(caller.auth.checkResetToken({ token: 'made-up' })).resolves.toEqual({ usable: false });
  });

  it('says a link is no longer usable once it has been used', async () => {
    await issuedToken('used-token');
    const caller = await callerAs(deps);
    await caller.auth.resetPassword({
      token: 'used-token',
      password: 'a new password',
      confirmPassword: 'a new password',
    });
    await expect(caller.auth.checkResetToken({ token: 'used-token' })).resolves.toEqual({ usable: false });
  });

  it('says a link is no longer usable once the password was changed, and it resets nothing', async () => {
    // A link mailed before the change (perhaps to a mailbox someone else reads) must not undo it.
    const account = await issuedToken('before-change-token');
    const changed = 'changed on purpose';
    const signedIn = await callerAs(deps, account);
    await signedIn.auth.changePassword({
      currentPassword: account.password,
      newPassword: changed,
      confirmNewPassword: changed,
    });
    const visitor = await callerAs(deps);

    await expect(visitor.auth.checkResetToken({ token: 'before-change-token' })).resolves.toEqual({ usable: false });
    const reset = await apiError(
      visitor.auth.resetPassword({
        token: 'before-change-token',
        password: 'taken over by link',
        confirmPassword: 'taken over by link',
      }),
    );
    expect(reset).toEqual({ code: 'BAD_REQUEST', message: MESSAGES.resetLinkInvalid });
    await expect(visitor.auth.signIn({ email: account.email, password: changed })).resolves.toMatchObject({
      redirectTo: '/member',
    });
  });

  it('says a link is no longer usable after its hour, and still usable a moment before', async () => {
    await issuedToken('timed-token');
    const caller = await callerAs(deps);
    clock.advance(RESET_TOKEN_TTL_MS - 1);
    await expect(caller.auth.checkResetToken({ token: 'timed-token' })).resolves.toEqual({ usable: true });
    clock.advance(1);
    await expect(caller.auth.checkResetToken({ token: 'timed-token' })).resolves.toEqual({ usable: false });
  });

  it('checking does not use the link up', async () => {
    await issuedToken('checked-token');
    const caller = await callerAs(deps);
    await caller.auth.checkResetToken({ token: 'checked-token' });
    await caller.auth.checkResetToken({ token: 'checked-token' });
    await expect(
      caller.auth.resetPassword({
        token: 'checked-token',
        password: 'a new password',
        confirmPassword: 'a new password',
      }),
    ).resolves.toMatchObject({ redirectTo: '/signin' });
  });

  it('refuses an empty token with the invalid-link message', async () => {
    const caller = await callerAs(deps);
    const error = await apiError(caller.auth.checkResetToken({ token: '' }));
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message: MESSAGES.resetLinkInvalid });
  });

  it('is limited per client address', async () => {
    const limited = createTestDeps(t, { clock, rateLimits: { resetCheckByIp: { max: 2, windowMs: 60_000 } } });
    const caller = await callerAs(limited, undefined, '10.3.0.1');
    await caller.auth.checkResetToken({ token: 'a' });
    await caller.auth.checkResetToken({ token: 'b' });
    const error = await apiError(caller.auth.checkResetToken({ token: 'c' }));
    expect(error).toEqual({ code: 'TOO_MANY_REQUESTS', message: MESSAGES.resetFailed });
    const elsewhere = await callerAs(limited, undefined, '10.3.0.2');
    await expect(elsewhere.auth.checkResetToken({ token: 'd' })).resolves.toEqual({ usable: false });
  });
});
