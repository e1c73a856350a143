// Pause requests. Every change of a request is conditional on the state it was decided from, so two
// admins (or an admin and the member withdrawing, or two job runs) never both change one.
import type { DbOrTx } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import type { PauseRequestStatus } from './pauses.tables.js';

const COLUMNS = [
  'pauseRequests.id',
  'pauseRequests.memberId',
  'pauseRequests.startsOn',
  'pauseRequests.endsOn',
  'pauseRequests.status',
  'pauseRequests.createdAt',
  'pauseRequests.decidedAt',
  'pauseRequests.startedAt',
  'pauseRequests.endedAt',
] as const;

export type PauseRequestRow = {
  id: string;
  memberId: string;
  startsOn: string;
  endsOn: string;
  status: PauseRequestStatus;
  createdAt: string;
  decidedAt: string | null;
  startedAt: string | null;
  endedAt: string | null;
};

/** A member's own list, and the member page's: few per member, the newest first. */
export const PAUSES_LIST_MAX = 20;

export async function insertPauseRequest(
  db: DbOrTx,
  row: { memberId: string; startsOn: string; endsOn: string; now: Date },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('pauseRequests')
    .values({
      id,
      memberId: row.memberId,
      startsOn: row.startsOn,
      endsOn: row.endsOn,
      status: 'pending',
      createdAt: row.now.toISOString(),
      decidedBy: null,
      decidedAt: null,
      startedAt: null,
      endedAt: null,
    })
    .execute();
  return id;
}

export async function findPauseRequest(db: DbOrTx, id: string): Promise<PauseRequestRow | undefined> {
  return db.selectFrom('pauseRequests').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function pauseRequestsOf(db: DbOrTx, memberId: string): Promise<PauseRequestRow[]> {
  return db
    .selectFrom('pauseRequests')
    .select(COLUMNS)
    .where('memberId', '=', memberId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(PAUSES_LIST_MAX)
    .execute();
}

/** A request still in play: waiting for a decision, or approved and not yet over. */
export async function openPauseRequestOf(db: DbOrTx, memberId: string): Promise<PauseRequestRow | undefined> {
  return db
    .selectFrom('pauseRequests')
    .select(COLUMNS)
    .where('memberId', '=', memberId)
    .where((eb) =>
      eb.or([eb('status', '=', 'pending'), eb.and([eb('status', '=', 'approved'), eb('endedAt', 'is', null)])]),
    )
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
}

/** The pending requests of the whole gym, the oldest first (who has waited longest), with names. */
export async function pendingPauseRequests(db: DbOrTx, limit: number) {
  return db
    .selectFrom('pauseRequests')
    .innerJoin('users', 'users.id', 'pauseRequests.memberId')
    .select([...COLUMNS, 'users.name as memberName'])
    .where('pauseRequests.status', '=', 'pending')
    .orderBy('pauseRequests.createdAt')
    .orderBy('pauseRequests.id')
    .limit(limit)
    .execute();
}

export async function countPendingPauseRequests(db: DbOrTx): Promise<number> {
  const row = await db
    .selectFrom('pauseRequests')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** pending → approved / declined / withdrawn; false when it was not pending any more. */
export async function decidePauseRequest(
  db: DbOrTx,
  id: string,
  to: Exclude<PauseRequestStatus, 'pending'>,
  by: string | null,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('pauseRequests')
    .set({ status: to, decidedBy: by, decidedAt: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Approved pauses whose first day has come and that have not started yet. */
export async function pausesToStart(db: DbOrTx, today: string, limit: number) {
  return db
    .selectFrom('pauseRequests')
    .select(COLUMNS)
    .where('status', '=', 'approved')
    .where('startedAt', 'is', null)
    .where('startsOn', '<=', today)
    .orderBy('startsOn')
    .limit(limit)
    .execute();
}

/** Started pauses whose last day is over. */
export async function pausesToEnd(db: DbOrTx, today: string, limit: number) {
  return db
    .selectFrom('pauseRequests')
    .select(COLUMNS)
    .where('status', '=', 'approved')
    .where('startedAt', 'is not', null)
    .where('endedAt', 'is', null)
    .where('endsOn', '<', today)
    .orderBy('endsOn')
    .limit(limit)
    .execute();
}

/** Claims the start of a pause (then its end, below): of two processes at once, one wins it. */
export async function claimPauseStart(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('pauseRequests')
    .set({ startedAt: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'approved')
    .where('startedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function claimPauseEnd(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('pauseRequests')
    .set({ endedAt: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'approved')
    .where('startedAt', 'is not', null)
    .where('endedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The pause the member is in now (started, not ended), for "paused until". */
export async function runningPauseOf(db: DbOrTx, memberId: string) {
  return db
    .selectFrom('pauseRequests')
    .select(['startsOn', 'endsOn'])
    .where('memberId', '=', memberId)
    .where('status', '=', 'approved')
    .where('startedAt', 'is not', null)
    .where('endedAt', 'is', null)
    .orderBy('startsOn', 'desc')
    .executeTakeFirst();
}
