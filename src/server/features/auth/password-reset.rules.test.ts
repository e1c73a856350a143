// What the person asking for a reset reads in the mail, and one reset link pressed twice at the same
// moment (two tabs, a double click): both requests find the link good before either has used it, but
// only the one that takes the link sets a password; the other is told the link is no longer valid.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { MAIL_JOB } from '../../mail/mail-queue.js';
import { apiError, countRows } from '../../test/api-error.js';
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

let t: TestDatabase;
let outboxDir: string;
let deps: AppDeps;

beforeEach(async () => {
  t = await createTestDatabase();
  outboxDir = tempDir('palaestra-outbox-');
  deps = createTestDeps(t, { outboxDir });
});
afterEach(async () => {
  await t.close();
  fs.rmSync(outboxDir, { recursive: true, force: true });
});

async function mailedBody(email: string): Promise<string> {
  await (await callerAs(deps)).auth.requestPasswordReset({ email });
  await deps.background.runNow(MAIL_JOB);
  const [file = ''] = fs.readdirSync(outboxDir);
  return parseMail(fs.readFileSync(path.join(outboxDir, file), 'utf8')).body;
}

const mailedToken = async (email: string) => resetTokenIn(await mailedBody(email));

describe('the reset mail', () => {
  it('greets the person, gives the link and its one-hour limit, and says what to do if it was not them', async () => {
    const account = await createAccount(t.db, 'member', { name: 'Rosa Diaz' });
    const body = await mailedBody(account.email);
    const link = `http://localhost:3000/reset-password?token=${resetTokenIn(body)}`;
    expect(body.replaceAll('\r\n', '\n').trim()).toBe(
      [
        'Hello Rosa Diaz,',
        '',
        'Someone (hopefully you) asked to reset the password of your account at Your Gym.',
        'Open this link within one hour to choose a new password:',
        '',
        link,
        '',
        'If you did not ask for this, you can ignore this message; your password stays as it is.',
      ].join('\n'),
    );
  });
});

describe('a reset link used twice at once', () => {
  it('sets one password, refuses the other request, and keeps one completion event', async () => {
    const account = await createAccount(t.db, 'member');
    const token = await mailedToken(account.email);
    const caller = await callerAs(deps);
    const reset = (password: string) =>
      caller.auth.resetPassword({ token, password, confirmPassword: password }).then(
        () => ({ password, ok: true, error: null }),
        async (error: unknown) => ({ password, ok: false, error: await apiError(Promise.reject(error)) }),
      );

    const outcomes = await Promise.all([reset('first new password'), reset('second new password')]);

    const winners = outcomes.filter((o) => o.ok);
    const losers = outcomes.filter((o) => !o.ok);
    expect(winners).toHaveLength(1);
    expect(losers.map((o) => o.error)).toEqual([{ code: 'BAD_REQUEST', message: MESSAGES.resetLinkInvalid }]);
    const winner = winners[0]?.password ?? '';
    await expect(caller.auth.signIn({ email: account.email, password: winner })).resolves.toBeTruthy();
    expect(await countRows(t.db, 'passwordResetTokens')).toBe(0);
    const completed = await t.db
      .selectFrom('events')
      .select('actorId')
      .where('type', '=', 'password_reset_completed')
      .execute();
    expect(completed).toEqual([{ actorId: account.id }]);
  });
});
