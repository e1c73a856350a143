// Sending checks the member (members feature), writes the notification and the audit event in one
// transaction.
import { isUniqueViolation } from '../../db/errors.js';
import type { Db } from '../../db/schema.js';
import { recordEvent } from '../events/events.queries.js';
import { isMember } from '../members/members.service.js';
import { insertNotification } from './notifications.queries.js';

const ATTEMPTS = 3;

/** The new notification, or null when `memberId` is not a member (nothing is written then). */
export async function sendNotification(
  db: Db,
  input: { memberId: string; message: string; adminId: string; ip: string },
): Promise<{ id: string; date: string } | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(async (tx) => {
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
      });
    } catch (error) {
      // Another send to the same member took our sequence number (PostgreSQL only): try again.
      if (attempt >= ATTEMPTS || !isUniqueViolation(error)) throw error;
    }
  }
}
