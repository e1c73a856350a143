// A member's membership and its billing schedule. Dates are the gym's calendar days ('YYYY-MM-DD').
// A schedule is an anchor day and the next day to bill; periods are counted from the anchor, so a
// member who joined on the 31st is billed on the 31st, or on the last day of shorter months.
// Every change is conditional on the state it was decided from (see updateMembership) and writes its
// event in the same transaction. Callers pass the plans involved (plans feature) in.
import {
  addDays,
  type BillingPeriod,
  type CalendarDate,
  dayOfMonthOf,
  daysBetween,
  periodIndexOn,
  periodStart,
} from '../../../shared/calendar.js';
import type { PlanPeriod } from '../../../shared/plans.schemas.js';
import type { DbOrTx } from '../../db/schema.js';
import { recordEvent } from '../events/events.queries.js';
import {
  dueMembershipsQuery,
  findMemberCode,
  findMembership,
  insertMembership,
  lockMembership,
  type MembershipRow,
  membershipsOnPlan,
  updateMembership,
} from './memberships.queries.js';

export type { MembershipRow };
export { dueMembershipsQuery, findMemberCode, findMembership, lockMembership };

/** The plan facts a schedule needs. */
export interface PlanTerms {
  id: string;
  name: string;
  period: PlanPeriod;
}

export interface When {
  /** The gym's calendar day. */
  today: CalendarDate;
  now: Date;
}

interface ByAdmin extends When {
  adminId: string | null;
  ip?: string | null;
}

export function billingPeriodOf(period: PlanPeriod): BillingPeriod | null {
  return period === 'none' ? null : period;
}

/** The first day of the period after the one that contains `date`, on the membership's billing day. */
export function nextPeriodStart(
  schedule: Pick<MembershipRow, 'billingAnchor' | 'billingDay'>,
  period: BillingPeriod,
  date: CalendarDate,
): CalendarDate {
  const { billingAnchor, billingDay } = schedule;
  return periodStart(billingAnchor, period, periodIndexOn(billingAnchor, period, date, billingDay) + 1, billingDay);
}

/** A fresh schedule starting `from`: billed from that day on a recurring plan, never on the others. */
function scheduleFrom(plan: PlanTerms, from: CalendarDate) {
  return {
    billingAnchor: from,
    billingDay: dayOfMonthOf(from),
    nextBillDate: billingPeriodOf(plan.period) ? from : null,
  };
}

/**
 * The same schedule counted from `from` (a new plan or period starting then): periods begin there
 * but keep the member's billing day, so a change that starts on 28 February still bills on the 31st.
 */
function rebasedAt(membership: Pick<MembershipRow, 'billingDay'>, plan: PlanTerms, from: CalendarDate) {
  return {
    billingAnchor: from,
    billingDay: membership.billingDay,
    nextBillDate: billingPeriodOf(plan.period) ? from : null,
  };
}

/**
 * A schedule that starts while the membership is paused starts its pause then too: resuming moves the
 * next bill date by the days paused since billing began, not by the days paused before it.
 */
function pauseRestartedIfPaused(membership: Pick<MembershipRow, 'status'>, today: CalendarDate) {
  return membership.status === 'paused' ? { pausedOn: today } : {};
}

async function record(
  db: DbOrTx,
  type: `admin.${string}` | `system.${string}`,
  who: ByAdmin,
  userId: string,
  detail: object,
) {
  await recordEvent(db, { type, actorId: who.adminId, subject: userId, ip: who.ip ?? null, detail: { ...detail } });
}

/** On approval: the member starts on `plan` today (a recurring plan bills from today). */
export async function startMembership(db: DbOrTx, userId: string, plan: PlanTerms, when: When): Promise<void> {
  await insertMembership(
    db,
    {
      userId,
      planId: plan.id,
      nextPlanId: null,
      status: 'active',
      pausedOn: null,
      endsOn: null,
      ...scheduleFrom(plan, when.today),
    },
    when.now,
  );
}

export type PlanChange =
  | { outcome: 'not_a_member' }
  | { outcome: 'busy' }
  | { outcome: 'unchanged' | 'changed_now'; effectiveFrom: CalendarDate }
  | { outcome: 'scheduled'; effectiveFrom: CalendarDate };

/**
 * A new plan takes effect from the next period while a paid period runs (one with a next bill date:
 * on a plan that has just stopped recurring too, until the end of the period paid for); otherwise
 * (no recurring bill, or cancelled) at once. Choosing the current plan again withdraws a change that
 * was waiting.
 */
export async function changePlan(db: DbOrTx, userId: string, plan: PlanTerms, who: ByAdmin): Promise<PlanChange> {
  const membership = await findMembership(db, userId);
  if (!membership) return { outcome: 'not_a_member' };
  const expected = { planId: membership.planId, nextBillDate: membership.nextBillDate, status: membership.status };
  if (plan.id === membership.planId) {
    if (membership.nextPlanId !== null) {
      if (!(await updateMembership(db, userId, expected, { nextPlanId: null }, who.now))) return { outcome: 'busy' };
      await record(db, 'admin.plan_change_withdrawn', who, userId, { planId: membership.nextPlanId });
    }
    return { outcome: 'unchanged', effectiveFrom: who.today };
  }
  const running = membership.nextBillDate !== null && membership.status !== 'cancelled';
  if (running) {
    if (!(await updateMembership(db, userId, expected, { nextPlanId: plan.id }, who.now))) return { outcome: 'busy' };
    const effectiveFrom = membership.nextBillDate as CalendarDate;
    await record(db, 'admin.plan_changed', who, userId, { from: membership.planId, to: plan.id, effectiveFrom });
    return { outcome: 'scheduled', effectiveFrom };
  }
  const changes = {
    planId: plan.id,
    nextPlanId: null,
    ...scheduleFrom(plan, who.today),
    ...pauseRestartedIfPaused(membership, who.today),
  };
  if (!(await updateMembership(db, userId, expected, changes, who.now))) return { outcome: 'busy' };
  await record(db, 'admin.plan_changed', who, userId, {
    from: membership.planId,
    to: plan.id,
    effectiveFrom: who.today,
  });
  return { outcome: 'changed_now', effectiveFrom: who.today };
}

export type StatusChange =
  | { outcome: 'not_a_member' | 'busy' | 'not_allowed'; status?: MembershipRow['status'] }
  | { outcome: 'done'; membership: MembershipRow };

/** Stops billing (and check-in) until resumed; the pause moves the next bill date when it ends. */
export async function pauseMembership(db: DbOrTx, userId: string, who: ByAdmin): Promise<StatusChange> {
  const membership = await findMembership(db, userId);
  if (!membership) return { outcome: 'not_a_member' };
  if (membership.status !== 'active') return { outcome: 'not_allowed', status: membership.status };
  const changes = { status: 'paused' as const, pausedOn: who.today };
  if (
    !(await updateMembership(db, userId, { status: 'active', nextBillDate: membership.nextBillDate }, changes, who.now))
  ) {
    return { outcome: 'busy' };
  }
  await record(db, 'admin.membership_paused', who, userId, { on: who.today });
  return { outcome: 'done', membership: { ...membership, ...changes } };
}

/** The schedule of a cancelled membership taken back up while paid until `paidUntil`, on a recurring plan. */
function resumedFrom(membership: MembershipRow, plan: PlanTerms, paidUntil: CalendarDate) {
  // Paid up to the next bill date: the schedule already goes on from there.
  if (paidUntil === membership.nextBillDate) return { nextBillDate: paidUntil };
  // Paid up to another day (a pause pushed the end on, or the plan changed while cancelled): periods
  // start there from now on, on that day of the month, so none overlaps the one paid for.
  return scheduleFrom(plan, paidUntil);
}

/**
 * Back to active. After a pause the next bill date moves by the length of the pause; after a
 * cancellation the schedule goes on from the end of the paid period, or starts afresh today.
 */
export async function resumeMembership(
  db: DbOrTx,
  userId: string,
  plan: PlanTerms,
  who: ByAdmin,
): Promise<StatusChange> {
  const membership = await findMembership(db, userId);
  if (!membership) return { outcome: 'not_a_member' };
  if (membership.status === 'active') return { outcome: 'not_allowed', status: 'active' };
  let changes: Partial<MembershipRow>;
  if (membership.status === 'paused') {
    // The billing day moves with the pause: a member billed on the 15th who pauses 10 days is
    // billed on the 25th from now on.
    const pausedDays = daysBetween(membership.pausedOn ?? who.today, who.today);
    const next = membership.nextBillDate && addDays(membership.nextBillDate, pausedDays);
    changes = next
      ? { billingAnchor: next, billingDay: dayOfMonthOf(next), nextBillDate: next }
      : scheduleFrom(plan, who.today);
  } else {
    const paidUntil = membership.endsOn && membership.endsOn > who.today ? membership.endsOn : null;
    changes =
      paidUntil && billingPeriodOf(plan.period)
        ? resumedFrom(membership, plan, paidUntil)
        : scheduleFrom(plan, who.today);
  }
  const all = { ...changes, status: 'active' as const, pausedOn: null, endsOn: null };
  const expected = { status: membership.status, nextBillDate: membership.nextBillDate };
  if (!(await updateMembership(db, userId, expected, all, who.now))) return { outcome: 'busy' };
  await record(db, 'admin.membership_resumed', who, userId, {
    from: membership.status,
    nextBillDate: all.nextBillDate ?? null,
  });
  return { outcome: 'done', membership: { ...membership, ...all } };
}

/** No more bills; the member keeps what they paid for, up to the end of the current period. */
export async function cancelMembership(db: DbOrTx, userId: string, who: ByAdmin): Promise<StatusChange> {
  const membership = await findMembership(db, userId);
  if (!membership) return { outcome: 'not_a_member' };
  if (membership.status === 'cancelled') return { outcome: 'not_allowed', status: 'cancelled' };
  const paidUntil = membership.nextBillDate ?? who.today;
  // A paused membership's paid period is pushed back by the pause so far.
  const endsOn =
    membership.status === 'paused' && membership.nextBillDate
      ? addDays(paidUntil, daysBetween(membership.pausedOn ?? who.today, who.today))
      : paidUntil;
  const changes = {
    status: 'cancelled' as const,
    endsOn: endsOn < who.today ? who.today : endsOn,
    pausedOn: null,
    nextPlanId: null,
  };
  const expected = { status: membership.status, nextBillDate: membership.nextBillDate };
  if (!(await updateMembership(db, userId, expected, changes, who.now))) return { outcome: 'busy' };
  await record(db, 'admin.membership_cancelled', who, userId, { endsOn: changes.endsOn });
  return { outcome: 'done', membership: { ...membership, ...changes } };
}

/**
 * A plan's billing period changed: its members' schedules follow. No recurring bill any more leaves
 * each next bill date where it is: it is the end of the period paid for, where the billing run bills
 * nothing and clears it, and where billing goes on if the plan recurs again before then. A recurring
 * bill where there was none starts them today; another period keeps each member's next bill date and
 * counts the new periods from there.
 */
export async function reschedulePlanMembers(
  db: DbOrTx,
  change: { planId: string; from: PlanPeriod; to: PlanPeriod },
  when: When,
): Promise<void> {
  if (change.to === 'none') return;
  const members = await membershipsOnPlan(db, change.planId, ['active', 'paused', 'cancelled']);
  for (const membership of members) {
    const expected = { planId: change.planId, nextBillDate: membership.nextBillDate };
    if (membership.nextBillDate === null) {
      if (membership.status !== 'cancelled') {
        await updateMembership(
          db,
          membership.userId,
          expected,
          {
            ...scheduleFrom({ id: change.planId, name: '', period: change.to }, when.today),
            ...pauseRestartedIfPaused(membership, when.today),
          },
          when.now,
        );
      }
    } else {
      await updateMembership(
        db,
        membership.userId,
        expected,
        { billingAnchor: membership.nextBillDate, billingDay: membership.billingDay },
        when.now,
      );
    }
  }
}

/**
 * Applies the plan change waiting for period `date` (it starts that period). Returns the membership
 * as it is now, or null when another process changed it first.
 */
export async function switchToNextPlan(
  db: DbOrTx,
  membership: MembershipRow,
  next: PlanTerms,
  when: When,
): Promise<MembershipRow | null> {
  const from = membership.nextBillDate as CalendarDate;
  const changes = { planId: next.id, nextPlanId: null, ...rebasedAt(membership, next, from) };
  const expected = { planId: membership.planId, nextBillDate: from };
  if (!(await updateMembership(db, membership.userId, expected, changes, when.now))) return null;
  await record(db, 'system.plan_change_started', { ...when, adminId: null }, membership.userId, {
    from: membership.planId,
    to: next.id,
    on: from,
  });
  return { ...membership, ...changes };
}

/** Moves the next bill date on from `from`; false when another run, a pause or a cancellation got there first. */
export async function advanceSchedule(db: DbOrTx, membership: MembershipRow, to: CalendarDate | null, when: When) {
  const expected = { planId: membership.planId, nextBillDate: membership.nextBillDate, status: membership.status };
  return updateMembership(db, membership.userId, expected, { nextBillDate: to }, when.now);
}

export type HoldPass = { outcome: 'not_a_member' | 'busy' | 'on_recurring_plan' | 'done' };

/**
 * Selling a pass puts the membership on it, active, with no next bill date (a pass's period is
 * 'none'), so recurring billing never bills a pass holder (docs/decisions.md). A member inside a
 * running recurring plan is refused: that plan is cancelled first, so nobody pays for both.
 */
export async function holdPass(db: DbOrTx, userId: string, pass: PlanTerms, from: CalendarDate, who: ByAdmin) {
  const membership = await findMembership(db, userId);
  if (!membership) return { outcome: 'not_a_member' } as HoldPass;
  if (membership.nextBillDate !== null && membership.status !== 'cancelled')
    return { outcome: 'on_recurring_plan' } as HoldPass;
  const changes = { planId: pass.id, nextPlanId: null, status: 'active' as const, pausedOn: null, endsOn: null };
  const expected = { planId: membership.planId, nextBillDate: membership.nextBillDate, status: membership.status };
  if (!(await updateMembership(db, userId, expected, { ...changes, ...scheduleFrom(pass, from) }, who.now))) {
    return { outcome: 'busy' } as HoldPass;
  }
  if (membership.planId !== pass.id || membership.status !== 'active') {
    await record(db, 'admin.plan_changed', who, userId, { from: membership.planId, to: pass.id, effectiveFrom: from });
  }
  return { outcome: 'done' } as HoldPass;
}
