// What the admin's member page reads. It only reads: check-ins, bookings and events belong to their
// own features, which write them; the page shows one member's slice of each, as the reports do. Every
// list is a range of an index that starts with the member (or the event's subject).
import type { DbOrTx } from '../../db/schema.js';
import { membersWithMembership, selectMemberRow } from './members.queries.js';

/** The member with plan, waiting plan change, status and member code; undefined unless a member. */
export async function findMemberProfile(db: DbOrTx, userId: string) {
  return selectMemberRow(membersWithMembership(db))
    .select('memberships.memberCode')
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/** Where a keyset page ended: the sort key (an instant) and the row's id. */
export interface KeysetAfter {
  at: string;
  id: string;
}

/**
 * One page of the member's check-ins, newest first (check_ins_member_at_idx). The "after" condition
 * is written as `at <= x and (at < x or id < y)` so the first part is a plain index range on both
 * databases; id only settles check-ins of the same instant.
 */
export function memberCheckInsQuery(db: DbOrTx, memberId: string, after: KeysetAfter | null, limit: number) {
  let query = db
    .selectFrom('checkIns')
    .leftJoin('classSessions', 'classSessions.id', 'checkIns.sessionId')
    .leftJoin('classes', 'classes.id', 'classSessions.classId')
    .select(['checkIns.id', 'checkIns.checkedInAt', 'checkIns.source', 'classes.name as className'])
    .where('checkIns.memberId', '=', memberId);
  if (after) {
    query = query
      .where('checkIns.checkedInAt', '<=', after.at)
      .where((eb) => eb.or([eb('checkIns.checkedInAt', '<', after.at), eb('checkIns.id', '<', after.id)]));
  }
  return query.orderBy('checkIns.checkedInAt', 'desc').orderBy('checkIns.id', 'desc').limit(limit);
}

/**
 * The member's bookings of sessions that start from `now` on (upcoming, soonest first) or started
 * before it (past, latest first). The range is the member's bookings (bookings_member_idx); each one
 * finds its session by primary key, so the cost grows with this member's bookings only.
 */
export function memberBookingsQuery(db: DbOrTx, memberId: string, when: 'upcoming' | 'past', now: string) {
  return db
    .selectFrom('bookings')
    .innerJoin('classSessions', 'classSessions.id', 'bookings.sessionId')
    .where('bookings.memberId', '=', memberId)
    .where('classSessions.startsAt', when === 'upcoming' ? '>=' : '<', now);
}

export interface MemberBookingsPage {
  when: 'upcoming' | 'past';
  now: string;
  page: number;
  pageSize: number;
}

/** One page of the member's bookings with their session and class, un-executed. */
export function memberBookingsPageQuery(db: DbOrTx, memberId: string, query: MemberBookingsPage) {
  const direction = query.when === 'upcoming' ? 'asc' : 'desc';
  return memberBookingsQuery(db, memberId, query.when, query.now)
    .innerJoin('classes', 'classes.id', 'classSessions.classId')
    .select([
      'bookings.id',
      'bookings.status',
      'bookings.waitlistPosition',
      'bookings.attendedAt',
      'classSessions.startsAt',
      'classSessions.status as sessionStatus',
      'classes.name as className',
    ])
    .orderBy('classSessions.startsAt', direction)
    .orderBy('bookings.id', direction)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}

/** How many bookings the member has on that side of `now`, un-executed. */
export function countMemberBookingsQuery(db: DbOrTx, memberId: string, when: 'upcoming' | 'past', now: string) {
  return memberBookingsQuery(db, memberId, when, now).select((eb) => eb.fn.countAll<number | string>().as('total'));
}

export async function listMemberBookings(db: DbOrTx, memberId: string, query: MemberBookingsPage) {
  const [items, count] = await Promise.all([
    memberBookingsPageQuery(db, memberId, query).execute(),
    countMemberBookingsQuery(db, memberId, query.when, query.now).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total), page: query.page, pageSize: query.pageSize };
}

/** The member's sign-up request id, if one is kept: its approval is recorded under that id. */
export async function findRequestIdOf(db: DbOrTx, userId: string): Promise<string | null> {
  const row = await db.selectFrom('memberRequests').select('id').where('userId', '=', userId).executeTakeFirst();
  return row?.id ?? null;
}

/**
 * One subject's events, newest first (events_subject_created_idx), after a point in the merged
 * history: `strictlyBefore` leaves out the cursor's instant itself (see member-page.history.ts).
 */
export function subjectEventsQuery(
  db: DbOrTx,
  subject: string,
  after: { at: string; strictlyBefore: boolean; beforeId: string | null } | null,
  limit: number,
) {
  let query = db
    .selectFrom('events')
    .leftJoin('users', 'users.id', 'events.actorId')
    .select([
      'events.id',
      'events.type',
      'events.actorId',
      'events.detail',
      'events.createdAt',
      'users.name as actorName',
    ])
    .where('events.subject', '=', subject);
  if (after) {
    if (after.strictlyBefore) query = query.where('events.createdAt', '<', after.at);
    else {
      query = query.where('events.createdAt', '<=', after.at);
      const beforeId = after.beforeId;
      if (beforeId !== null) {
        query = query.where((eb) => eb.or([eb('events.createdAt', '<', after.at), eb('events.id', '<', beforeId)]));
      }
    }
  }
  return query.orderBy('events.createdAt', 'desc').orderBy('events.id', 'desc').limit(limit);
}

/** Plan names by id, for describing plan changes recorded with ids. */
export async function planNamesOf(db: DbOrTx, planIds: string[]): Promise<Map<string, string>> {
  if (planIds.length === 0) return new Map();
  const rows = await db.selectFrom('plans').select(['id', 'name']).where('id', 'in', planIds).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}
