// "Change email": the member gives the new address and their current password; a link goes to the
// NEW address (a random token, stored only as its SHA-256, single use, 24 hours), so only someone who
// reads that mailbox can move the account there. Confirming moves the address (account, member row,
// search key), ends the account's other sessions, tells the OLD address, and records it.
// The link travels in a queued message, whose body the mail queue wipes once sent (mail-queue.ts).
import { EMAIL_CHANGE_TEXTS, EMAIL_CHANGE_TTL_HOURS, type emailChangeInput } from '../../../shared/profile.schemas.js';
import { verifyPassword } from '../../auth/password.js';
import type { SessionLayer } from '../../auth/sessions.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Db } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import type { Clock } from '../../lib/clock.js';
import { hashToken, newToken } from '../../lib/hash.js';
import { layoutMail, type MailPlace } from '../../mail/layout.js';
import { queueMail } from '../../mail/mail-queue.js';
import { confirmNewEmail, emailChanged } from '../../mail/templates/account-mail.js';
import type { RateLimits } from '../../security/rate-limits.js';
import { findPasswordHash } from '../auth/auth.queries.js';
import { recordEvent } from '../events/events.queries.js';
import {
  changeAccountEmail,
  deleteEmailChangesOf,
  emailTaken,
  findAccountForEmailChange,
  insertEmailChange,
  takeEmailChange,
} from './email-change.queries.js';

const HOUR_MS = 60 * 60 * 1000;

interface Deps {
  db: Db;
  clock: Clock;
  limits: RateLimits;
  config: { appUrl: URL };
}

export type EmailChangeRequest =
  | { ok: true }
  | { ok: false; field: 'newEmail' | 'currentPassword'; message: string }
  | { ok: false; rateLimited: true; message: string };

export async function requestEmailChange(
  deps: Deps,
  input: ReturnType<typeof emailChangeInput.parse> & { userId: string; ip: string; gym: MailPlace['gym'] },
): Promise<EmailChangeRequest> {
  // The current password guards the change; its checks share Change Password's allowance.
  if (!(await deps.limits.passwordCheckByAccount.consume(input.userId)).allowed) {
    return { ok: false, rateLimited: true, message: 'Too many attempts. Please wait a few minutes and try again.' };
  }
  const hash = await findPasswordHash(deps.db, input.userId);
  if (!hash || !(await verifyPassword(hash, input.currentPassword, 'priority'))) {
    return { ok: false, field: 'currentPassword', message: EMAIL_CHANGE_TEXTS.wrongPassword };
  }
  const account = await findAccountForEmailChange(deps.db, input.userId);
  if (!account) return { ok: false, field: 'newEmail', message: EMAIL_CHANGE_TEXTS.taken };
  if (account.email === input.newEmail) return { ok: false, field: 'newEmail', message: EMAIL_CHANGE_TEXTS.same };
  // Said only to a signed-in member who gave their password (and limited as above).
  if (await emailTaken(deps.db, input.newEmail)) {
    return { ok: false, field: 'newEmail', message: EMAIL_CHANGE_TEXTS.taken };
  }
  const now = deps.clock.now();
  const token = newToken();
  const link = new URL(`/confirm-email?token=${encodeURIComponent(token)}`, deps.config.appUrl).toString();
  await inTransaction(deps.db, async (tx) => {
    await deleteEmailChangesOf(tx, input.userId);
    await insertEmailChange(tx, {
      tokenHash: hashToken(token),
      userId: input.userId,
      newEmail: input.newEmail,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_HOURS * HOUR_MS).toISOString(),
      createdAt: now.toISOString(),
    });
    const mail = confirmNewEmail(account.name, input.gym.name, link, EMAIL_CHANGE_TTL_HOURS);
    await queueMail(tx, layoutMail(input.newEmail, mail, { gym: input.gym, appUrl: deps.config.appUrl }), now);
    await recordEvent(tx, {
      type: 'member.email_change_requested',
      actorId: input.userId,
      subject: input.userId,
      ip: input.ip,
    });
  });
  return { ok: true };
}

export type EmailChangeConfirmation =
  | { ok: true; email: string }
  | { ok: false; reason: 'invalid' | 'expired' | 'taken'; message: string };

export async function confirmEmailChange(
  deps: Deps & { sessions: SessionLayer },
  input: { token: string; ip: string; gym: MailPlace['gym']; sessionId: string | null; signedInAs: string | null },
): Promise<EmailChangeConfirmation> {
  const now = deps.clock.now();
  let outcome: EmailChangeConfirmation & { userId?: string };
  try {
    outcome = await inTransaction(deps.db, async (tx) => {
      const change = await takeEmailChange(tx, hashToken(input.token));
      if (!change) return { ok: false, reason: 'invalid', message: EMAIL_CHANGE_TEXTS.invalid } as const;
      if (change.expiresAt <= now.toISOString()) {
        return { ok: false, reason: 'expired', message: EMAIL_CHANGE_TEXTS.expired } as const;
      }
      const account = await findAccountForEmailChange(tx, change.userId);
      if (!account) return { ok: false, reason: 'invalid', message: EMAIL_CHANGE_TEXTS.invalid } as const;
      if (await emailTaken(tx, change.newEmail)) {
        return { ok: false, reason: 'taken', message: EMAIL_CHANGE_TEXTS.taken } as const;
      }
      await changeAccountEmail(tx, change.userId, account.name, change.newEmail);
      await deleteEmailChangesOf(tx, change.userId);
      if (account.email) {
        const mail = emailChanged(account.name, input.gym.name, change.newEmail);
        await queueMail(tx, layoutMail(account.email, mail, { gym: input.gym, appUrl: deps.config.appUrl }), now);
      }
      await recordEvent(tx, {
        type: 'member.email_changed',
        actorId: change.userId,
        subject: change.userId,
        ip: input.ip,
        detail: { from: account.email, to: change.newEmail },
      });
      return { ok: true, email: change.newEmail, userId: change.userId } as const;
    });
  } catch (error) {
    // Someone took the address between our look and our write.
    if (!isUniqueViolation(error)) throw error;
    return { ok: false, reason: 'taken', message: EMAIL_CHANGE_TEXTS.taken };
  }
  if (outcome.ok && outcome.userId) {
    // Every other session ends; the one that confirmed (if it is the account's own) stays.
    const keep = input.signedInAs === outcome.userId && input.sessionId ? input.sessionId : undefined;
    await deps.sessions.invalidateAllForUser(outcome.userId, keep);
    return { ok: true, email: outcome.email };
  }
  return outcome;
}
