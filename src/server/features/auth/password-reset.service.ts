// Forgotten passwords: a random token mailed as a link, stored only as its SHA-256, single use,
// valid one hour. The answer to a request never says whether the address has an account.
import crypto from 'node:crypto';
import { hashPassword } from '../../auth/password.js';
import type { SessionLayer } from '../../auth/sessions.js';
import type { Db } from '../../db/schema.js';
import type { Mailer } from '../../mail/mailer.js';
import { recordEvent } from '../events/events.queries.js';
import {
  consumeResetToken,
  deleteResetToken,
  deleteResetTokensOf,
  findAccountByEmail,
  insertResetToken,
  updatePasswordHash,
} from './auth.queries.js';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export function hashResetToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Mails a reset link when the address has an account. Throws when the mail could not be sent. */
export async function sendResetLink(
  deps: { db: Db; mailer: Mailer; appUrl: URL },
  input: { email: string; ip: string },
): Promise<void> {
  const account = await findAccountByEmail(deps.db, input.email);
  if (!account) {
    await recordEvent(deps.db, {
      type: 'password_reset_sent',
      subject: input.email,
      ip: input.ip,
      detail: { account: false },
    });
    return;
  }
  const token = crypto.randomBytes(32).toString('base64url');
  const tokenHash = hashResetToken(token);
  await insertResetToken(deps.db, {
    tokenHash,
    userId: account.id,
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS).toISOString(),
  });
  const link = new URL(`/reset-password?token=${encodeURIComponent(token)}`, deps.appUrl).toString();
  try {
    await deps.mailer.send({
      to: account.email,
      subject: 'Reset your GymDesk password',
      text: [
        `Hello ${account.name},`,
        '',
        'Someone (hopefully you) asked to reset the password of your GymDesk account.',
        `Open this link within one hour to choose a new password:`,
        '',
        link,
        '',
        'If you did not ask for this, you can ignore this message; your password stays as it is.',
      ].join('\n'),
      link,
    });
  } catch (error) {
    // An unsent link must not stay usable.
    await deleteResetToken(deps.db, tokenHash);
    throw error;
  }
  await recordEvent(deps.db, {
    type: 'password_reset_sent',
    actorId: account.id,
    subject: input.email,
    ip: input.ip,
    detail: { account: true },
  });
}

/** Sets a new password from a mailed token and ends every session of the account. */
export async function resetPasswordWithToken(
  deps: { db: Db; sessions: SessionLayer },
  input: { token: string; password: string; ip: string },
): Promise<boolean> {
  const passwordHash = await hashPassword(input.password);
  const userId = await deps.db.transaction().execute(async (tx) => {
    const row = await consumeResetToken(tx, hashResetToken(input.token));
    if (!row || new Date(row.expiresAt).getTime() <= Date.now()) return null;
    await updatePasswordHash(tx, row.userId, passwordHash);
    await deleteResetTokensOf(tx, row.userId);
    await recordEvent(tx, { type: 'password_reset_completed', actorId: row.userId, subject: row.userId, ip: input.ip });
    return row.userId;
  });
  if (userId === null) return false;
  await deps.sessions.invalidateAllForUser(userId);
  return true;
}
