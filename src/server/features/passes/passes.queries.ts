// Passes sold (member_passes): written when sold, a visit used at each check-in.
import { sql } from 'kysely';
import type { PassUse } from '../../../shared/plans.schemas.js';
import type { DbOrTx } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

export interface MemberPassRow {
  id: string;
  name: string;
  visitsTotal: number | null;
  visitsUsed: number;
  startsOn: string;
  expiresOn: string | null;
}

const PASS_COLUMNS = ['id', 'name', 'visitsTotal', 'visitsUsed', 'startsOn', 'expiresOn'] as const;

export async function insertMemberPass(
  db: DbOrTx,
  pass: {
    memberId: string;
    planId: string;
    name: string;
    visitsTotal: number | null;
    startsOn: string;
    expiresOn: string | null;
    billId: string | null;
    soldBy: string;
    now: Date;
    /** 'training': a PT pack, used by appointments; gym visits otherwise. */
    passUse?: PassUse;
  },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('memberPasses')
    .values({
      id,
      memberId: pass.memberId,
      planId: pass.planId,
      name: pass.name,
      visitsTotal: pass.visitsTotal,
      visitsUsed: 0,
      startsOn: pass.startsOn,
      expiresOn: pass.expiresOn,
      billId: pass.billId,
      soldAt: pass.now.toISOString(),
      soldBy: pass.soldBy,
      passUse: pass.passUse ?? 'visits',
    })
    .execute();
  return id;
}

/**
 * The passes a check-in (or, for 'training', an appointment) on `today` may use: started, not
 * expired, with visits left; the one that ends soonest first (so an older pass is used up before a
 * newer one), then the oldest sold. A member holds a handful of passes (member_passes_member_idx).
 */
export function usablePassesQuery(db: DbOrTx, memberId: string, today: string, use: PassUse = 'visits') {
  return db
    .selectFrom('memberPasses')
    .select(PASS_COLUMNS)
    .where('memberId', '=', memberId)
    .where('passUse', '=', use)
    .where('startsOn', '<=', today)
    .where((eb) => eb.or([eb('expiresOn', 'is', null), eb('expiresOn', '>=', today)]))
    .where((eb) => eb.or([eb('visitsTotal', 'is', null), eb('visitsUsed', '<', eb.ref('visitsTotal'))]))
    .orderBy(sql`case when expires_on is null then 1 else 0 end`)
    .orderBy('expiresOn')
    .orderBy('soldAt')
    .orderBy('id');
}

/**
 * Uses one visit of the pass if it still has one on `today`: one conditional statement, so two desks
 * (or the desk and a roll call) using the last visit at the same moment use it once — the row lock
 * (PostgreSQL) or the single writer (SQLite) makes the second see it used up and change nothing.
 */
export async function takeVisit(db: DbOrTx, passId: string, today: string): Promise<boolean> {
  const result = await db
    .updateTable('memberPasses')
    .set((eb) => ({ visitsUsed: eb('visitsUsed', '+', 1) }))
    .where('id', '=', passId)
    .where('startsOn', '<=', today)
    .where((eb) => eb.or([eb('expiresOn', 'is', null), eb('expiresOn', '>=', today)]))
    .where((eb) => eb.or([eb('visitsTotal', 'is', null), eb('visitsUsed', '<', eb.ref('visitsTotal'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The member's latest pass (the last to start, then the last sold): what the desk and member page show. */
export async function latestPassOf(
  db: DbOrTx,
  memberId: string,
  use: PassUse = 'visits',
): Promise<MemberPassRow | undefined> {
  return db
    .selectFrom('memberPasses')
    .select(PASS_COLUMNS)
    .where('memberId', '=', memberId)
    .where('passUse', '=', use)
    .orderBy('startsOn', 'desc')
    .orderBy('soldAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Visits left on the member's passes usable today (null: unlimited); for the member page. */
export async function usablePassesOf(
  db: DbOrTx,
  memberId: string,
  today: string,
  use: PassUse = 'visits',
): Promise<MemberPassRow[]> {
  return usablePassesQuery(db, memberId, today, use).execute();
}

/**
 * Gives one used visit back (a PT appointment cancelled in time): one conditional statement, so it
 * never goes below none used.
 */
export async function returnVisit(db: DbOrTx, passId: string): Promise<boolean> {
  const result = await db
    .updateTable('memberPasses')
    .set((eb) => ({ visitsUsed: eb('visitsUsed', '-', 1) }))
    .where('id', '=', passId)
    .where('visitsUsed', '>', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
