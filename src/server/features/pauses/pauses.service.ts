// "Pause my membership": a member asks for dates, an admin approves or declines (or the gym approves
// at once, Settings › Members), and the pause starts on its first day and ends after its last one.
// Starting and ending go through the memberships service's own pause and resume, so billing moves
// exactly as when an admin presses "Pause" and "Resume" on those days.
import { dateInZone, daysBetween } from '../../../shared/calendar.js';
import { createGymFormat } from '../../../shared/format.js';
import { PAUSE_MAX_DAYS, PAUSE_TEXTS, type PauseRequestInput } from '../../../shared/pauses.schemas.js';
import type { GymSettings } from '../../../shared/settings.schemas.js';
import type { Db, DbOrTx } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import { billMember } from '../billing/billing.run.js';
import { recordEvent } from '../events/events.queries.js';
import {
  findMembership,
  lockMembership,
  pauseMembership,
  resumeMembership,
} from '../memberships/memberships.service.js';
import { notifyMember } from '../notifications/notifications.service.js';
import { findPlan } from '../plans/plans.service.js';
import {
  claimPauseEnd,
  claimPauseStart,
  decidePauseRequest,
  findPauseRequest,
  insertPauseRequest,
  openPauseRequestOf,
  type PauseRequestRow,
} from './pauses.queries.js';

export interface PauseWhen {
  now: Date;
  gym: GymSettings;
  /** Online payments are on: a bill issued when a pause ends gets its autopay attempt. */
  autopay: boolean;
}

export type PauseRefusal = { ok: false; message: string; field?: 'startsOn' | 'endsOn' };

/** The dates' own rules (today or later, in order, not too long), or null when they are fine. */
export function pauseDatesRefusal(input: PauseRequestInput, today: string): PauseRefusal | null {
  if (input.startsOn < today) return { ok: false, field: 'startsOn', message: PAUSE_TEXTS.startsInPast };
  if (input.endsOn < input.startsOn) return { ok: false, field: 'endsOn', message: PAUSE_TEXTS.endsBeforeStart };
  if (daysBetween(input.startsOn, input.endsOn) + 1 > PAUSE_MAX_DAYS) {
    return { ok: false, field: 'endsOn', message: PAUSE_TEXTS.tooLong };
  }
  return null;
}

function datesText(request: Pick<PauseRequestRow, 'startsOn' | 'endsOn'>, gym: GymSettings) {
  const format = createGymFormat(gym);
  return `from ${format.date(request.startsOn)} until ${format.date(request.endsOn)}`;
}

/** A member asks to pause; approved at once when the gym says so. One open request at a time. */
export async function requestPause(
  db: Db,
  memberId: string,
  input: PauseRequestInput,
  when: PauseWhen,
): Promise<{ ok: true; id: string; status: 'pending' | 'approved' } | PauseRefusal> {
  const today = dateInZone(when.now, when.gym.timeZone);
  const refused = pauseDatesRefusal(input, today);
  if (refused) return refused;
  return inTransaction(db, async (tx) => {
    // One request at a time, even when the form is sent twice at once.
    await lockMembership(tx, memberId);
    const membership = await findMembership(tx, memberId);
    if (membership?.status !== 'active') return { ok: false, message: PAUSE_TEXTS.notActive } as const;
    if (await openPauseRequestOf(tx, memberId)) return { ok: false, message: PAUSE_TEXTS.alreadyOpen } as const;
    const id = await insertPauseRequest(tx, {
      memberId,
      startsOn: input.startsOn,
      endsOn: input.endsOn,
      now: when.now,
    });
    await recordEvent(tx, {
      type: 'member.pause_requested',
      actorId: memberId,
      subject: memberId,
      detail: { requestId: id, startsOn: input.startsOn, endsOn: input.endsOn },
    });
    if (!when.gym.pauseAutoApprove) return { ok: true, id, status: 'pending' } as const;
    await approve(tx, { id, memberId, ...input }, null, when);
    return { ok: true, id, status: 'approved' } as const;
  });
}

/** The member takes back a request nobody has decided yet. */
export async function withdrawPause(
  db: Db,
  memberId: string,
  requestId: string,
  now: Date,
): Promise<{ ok: true } | { ok: false; notFound?: true; message: string }> {
  return inTransaction(db, async (tx) => {
    const request = await findPauseRequest(tx, requestId);
    // Another member's request is as good as none.
    if (!request || request.memberId !== memberId) return { ok: false, notFound: true, message: PAUSE_TEXTS.notFound };
    if (!(await decidePauseRequest(tx, requestId, 'withdrawn', memberId, now))) {
      return { ok: false, message: PAUSE_TEXTS.notPending };
    }
    await recordEvent(tx, {
      type: 'member.pause_withdrawn',
      actorId: memberId,
      subject: memberId,
      detail: { requestId },
    });
    return { ok: true } as const;
  });
}

/** An admin's "Approve" or "Decline" of a pending request; the member is told either way. */
export async function decidePause(
  db: Db,
  requestId: string,
  decision: 'approve' | 'decline',
  who: PauseWhen & { adminId: string; ip: string | null },
): Promise<{ ok: true; status: 'approved' | 'declined' } | { ok: false; notFound?: true; message: string }> {
  return inTransaction(db, async (tx) => {
    const request = await findPauseRequest(tx, requestId);
    if (!request) return { ok: false, notFound: true, message: PAUSE_TEXTS.notFound } as const;
    if (request.status !== 'pending') return { ok: false, message: PAUSE_TEXTS.notPending } as const;
    if (decision === 'approve') {
      if (!(await approve(tx, request, who.adminId, who, who.ip))) {
        return { ok: false, message: PAUSE_TEXTS.notPending } as const;
      }
      return { ok: true, status: 'approved' } as const;
    }
    if (!(await decidePauseRequest(tx, requestId, 'declined', who.adminId, who.now))) {
      return { ok: false, message: PAUSE_TEXTS.notPending } as const;
    }
    await recordEvent(tx, {
      type: 'admin.pause_declined',
      actorId: who.adminId,
      subject: request.memberId,
      ip: who.ip,
      detail: { requestId },
    });
    await notifyMember(tx, {
      memberId: request.memberId,
      message: `Your request to pause your membership ${datesText(request, who.gym)} was declined.`,
      now: who.now,
    });
    return { ok: true, status: 'declined' } as const;
  });
}

/** pending → approved (by an admin, or by the gym's rule when adminId is null), started if it is due. */
async function approve(
  tx: DbOrTx,
  request: Pick<PauseRequestRow, 'id' | 'memberId' | 'startsOn' | 'endsOn'>,
  adminId: string | null,
  when: PauseWhen,
  ip: string | null = null,
): Promise<boolean> {
  if (!(await decidePauseRequest(tx, request.id, 'approved', adminId, when.now))) return false;
  await recordEvent(tx, {
    type: adminId ? 'admin.pause_approved' : 'system.pause_approved',
    actorId: adminId,
    subject: request.memberId,
    ip,
    detail: { requestId: request.id, startsOn: request.startsOn, endsOn: request.endsOn },
  });
  await notifyMember(tx, {
    memberId: request.memberId,
    message: `Your membership pause ${datesText(request, when.gym)} is approved.`,
    now: when.now,
  });
  // A pause from today starts now rather than at the job's next look.
  if (request.startsOn <= dateInZone(when.now, when.gym.timeZone)) {
    const row = await findPauseRequest(tx, request.id);
    if (row) await startPause(tx, row, when);
  }
  return true;
}

/**
 * The pause's first day has come: the membership is paused as an admin's "Pause" would. A membership
 * that is not active then (cancelled, or paused by an admin already) is left alone, and the request
 * is over at once, so its end never resumes what it did not pause.
 */
export async function startPause(tx: DbOrTx, request: PauseRequestRow, when: PauseWhen): Promise<boolean> {
  if (!(await claimPauseStart(tx, request.id, when.now))) return false;
  const today = dateInZone(when.now, when.gym.timeZone);
  const paused = await pauseMembership(tx, request.memberId, { adminId: null, now: when.now, today });
  if (paused.outcome !== 'done') {
    await claimPauseEnd(tx, request.id, when.now);
    await recordEvent(tx, {
      type: 'system.pause_skipped',
      subject: request.memberId,
      detail: { requestId: request.id, outcome: paused.outcome, status: paused.status ?? null },
    });
    return true;
  }
  await recordEvent(tx, { type: 'system.pause_started', subject: request.memberId, detail: { requestId: request.id } });
  return true;
}

/**
 * The day after the pause's last day: the membership resumes as an admin's "Resume" would (the next
 * bill date moves by the days paused, and a period starting today is billed now). A membership no
 * longer paused (an admin resumed or cancelled it meanwhile) is left as it is.
 */
export async function endPause(tx: DbOrTx, request: PauseRequestRow, when: PauseWhen): Promise<boolean> {
  if (!(await claimPauseEnd(tx, request.id, when.now))) return false;
  const today = dateInZone(when.now, when.gym.timeZone);
  const membership = await findMembership(tx, request.memberId);
  const plan = membership && (await findPlan(tx, membership.planId));
  if (membership?.status === 'paused' && plan) {
    const who = { adminId: null, now: when.now, today };
    const resumed = await resumeMembership(tx, request.memberId, plan, who);
    if (resumed.outcome === 'done') await billMember(tx, request.memberId, who, when.gym, when.autopay);
  }
  await recordEvent(tx, { type: 'system.pause_ended', subject: request.memberId, detail: { requestId: request.id } });
  await notifyMember(tx, {
    memberId: request.memberId,
    message: `Your membership pause ended on ${createGymFormat(when.gym).date(request.endsOn)}. Welcome back!`,
    now: when.now,
  });
  return true;
}
