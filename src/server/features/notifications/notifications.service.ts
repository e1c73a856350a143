// Sending checks who it goes to, then writes the send, one notification per recipient, their emails
// (queued: the mail sender delivers them after the answer, with retries) and the audit event, all in
// one transaction. More than CONFIRM_ABOVE recipients must be confirmed with the count the preview
// showed, and a count that has changed since is refused, so nobody messages a larger group than
// they saw. A message without merge fields is one text for everyone (one INSERT … SELECT each for
// the notifications and the mail); with them, each recipient's text is filled in and written a
// chunk at a time.
import { dateInZone } from '../../../shared/calendar.js';
import { createGymFormat, type GymFormat } from '../../../shared/format.js';
import {
  CONFIRM_ABOVE,
  fillMergeFields,
  hasMergeFields,
  type MergeField,
  type NotificationAudience,
} from '../../../shared/notifications.schemas.js';
import type { GymSettings } from '../../../shared/settings.schemas.js';
import type { DbOrTx } from '../../db/schema.js';
import { inTransaction, lockNamed } from '../../db/transactions.js';
import { newId } from '../../lib/ids.js';
import { layoutMail, type MailContent, type MailPlace, renderMail } from '../../mail/layout.js';
import { queueMails, queueMailToEach } from '../../mail/mail-queue.js';
import type { AppDeps } from '../../trpc/context.js';
import { firstNameOf } from '../checkins/self-check-in.service.js';
import { recordEvent } from '../events/events.queries.js';
import { findPlan } from '../plans/plans.service.js';
import {
  countRecipients,
  firstRecipientByName,
  insertNotificationRows,
  type RecipientDetails,
  recipientDetailsPage,
} from './notification-merge.queries.js';
import {
  type AudienceFilter,
  audienceQuery,
  insertNotificationsFor,
  insertSend,
  memberNameOf,
  notifiedOf,
  type Recipients,
  setRecipients,
} from './notification-sends.queries.js';
import { insertNotification, NOTIFICATION_NUMBERS_LOCK } from './notifications.queries.js';

export interface MessageRequest {
  audience: NotificationAudience;
  memberId?: string;
  planId?: string;
  /** '' when none (allowed only without email). */
  subject: string;
  message: string;
  withEmail: boolean;
}

export interface SendRequest extends MessageRequest {
  /** The recipient count the preview showed (required above CONFIRM_ABOVE). */
  confirmedRecipients?: number;
  adminId: string;
  ip: string;
}

type AudienceRefusal = { ok: false; reason: 'member_not_found' | 'plan_not_found' };

export type SendOutcome =
  | { ok: true; id: string; sentAt: string; recipients: number }
  | AudienceRefusal
  | { ok: false; reason: 'no_recipients' }
  | { ok: false; reason: 'confirm_needed' | 'recipients_changed'; recipients: number };

export type PreviewOutcome =
  | {
      ok: true;
      recipients: number;
      /** How many of them have an address (the others get the notification only). */
      withEmail: number;
      /** The message as the recipient first by name will read it. */
      example: { name: string; subject: string; message: string } | null;
    }
  | AudienceRefusal;

/** Recipients read, filled in and written per statement when the message has merge fields. */
const CHUNK = 400;

/** Thrown inside the transaction to roll back a send that must not go (it wrote nothing yet). */
class NotSent extends Error {
  constructor(readonly outcome: SendOutcome) {
    super('not sent');
  }
}

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'settings'>;

async function resolveAudience(
  db: DbOrTx,
  input: MessageRequest,
  today: string,
): Promise<{ filter: AudienceFilter; name: string | null } | AudienceRefusal> {
  switch (input.audience) {
    case 'member': {
      const name = await memberNameOf(db, input.memberId ?? '');
      if (name === undefined) return { ok: false, reason: 'member_not_found' };
      return { filter: { audience: 'member', memberId: input.memberId ?? '' }, name };
    }
    case 'plan': {
      const plan = await findPlan(db, input.planId ?? '');
      if (!plan) return { ok: false, reason: 'plan_not_found' };
      return { filter: { audience: 'plan', planId: plan.id }, name: plan.name };
    }
    case 'overdue':
      return { filter: { audience: 'overdue', today }, name: null };
    default:
      return { filter: { audience: 'all_active' }, name: null };
  }
}

function mergeValues(recipient: RecipientDetails, format: GymFormat): Record<MergeField, string> {
  return {
    first_name: firstNameOf(recipient.name),
    balance: format.money(recipient.balanceCents),
    plan: recipient.planName ?? '',
  };
}

/** The line in the member's notifications: the subject as its heading when there is one. */
function noticeText(subject: string, message: string): string {
  return subject ? `${subject}: ${message}` : message;
}

function mailOf(subject: string, message: string, place: MailPlace): MailContent {
  const heading = subject || `A message from ${place.gym.name}`;
  return {
    subject: heading,
    heading,
    paragraphs: message.split(/\n\s*\n/),
    action: { label: 'See all your notifications', url: new URL('/member/notifications', place.appUrl).toString() },
  };
}

/** What "Preview" shows: the real count now, and the message filled in for one of them. */
export async function previewNotification(deps: Deps, input: MessageRequest): Promise<PreviewOutcome> {
  const gym = await deps.settings.current();
  const resolved = await resolveAudience(deps.db, input, dateInZone(deps.clock.now(), gym.timeZone));
  if ('ok' in resolved) return resolved;
  const recipients = audienceQuery(deps.db, resolved.filter);
  const counts = await countRecipients(deps.db, recipients);
  const first = await firstRecipientByName(recipients);
  const values = first && mergeValues(first, createGymFormat(gym));
  return {
    ok: true,
    recipients: counts.all,
    withEmail: counts.withEmail,
    example:
      first && values
        ? {
            name: first.name,
            subject: fillMergeFields(input.subject, values),
            message: fillMergeFields(input.message, values),
          }
        : null,
  };
}

export async function sendNotification(deps: Deps, input: SendRequest): Promise<SendOutcome> {
  const now = deps.clock.now();
  const gym = await deps.settings.current();
  const today = dateInZone(now, gym.timeZone);
  const place: MailPlace = { gym, appUrl: deps.config.appUrl };
  try {
    return await inTransaction(deps.db, async (tx): Promise<SendOutcome> => {
      const resolved = await resolveAudience(tx, input, today);
      if ('ok' in resolved) return resolved;
      // Every writer of notifications takes it first (insertNotification), so the count read now is
      // the count written.
      await lockNamed(tx, NOTIFICATION_NUMBERS_LOCK);
      const recipients = audienceQuery(tx, resolved.filter);
      const { all } = await countRecipients(tx, recipients);
      const refusal = confirmationRefusal(all, input.confirmedRecipients);
      if (refusal) return refusal;
      const send = {
        id: newId(),
        audience: input.audience,
        audienceName: resolved.name,
        subject: input.subject,
        message: input.message,
        withEmail: input.withEmail,
        sentBy: input.adminId,
        sentAt: now.toISOString(),
      };
      await insertSend(tx, send);
      const personal = hasMergeFields(input.message) || hasMergeFields(input.subject);
      const count = personal
        ? await writePersonal(tx, recipients, send, { input, gym, place, now })
        : await writeSame(tx, recipients, send, { input, place, now });
      if (count === 0) throw new NotSent({ ok: false, reason: 'no_recipients' });
      await setRecipients(tx, send.id, count);
      await recordEvent(tx, {
        type: 'admin.notification_sent',
        actorId: input.adminId,
        subject: send.id,
        // The text stays out of the audit trail: it is the members', not the log's.
        detail: {
          audience: input.audience,
          ...(input.audience === 'member' ? { memberId: input.memberId } : {}),
          ...(input.audience === 'plan' ? { planId: input.planId } : {}),
          recipients: count,
          withEmail: input.withEmail,
          length: input.message.length,
        },
        ip: input.ip,
      });
      return { ok: true, id: send.id, sentAt: send.sentAt, recipients: count };
    });
  } catch (error) {
    if (error instanceof NotSent) return error.outcome;
    throw error;
  }
}

/** Why a send to `count` people may not go with the count the caller confirmed; null when it may. */
function confirmationRefusal(count: number, confirmed: number | undefined): SendOutcome | null {
  if (count === 0) return { ok: false, reason: 'no_recipients' };
  if (confirmed !== undefined && confirmed !== count)
    return { ok: false, reason: 'recipients_changed', recipients: count };
  if (confirmed === undefined && count > CONFIRM_ABOVE)
    return { ok: false, reason: 'confirm_needed', recipients: count };
  return null;
}

interface WriteContext {
  input: SendRequest;
  place: MailPlace;
  now: Date;
}

/** One text for everyone: one statement for the notifications, one for the mail. */
async function writeSame(
  tx: DbOrTx,
  recipients: Recipients,
  send: { id: string; sentAt: string },
  { input, place, now }: WriteContext,
): Promise<number> {
  const count = await insertNotificationsFor(tx, recipients, {
    sendId: send.id,
    message: noticeText(input.subject, input.message),
    createdBy: input.adminId,
    date: send.sentAt,
  });
  if (input.withEmail && count > 0) {
    const { subject, text, html } = renderMail(mailOf(input.subject, input.message, place), place);
    await queueMailToEach(tx, notifiedOf(recipients, send.id), { subject, text, html }, now);
  }
  return count;
}

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Each recipient's own text: a chunk of recipients read, filled in and written per round. */
async function writePersonal(
  tx: DbOrTx,
  recipients: Recipients,
  send: { id: string; sentAt: string },
  { input, gym, place, now }: WriteContext & { gym: GymSettings },
): Promise<number> {
  const format = createGymFormat(gym);
  let count = 0;
  let after: string | null = null;
  for (;;) {
    const page = await recipientDetailsPage(recipients, after, CHUNK);
    if (page.length === 0) return count;
    const notices = [];
    const mails = [];
    for (const recipient of page) {
      const values = mergeValues(recipient, format);
      const subject = fillMergeFields(input.subject, values);
      const message = fillMergeFields(input.message, values);
      notices.push({ memberId: recipient.key, message: noticeText(subject, message) });
      if (input.withEmail && recipient.email) {
        mails.push(layoutMail(recipient.email, mailOf(subject, message, place), place));
      }
    }
    await insertNotificationRows(tx, { id: send.id, createdBy: input.adminId, date: send.sentAt }, notices);
    await queueMails(tx, mails, now);
    count += page.length;
    after = (page[page.length - 1] as RecipientDetails).key;
    // Filling in thousands of texts is CPU work: let other requests' callbacks run between chunks.
    await yieldToRequests();
  }
}

/**
 * A notification from the app itself (an overdue bill, a class change), inside the caller's
 * transaction; it waits for any other notification being written (see insertNotification).
 */
export function notifyMember(tx: DbOrTx, input: { memberId: string; message: string; now: Date }) {
  return insertNotification(tx, { ...input, createdBy: null });
}
