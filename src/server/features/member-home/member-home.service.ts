// The top of the member dashboard in one answer: what the member is on (plan or pass), where the
// membership stands, the next bill, and what they may do now (the balance beside it is
// bills.balanceMine's, the one Pay now pays). "May check in" and "may book" are the check-in desk's
// and the booking service's own rules (checkInRefusal, peekPassVisit, bookingBar), only worded for
// the member, so the home never offers what the desk would refuse. Every open of the dashboard asks
// for it, so it reads nothing twice: the member's name comes from their session, the plan's kind
// with the plan, and a pass's visits only for a member on a pass.
import { dateInZone } from '../../../shared/calendar.js';
import { createGymFormat } from '../../../shared/format.js';
import type { GymSettings } from '../../../shared/settings.schemas.js';
import type { DbOrTx } from '../../db/schema.js';
import { checkInRefusal } from '../checkins/checkins.service.js';
import { bookingBar } from '../classes/bookings.service.js';
import { findMembership } from '../memberships/memberships.service.js';
import { currentPassOf, peekPassVisit } from '../passes/passes.service.js';
import { openPauseRequestOf, runningPauseOf } from '../pauses/pauses.queries.js';
import { findPlan, findPlanAndKind } from '../plans/plans.service.js';

export type MayDo = { ok: true } | { ok: false; reason: string };

const OK: MayDo = { ok: true };

export async function memberHome(
  db: DbOrTx,
  /** The signed-in member, as their session already read them. */
  member: { id: string; name: string },
  when: { now: Date; gym: GymSettings; onlinePay: boolean },
) {
  const { gym } = when;
  const memberId = member.id;
  const format = createGymFormat(gym);
  const today = dateInZone(when.now, gym.timeZone);
  const membership = await findMembership(db, memberId);
  if (!membership) return null;
  const plan = await findPlanAndKind(db, membership.planId);
  const onPass = plan?.isPass ?? false;
  const pass = onPass ? await currentPassOf(db, memberId, today) : null;
  const running = membership.status === 'paused' ? await runningPauseOf(db, memberId) : undefined;
  const open = await openPauseRequestOf(db, memberId);
  const pausedUntil = running?.endsOn ?? null;

  const refusal = await checkInRefusal(
    db,
    { id: memberId, name: member.name, role: 'member', ...membership },
    today,
    gym,
  );
  // Paused and cancelled stop both; the member reads one sentence saying so, under either.
  const paused: MayDo = {
    ok: false,
    reason: `Your membership is paused${pausedUntil ? ` until ${format.date(pausedUntil)}` : ''}, so you cannot book classes or check in.`,
  };
  const cancelled: MayDo = {
    ok: false,
    reason: 'Your membership is cancelled, so you cannot book classes or check in.',
  };
  let checkIn: MayDo = OK;
  if (refusal?.kind === 'paused') checkIn = paused;
  else if (refusal?.kind === 'cancelled') checkIn = cancelled;
  else if (refusal?.kind === 'overdue' && refusal.on) {
    checkIn = {
      ok: false,
      reason: `You have a bill overdue since ${format.date(refusal.on)}. Please pay it to check in.`,
    };
  } else if (!refusal && onPass) {
    // Only a pass can run out of visits (peekPassVisit answers 'none' for any other plan).
    const use = await peekPassVisit(db, memberId, today);
    if (use.outcome === 'used_up')
      checkIn = { ok: false, reason: `Your ${use.name} is used up, so you cannot check in.` };
    if (use.outcome === 'expired' && use.expiresOn) {
      checkIn = {
        ok: false,
        reason: `Your ${use.name} expired on ${format.date(use.expiresOn)}, so you cannot check in.`,
      };
    }
  }
  const bar = bookingBar(membership, today);
  const book: MayDo =
    bar === 'paused'
      ? paused
      : bar === 'cancelled'
        ? cancelled
        : bar === 'not_a_member'
          ? { ok: false, reason: 'Only members can book classes.' }
          : OK;

  // The next recurring bill: on the plan that starts then (a change waiting for the next period).
  const billPlan = membership.nextPlanId ? await findPlan(db, membership.nextPlanId) : plan;
  const nextBill =
    membership.status === 'active' && membership.nextBillDate && billPlan && billPlan.period !== 'none'
      ? { date: membership.nextBillDate, amountCents: billPlan.priceCents }
      : null;

  return {
    plan: !onPass && plan ? { name: plan.name, priceCents: plan.priceCents, period: plan.period } : null,
    pass: pass && {
      name: pass.name,
      visitsLeft: pass.visitsLeft,
      expiresOn: pass.expiresOn,
      usable: pass.usable,
    },
    status: membership.status,
    pausedOn: membership.pausedOn,
    pausedUntil,
    /** A cancelled membership runs to the end of its paid period. */
    endsOn: membership.status === 'cancelled' ? membership.endsOn : null,
    /** The member's own pause request still in play (waiting, or approved and not over yet). */
    pauseRequest: open ? { id: open.id, status: open.status, startsOn: open.startsOn, endsOn: open.endsOn } : null,
    nextBill,
    onlinePay: when.onlinePay,
    checkIn,
    book,
  };
}
