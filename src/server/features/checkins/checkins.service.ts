// The front desk: a member code (typed, or scanned by a USB scanner that types it and Enter) or a
// name. A code checks the member in or says why not; a name offers the matching people to choose
// from. A second check-in within an hour records nothing and says when the first was.
import { addDays, dateInZone, dayRangeInstants, wallTimeInZone } from '../../../shared/calendar.js';
import { createGymFormat } from '../../../shared/format.js';
import { isMemberCode, normalizeMemberCode } from '../../../shared/member-code.js';
import type { GymSettings } from '../../../shared/settings.schemas.js';
import type { Db, DbOrTx } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import { passNearlyUsedUp } from '../../mail/templates/pass-mail.js';
import { oldestOverdueDueDate } from '../billing/bills.service.js';
import { recordEvent } from '../events/events.queries.js';
import { searchPeopleByName } from '../members/members.service.js';
import { lockMembership } from '../memberships/memberships.service.js';
import { tellMember } from '../notifications/tell-member.js';
import { type PassUse, takePassVisit } from '../passes/passes.service.js';
import {
  countInAttendance,
  findByMemberCode,
  findCheckInCandidate,
  hasCheckInBetween,
  insertCheckIn,
  latestCheckInSince,
} from './checkins.queries.js';
import type { CheckInSource } from './checkins.tables.js';
import { claimLowVisitsNotice } from './low-visits.queries.js';

const HOUR_MS = 60 * 60 * 1000;
const CANDIDATES_MAX = 10;

export type CheckInAnswer =
  | { outcome: 'checked_in'; memberId: string; memberName: string; at: string }
  | { outcome: 'already'; memberId: string; memberName: string; at: string }
  | {
      outcome: 'refused';
      /** Who was refused; null when no member matched what the desk typed. */
      memberId: string | null;
      memberName: string | null;
      /** What kind of refusal, so the desk can offer what resolves it (collect, sell a pass). */
      kind: RefusalKind;
      reason: string;
    }
  | {
      outcome: 'choose';
      candidates: {
        id: string;
        name: string;
        email: string | null;
        membershipType: string | null;
        status: string | null;
      }[];
    };

export type RefusalKind = 'unknown' | 'pending' | 'paused' | 'cancelled' | 'overdue' | 'pass_used_up' | 'pass_expired';

export interface DeskAct {
  adminId: string;
  now: Date;
  gym: GymSettings;
  /** The app's address, for the links and logo in mail ("pass nearly used up"). */
  appUrl: URL;
}

interface Person {
  id: string;
  name: string;
  role?: string | null;
  status: string | null;
  endsOn: string | null;
}

/** `on`: the day an overdue refusal is about (the oldest due date), for the member home's own wording. */
type Refusal = { kind: RefusalKind; reason: string; on?: string };

/**
 * Why this person may not come in today, or null when they may. The member home asks the same rule
 * (features/member-home), so what the member is told matches what the desk would answer.
 */
export async function checkInRefusal(
  db: DbOrTx,
  person: Person,
  today: string,
  gym: GymSettings,
): Promise<Refusal | null> {
  if (person.role === null || person.status === null) {
    return { kind: 'pending', reason: `${person.name}'s registration is awaiting approval` };
  }
  if (person.status === 'paused') return { kind: 'paused', reason: `${person.name}'s membership is paused` };
  // A cancelled membership still runs to the end of the period paid for.
  if (person.status === 'cancelled' && (person.endsOn === null || person.endsOn <= today)) {
    return { kind: 'cancelled', reason: `${person.name}'s membership is cancelled` };
  }
  const overdueSince = await oldestOverdueDueDate(db, person.id, addDays(today, -gym.checkinGraceDays));
  // The desk shows the reason as written, so the day is in the gym's own date style.
  if (overdueSince) {
    return {
      kind: 'overdue',
      reason: `${person.name} has a bill overdue since ${createGymFormat(gym).date(overdueSince)}`,
      on: overdueSince,
    };
  }
  return null;
}

/** A pass that has no visit for today: used up, or past its last day (in the gym's date style). */
export function passRefusal(
  memberName: string,
  use: Extract<PassUse, { outcome: 'used_up' | 'expired' }>,
  gym: GymSettings,
): Refusal {
  if (use.outcome === 'expired' && use.expiresOn !== null) {
    return {
      kind: 'pass_expired',
      reason: `${memberName}'s ${use.name} has expired on ${createGymFormat(gym).date(use.expiresOn)}`,
    };
  }
  return { kind: 'pass_used_up', reason: `${memberName}'s ${use.name} is used up` };
}

/** Checks in a person the desk has identified (by code, or chosen from a name search). */
export async function checkInPerson(db: Db, person: Person, act: DeskAct): Promise<CheckInAnswer> {
  const today = dateInZone(act.now, act.gym.timeZone);
  const refused = await checkInRefusal(db, person, today, act.gym);
  if (refused) {
    return {
      outcome: 'refused',
      memberId: person.id,
      memberName: person.name,
      kind: refused.kind,
      reason: refused.reason,
    };
  }
  return inTransaction(db, async (tx) => {
    // Two scans of one card at once must not both find "no check-in in the last hour".
    await lockMembership(tx, person.id);
    const since = new Date(act.now.getTime() - HOUR_MS).toISOString();
    const recent = await latestCheckInSince(tx, person.id, since);
    if (recent) return { outcome: 'already', memberId: person.id, memberName: person.name, at: recent.checkedInAt };
    // A member on a pass uses one of its visits with this check-in, or is refused (nothing written).
    const pass = await takePassVisit(tx, person.id, today);
    if (pass.outcome === 'used_up' || pass.outcome === 'expired') {
      return {
        outcome: 'refused',
        memberId: person.id,
        memberName: person.name,
        ...passRefusal(person.name, pass, act.gym),
      };
    }
    const at = act.now.toISOString();
    const passId = pass.outcome === 'used' ? pass.passId : null;
    await recordVisit(
      tx,
      { memberId: person.id, source: 'desk', sessionId: null, createdBy: act.adminId, passId },
      act,
    );
    await recordEvent(tx, { type: 'admin.checked_in', actorId: act.adminId, subject: person.id });
    if (passId) await noticeLowVisits(tx, passId, act);
    return { outcome: 'checked_in', memberId: person.id, memberName: person.name, at } as const;
  });
}

/** Tells the member, once per pass, when this visit left LOW_VISITS or fewer on it. */
export async function noticeLowVisits(tx: DbOrTx, passId: string, act: Omit<DeskAct, 'adminId'>): Promise<void> {
  const pass = await claimLowVisitsNotice(tx, passId, act.now);
  if (!pass || pass.visitsTotal === null) return;
  const facts = {
    name: pass.name,
    left: pass.visitsTotal - pass.visitsUsed,
    expires: pass.expiresOn && createGymFormat(act.gym).date(pass.expiresOn),
  };
  await tellMember(tx, { memberId: pass.memberId, ...passNearlyUsedUp(facts, act.appUrl) }, act, act.now);
}

/** What the desk typed: a member code, else a name to choose from. */
export async function checkInByCodeOrName(db: Db, text: string, act: DeskAct): Promise<CheckInAnswer> {
  const code = normalizeMemberCode(text);
  if (isMemberCode(code)) {
    const member = await findByMemberCode(db, code);
    if (member) return checkInPerson(db, { ...member, role: 'member' }, act);
  }
  const candidates = await searchPeopleByName(db, text.trim(), { includePending: true, limit: CANDIDATES_MAX });
  if (candidates.length > 0) {
    return {
      outcome: 'choose',
      candidates: candidates.map(({ id, name, email, membershipType, status }) => ({
        id,
        name,
        email,
        membershipType,
        status,
      })),
    };
  }
  return {
    outcome: 'refused',
    memberId: null,
    memberName: null,
    kind: 'unknown',
    reason: isMemberCode(code) ? `no member has the code ${code}` : `no member matches "${text.trim()}"`,
  };
}

/** The desk chose one of the people a name search offered. */
export async function checkInChosen(db: Db, userId: string, act: DeskAct): Promise<CheckInAnswer | null> {
  const person = await findCheckInCandidate(db, userId);
  return person ? checkInPerson(db, person, act) : null;
}

/** Whether the member checked in within an hour either side of `at` (one visit, not two). */
export async function hasRecentCheckIn(tx: DbOrTx, memberId: string, at: Date): Promise<boolean> {
  const from = new Date(at.getTime() - HOUR_MS).toISOString();
  const to = new Date(at.getTime() + HOUR_MS).toISOString();
  return hasCheckInBetween(tx, memberId, from, to);
}

/**
 * Records a visit and counts it in the attendance totals. The caller's transaction holds the
 * member's lock (lockMembership), so "first visit of the day" is decided one visit at a time.
 */
export async function recordVisit(
  tx: DbOrTx,
  visit: {
    memberId: string;
    source: CheckInSource;
    sessionId: string | null;
    createdBy: string | null;
    /** The pass whose visit this is (takePassVisit, in the same transaction). */
    passId?: string | null;
  },
  when: { now: Date; gym: GymSettings },
): Promise<void> {
  const local = wallTimeInZone(when.now, when.gym.timeZone);
  const day = dayRangeInstants(local.date, local.date, when.gym.timeZone);
  const firstVisit = !(await hasCheckInBetween(tx, visit.memberId, day.from.toISOString(), day.to.toISOString()));
  await insertCheckIn(tx, { ...visit, checkedInAt: when.now.toISOString(), day: local.date, hour: local.hour });
  await countInAttendance(tx, { day: local.date, hour: local.hour, firstVisit });
}
