// "Close my account" requests: asked for by the member, withdrawn by them, erased by an admin.
import { sql } from 'kysely';
import type { ClosureStatus } from '../../../shared/account.schemas.js';
import type { DbOrTx } from '../../db/schema.js';

export function findClosure(db: DbOrTx, userId: string) {
  return db
    .selectFrom('accountClosures')
    .select(['status', 'requestedAt', 'formerNumber', 'decidedAt'])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** Asks (again, after a withdrawal); an open request stays as it was. True when it changed. */
export async function upsertClosureRequest(db: DbOrTx, userId: string, now: string): Promise<boolean> {
  const result = await db
    .insertInto('accountClosures')
    .values({ userId, status: 'requested', requestedAt: now, formerNumber: null, decidedBy: null, decidedAt: null })
    .onConflict((oc) =>
      oc
        .column('userId')
        .doUpdateSet({ status: 'requested', requestedAt: now, decidedBy: null, decidedAt: null })
        .where('accountClosures.status', '=', 'withdrawn'),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The member's own withdrawal of an open request. True when there was one. */
export async function withdrawClosureRequest(db: DbOrTx, userId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('accountClosures')
    .set({ status: 'withdrawn', decidedBy: userId, decidedAt: now })
    .where('userId', '=', userId)
    .where('status', '=', 'requested')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Marks a requested closure erased with its number; false when it was not (or no longer) requested. */
export async function markClosureErased(
  db: DbOrTx,
  closure: { userId: string; formerNumber: number; adminId: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('accountClosures')
    .set({ status: 'erased', formerNumber: closure.formerNumber, decidedBy: closure.adminId, decidedAt: closure.now })
    .where('userId', '=', closure.userId)
    .where('status', '=', 'requested')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The next n of "Former member #<n>" (the caller holds the 'former-number' lock). */
export async function nextFormerNumber(db: DbOrTx): Promise<number> {
  const row = await db
    .selectFrom('accountClosures')
    .select(sql<number | null>`max(former_number)`.as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

/** Admins' "Account closures": one status, oldest request first, a page at a time. */
export async function listClosures(db: DbOrTx, status: ClosureStatus, page: number, pageSize: number) {
  const base = db
    .selectFrom('accountClosures')
    .innerJoin('users', 'users.id', 'accountClosures.userId')
    .where('accountClosures.status', '=', status);
  const items = await base
    .select([
      'accountClosures.userId',
      'users.name',
      'users.email',
      'accountClosures.status',
      'accountClosures.requestedAt',
      'accountClosures.formerNumber',
      'accountClosures.decidedAt',
    ])
    .orderBy('accountClosures.requestedAt')
    .orderBy('accountClosures.userId')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return { items, total: Number(count?.n ?? 0), page, pageSize };
}
