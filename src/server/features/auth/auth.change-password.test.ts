import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/password.js';
import { apiError } from '../../test/api-error.js';
import {
  callerAs,
  createAccount,
  createTestDatabase,
  createTestDeps,
  type TestAccount,
  type TestDatabase,
} from '../../test/harness.js';
import { type AppDeps, createContextInner } from '../../trpc/context.js';
import { createCaller } from '../../trpc/router.js';
import { ensureAdmin } from './admin-bootstrap.service.js';

let t: TestDatabase;
let deps: AppDeps;

beforeEach(async () => {
  t = await createTestDatabase();
  deps = createTestDeps(t);
});
afterEach(async () => {
  await t.close();
});

/** A caller on a fresh session of the account, with that session's id. */
async function signedIn(account: TestAccount) {
  const { session } = await deps.sessions.create(account.id);
  const auth = await deps.sessions.validate(session.id);
  return {
    caller: createCaller(createContextInner({ deps, session: auth?.session, user: auth?.user })),
    sessionId: session.id,
  };
}

async function storedHash(userId: string): Promise<string | null> {
  const row = await t.db.selectFrom('users').select('passwordHash').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.passwordHash;
}

const NEW = 'a fresh new password';

describe('auth.changePassword', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const account = await createAccount(t.db, 'member');
    const here = await signedIn(account);
    const elsewhere = await signedIn(account);

    await expect(
      here.caller.auth.changePassword({ currentPassword: account.password, newPassword: NEW, confirmNewPassword: NEW }),
    ).resolves.toEqual({ message: 'Password updated successfully' });

    expect(await deps.sessions.validate(here.sessionId)).not.toBeNull();
    expect(await deps.sessions.validate(elsewhere.sessionId)).toBeNull();
    const visitor = await callerAs(deps);
    await expect(visitor.auth.signIn({ email: account.email, password: NEW })).resolves.toMatchObject({
      redirectTo: '/member',
    });
    const old = await apiError(visitor.auth.signIn({ email: account.email, password: account.password }));
    expect(old.code).toBe('UNAUTHORIZED');
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const account = await createAccount(t.db, 'member');
    const before = await storedHash(account.id);
    const here = await signedIn(account);
    const elsewhere = await signedIn(account);

    const error = await apiError(
      here.caller.auth.changePassword({
        currentPassword: 'not my password',
        newPassword: NEW,
        confirmNewPassword: NEW,
      }),
    );

    expect(error).toEqual({ code: 'BAD_REQUEST', message: 'Failed to update password' });
    expect(await storedHash(account.id)).toBe(before);
    expect(await deps.sessions.validate(elsewhere.sessionId)).not.toBeNull();
  });

  it('stops checking current passwords after 10 wrong ones, even the right one, for any session of the account', async () => {
    const account = await createAccount(t.db, 'member');
    const before = await storedHash(account.id);
    const attempt = async (currentPassword: string) =>
      (
        await apiError(
          (
            await signedIn(account)
          ).caller.auth.changePassword({ currentPassword, newPassword: NEW, confirmNewPassword: NEW }),
        )
      ).code;

    const codes = [];
    for (let i = 0; i < 10; i++) codes.push(await attempt(`guess ${i}`));
    expect(codes).toEqual(Array(10).fill('BAD_REQUEST'));

    const refused = await apiError(
      (await signedIn(account)).caller.auth.changePassword({
        currentPassword: account.password,
        newPassword: NEW,
        confirmNewPassword: NEW,
      }),
    );
    expect(refused).toEqual({ code: 'TOO_MANY_REQUESTS', message: 'Failed to update password' });
    expect(await storedHash(account.id)).toBe(before);
  });

  it('counts successful changes too: 10 in a window, then refused, even switching between two passwords', async () => {
    // Each change costs two argon2 runs in the hasher's priority lane, which any session (a pending
    // one too) reaches; a reset allowance would let one account keep that lane full for ever.
    const account = await createAccount(t.db, 'pending');
    const { caller } = await signedIn(account);
    const passwords = [account.password, NEW];
    for (let i = 0; i < 10; i++) {
      const [currentPassword = '', newPassword = ''] = i % 2 === 0 ? passwords : [...passwords].reverse();
      await expect(
        caller.auth.changePassword({ currentPassword, newPassword, confirmNewPassword: newPassword }),
      ).resolves.toEqual({ message: 'Password updated successfully' });
    }
    const before = await storedHash(account.id);

    const refused = await apiError(
      caller.auth.changePassword({ currentPassword: account.password, newPassword: NEW, confirmNewPassword: NEW }),
    );

    expect(refused).toEqual({ code: 'TOO_MANY_REQUESTS', message: 'Failed to update password' });
    expect(await storedHash(account.id)).toBe(before);
  });

  it('refuses a mismatched confirmation', async () => {
    const account = await createAccount(t.db, 'member');
    const before = await storedHash(account.id);
    const { caller } = await signedIn(account);

    const error = await apiError(
      caller.auth.changePassword({
        currentPassword: account.password,
        newPassword: NEW,
        confirmNewPassword: 'a fresh new passw0rd',
      }),
    );

    expect(error).toMatchObject({ code: 'BAD_REQUEST', message: 'Passwords do not match' });
    expect(await storedHash(account.id)).toBe(before);
  });

  it('refuses a visitor', async () => {
    const caller = await callerAs(deps);
    const error = await apiError(
      caller.auth.changePassword({ currentPassword: 'whatever1', newPassword: NEW, confirmNewPassword: NEW }),
    );
    expect(error.code).toBe('UNAUTHORIZED');
  });
});

describe('ensureAdmin', () => {
  const admin = { email: 'owner@gym.test', password: 'owner password', name: 'Gym Owner' };

  it('creates the administrator once, then reports it exists', async () => {
    await expect(ensureAdmin(t.db, admin)).resolves.toBe('created');
    await expect(ensureAdmin(t.db, { ...admin, password: 'a different one' })).resolves.toBe('already-admin');

    const users = await t.db.selectFrom('users').select(['id', 'name', 'email', 'role', 'passwordHash']).execute();
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ name: 'Gym Owner', email: 'owner@gym.test', role: 'admin' });
    expect(await verifyPassword(users[0]?.passwordHash ?? '', 'owner password')).toBe(true);
    const result = await (await callerAs(deps)).auth.signIn({ email: admin.email, password: admin.password });
    expect(result.redirectTo).toBe('/admin');
  });

  it('leaves an existing member untouched', async () => {
    const member = await createAccount(t.db, 'member', { email: 'owner@gym.test' });
    const before = await t.db.selectFrom('users').selectAll().where('id', '=', member.id).executeTakeFirstOrThrow();

    await expect(ensureAdmin(t.db, admin)).resolves.toBe('email-taken');

    const after = await t.db.selectFrom('users').selectAll().execute();
    expect(after).toEqual([before]);
  });
});
