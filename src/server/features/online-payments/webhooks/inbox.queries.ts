// The webhook inbox (webhook_events): each provider event stored by its id before it is applied.
import type { DbOrTx } from '../../../db/schema.js';
import type { GatewayEvent } from '../gateway.js';

/** Stores an event; a delivery of one already stored (the provider's retry) changes nothing. */
export async function storeEvent(db: DbOrTx, event: GatewayEvent, now: Date): Promise<void> {
  await db
    .insertInto('webhookEvents')
    .values({
      id: event.id,
      type: event.kind,
      payload: JSON.stringify(event),
      receivedAt: now.toISOString(),
      appliedAt: null,
      attempts: 0,
      lastError: null,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** The stored event, unless it has been applied. */
export async function unappliedEvent(db: DbOrTx, id: string): Promise<GatewayEvent | null> {
  const row = await db
    .selectFrom('webhookEvents')
    .select('payload')
    .where('id', '=', id)
    .where('appliedAt', 'is', null)
    .executeTakeFirst();
  return row ? (JSON.parse(row.payload) as GatewayEvent) : null;
}

/**
 * Marks it applied if nobody has: one conditional update, so of two processes applying the same
 * event, the second waits for the first's transaction and then finds nothing to do.
 */
export async function claimApplied(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('webhookEvents')
    .set({ appliedAt: now.toISOString(), lastError: null })
    .where('id', '=', id)
    .where('appliedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** One more try that did not apply it (it waits for another event, or failed with `error`). */
export async function countAttempt(db: DbOrTx, id: string, error: string | null): Promise<void> {
  await db
    .updateTable('webhookEvents')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), lastError: error?.slice(0, 500) ?? null }))
    .where('id', '=', id)
    .where('appliedAt', 'is', null)
    .execute();
}

/** Unapplied events, oldest first (webhook_events_waiting_idx); `tried`: only those tried before. */
export function unappliedEvents(db: DbOrTx, limit: number, options: { tried?: boolean; except?: string } = {}) {
  let query = db.selectFrom('webhookEvents').select('id').where('appliedAt', 'is', null);
  if (options.tried) query = query.where('attempts', '>', 0);
  if (options.except) query = query.where('id', '!=', options.except);
  return query.orderBy('receivedAt').orderBy('id').limit(limit).execute();
}
