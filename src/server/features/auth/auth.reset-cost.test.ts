// A made-up reset token must cost a lookup, never a password hash (the probe batched 100 of them and
// got 100 argon2 runs). The hash function is wrapped with a counter to see what each request costs.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../lib/hash.js';
import { apiError } from '../../test/api-error.js';
import { callerAs, createAccount, createTestDatabase, createTestDeps, type TestDatabase } from '../../test/harness.js';
import { insertResetToken } from './auth.queries.js';

const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../auth/password.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../auth/password.js')>();
  return {
    ...actual,
    hashPassword: (...args: Parameters<typeof actual.hashPassword>) => {
      hashes.count += 1;
      return actual.hashPassword(...args);
    },
  };
});

let t: TestDatabase;
beforeEach(async () => {
  t = await createTestDatabase();
  hashes.count = 0;
});
afterEach(() => t.close());

describe('auth.resetPassword', () => {
  it('hashes nothing for made-up tokens, and once for a real one', async () => {
    const deps = createTestDeps(t);
    const caller = await callerAs(deps);
    const input = (token: string) => ({ token, password: 'a new password', confirmPassword: 'a new password' });

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => apiError(caller.auth.resetPassword(input(`made-up-${i}`)))),
    );
    expect(answers.map((a) => a.code)).toEqual(Array(10).fill('BAD_REQUEST'));
    expect(hashes.count).toBe(0);

    const account = await createAccount(t.db, 'member');
    hashes.count = 0;
    const now = deps.clock.now();
    await insertResetToken(t.db, {
      tokenHash: hashToken('the real one'),
      userId: account.id,
      expiresAt: new Date(now.getTime() + 60_000).toISOString(),
      createdAt: now.toISOString(),
    });
    await expect(caller.auth.resetPassword(input('the real one'))).resolves.toMatchObject({ redirectTo: '/signin' });
    expect(hashes.count).toBe(1);
  });
});
