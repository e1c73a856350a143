// What the app tells a member about themselves (a receipt, a booking, a reminder): always in their
// notifications, and by mail in the gym's layout when they have an address — except a reminder
// (class reminder, pass nearly used up) to a member who turned reminder mail off in My profile.
// Inside the caller's transaction, so the message goes exactly when its cause commits.
import type { DbOrTx } from '../../db/schema.js';
import { layoutMail, type MailContent, type MailPlace } from '../../mail/layout.js';
import { queueMail } from '../../mail/mail-queue.js';
import { adminAddresses, memberMailOf } from './notifications.queries.js';
import { notifyMember } from './notifications.service.js';

export interface MemberNotice {
  memberId: string;
  /** The line in the member's notifications. */
  notice: string;
  mail: MailContent;
  /** The address and preference when the caller has already read them (one query fewer). */
  to?: { email: string | null; reminderEmails: boolean };
}

/** Returns whether a mail was queued. */
export async function tellMember(tx: DbOrTx, notice: MemberNotice, place: MailPlace, now: Date): Promise<boolean> {
  await notifyMember(tx, { memberId: notice.memberId, message: notice.notice, now });
  const to = notice.to ?? (await memberMailOf(tx, notice.memberId));
  if (!to?.email) return false;
  if (notice.mail.reminder && !to.reminderEmails) return false;
  await queueMail(tx, layoutMail(to.email, notice.mail, place), now);
  return true;
}

/** Mail to every administrator (e.g. "New registration"), in the caller's transaction. */
export async function tellAdmins(tx: DbOrTx, mail: MailContent, place: MailPlace, now: Date): Promise<number> {
  const addresses = await adminAddresses(tx);
  for (const to of addresses) await queueMail(tx, layoutMail(to, mail, place), now);
  return addresses.length;
}
