import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import type { SessionCookie } from '../../auth/sessions.js';
import { allEvents, apiError, countRows } from '../../test/api-error.js';
import { failInsertsInto } from '../../test/faults.js';
import { createTestDatabase, createTestDeps, type TestDatabase } from '../../test/harness.js';
import type { AppDeps } from '../../trpc/context.js';
import { createContextInner } from '../../trpc/context.js';
import { createCaller } from '../../trpc/router.js';

let t: TestDatabase;
let deps: AppDeps;

beforeEach(async () => {
  t = await createTestDatabase();
  deps = createTestDeps(t);
});
afterEach(async () => {
  await t.close();
});

function visitor() {
  const setCookie = vi.fn<(cookie: SessionCookie) => void>();
  return { caller: createCaller(createContextInner({ deps, ip: '203.0.113.7', setCookie })), setCookie };
}

const ann = { name: 'Ann Lee', email: 'ann@x.com', password: 'long enough pw', confirmPassword: 'long enough pw' };

describe('auth.signUp', () => {
  it('creates a pending account, its request and event, and signs the person in', async () => {
    const { caller, setCookie } = visitor();

    await expect(caller.auth.signUp(ann)).resolves.toEqual({ redirectTo: '/pending-approval' });

    const user = await t.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(user).toMatchObject({ name: 'Ann Lee', email: 'ann@x.com', role: null });
    expect(user.passwordHash).not.toContain(ann.password);
    const request = await t.db.selectFrom('memberRequests').selectAll().executeTakeFirstOrThrow();
    expect(request).toMatchObject({ userId: user.id, name: 'Ann Lee', email: 'ann@x.com', status: 'pending' });
    const events = await allEvents(t.db);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'signed_up_pending_approval', actorId: user.id, subject: 'ann@x.com' });

    expect(setCookie).toHaveBeenCalledTimes(1);
    const cookie = setCookie.mock.calls[0]?.[0];
    expect(cookie?.name).toBe('palaestra_session');
    const auth = await deps.sessions.validate(cookie?.value ?? '');
    expect(auth?.user).toEqual({ id: user.id, name: 'Ann Lee', email: 'ann@x.com', role: null });
  });

  it('compares emails case-insensitively and refuses a second account for the same address', async () => {
    await visitor().caller.auth.signUp({ ...ann, email: 'ANN@x.com' });
    const { caller, setCookie } = visitor();

    const error = await apiError(caller.auth.signUp({ ...ann, name: 'Other Ann', email: 'ann@x.com' }));

    expect(error).toEqual({ code: 'CONFLICT', message: 'Failed to create an account.' });
    expect(setCookie).not.toHaveBeenCalled();
    const users = await t.db.selectFrom('users').select(['name', 'email']).execute();
    expect(users).toEqual([{ name: 'Ann Lee', email: 'ann@x.com' }]);
    expect(await countRows(t.db, 'memberRequests')).toBe(1);
    const failed = (await allEvents(t.db)).filter((e) => e.type === 'sign_up_failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]?.subject).toBe('ann@x.com');
  });

  it('creates exactly one account when the same email signs up twice at once', async () => {
    const results = await Promise.allSettled([visitor().caller.auth.signUp(ann), visitor().caller.auth.signUp(ann)]);

    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected');
    expect(await apiError(Promise.reject(refused?.reason))).toEqual({
      code: 'CONFLICT',
      message: MESSAGES.signUpFailed,
    });
    expect(await countRows(t.db, 'users')).toBe(1);
    expect(await countRows(t.db, 'memberRequests')).toBe(1);
  });

  it('refuses mismatched passwords with the spec message and creates nothing', async () => {
    const { caller, setCookie } = visitor();

    const error = await apiError(caller.auth.signUp({ ...ann, confirmPassword: 'long enough pW' }));

    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe('Passwords do not match.');
    expect(error.fieldErrors).toEqual({ confirmPassword: MESSAGES.signUpPasswordMismatch });
    expect(await countRows(t.db, 'users')).toBe(0);
    expect(await countRows(t.db, 'memberRequests')).toBe(0);
    expect(setCookie).not.toHaveBeenCalled();
  });

  it('needs a password of at least 8 characters', async () => {
    const { caller } = visitor();

    const error = await apiError(caller.auth.signUp({ ...ann, password: '1234567', confirmPassword: '1234567' }));
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message: 'Password must be at least 8 characters.' });
    expect(await countRows(t.db, 'users')).toBe(0);

    await expect(caller.auth.signUp({ ...ann, password: '12345678', confirmPassword: '12345678' })).resolves.toEqual({
      redirectTo: '/pending-approval',
    });
    expect(await countRows(t.db, 'users')).toBe(1);
  });

  it('refuses a name longer than 100 characters and unknown fields', async () => {
    const { caller } = visitor();

    const long = await apiError(caller.auth.signUp({ ...ann, name: 'a'.repeat(101) }));
    expect(long).toMatchObject({ code: 'BAD_REQUEST', message: 'Name must be at most 100 characters.' });

    const extra = { ...ann, role: 'admin' } as unknown as typeof ann;
    expect(await apiError(caller.auth.signUp(extra))).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await countRows(t.db, 'users')).toBe(0);
  });

  it.each([
    ['a lone surrogate in the name', { name: 'Ann \uD83D' }, 'name', 'Name contains characters that are not allowed.'],
    ['NUL in the name', { name: 'Ann\u0000Smith' }, 'name', 'Name contains characters that are not allowed.'],
    [
      'NUL in the password',
      { password: 'secret\u0000pass', confirmPassword: 'secret\u0000pass' },
      'password',
      'Password contains characters that are not allowed.',
    ],
  ])('refuses %s with a field error and stores nothing', async (_case, change, field, message) => {
    const error = await apiError(visitor().caller.auth.signUp({ ...ann, ...change }));
    expect(error).toEqual({ code: 'BAD_REQUEST', message, fieldErrors: { [field]: message } });
    expect(await countRows(t.db, 'users')).toBe(0);
  });

  it('is all or nothing: a failure after the account insert leaves no account behind', async () => {
    await failInsertsInto(t.db, 'member_requests');
    const { caller, setCookie } = visitor();

    expect(await apiError(caller.auth.signUp(ann))).toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });

    expect(await countRows(t.db, 'users')).toBe(0);
    expect(await countRows(t.db, 'memberRequests')).toBe(0);
    expect(await allEvents(t.db)).toEqual([]);
    expect(setCookie).not.toHaveBeenCalled();
  });
});
