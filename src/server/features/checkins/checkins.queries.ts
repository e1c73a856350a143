// Check-ins and the lookups the front desk needs.
import type { DbOrTx } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import type { CheckInSource } from './checkins.tables.js';

/** Who a member code belongs to, and what the desk must know before letting them in. */
export async function findByMemberCode(db: DbOrTx, code: string) {
  return db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.userId')
    .select(['users.id', 'users.name', 'users.email', 'memberships.status', 'memberships.endsOn'])
    .where('memberships.memberCode', '=', code)
    .executeTakeFirst();
}

/** An account by id with its membership (absent while the registration is pending). */
export async function findCheckInCandidate(db: DbOrTx, userId: string) {
  return (
    db
      .selectFrom('users')
      .leftJoin('memberships', 'memberships.userId', 'users.id')
      .select(['users.id', 'users.name', 'users.email', 'users.role', 'memberships.status', 'memberships.endsOn'])
      .where('users.id', '=', userId)
      // No role: a registration awaiting approval only while its request is pending (a staff member
      // whose access was removed has no role either, and is not one).
      .where((eb) =>
        eb.or([
          eb('users.role', '=', 'member'),
          eb.and([
            eb('users.role', 'is', null),
            eb.exists(
              eb
                .selectFrom('memberRequests')
                .select('memberRequests.id')
                .whereRef('memberRequests.userId', '=', 'users.id')
                .where('memberRequests.status', '=', 'pending'),
            ),
          ]),
        ]),
      )
      .executeTakeFirst()
  );
}

/**
 * The member's latest check-in at or after `since` (check_ins_member_at_idx). Returned un-executed
 * so the query-plan test plans exactly this query.
 */
export function latestCheckInSinceQuery(db: DbOrTx, memberId: string, since: string) {
  return db
    .selectFrom('checkIns')
    .select('checkedInAt')
    .where('memberId', '=', memberId)
    .where('checkedInAt', '>=', since)
    .orderBy('checkedInAt', 'desc')
    .limit(1);
}

export async function latestCheckInSince(db: DbOrTx, memberId: string, since: string) {
  return latestCheckInSinceQuery(db, memberId, since).executeTakeFirst();
}

/** A check-in of the member within [from, to), if any (check_ins_member_at_idx). */
export function checkInBetweenQuery(db: DbOrTx, memberId: string, from: string, to: string) {
  return db
    .selectFrom('checkIns')
    .select('id')
    .where('memberId', '=', memberId)
    .where('checkedInAt', '>=', from)
    .where('checkedInAt', '<', to)
    .limit(1);
}

export async function hasCheckInBetween(db: DbOrTx, memberId: string, from: string, to: string): Promise<boolean> {
  return (await checkInBetweenQuery(db, memberId, from, to).executeTakeFirst()) !== undefined;
}

export async function insertCheckIn(
  db: DbOrTx,
  row: {
    memberId: string;
    checkedInAt: string;
    day: string;
    hour: number;
    source: CheckInSource;
    sessionId: string | null;
    createdBy: string | null;
    passId?: string | null;
  },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('checkIns')
    // Left out when no pass was used, so tests of schemas before passes can still record visits.
    .values({ id, ...row, passId: undefined, ...(row.passId ? { passId: row.passId } : {}) })
    .execute();
  return id;
}

/** Counts one check-in in its hour (and one member, when it is their first that day). */
export async function countInAttendance(db: DbOrTx, at: { day: string; hour: number; firstVisit: boolean }) {
  const firstVisits = at.firstVisit ? 1 : 0;
  await db
    .insertInto('attendanceHours')
    .values({ day: at.day, hour: at.hour, checkIns: 1, firstVisits })
    .onConflict((oc) =>
      oc.columns(['day', 'hour']).doUpdateSet((eb) => ({
        checkIns: eb('attendanceHours.checkIns', '+', 1),
        firstVisits: eb('attendanceHours.firstVisits', '+', firstVisits),
      })),
    )
    .execute();
}

/** How many check-ins a gym day had, from the per-hour totals (at most 24 rows), un-executed. */
export function checkInsOnDayQuery(db: DbOrTx, day: string) {
  return db
    .selectFrom('attendanceHours')
    .select((eb) => eb.fn.sum<number>('checkIns').as('n'))
    .where('day', '=', day);
}

export async function checkInsOnDay(db: DbOrTx, day: string): Promise<number> {
  const row = await checkInsOnDayQuery(db, day).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Check-ins between two instants, newest first, with the member's name (check_ins_at_idx). */
export function checkInsBetweenQuery(db: DbOrTx, from: string, to: string, limit: number) {
  return db
    .selectFrom('checkIns')
    .innerJoin('users', 'users.id', 'checkIns.memberId')
    .select(['checkIns.id', 'checkIns.memberId', 'users.name as memberName', 'checkIns.checkedInAt', 'checkIns.source'])
    .where('checkIns.checkedInAt', '>=', from)
    .where('checkIns.checkedInAt', '<', to)
    .orderBy('checkIns.checkedInAt', 'desc')
    .orderBy('checkIns.id', 'desc')
    .limit(limit);
}

/** A member's recent check-ins, newest first (check_ins_member_at_idx). */
export async function memberCheckIns(db: DbOrTx, memberId: string, limit: number) {
  return db
    .selectFrom('checkIns')
    .select(['id', 'checkedInAt', 'source'])
    .where('memberId', '=', memberId)
    .orderBy('checkedInAt', 'desc')
    .limit(limit)
    .execute();
}
