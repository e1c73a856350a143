// Sending checks who it goes to, then writes the send, one notification per recipient, their emails
// (queued: the mail sender delivers them after the answer, with retries) and the audit event, all in
// one transaction.
import { dateInZone } from '../../../shared/calendar.js';
import type { NotificationAudience } from '../../../shared/notifications.schemas.js';
import type { DbOrTx } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import { newId } from '../../lib/ids.js';
import { queueMailToEach } from '../../mail/mail-queue.js';
import type { AppDeps } from '../../trpc/context.js';
import { recordEvent } from '../events/events.queries.js';
import { findPlan } from '../plans/plans.service.js';
import {
  type AudienceFilter,
  audienceQuery,
  insertNotificationsFor,
  insertSend,
  memberNameOf,
  notifiedOf,
  setRecipients,
} from './notification-sends.queries.js';
import { insertNotification } from './notifications.queries.js';

export interface SendRequest {
  audience: NotificationAudience;
  memberId?: string;
  planId?: string;
  message: string;
  withEmail: boolean;
  adminId: string;
  ip: string;
}

export type SendOutcome =
  | { ok: true; id: string; sentAt: string; recipients: number }
  | { ok: false; reason: 'member_not_found' | 'plan_not_found' | 'no_recipients' };

/** Thrown inside the transaction to roll back a send that reached nobody. */
class NoRecipients extends Error {}

async function resolveAudience(
  db: DbOrTx,
  input: SendRequest,
  today: string,
): Promise<{ filter: AudienceFilter; name: string | null } | SendOutcome> {
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

export async function sendNotification(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'settings'>,
  input: SendRequest,
): Promise<SendOutcome> {
  const now = deps.clock.now();
  const gym = await deps.settings.current();
  const today = dateInZone(now, gym.timeZone);
  try {
    return await inTransaction(deps.db, async (tx): Promise<SendOutcome> => {
      const resolved = await resolveAudience(tx, input, today);
      if ('ok' in resolved) return resolved;
      const send = {
        id: newId(),
        audience: input.audience,
        audienceName: resolved.name,
        message: input.message,
        withEmail: input.withEmail,
        sentBy: input.adminId,
        sentAt: now.toISOString(),
      };
      await insertSend(tx, send);
      const recipients = audienceQuery(tx, resolved.filter);
      const count = await insertNotificationsFor(tx, recipients, {
        sendId: send.id,
        message: input.message,
        createdBy: input.adminId,
        date: send.sentAt,
      });
      if (count === 0) throw new NoRecipients();
      await setRecipients(tx, send.id, count);
      if (input.withEmail) {
        await queueMailToEach(
          tx,
          notifiedOf(recipients, send.id),
          { subject: `A message from ${gym.name}`, text: emailText(input.message, deps.config.appUrl) },
          now,
        );
      }
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
    if (error instanceof NoRecipients) return { ok: false, reason: 'no_recipients' };
    throw error;
  }
}

function emailText(message: string, appUrl: URL): string {
  return `${message}\n\nSee all your notifications: ${new URL('/member/notifications', appUrl).toString()}\n`;
}

/**
 * A notification from the app itself (an overdue bill, a class change), inside the caller's
 * transaction; it waits for any other notification being written (see insertNotification).
 */
export function notifyMember(tx: DbOrTx, input: { memberId: string; message: string; now: Date }) {
  return insertNotification(tx, { ...input, createdBy: null });
}
