import type { DbOrTx } from '../../db/schema.js';
import { newId, nowIso } from '../../lib/ids.js';

export type EventType =
  | 'signed_in'
  | 'sign_in_failed'
  | 'signed_up_pending_approval'
  | 'sign_up_failed'
  | 'signed_out'
  | 'password_reset_requested'
  | 'password_reset_sent'
  | 'password_reset_failed'
  | 'password_reset_completed'
  | 'password_changed'
  | 'invitation_sent'
  | 'invitation_accepted'
  | 'admin_created'
  | 'mail_failed'
  | `admin.${string}`
  /** Done by the app itself (billing runs, overdue notices, plan changes starting). */
  | `system.${string}`
  /** A member's own class bookings. */
  | `class.${string}`
  /** Other things a member does themselves (reporting an equipment problem). */
  | `member.${string}`;

export interface EventInput {
  type: EventType;
  actorId?: string | null;
  subject?: string | null;
  detail?: Record<string, unknown> | null;
  ip?: string | null;
}

/** Writes one audit event. Pass the transaction when the event belongs to a change. */
export async function recordEvent(db: DbOrTx, event: EventInput): Promise<void> {
  await db
    .insertInto('events')
    .values({
      id: newId(),
      type: event.type,
      actorId: event.actorId ?? null,
      subject: event.subject ?? null,
      detail: event.detail ? JSON.stringify(event.detail) : null,
      ip: event.ip ?? null,
      createdAt: nowIso(),
    })
    .execute();
}

export async function listEventsOfType(db: DbOrTx, type: EventType) {
  return db
    .selectFrom('events')
    .select(['id', 'type', 'actorId', 'subject', 'detail', 'ip', 'createdAt'])
    .where('type', '=', type)
    .orderBy('createdAt', 'desc')
    .execute();
}
