// Forgotten passwords: a random token mailed as a link, stored only as its SHA-256, single use, valid
// one hour. Asking does exactly the same work whether or not the address has an account — one
// transaction writing one mail request and one event — so neither the answer nor its timing says who
// has an account; the mail sender, in the background, looks the address up and sends the link.
import { hashPassword } from '../../auth/password.js';
import type { SessionLayer } from '../../auth/sessions.js';
import type { Db } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import type { Clock } from '../../lib/clock.js';
import { hashToken, newToken } from '../../lib/hash.js';
import { type MailGym, type MailRenderer, queueRequest } from '../../mail/mail-queue.js';
import { recordEvent } from '../events/events.queries.js';
import {
  deleteResetToken,
  deleteResetTokensOf,
  findAccountByEmail,
  findResetToken,
  insertResetToken,
  takeResetToken,
  updatePasswordHash,
} from './auth.queries.js';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Named after the gym, not the software it runs on: the member knows the gym. */
function resetMail(account: { name: string; email: string }, link: string, gym: MailGym) {
  return {
    to: account.email,
    subject: `Reset your password for ${gym.name}`,
    text: [
      `Hello ${account.name},`,
      '',
      `Someone (hopefully you) asked to reset the password of your account at ${gym.name}.`,
      'Open this link within one hour to choose a new password:',
      '',
      link,
      '',
      'If you did not ask for this, you can ignore this message; your password stays as it is.',
    ].join('\n'),
    link,
  };
}

/** Queues a reset for the address (sent only if it has an account) and records the request. */
export async function requestResetLink(deps: { db: Db; clock: Clock }, input: { email: string; ip: string }) {
  await inTransaction(deps.db, async (tx) => {
    await queueRequest(tx, { kind: 'password_reset', to: input.email }, deps.clock.now());
    await recordEvent(tx, { type: 'password_reset_requested', subject: input.email, ip: input.ip });
  });
}

/**
 * The mail sender's half: a fresh link for an address with an account (valid one hour from now),
 * nothing for one without. Either way the audit trail says which it was.
 */
export function passwordResetRenderer(appUrl: URL): MailRenderer {
  return async (db, row, now, gym) => {
    const account = await findAccountByEmail(db, row.toAddress);
    if (!account) {
      await recordEvent(db, { type: 'password_reset_sent', subject: row.toAddress, detail: { account: false } });
      return null;
    }
    const token = newToken();
    const tokenHash = hashToken(token);
    await insertResetToken(db, {
      tokenHash,
      userId: account.id,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
      createdAt: now.toISOString(),
    });
    const link = new URL(`/reset-password?token=${encodeURIComponent(token)}`, appUrl).toString();
    return {
      message: resetMail({ name: account.name, email: row.toAddress }, link, gym),
      // A link that never arrived must not stay usable; the next attempt makes a new one.
      undo: () => deleteResetToken(db, tokenHash),
      sent: () =>
        recordEvent(db, {
          type: 'password_reset_sent',
          actorId: account.id,
          subject: row.toAddress,
          detail: { account: true },
        }),
    };
  };
}

/** Whether a mailed token can still reset a password (exists, unused, not expired). Nothing else. */
export async function isResetTokenUsable(deps: { db: Db; clock: Clock }, token: string): Promise<boolean> {
  const found = await findResetToken(deps.db, hashToken(token));
  return found !== undefined && new Date(found.expiresAt).getTime() > deps.clock.now().getTime();
}

/**
 * Sets a new password from a mailed token and ends every session of the account. The token is
 * looked up first: a made-up one costs a lookup, never a password hash.
 */
export async function resetPasswordWithToken(
  deps: { db: Db; clock: Clock; sessions: SessionLayer },
  input: { token: string; password: string; ip: string },
): Promise<boolean> {
  const tokenHash = hashToken(input.token);
  const now = deps.clock.now();
  const found = await findResetToken(deps.db, tokenHash);
  if (!found || new Date(found.expiresAt).getTime() <= now.getTime()) return false;
  const passwordHash = await hashPassword(input.password, 'priority');
  const userId = await inTransaction(deps.db, async (tx) => {
    // Single use: of two requests with one token, only the one that deletes it goes on.
    const row = await takeResetToken(tx, tokenHash);
    if (!row) return null;
    await updatePasswordHash(tx, row.userId, passwordHash);
    await deleteResetTokensOf(tx, row.userId);
    await recordEvent(tx, { type: 'password_reset_completed', actorId: row.userId, subject: row.userId, ip: input.ip });
    return row.userId;
  });
  if (userId === null) return false;
  await deps.sessions.invalidateAllForUser(userId);
  return true;
}
