// The inbox: the webhook route stores each event (by its id, so a repeated delivery is one event)
// and then applies it. Applying is ONE transaction that also marks the event applied, so a crash or
// a database restart leaves it unapplied, never half applied; the sweep (every minute, and the
// route after each applied event) applies what is left, oldest first. An event that needs another
// one first (a refund of a payment not recorded yet) answers 'waiting': it is rolled back, counted,
// and tried again after later events.
import type { FastifyBaseLogger } from 'fastify';
import type { GymSettings } from '../../../../shared/settings.schemas.js';
import type { Db } from '../../../db/schema.js';
import { inTransaction } from '../../../db/transactions.js';
import type { Clock } from '../../../lib/clock.js';
import type { ScheduledJob } from '../../../scheduler/scheduler.js';
import type { GatewayEvent, PaymentGateway } from '../gateway.js';
import type { ApplyContext, ApplyResult } from './apply-context.js';
import { applyEvent, prepareEvent } from './apply-event.js';
import { EVENT_HANDLERS, type EventHandlers } from './event-handlers.js';
import { claimApplied, countAttempt, storeEvent, unappliedEvent, unappliedEvents } from './inbox.queries.js';

export interface InboxDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  settings: { current(): Promise<GymSettings> };
  gateway: PaymentGateway | null;
  config: { appUrl: URL };
  /** The other parts' handlers (tests may replace them); EVENT_HANDLERS by default. */
  handlers?: EventHandlers;
}

/** Waiting events tried again after each applied one: enough for any real backlog, bounded per request. */
const RETRY_AFTER_APPLIED = 20;
/** Events the sweep looks at per batch. */
const SWEEP_BATCH = 50;
/** At most this many a sweep (the next, a minute later, goes on). */
const SWEEP_MAX = 1000;

export const INBOX_JOB = 'webhook-inbox';

/** Thrown inside the transaction to roll back an event that waits for another. */
class Waiting extends Error {}

/** Stores a verified event and applies it (with waiting ones after it). Throws if applying failed. */
export async function receiveEvent(deps: InboxDeps, event: GatewayEvent): Promise<ApplyResult> {
  await storeEvent(deps.db, event, deps.clock.now());
  const result = await applyStoredEvent(deps, event.id);
  if (result === 'applied') await retryWaiting(deps, event.id);
  return result;
}

/** Applies one stored event if it is not applied yet; 'applied' also when another process did. */
export async function applyStoredEvent(deps: InboxDeps, id: string): Promise<ApplyResult> {
  const event = await unappliedEvent(deps.db, id);
  if (!event) return 'applied';
  const handlers = deps.handlers ?? EVENT_HANDLERS;
  // Before the transaction: the provider may be asked, and on SQLite the transaction holds the one
  // connection (a read through deps.db inside it would wait for ever).
  const prepared = await prepareEvent(event, deps.gateway, handlers);
  const ctx: ApplyContext = { now: deps.clock.now(), gym: await deps.settings.current(), appUrl: deps.config.appUrl };
  try {
    await inTransaction(deps.db, async (tx) => {
      if (!(await claimApplied(tx, id, ctx.now))) return;
      const result = await applyEvent(tx, event, prepared, ctx, handlers, deps.log);
      if (result === 'waiting') throw new Waiting();
    });
    return 'applied';
  } catch (error) {
    if (!(error instanceof Waiting)) throw error;
    await countAttempt(deps.db, id, null);
    return 'waiting';
  }
}

/** After an applied event, the events that were waiting (perhaps for it), a bounded number. */
async function retryWaiting(deps: InboxDeps, except: string): Promise<void> {
  const waiting = await unappliedEvents(deps.db, RETRY_AFTER_APPLIED, { tried: true, except });
  let applied = false;
  for (const { id } of waiting) {
    if ((await applyStoredEvent(deps, id)) === 'applied') applied = true;
  }
  // One applied may be what another waited for (a payment, then its refund): go round once more.
  if (applied && waiting.length > 0) {
    for (const { id } of await unappliedEvents(deps.db, RETRY_AFTER_APPLIED, { tried: true, except })) {
      await applyStoredEvent(deps, id);
    }
  }
}

export interface SweepReport {
  applied: number;
  waiting: number;
  failed: number;
}

/**
 * Applies every unapplied event, oldest first: events whose route answered 500 (the database went
 * away while applying), and waiting ones. Repeated while a pass applied something another waited for.
 */
export async function sweepInbox(deps: InboxDeps): Promise<SweepReport> {
  const report: SweepReport = { applied: 0, waiting: 0, failed: 0 };
  for (let pass = 0; pass < 3; pass++) {
    const before = report.applied;
    const ids = await unappliedIds(deps);
    for (const id of ids) {
      try {
        report[await applyStoredEvent(deps, id)] += 1;
      } catch (error) {
        report.failed += 1;
        deps.log.error({ err: error, event: id }, 'webhook event could not be applied; tried again later');
        await countAttempt(deps.db, id, error instanceof Error ? error.message : String(error)).catch(() => {});
      }
    }
    if (report.applied === before || report.waiting === 0) break;
    report.waiting = 0;
  }
  return report;
}

async function unappliedIds(deps: InboxDeps): Promise<string[]> {
  const ids: string[] = [];
  // Ids only: applying changes which rows are unapplied, so the list is read first.
  let rows = await unappliedEvents(deps.db, SWEEP_BATCH);
  while (rows.length > 0 && ids.length < SWEEP_MAX) {
    ids.push(...rows.map((row) => row.id));
    if (rows.length < SWEEP_BATCH) break;
    rows = await unappliedEventsAfter(deps, ids);
  }
  return ids;
}

async function unappliedEventsAfter(deps: InboxDeps, seen: string[]) {
  const last = seen[seen.length - 1] as string;
  const row = await deps.db
    .selectFrom('webhookEvents')
    .select(['receivedAt'])
    .where('id', '=', last)
    .executeTakeFirst();
  if (!row) return [];
  return deps.db
    .selectFrom('webhookEvents')
    .select('id')
    .where('appliedAt', 'is', null)
    .where((eb) => eb(eb.refTuple('receivedAt', 'id'), '>', eb.tuple(row.receivedAt, last)))
    .orderBy('receivedAt')
    .orderBy('id')
    .limit(SWEEP_BATCH)
    .execute();
}

export function inboxJob(deps: InboxDeps): ScheduledJob {
  return {
    name: INBOX_JOB,
    everyMs: 60_000,
    exclusive: true,
    async run() {
      const report = await sweepInbox(deps);
      if (report.applied + report.failed > 0) deps.log.info({ job: INBOX_JOB, ...report }, 'webhook inbox swept');
    },
  };
}
