// Sending checks the member (members feature), writes the notification and the audit event in one
// transaction.
import { retryOnUniqueViolation } from '../../db/errors.js';
import type { Db, DbOrTx } from '../../db/schema.js';
import { recordEvent } from '../events/events.queries.js';
import { isMember } from '../members/members.service.js';
import { insertNotification } from './notifications.queries.js';

/** The new notification, or null when `memberId` is not a member (nothing is written then). */
export async function sendNotification(
  db: Db,
  input: { memberId: string; message: string; adminId: string; ip: string },
): Promise<{ id: string; date: string } | null> {
  return retryOnUniqueViolation(() =>
    db.transaction().execute(async (tx) => {
      if (!(await isMember(tx, input.memberId))) return null;
      const sent = await insertNotification(tx, {
        memberId: input.memberId,
        message: input.message,
        createdBy: input.adminId,
      });
      await recordEvent(tx, {
        type: 'admin.notification_sent',
        actorId: input.adminId,
        subject: sent.id,
        // The text stays out of the audit trail: it is the member's, not the log's.
        detail: { memberId: input.memberId, length: input.message.length },
        ip: input.ip,
      });
      return sent;
    }),
  );
}

/**
 * A notification from the app itself (an overdue bill, a class change), inside the caller's
 * transaction. On PostgreSQL the caller retries its transaction on a unique violation (see
 * retryOnUniqueViolation): two notifications to one member at once can pick the same sequence number.
 */
export function notifyMember(tx: DbOrTx, input: { memberId: string; message: string; now: Date }) {
  return insertNotification(tx, { ...input, createdBy: null });
}
