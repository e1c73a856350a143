// A group message with merge fields ({first_name}, {balance}, {plan}) reads its recipients with what
// fills them in, a page at a time, and writes their notifications a chunk per statement: a few round
// trips per few hundred members, never one per member.
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/schema.js';
import { notificationIdOf, type Recipients } from './notification-sends.queries.js';

export interface RecipientDetails {
  key: string;
  email: string | null;
  name: string;
  planName: string | null;
  /** What their open bills still owe, in minor units. */
  balanceCents: number;
}

function withDetails(recipients: Recipients) {
  return recipients
    .leftJoin('memberships', 'memberships.userId', 'users.id')
    .leftJoin('plans', 'plans.id', 'memberships.planId')
    .select((eb) => [
      'users.name as name',
      'plans.name as planName',
      eb
        .selectFrom('bills')
        .select(sql<number>`coalesce(sum(bills.amount_cents - bills.paid_cents), 0)`.as('owed'))
        .whereRef('bills.memberId', '=', 'users.id')
        .where('bills.status', '=', 'open')
        .as('balanceCents'),
    ]);
}

function present(row: {
  key: string;
  email: string | null;
  name: string;
  planName: string | null;
  balanceCents: unknown;
}) {
  return { ...row, balanceCents: Number(row.balanceCents ?? 0) };
}

/** How many the audience reaches, and how many of them have an address for the mail. */
export async function countRecipients(db: DbOrTx, recipients: Recipients): Promise<{ all: number; withEmail: number }> {
  const row = await db
    .selectFrom(recipients.as('r'))
    .select((eb) => [eb.fn.countAll<number>().as('all'), eb.fn.count<number>('r.email').as('withEmail')])
    .executeTakeFirstOrThrow();
  return { all: Number(row.all), withEmail: Number(row.withEmail) };
}

/** The recipients after `afterKey` (by id), with their merge values (on the recipients query's own handle). */
export async function recipientDetailsPage(
  recipients: Recipients,
  afterKey: string | null,
  limit: number,
): Promise<RecipientDetails[]> {
  let query = withDetails(recipients);
  if (afterKey !== null) query = query.where('users.id', '>', afterKey);
  const rows = await query.orderBy('users.id').limit(limit).execute();
  return rows.map(present);
}

/** The preview's example: the recipient first by name. */
export async function firstRecipientByName(recipients: Recipients): Promise<RecipientDetails | undefined> {
  const row = await withDetails(recipients).orderBy('users.name').orderBy('users.id').limit(1).executeTakeFirst();
  return row && present(row);
}

/**
 * One chunk of a send's notifications, each with its own text, in one statement. Each is numbered
 * by the per-member seq rule (max + 1), read for the whole chunk in one grouped query; the caller
 * holds NOTIFICATION_NUMBERS_LOCK (insertNotificationsFor's rule).
 */
export async function insertNotificationRows(
  tx: DbOrTx,
  send: { id: string; createdBy: string; date: string },
  rows: readonly { memberId: string; message: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  const last = await tx
    .selectFrom('notifications')
    .select((eb) => ['memberId', eb.fn.max('seq').as('seq')])
    .where(
      'memberId',
      'in',
      rows.map((row) => row.memberId),
    )
    .groupBy('memberId')
    .execute();
  const seqOf = new Map(last.map((row) => [row.memberId, Number(row.seq ?? 0)]));
  await tx
    .insertInto('notifications')
    .values(
      rows.map((row) => ({
        id: `${notificationIdOf(send.id)}${row.memberId}`,
        memberId: row.memberId,
        message: row.message,
        date: send.date,
        seq: (seqOf.get(row.memberId) ?? 0) + 1,
        createdBy: send.createdBy,
        sendId: send.id,
        readAt: null,
      })),
    )
    .execute();
}
