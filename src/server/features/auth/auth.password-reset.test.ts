import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { hashToken } from '../../lib/hash.js';
import { mailHealth } from '../../mail/mail-health.js';
import { MAIL_JOB, RETRY_DELAYS_MS } from '../../mail/mail-queue.js';
import type { Mailer } from '../../mail/mailer.js';
import type { RateLimitSettings } from '../../security/rate-limits.js';
import { allEvents, apiError, countRows } from '../../test/api-error.js';
import { failInsertsInto } from '../../test/faults.js';
import {
  callerAs,
  createAccount,
  createTestDatabase,
  createTestDeps,
  type TestDatabase,
  tempDir,
} from '../../test/harness.js';
import { ManualClock } from '../../test/manual-clock.js';
import { parseMail, resetTokenIn } from '../../test/smtp.js';
import type { AppDeps } from '../../trpc/context.js';
import { RESET_TOKEN_TTL_MS } from './password-reset.service.js';

const CHECK_EMAIL = 'Check your email for further instructions.';
const RESET_FAILED = 'Failed to reset password. Please try again.';
const HOUR = 3_600_000;

let t: TestDatabase;
let outboxDir: string;
let clock: ManualClock;
let deps: AppDeps;

beforeEach(async () => {
  t = await createTestDatabase();
  outboxDir = tempDir('palaestra-outbox-');
  clock = new ManualClock('2026-11-22T09:00:00.000Z');
  deps = createTestDeps(t, { outboxDir, clock });
});
afterEach(async () => {
  await t.close();
  fs.rmSync(outboxDir, { recursive: true, force: true });
});

const outbox = () => (fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir) : []);
const sendQueuedMail = (on: AppDeps = deps) => on.background.runNow(MAIL_JOB);
const queueRows = () => t.db.selectFrom('mailQueue').selectAll().execute();

/** Requests a reset for the account and returns the token from the one mail it produced. */
async function mailedToken(email: string): Promise<string> {
  await (await callerAs(deps)).auth.requestPasswordReset({ email });
  await sendQueuedMail();
  const files = outbox();
  expect(files).toHaveLength(1);
  const raw = fs.readFileSync(path.join(outboxDir, files[0] ?? ''), 'utf8');
  fs.rmSync(path.join(outboxDir, files[0] ?? ''));
  return resetTokenIn(parseMail(raw).body);
}

describe('auth.requestPasswordReset', () => {
  it('mails a link to an existing account, stores only its hash, and wipes the mail once sent', async () => {
    const account = await createAccount(t.db, 'member');
    const caller = await callerAs(deps, undefined, '203.0.113.5');

    await expect(caller.auth.requestPasswordReset({ email: account.email.toUpperCase() })).resolves.toEqual({
      message: CHECK_EMAIL,
    });
    await sendQueuedMail();

    const files = outbox();
    expect(files).toHaveLength(1);
    const mail = parseMail(fs.readFileSync(path.join(outboxDir, files[0] ?? ''), 'utf8'));
    expect(mail.headers.get('to')).toContain(account.email);
    // The tests' gym keeps a fresh install's name.
    expect(mail.headers.get('from')).toBe('Your Gym <no-reply@gym.test>');
    expect(mail.headers.get('subject')).toBe('Reset your password for Your Gym');
    expect(mail.body).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{20,}/);
    const token = resetTokenIn(mail.body);
    const rows = await t.db.selectFrom('passwordResetTokens').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({
        userId: account.id,
        tokenHash: hashToken(token),
        expiresAt: '2026-11-22T10:00:00.000Z',
      }),
    ]);
    expect(await queueRows()).toEqual([
      expect.objectContaining({ kind: 'password_reset', status: 'sent', attempts: 1, bodyText: '', logLink: null }),
    ]);
    const events = await allEvents(t.db);
    expect(JSON.stringify([rows, await queueRows(), events])).not.toContain(token);
    expect(events.map((e) => [e.type, e.subject, e.ip, JSON.parse(e.detail ?? 'null')])).toEqual([
      ['password_reset_requested', account.email, '203.0.113.5', null],
      ['password_reset_sent', account.email, null, { account: true }],
    ]);
  });

  it('does the same for an unknown address until the sender finds no account, and sends nothing', async () => {
    const caller = await callerAs(deps);
    await expect(caller.auth.requestPasswordReset({ email: 'nobody@gym.test' })).resolves.toEqual({
      message: CHECK_EMAIL,
    });
    // Before the sender runs, the two cases left exactly the same trace.
    expect(await queueRows()).toEqual([
      expect.objectContaining({ kind: 'password_reset', status: 'queued', toAddress: 'nobody@gym.test' }),
    ]);
    await sendQueuedMail();

    expect(outbox()).toEqual([]);
    expect(await queueRows()).toEqual([expect.objectContaining({ status: 'skipped' })]);
    expect(await countRows(t.db, 'passwordResetTokens')).toBe(0);
    const events = await allEvents(t.db);
    expect(events.map((e) => [e.type, JSON.parse(e.detail ?? 'null')])).toEqual([
      ['password_reset_requested', null],
      ['password_reset_sent', { account: false }],
    ]);
  });

  it('answers with the failure message, and keeps no token, when the mail cannot be queued', async () => {
    const account = await createAccount(t.db, 'member');
    await failInsertsInto(t.db, 'mail_queue');

    const error = await apiError((await callerAs(deps)).auth.requestPasswordReset({ email: account.email }));

    expect(error).toEqual({ code: 'SERVICE_UNAVAILABLE', message: RESET_FAILED });
    expect(await countRows(t.db, 'passwordResetTokens')).toBe(0);
    const failed = (await allEvents(t.db)).filter((e) => e.type === 'password_reset_failed');
    expect(failed.map((e) => JSON.parse(e.detail ?? '{}'))).toEqual([{ reason: 'queue_unavailable' }]);
  });

  it('retries a failing mail server with back-off, then gives up, logs it and shows it on the health report', async () => {
    const account = await createAccount(t.db, 'member');
    const attempts: Date[] = [];
    const broken: Mailer = {
      destination: 'smtp',
      send: async () => {
        attempts.push(clock.now());
        throw new Error('connection refused');
      },
      close: () => {},
    };
    const failing = createTestDeps(t, { mailer: broken, clock });
    await (await callerAs(failing)).auth.requestPasswordReset({ email: account.email });

    await sendQueuedMail(failing);
    expect(await mailHealth(t.db, clock.now())).toEqual({
      status: 'retrying',
      queued: 1,
      failedLastDay: 0,
      oldestDueSeconds: null, // waits for its next try, not for the sender
    });
    await sendQueuedMail(failing); // not due yet: no attempt
    expect(attempts).toHaveLength(1);
    for (const delay of RETRY_DELAYS_MS) {
      clock.advance(delay);
      await sendQueuedMail(failing);
    }

    expect(attempts).toHaveLength(RETRY_DELAYS_MS.length + 1);
    const gaps = attempts.slice(1).map((at, i) => at.getTime() - (attempts[i] as Date).getTime());
    expect(gaps).toEqual(RETRY_DELAYS_MS);
    expect(await queueRows()).toEqual([
      expect.objectContaining({ status: 'failed', bodyText: '', logLink: null, lastError: 'connection refused' }),
    ]);
    // Every link made for an attempt that failed was withdrawn.
    expect(await countRows(t.db, 'passwordResetTokens')).toBe(0);
    expect(await mailHealth(t.db, clock.now())).toEqual({
      status: 'failing',
      queued: 0,
      failedLastDay: 1,
      oldestDueSeconds: null,
    });
    const given = (await allEvents(t.db)).find((e) => e.type === 'mail_failed');
    expect(given).toMatchObject({ subject: account.email });
    expect(JSON.parse(given?.detail ?? '{}')).toMatchObject({
      subject: 'Reset your password for Your Gym',
      attempts: 8,
    });
  });

  const limits = (overrides: Partial<RateLimitSettings>): Partial<RateLimitSettings> => ({
    resetByIp: { max: 100, windowMs: HOUR },
    resetByAddress: { max: 100, windowMs: HOUR },
    ...overrides,
  });

  it('limits requests for one address, from any IP, with one event per limit window', async () => {
    const account = await createAccount(t.db, 'member');
    const limited = createTestDeps(t, {
      outboxDir,
      clock,
      rateLimits: limits({ resetByAddress: { max: 2, windowMs: HOUR } }),
    });
    for (const ip of ['10.1.0.1', '10.1.0.2']) {
      await (await callerAs(limited, undefined, ip)).auth.requestPasswordReset({ email: account.email });
    }

    for (const ip of ['10.1.0.3', '10.1.0.4']) {
      const error = await apiError(
        (await callerAs(limited, undefined, ip)).auth.requestPasswordReset({ email: account.email }),
      );
      expect(error).toEqual({ code: 'TOO_MANY_REQUESTS', message: RESET_FAILED });
    }

    await sendQueuedMail(limited);
    expect(outbox()).toHaveLength(2);
    const failed = (await allEvents(t.db)).filter((e) => e.type === 'password_reset_failed');
    expect(failed).toEqual([expect.objectContaining({ subject: account.email, ip: '10.1.0.3' })]);
    expect(JSON.parse(failed[0]?.detail ?? '{}')).toEqual({ reason: 'rate_limited' });
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
    const completed = (await allEvents(t.db)).filter((e) => e.type === 'password_reset_completed');
    expect(completed).toEqual([expect.objectContaining({ actorId: account.id })]);
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

  it('works for one hour and not a moment longer', async () => {
    const account = await createAccount(t.db, 'member');
    const first = await mailedToken(account.email);
    const second = await mailedToken(account.email);
    const caller = await callerAs(deps);
    const reset = (token: string, password: string) =>
      caller.auth.resetPassword({ token, password, confirmPassword: password });

    clock.advance(RESET_TOKEN_TTL_MS);
    expect(await apiError(reset(second, NEW_PASSWORD))).toEqual({
      code: 'BAD_REQUEST',
      message: MESSAGES.resetLinkInvalid,
    });
    clock.advance(-1);
    await expect(reset(first, NEW_PASSWORD)).resolves.toMatchObject({ redirectTo: '/signin' });
    expect(RESET_TOKEN_TTL_MS).toBe(HOUR);
    await expect(caller.auth.signIn({ email: account.email, password: NEW_PASSWORD })).resolves.toBeTruthy();
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
