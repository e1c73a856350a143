// Invitations to set a password: for staff invited in the Staff section and for members added at the
// desk with an email. Like password resets, the link is made when the mail is sent (the queue holds
// only the address), its token stored only as a hash; it is single use and valid 7 days. Accepting
// sets the password and ends every other link of the account.
import { isStaff, ROLE_LABELS } from '../../../shared/roles.js';
import { hashPassword } from '../../auth/password.js';
import type { Db, DbOrTx } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import type { Clock } from '../../lib/clock.js';
import { hashToken, newToken } from '../../lib/hash.js';
import { type MailGym, type MailRenderer, queueRequest } from '../../mail/mail-queue.js';
import { findAccountByEmail, updatePasswordHash } from '../auth/auth.queries.js';
import { recordEvent } from '../events/events.queries.js';
import {
  deleteInvitation,
  deleteInvitationsOf,
  findInvitation,
  insertInvitation,
  takeInvitation,
} from './invitations.queries.js';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const ACCEPT_INVITATION_PATH = '/accept-invitation';

/**
 * Queues the invitation mail for an account that has an email and no password yet, in the caller's
 * transaction. `invitedBy` is the staff member who asked (named in the audit trail).
 */
export async function queueInvitation(
  db: DbOrTx,
  input: { email: string; userId: string; invitedBy: string; ip?: string },
  now: Date,
): Promise<void> {
  await queueRequest(db, { kind: 'invitation', to: input.email }, now);
  await recordEvent(db, {
    type: 'admin.invitation_queued',
    actorId: input.invitedBy,
    subject: input.userId,
    ip: input.ip,
  });
}

function invitationMail(account: { name: string; email: string; role: string | null }, link: string, gym: MailGym) {
  const role = account.role && isStaff(account.role as never) ? ROLE_LABELS[account.role as 'admin'] : null;
  const why = role
    ? `You have been invited to join the team at ${gym.name} as ${role}.`
    : `Welcome to ${gym.name}! Set a password to see your bills, book classes and check in with your code.`;
  return {
    to: account.email,
    subject: role ? `You are invited to ${gym.name}` : `Welcome to ${gym.name}`,
    text: [
      `Hello ${account.name},`,
      '',
      why,
      'Open this link within 7 days to choose your password:',
      '',
      link,
      '',
      'If you were not expecting this, you can ignore this message.',
    ].join('\n'),
    link,
  };
}

/**
 * The mail sender's half: a fresh link (valid 7 days from now) for an account at that address that
 * has no password yet; nothing for one that has set it meanwhile or no longer exists.
 */
export function invitationRenderer(appUrl: URL): MailRenderer {
  return async (db, row, now, gym) => {
    const account = await findAccountByEmail(db, row.toAddress);
    if (!account || account.passwordHash !== null) return null;
    const token = newToken();
    const tokenHash = hashToken(token);
    await insertInvitation(db, {
      tokenHash,
      userId: account.id,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS).toISOString(),
      createdAt: now.toISOString(),
      createdBy: null,
    });
    const link = new URL(`${ACCEPT_INVITATION_PATH}?token=${encodeURIComponent(token)}`, appUrl).toString();
    return {
      message: invitationMail({ name: account.name, email: row.toAddress, role: account.role }, link, gym),
      // A link that never arrived must not stay usable; the next attempt makes a new one.
      undo: async () => {
        await deleteInvitation(db, tokenHash);
      },
      sent: () => recordEvent(db, { type: 'invitation_sent', subject: account.id }),
    };
  };
}

/** Whom a link invites (to greet them on the page), or null when it is unknown, used or expired. */
export async function invitationFor(deps: { db: Db; clock: Clock }, token: string) {
  const found = await findInvitation(deps.db, hashToken(token));
  if (!found || new Date(found.expiresAt).getTime() <= deps.clock.now().getTime()) return null;
  if (found.passwordHash !== null || found.role === null) return null;
  return { userId: found.userId, name: found.name, email: found.email, role: found.role };
}

/**
 * Sets the password from an invitation. Single use: of two requests with one link, only the one that
 * deletes it goes on. Returns the account's id and role, or null when the link is not usable.
 */
export async function acceptInvitation(
  deps: { db: Db; clock: Clock },
  input: { token: string; password: string; ip: string },
) {
  const tokenHash = hashToken(input.token);
  const invited = await invitationFor(deps, input.token);
  if (!invited) return null;
  const passwordHash = await hashPassword(input.password, 'priority');
  return inTransaction(deps.db, async (tx) => {
    const row = await takeInvitation(tx, tokenHash);
    if (!row || new Date(row.expiresAt).getTime() <= deps.clock.now().getTime()) return null;
    await updatePasswordHash(tx, row.userId, passwordHash);
    await deleteInvitationsOf(tx, row.userId);
    await recordEvent(tx, { type: 'invitation_accepted', actorId: row.userId, subject: row.userId, ip: input.ip });
    return { userId: row.userId, role: invited.role };
  });
}
