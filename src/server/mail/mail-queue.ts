// Outgoing mail goes through a table: the transaction that causes a message queues it, and one
// background sender delivers it with retries and back-off, whichever process queued it. A row is a
// whole message, or a request of some kind that a renderer turns into one when it is sent (a
// password reset: the sender, not the request, finds out whether the address has an account).
// Bodies are wiped once a message is sent or given up, since they may hold a live link.
import type { FastifyBaseLogger } from 'fastify';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { GymSettings } from '../../shared/settings.schemas.js';
import type { Database, Db, DbOrTx } from '../db/schema.js';
import { inTransaction } from '../db/transactions.js';
import { recordEvent } from '../features/events/events.queries.js';
import type { Clock } from '../lib/clock.js';
import { newId } from '../lib/ids.js';
import type { ScheduledJob } from '../scheduler/scheduler.js';
import type { MailKind, MailQueueTable } from './mail.tables.js';
import type { Mailer, MailMessage } from './mailer.js';

export interface RenderedMail {
  message: MailMessage;
  /** Runs when sending fails, e.g. to withdraw a link that was never delivered. */
  undo(): Promise<void>;
  /** Runs once the message is sent. */
  sent(): Promise<void>;
}

/** What every message needs to know about the gym as it is sent: its name (sender, subject, text). */
export type MailGym = Pick<GymSettings, 'name'>;

/** Turns a queued request into the message to send now, or null when there is nothing to send (skipped). */
export type MailRenderer = (
  db: Db,
  row: Pick<MailQueueTable, 'id' | 'toAddress'>,
  now: Date,
  gym: MailGym,
) => Promise<RenderedMail | null>;

export type MailRenderers = { [K in Exclude<MailKind, 'message'>]: MailRenderer };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
/** Wait before the 2nd, 3rd, … attempt; after the last one the message is given up (~8 hours in all). */
export const RETRY_DELAYS_MS = [30 * SECOND, 2 * MINUTE, 10 * MINUTE, 30 * MINUTE, HOUR, 2 * HOUR, 4 * HOUR];
const BATCH = 20;
/**
 * A sender claims a row before it renders and sends it by moving its next attempt this far ahead, so
 * no other process picks it up meanwhile. Far longer than one send can take under the mailer's limits
 * (SMTP_TIMEOUTS: 10 s to connect, 10 s to greet, at most 30 s of silence at each of a handful of
 * steps); if the sender dies holding a claim, the row is simply due again when the claim lapses.
 */
export const SEND_CLAIM_MS = 15 * MINUTE;

type QueuedContent = Pick<MailQueueTable, 'kind' | 'toAddress' | 'subject' | 'bodyText' | 'bodyHtml' | 'logLink'>;

/** A row as it enters the queue: due at once, never tried. */
function queuedRow(row: QueuedContent, at: string) {
  return {
    id: newId(),
    ...row,
    status: 'queued' as const,
    attempts: 0,
    nextAttemptAt: at,
    lastError: null,
    createdAt: at,
    finishedAt: null,
  };
}

function messageContent({ to, subject, text, html, link }: MailMessage): QueuedContent {
  return { kind: 'message', toAddress: to, subject, bodyText: text, bodyHtml: html ?? null, logLink: link ?? null };
}

async function insertQueued(db: DbOrTx, row: QueuedContent, now: Date): Promise<string> {
  const values = queuedRow(row, now.toISOString());
  await db.insertInto('mailQueue').values(values).execute();
  return values.id;
}

/** Queues a whole message. */
export function queueMail(db: DbOrTx, message: MailMessage, now: Date): Promise<string> {
  return insertQueued(db, messageContent(message), now);
}

/** Queues several whole messages in one statement (a chunk of a group message with merge fields). */
export async function queueMails(db: DbOrTx, messages: readonly MailMessage[], now: Date): Promise<void> {
  if (messages.length === 0) return;
  const at = now.toISOString();
  await db
    .insertInto('mailQueue')
    .values(messages.map((message) => queuedRow(messageContent(message), at)))
    .execute();
}

/**
 * Queues the same message to every address a query yields, in one statement, so a notification to
 * thousands of members costs one insert, not one per member. `recipients` yields `key` (unique among
 * its rows) and `email` (rows without one are skipped); each row's id is a fresh prefix plus its key.
 */
export async function queueMailToEach<TB extends keyof Database>(
  db: DbOrTx,
  recipients: SelectQueryBuilder<Database, TB, { key: string; email: string | null }>,
  message: Omit<MailMessage, 'to'>,
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  const prefix = `${newId()}.`;
  const result = await db
    .insertInto('mailQueue')
    .columns([
      'id',
      'kind',
      'toAddress',
      'subject',
      'bodyText',
      'bodyHtml',
      'logLink',
      'status',
      'attempts',
      'nextAttemptAt',
      'lastError',
      'createdAt',
      'finishedAt',
    ])
    .expression(
      db
        .selectFrom(recipients.as('r'))
        .select((eb) => [
          sql<string>`${prefix} || ${eb.ref('r.key')}`.as('id'),
          sql<MailKind>`${'message'}`.as('kind'),
          eb.ref('r.email').$castTo<string>().as('toAddress'),
          sql<string>`${message.subject}`.as('subject'),
          sql<string>`${message.text}`.as('bodyText'),
          sql<string | null>`${message.html ?? null}`.as('bodyHtml'),
          sql<string | null>`${message.link ?? null}`.as('logLink'),
          sql<'queued'>`${'queued'}`.as('status'),
          sql<number>`0`.as('attempts'),
          sql<string>`${at}`.as('nextAttemptAt'),
          sql<null>`null`.as('lastError'),
          sql<string>`${at}`.as('createdAt'),
          sql<null>`null`.as('finishedAt'),
        ])
        // A member added at the desk without an email gets the notification, not the mail.
        .where('r.email', 'is not', null),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Queues a request that the kind's renderer turns into a message when it is sent. */
export function queueRequest(db: DbOrTx, request: { kind: Exclude<MailKind, 'message'>; to: string }, now: Date) {
  return insertQueued(
    db,
    { kind: request.kind, toAddress: request.to, subject: '', bodyText: '', bodyHtml: null, logLink: null },
    now,
  );
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
  skipped: number;
}

export interface SenderDeps {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  renderers: MailRenderers;
  /** The gym's settings (the settings store): each message goes out From the gym's name. */
  settings: { current(): Promise<MailGym> };
}

async function messageOf(deps: SenderDeps, row: MailQueueTable, gym: MailGym): Promise<RenderedMail | null> {
  if (row.kind === 'message') {
    const message: MailMessage = {
      to: row.toAddress,
      subject: row.subject,
      text: row.bodyText,
      html: row.bodyHtml ?? undefined,
      link: row.logLink ?? undefined,
    };
    const nothing = async () => {};
    return { message, undo: nothing, sent: nothing };
  }
  return deps.renderers[row.kind](deps.db, row, deps.clock.now(), gym);
}

/**
 * Sends every message that is due, oldest first. The caller holds the mail sender's lease, but a
 * lease can lapse mid-run (a slow mail server), so each row is claimed before it is sent.
 */
export async function deliverDueMail(deps: SenderDeps): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, skipped: 0 };
  for (;;) {
    const due = await deps.db
      .selectFrom('mailQueue')
      .selectAll()
      .where('status', '=', 'queued')
      .where('nextAttemptAt', '<=', deps.clock.now().toISOString())
      .orderBy('nextAttemptAt')
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (due.length === 0) return report;
    // Read once a batch: a new name in Settings reaches mail still waiting in the queue.
    const gym = await deps.settings.current();
    for (const message of due) {
      // Another process (one whose lease lapsed mid-run, or that took it over) may have this row.
      if (!(await claim(deps, message))) continue;
      const attempts = message.attempts + 1;
      const rendered = await messageOf(deps, message, gym);
      if (!rendered) {
        await finish(deps.db, message.id, { status: 'skipped', attempts: 0, lastError: null }, deps.clock.now());
        report.skipped += 1;
        continue;
      }
      try {
        await deps.mailer.send({ ...rendered.message, fromName: gym.name });
      } catch (error) {
        await rendered.undo();
        const reason = (error as Error).message.slice(0, 500);
        const delay = RETRY_DELAYS_MS[attempts - 1];
        if (delay === undefined) {
          await inTransaction(deps.db, async (tx) => {
            await finish(tx, message.id, { status: 'failed', attempts, lastError: reason }, deps.clock.now());
            await recordEvent(tx, {
              type: 'mail_failed',
              subject: message.toAddress,
              detail: { subject: rendered.message.subject, attempts, error: reason },
            });
          });
          deps.log.error({ mailId: message.id, attempts, err: error }, 'mail given up after repeated failures');
          report.failed += 1;
        } else {
          const next = new Date(deps.clock.now().getTime() + delay).toISOString();
          await deps.db
            .updateTable('mailQueue')
            .set({ attempts, lastError: reason, nextAttemptAt: next })
            .where('id', '=', message.id)
            .execute();
          deps.log.warn({ mailId: message.id, attempts, retryAt: next, err: error }, 'mail not sent; will retry');
          report.retrying += 1;
        }
        continue;
      }
      await recordSent(deps, message.id, attempts, rendered);
      report.sent += 1;
    }
    if (due.length < BATCH) return report;
  }
}

/** Takes the row for this sender if it is still queued and unchanged since it was read. */
async function claim(deps: SenderDeps, row: MailQueueTable): Promise<boolean> {
  const until = new Date(deps.clock.now().getTime() + SEND_CLAIM_MS).toISOString();
  const result = await deps.db
    .updateTable('mailQueue')
    .set({ nextAttemptAt: until })
    .where('id', '=', row.id)
    .where('status', '=', 'queued')
    .where('attempts', '=', row.attempts)
    .where('nextAttemptAt', '=', row.nextAttemptAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The message is delivered whatever happens here, so a failure never withdraws its link or queues it
 * again. Marking the row is tried twice (a dropped connection); should both fail, the row stays
 * claimed and goes out once more when the claim lapses, which is all a sender can do without a database.
 */
async function recordSent(deps: SenderDeps, id: string, attempts: number, rendered: RenderedMail): Promise<void> {
  const mark = () => finish(deps.db, id, { status: 'sent', attempts, lastError: null }, deps.clock.now());
  try {
    await mark().catch((error: unknown) => {
      deps.log.warn({ mailId: id, err: error }, 'mail sent, but marking it sent failed; trying again');
      return mark();
    });
  } catch (error) {
    deps.log.error({ mailId: id, err: error }, 'mail sent, but not marked sent; it goes again when its claim lapses');
    return;
  }
  try {
    await rendered.sent();
  } catch (error) {
    deps.log.error({ mailId: id, err: error }, 'mail sent and marked, but its follow-up bookkeeping failed');
  }
}

async function finish(
  db: DbOrTx,
  id: string,
  outcome: { status: 'sent' | 'skipped' | 'failed'; attempts: number; lastError: string | null },
  now: Date,
): Promise<void> {
  await db
    .updateTable('mailQueue')
    .set({ ...outcome, bodyText: '', bodyHtml: null, logLink: null, finishedAt: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

export const MAIL_JOB = 'mail';

/** Every few seconds, and at once when a request queues mail (deps.background.runNow). */
export function mailJob(deps: SenderDeps): ScheduledJob {
  return {
    name: MAIL_JOB,
    everyMs: 5 * SECOND,
    exclusive: true,
    // A sender that dies mid-batch hands over at once on PostgreSQL (its lock goes with its
    // connection), within a minute where locks are leases; the row it was sending waits for its
    // claim to lapse (SEND_CLAIM_MS), and rows claimed by a sender still at work are left to it.
    leaseMs: MINUTE,
    async run() {
      await deliverDueMail(deps);
    },
  };
}
