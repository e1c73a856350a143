// What GET /healthz says about mail. Every figure is a range of one of mail_queue's two indexes
// ((status, next_attempt_at) and (status, finished_at)), so the report stays cheap on a big table.
import type { Db } from '../db/schema.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/**
 * Mail that has been due this long with none going out meanwhile is stuck. The sender looks every
 * 5 s and gives up on a silent mail server within a minute, and SEND_CLAIM_MS (also 15 minutes)
 * brings back the row of a sender that died; so this long means no sender runs, or one hangs.
 */
export const MAIL_STUCK_AFTER_MS = 15 * MINUTE;

export interface MailHealth {
  /**
   * stuck: mail has been due for over 15 minutes and none went out meanwhile; failing: mail was given
   * up in the last day; retrying: some mail failed and waits for another try; ok: none of these.
   */
  status: 'ok' | 'retrying' | 'failing' | 'stuck';
  queued: number;
  failedLastDay: number;
  /** How long the message due longest has waited for the sender, in seconds; null when none is due. */
  oldestDueSeconds: number | null;
}

export async function mailHealth(db: Db, now: Date): Promise<MailHealth> {
  const [queued, retrying, failed, oldestDue] = await Promise.all([
    db
      .selectFrom('mailQueue')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'queued')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('mailQueue')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'queued')
      .where('attempts', '>', 0)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('mailQueue')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'failed')
      .where('finishedAt', '>=', new Date(now.getTime() - DAY).toISOString())
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('mailQueue')
      .select('nextAttemptAt')
      .where('status', '=', 'queued')
      .where('nextAttemptAt', '<=', now.toISOString())
      .orderBy('nextAttemptAt')
      .limit(1)
      .executeTakeFirst(),
  ]);
  const waitedMs = oldestDue ? now.getTime() - Date.parse(oldestDue.nextAttemptAt) : null;
  // A long backlog that is going out (a notification to every member) is slow, not stuck.
  const stuck = waitedMs !== null && waitedMs > MAIL_STUCK_AFTER_MS && !(await sentSince(db, now));
  const failedLastDay = Number(failed.n);
  const status = stuck ? 'stuck' : failedLastDay > 0 ? 'failing' : Number(retrying.n) > 0 ? 'retrying' : 'ok';
  return {
    status,
    queued: Number(queued.n),
    failedLastDay,
    oldestDueSeconds: waitedMs === null ? null : Math.floor(waitedMs / 1000),
  };
}

/** Whether any mail went out within the stuck threshold before now. */
async function sentSince(db: Db, now: Date): Promise<boolean> {
  const sent = await db
    .selectFrom('mailQueue')
    .select('id')
    .where('status', '=', 'sent')
    .where('finishedAt', '>=', new Date(now.getTime() - MAIL_STUCK_AFTER_MS).toISOString())
    .limit(1)
    .executeTakeFirst();
  return sent !== undefined;
}
