// What the mail queue holds for an address, as the member's mail reader would get it: for the tests
// of the mail each cause queues (once, in the gym's layout, with its plain-text part).
import type { DbOrTx } from '../db/schema.js';

export interface QueuedMail {
  subject: string;
  text: string;
  html: string | null;
}

/** Every message queued to `to`, oldest first (messages queued at one instant in no set order). */
export async function queuedMailTo(db: DbOrTx, to: string): Promise<QueuedMail[]> {
  const rows = await db
    .selectFrom('mailQueue')
    .select(['subject', 'bodyText', 'bodyHtml'])
    .where('toAddress', '=', to)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ subject: row.subject, text: row.bodyText, html: row.bodyHtml }));
}

/** The subjects of what was queued to `to`. */
export async function subjectsTo(db: DbOrTx, to: string): Promise<string[]> {
  return (await queuedMailTo(db, to)).map((mail) => mail.subject);
}

/** The member's notifications, oldest first. */
export async function noticesOf(db: DbOrTx, memberId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('notifications')
    .select('message')
    .where('memberId', '=', memberId)
    .orderBy('seq')
    .execute();
  return rows.map((row) => row.message);
}
