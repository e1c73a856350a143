import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import type { Mailer } from '../../mail/mailer.js';
import type { RateLimitSettings } from '../../security/rate-limits.js';
import { allEvents, apiError, countRows } from '../../test/api-error.js';
import {
  callerAs,
  createAccount,
  createTestDatabase,
  createTestDeps,
  type TestDatabase,
  tempDir,
} from '../../test/harness.js';
import { parseMail, resetTokenIn } from '../../test/smtp.js';
import type { AppDeps } from '../../trpc/context.js';

const CHECK_EMAIL = 'Check your email for further instructions.';
const RESET_FAILED = 'Failed to reset password. Please try again.';
const HOUR = 3_600_000;

let t: TestDatabase;
let outboxDir: string;
let deps: AppDeps;

beforeEach(async () => {
  t = await createTestDatabase();
  outboxDir = tempDir('gymdesk-outbox-');
  deps = createTestDeps(t, { outboxDir });
});
afterEach(async () => {
  await t.close();
  fs.rmSync(outboxDir, { recursive: true, force: true });
});

const outbox = () => (fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir) : []);

/** Requests a reset for the account and returns the token from the one mail it produced. */
async function mailedToken(email: string): Promise<string> {
  await (await callerAs(deps)).auth.requestPasswordReset({ email });
  const files = outbox();
  expect(files).toHaveLength(1);
  const raw = fs.readFileSync(path.join(outboxDir, files[0] ?? ''), 'utf8');
  fs.rmSync(path.join(outboxDir, files[0] ?? ''));
  return resetTokenIn(parseMail(raw).body);
}

describe('auth.requestPasswordReset', () => {
  it('mails a link to an existing account and stores only the token hash', async () => {
    const account = await createAccount(t.db, 'member');
    const caller = await callerAs(deps);

    await expect(caller.auth.requestPasswordReset({ email: account.email.toUpperCase() })).resolves.toEqual({
      message: CHECK_EMAIL,
    });

    const files = outbox();
    expect(files).toHaveLength(1);
    const mail = parseMail(fs.readFileSync(path.join(outboxDir, files[0] ?? ''), 'utf8'));
    expect(mail.headers.get('to')).toContain(account.email);
    expect(mail.body).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{20,}/);
    const token = resetTokenIn(mail.body);
    const rows = await t.db.selectFrom('passwordResetTokens').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userId).toBe(account.id);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(await allEvents(t.db))).not.toContain(token);
  });

  it('gives the same answer for an unknown address and sends nothing', async () => {
    const caller = await callerAs(deps);
    await expect(caller.auth.requestPasswordReset({ email: 'nobody@gym.test' })).resolves.toEqual({
      message: CHECK_EMAIL,
    });
    expect(outbox()).toEqual([]);
    expect(await countRows(t.db, 'passwordResetTokens')).toBe(0);
  });

  it('reports a mail failure and leaves no usable token', async () => {
    const account = await createAccount(t.db, 'member');
    const broken: Mailer = {
      destination: 'nowhere',
      send: () => Promise.reject(new Error('connection refused')),
      close: () => {},
    };
    const caller = await callerAs(createTestDeps(t, { mailer: broken }));

    const error = await apiError(caller.auth.requestPasswordReset({ email: account.email }));

    expect(error).toEqual({ code: 'SERVICE_UNAVAILABLE', message: RESET_FAILED });
    expect(await countRows(t.db, 'passwordResetTokens')).toBe(0);
    expect((await allEvents(t.db)).map((e) => e.type)).toContain('password_reset_failed');
  });

  const limits = (overrides: Partial<RateLimitSettings>): Partial<RateLimitSettings> => ({
    signInByIp: { max: 100, windowMs: HOUR },
    signInByAccount: { max: 100, windowMs: HOUR },
    resetByIp: { max: 100, windowMs: HOUR },
    resetByAddress: { max: 100, windowMs: HOUR },
    ...overrides,
  });

  it('limits requests for one address, from any IP', async () => {
    const account = await createAccount(t.db, 'member');
    const limited = createTestDeps(t, {
      outboxDir,
      rateLimits: limits({ resetByAddress: { max: 2, windowMs: HOUR } }),
    });
    for (const ip of ['10.1.0.1', '10.1.0.2']) {
      await (await callerAs(limited, undefined, ip)).auth.requestPasswordReset({ email: account.email });
    }

    const error = await apiError(
      (await callerAs(limited, undefined, '10.1.0.3')).auth.requestPasswordReset({ email: account.email }),
    );

    expect(error).toEqual({ code: 'TOO_MANY_REQUESTS', message: RESET_FAILED });
    expect(outbox()).toHaveLength(2);
    const failed = (await allEvents(t.db)).filter((e) => e.type === 'password_reset_failed');
    expect(failed).toEqual([expect.objectContaining({ subject: account.email, ip: '10.1.0.3' })]);
  });

  it('limits requests from one IP, for any address', async () => {
    const limited = createTestDeps(t, { outboxDir, rateLimits: limits({ resetByIp: { max: 2, windowMs: HOUR } }) });
    const caller = await callerAs(limited, undefined, '10.2.0.1');
    await caller.auth.requestPasswordReset({ email: 'a@gym.test' });
    await caller.auth.requestPasswordReset({ email: 'b@gym.test' });

    const error = await apiError(caller.auth.requestPasswordReset({ email: 'c@gym.test' }));

    expect(error).toEqual({ code: 'TOO_MANY_REQUESTS', message: RESET_FAILED });
    const failed = (await allEvents(t.db)).filter((e) => e.type === 'password_reset_failed');
    expect(failed.map((e) => e.subject)).toEqual(['c@gym.test']);
  });
});

describe('auth.resetPassword', () => {
  const NEW_PASSWORD = 'brand new password';

  it('sets the new password from the mailed token and ends every session', async () => {
    const account = await createAccount(t.db, 'member');
    const sessions = [await deps.sessions.create(account.id), await deps.sessions.create(account.id)];
    const token = await mailedToken(account.email);
    const caller = await callerAs(deps);

    await expect(
      caller.auth.resetPassword({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
    ).resolves.toEqual({ message: MESSAGES.resetDone, redirectTo: '/signin' });

    for (const { session } of sessions) expect(await deps.sessions.validate(session.id)).toBeNull();
    const signIn = (password: string) => caller.auth.signIn({ email: account.email, password });
    await expect(signIn(NEW_PASSWORD)).resolves.toMatchObject({ redirectTo: '/member' });
    expect((await apiError(signIn(account.password))).code).toBe('UNAUTHORIZED');
  });

  it('accepts a token only once', async () => {
    const account = await createAccount(t.db, 'member');
    const token = await mailedToken(account.email);
    const caller = await callerAs(deps);
    await caller.auth.resetPassword({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });

    const again = await apiError(
      caller.auth.resetPassword({ token, password: 'another password', confirmPassword: 'another password' }),
    );

    expect(again).toEqual({ code: 'BAD_REQUEST', message: MESSAGES.resetLinkInvalid });
    await expect(caller.auth.signIn({ email: account.email, password: NEW_PASSWORD })).resolves.toBeTruthy();
  });

  it('refuses an expired token and keeps the old password', async () => {
    const account = await createAccount(t.db, 'member');
    const token = await mailedToken(account.email);
    await t.db
      .updateTable('passwordResetTokens')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const caller = await callerAs(deps);

    const error = await apiError(
      caller.auth.resetPassword({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
    );

    expect(error).toEqual({ code: 'BAD_REQUEST', message: MESSAGES.resetLinkInvalid });
    await expect(caller.auth.signIn({ email: account.email, password: account.password })).resolves.toBeTruthy();
  });

  it('refuses a made-up token', async () => {
    const caller = await callerAs(deps);
    const error = await apiError(
      caller.auth.resetPassword({ token: 'made-up', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
    );
    expect(error).toEqual({ code: 'BAD_REQUEST', message: MESSAGES.resetLinkInvalid });
  });

  it('refuses a mismatched confirmation and leaves the token usable', async () => {
    const account = await createAccount(t.db, 'member');
    const token = await mailedToken(account.email);
    const caller = await callerAs(deps);

    const error = await apiError(
      caller.auth.resetPassword({ token, password: NEW_PASSWORD, confirmPassword: 'something else' }),
    );

    expect(error).toMatchObject({ code: 'BAD_REQUEST', message: 'Passwords do not match' });
    expect(await countRows(t.db, 'passwordResetTokens')).toBe(1);
    await expect(caller.auth.signIn({ email: account.email, password: account.password })).resolves.toBeTruthy();
  });
});
