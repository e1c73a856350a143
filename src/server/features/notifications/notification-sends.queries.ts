// Notifications to a group, set-based: one INSERT … SELECT writes a notification for every member the
// audience names, however many there are, and the group's emails are queued the same way.
import { type SelectQueryBuilder, sql } from 'kysely';
import type { NotificationAudience } from '../../../shared/notifications.schemas.js';
import type { Database, DbOrTx } from '../../db/schema.js';
import { lockNamed } from '../../db/transactions.js';
import type { Cursor } from '../../lib/cursor.js';
import { NOTIFICATION_NUMBERS_LOCK } from './notifications.queries.js';

export type AudienceFilter =
  | { audience: 'member'; memberId: string }
  | { audience: 'all_active' }
  | { audience: 'plan'; planId: string }
  /** `today` is the gym's day: a bill is overdue when it is open and was due before it. */
  | { audience: 'overdue'; today: string };

export type Recipients = SelectQueryBuilder<Database, 'users', { key: string; email: string | null }>;

/** The members an audience names, as (key = user id, email); never pending accounts or admins. */
export function audienceQuery(db: DbOrTx, filter: AudienceFilter): Recipients {
  const members = db
    .selectFrom('users')
    .select(['users.id as key', 'users.email as email'])
    .where('users.role', '=', 'member');
  switch (filter.audience) {
    case 'member':
      return members.where('users.id', '=', filter.memberId);
    case 'all_active':
      return members.where((eb) =>
        eb.exists(
          eb
            .selectFrom('memberships')
            .select('memberships.userId')
            .whereRef('memberships.userId', '=', 'users.id')
            .where('memberships.status', '=', 'active'),
        ),
      );
    case 'plan':
      // As the Plans section counts a plan's members: active or paused; cancelled ones have left it.
      return members.where((eb) =>
        eb.exists(
          eb
            .selectFrom('memberships')
            .select('memberships.userId')
            .whereRef('memberships.userId', '=', 'users.id')
            .where('memberships.planId', '=', filter.planId)
            .where('memberships.status', '!=', 'cancelled'),
        ),
      );
    case 'overdue':
      // The range of open bills past due on bills_status_due_idx, whatever the membership's state:
      // a paused or cancelled member who owes money is told too.
      return members.where(
        'users.id',
        'in',
        db
          .selectFrom('bills')
          .select('bills.memberId')
          .where('bills.status', '=', 'open')
          .where('bills.dueDate', '<', filter.today),
      );
  }
}

/** The id of a group send's notification to one member: unique, and found again by its primary key. */
export function notificationIdOf(sendId: string) {
  return `${sendId}.`;
}

/**
 * One notification per recipient, numbered by the per-member seq rule (max + 1, under the same lock
 * as insertNotification). Returns how many were written.
 */
export async function insertNotificationsFor(
  tx: DbOrTx,
  recipients: Recipients,
  row: { sendId: string; message: string; createdBy: string; date: string },
): Promise<number> {
  await lockNamed(tx, NOTIFICATION_NUMBERS_LOCK);
  const result = await tx
    .insertInto('notifications')
    .columns(['id', 'memberId', 'message', 'date', 'seq', 'createdBy', 'sendId', 'readAt'])
    .expression(
      tx.selectFrom(recipients.as('r')).select((eb) => [
        sql<string>`${notificationIdOf(row.sendId)} || ${eb.ref('r.key')}`.as('id'),
        'r.key as memberId',
        sql<string>`${row.message}`.as('message'),
        sql<string>`${row.date}`.as('date'),
        sql<number>`coalesce((${eb
          .selectFrom('notifications as n')
          .select((n) => n.fn.max('n.seq').as('m'))
          .whereRef('n.memberId', '=', 'r.key')}), 0) + 1`.as('seq'),
        sql<string>`${row.createdBy}`.as('createdBy'),
        sql<string>`${row.sendId}`.as('sendId'),
        sql<null>`null`.as('readAt'),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** The recipients that really got this send's notification (a primary-key lookup each). */
export function notifiedOf(recipients: Recipients, sendId: string): Recipients {
  return recipients.where((eb) =>
    eb.exists(
      eb
        .selectFrom('notifications')
        .select('notifications.id')
        .where('notifications.id', '=', sql<string>`${notificationIdOf(sendId)} || ${eb.ref('users.id')}`),
    ),
  );
}

export async function insertSend(
  tx: DbOrTx,
  send: {
    id: string;
    audience: NotificationAudience;
    audienceName: string | null;
    message: string;
    withEmail: boolean;
    sentBy: string;
    sentAt: string;
    subject: string;
  },
): Promise<void> {
  await tx
    .insertInto('notificationSends')
    .values({ ...send, withEmail: send.withEmail ? 1 : 0, recipients: 0 })
    .execute();
}

export async function setRecipients(tx: DbOrTx, sendId: string, recipients: number): Promise<void> {
  await tx.updateTable('notificationSends').set({ recipients }).where('id', '=', sendId).execute();
}

/** A member's name, when the account is a member (for the history's "to whom"). */
export async function memberNameOf(db: DbOrTx, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('name')
    .where('id', '=', userId)
    .where('role', '=', 'member')
    .executeTakeFirst();
  return row?.name;
}

/** One page of what admins sent, newest first (notification_sends_sent_at_idx). */
export function sentPageQuery(db: DbOrTx, after: Cursor | null, limit: number) {
  let query = db
    .selectFrom('notificationSends as s')
    .leftJoin('users', 'users.id', 's.sentBy')
    .select([
      's.id',
      's.audience',
      's.audienceName',
      's.subject',
      's.message',
      's.withEmail',
      's.recipients',
      's.sentAt',
      'users.name as sentByName',
    ]);
  if (after) query = query.where((eb) => eb(eb.refTuple('s.sentAt', 's.id'), '<', eb.tuple(after.key, after.id)));
  return query.orderBy('s.sentAt', 'desc').orderBy('s.id', 'desc').limit(limit);
}
