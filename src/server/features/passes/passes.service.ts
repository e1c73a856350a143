// Passes: sold once (one bill named after the pass, a member_passes row, the membership put on the
// pass), then one visit used at each check-in, in the check-in's own transaction.
import type { PaymentMethod } from '../../../shared/billing.schemas.js';
import { addDays, dateInZone } from '../../../shared/calendar.js';
import type { DbOrTx } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import type { AdminAct } from '../billing/bills.service.js';
import { isMember } from '../members/members.service.js';
import { findMembership, holdPass } from '../memberships/memberships.service.js';
import { findSellablePass, isPassPlan } from '../plans/plans.service.js';
import { writePassSale } from './pass-sale.js';
import { latestPassOf, type MemberPassRow, takeVisit, usablePassesOf } from './passes.queries.js';

export type { MemberPassRow };

/** How far back a sale may start (a pass bought on a day the desk recorded it later). */
export const PASS_START_BACK_DAYS = 30;

export interface PassSale {
  memberId: string;
  planId: string;
  /** The pass's first day; today when left out. Never in the future, at most 30 days back. */
  startsOn?: string;
  /** Taken now: the bill is paid in full with this method. */
  payment?: { method: PaymentMethod };
}

export type SaleOutcome =
  | {
      ok: true;
      sale: {
        passId: string;
        name: string;
        visitsTotal: number | null;
        startsOn: string;
        expiresOn: string | null;
        billId: string | null;
        amountCents: number;
        receiptNumber: string | null;
      };
    }
  | {
      ok: false;
      reason:
        | 'not_a_member'
        | 'not_a_pass'
        | 'pt_pack'
        | 'on_recurring_plan'
        | 'busy'
        | 'bad_start'
        | 'already_expired';
    };

/** Whether `startsOn` is a day a pass sold today may start on. */
export function passStartAllowed(startsOn: string, today: string): boolean {
  return startsOn <= today && startsOn >= addDays(today, -PASS_START_BACK_DAYS);
}

/**
 * Sells a pass in the caller's transaction (or its own): bills its price once (nothing at price 0),
 * writes the pass with its visits and last day (start + days − 1, the gym's calendar), puts the
 * membership on it, and records the payment when taken now.
 */
export async function sellPass(db: DbOrTx, input: PassSale, act: AdminAct): Promise<SaleOutcome> {
  const today = dateInZone(act.now, act.gym.timeZone);
  const startsOn = input.startsOn ?? today;
  if (!passStartAllowed(startsOn, today)) return { ok: false, reason: 'bad_start' };
  return inTransaction(db, async (tx) => {
    const pass = await findSellablePass(tx, input.planId);
    if (!pass) return { ok: false, reason: 'not_a_pass' } as const;
    // A PT pack is not a membership: it is sold with "Sell PT pack" (ptPacks.sell), never as a plan.
    if (pass.passUse === 'training') return { ok: false, reason: 'pt_pack' } as const;
    if (!(await isMember(tx, input.memberId))) return { ok: false, reason: 'not_a_member' } as const;
    const expiresOn = pass.passDays === null ? null : addDays(startsOn, pass.passDays - 1);
    if (expiresOn !== null && expiresOn < today) return { ok: false, reason: 'already_expired' } as const;
    const who = { adminId: act.adminId, ip: act.ip, now: act.now, today };
    const held = await holdPass(tx, input.memberId, { id: pass.id, name: pass.name, period: 'none' }, startsOn, who);
    if (held.outcome !== 'done') return { ok: false, reason: held.outcome } as const;
    const { passId, billId, receiptNumber } = await writePassSale(
      tx,
      {
        memberId: input.memberId,
        plan: pass,
        startsOn,
        expiresOn,
        payment: input.payment,
        event: 'admin.pass_sold',
        label: 'pass',
      },
      act,
    );
    return {
      ok: true,
      sale: {
        passId,
        name: pass.name,
        visitsTotal: pass.passVisits,
        startsOn,
        expiresOn,
        billId,
        amountCents: pass.priceCents,
        receiptNumber,
      },
    } as const;
  });
}

export type PassUse =
  /** The member holds no pass (a recurring plan): nothing to use. */
  | { outcome: 'none' }
  | { outcome: 'used'; passId: string }
  /** No pass has a visit left today: why, about the latest pass (or the plan, if none was sold). */
  | { outcome: 'used_up' | 'expired'; name: string; expiresOn: string | null };

/**
 * At a check-in (desk or roll call), inside its transaction: a member on a pass uses one visit of a
 * pass valid today, or is refused. Each use is a conditional update (takeVisit), so a visit taken by
 * another desk at the same moment is never taken twice: the loser moves on to the next pass, or is
 * refused when none is left.
 */
export async function takePassVisit(tx: DbOrTx, memberId: string, today: string): Promise<PassUse> {
  const membership = await findMembership(tx, memberId);
  if (!membership || !(await isPassPlan(tx, membership.planId))) return { outcome: 'none' };
  for (const pass of await usablePassesOf(tx, memberId, today)) {
    if (await takeVisit(tx, pass.id, today)) return { outcome: 'used', passId: pass.id };
  }
  return noVisitLeft(tx, memberId, membership.planId, today);
}

/**
 * takePassVisit without taking anything: whether a check-in today would find a visit (the member
 * home asks before the member goes to the desk). 'available' stands for the visit it would use.
 */
export async function peekPassVisit(
  db: DbOrTx,
  memberId: string,
  today: string,
): Promise<Exclude<PassUse, { outcome: 'used' }> | { outcome: 'available' }> {
  const membership = await findMembership(db, memberId);
  if (!membership || !(await isPassPlan(db, membership.planId))) return { outcome: 'none' };
  if ((await usablePassesOf(db, memberId, today)).length > 0) return { outcome: 'available' };
  return noVisitLeft(db, memberId, membership.planId, today);
}

/** Why no pass has a visit today: about the latest pass (or the plan, if none was sold). */
async function noVisitLeft(db: DbOrTx, memberId: string, planId: string, today: string) {
  const latest = await latestPassOf(db, memberId);
  if (!latest) {
    const plan = await findSellablePass(db, planId);
    return { outcome: 'used_up', name: plan?.name ?? 'pass', expiresOn: null } as const;
  }
  const visitsLeft = latest.visitsTotal === null ? null : latest.visitsTotal - latest.visitsUsed;
  if (visitsLeft !== 0 && latest.expiresOn !== null && latest.expiresOn < today) {
    return { outcome: 'expired', name: latest.name, expiresOn: latest.expiresOn } as const;
  }
  return { outcome: 'used_up', name: latest.name, expiresOn: latest.expiresOn } as const;
}

/** The pass the member page shows: one usable today, else the latest (used up or expired); null for none. */
export async function currentPassOf(db: DbOrTx, memberId: string, today: string) {
  const [usable] = await usablePassesOf(db, memberId, today);
  const pass = usable ?? (await latestPassOf(db, memberId));
  if (!pass) return null;
  const visitsLeft = pass.visitsTotal === null ? null : pass.visitsTotal - pass.visitsUsed;
  return {
    name: pass.name,
    visitsTotal: pass.visitsTotal,
    visitsUsed: pass.visitsUsed,
    visitsLeft,
    startsOn: pass.startsOn,
    expiresOn: pass.expiresOn,
    usable: usable !== undefined,
  };
}
