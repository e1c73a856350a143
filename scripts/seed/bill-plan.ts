// Decides every bill before any is written, in typed arrays (a million bills fit in ~25 MB):
// who it is for, the day it was issued, the period it bills (or none), where it stands, and the
// receipt number of its payment. Deciding first lets the writer emit bills in the order they were
// issued, and number receipts 1, 2, 3… in the order they were paid within each year, as the
// front desk would have.
import { addMonthsClamped } from '../../src/shared/calendar.js';
import type { SeedContext, SeedPlan } from './context.js';
import type { Random } from './random.js';
import { periodStartsBetween, scheduleFrom } from './schedule.js';

/** How far back the bills go. */
export const HISTORY_MONTHS = 24;

export const PAID = 0;
export const OPEN = 1;
/** Open, with a payment that covers part of it. */
export const PART_PAID = 2;
export const VOID = 3;

export interface BillPlan {
  size: number;
  /** Index into ctx.members. */
  member: Int32Array;
  /** Day number it was issued. */
  issued: Int32Array;
  /** Day number its period starts (its issue day), or -1 for a manual bill. */
  period: Int32Array;
  state: Uint8Array;
  /** Day number of its payment, or -1 when nothing was paid. */
  paid: Int32Array;
  /** Its payment's receipt number within the year of `paid`. */
  receipt: Int32Array;
  /** Bill indexes in the order they were issued. */
  order: Int32Array;
}

/**
 * Plans `ctx.options.bills` bills over the members, and moves `receiptCounters` (year → last number
 * given) on past the receipts it numbers.
 */
export function planBills(ctx: SeedContext, random: Random, receiptCounters: Map<number, number>): BillPlan {
  const size = ctx.options.bills;
  const plan: BillPlan = {
    size,
    member: new Int32Array(size),
    issued: new Int32Array(size),
    period: new Int32Array(size),
    state: new Uint8Array(size),
    paid: new Int32Array(size),
    receipt: new Int32Array(size),
    order: new Int32Array(0),
  };
  spreadOverMembers(ctx, random, plan);
  decideStates(ctx, random, plan);
  plan.order = sortByDay(plan.issued, ctx.days.today);
  numberReceipts(ctx, plan, receiptCounters);
  return plan;
}

/**
 * Gives each member a share of the bills in proportion to how long they have been a member within
 * the window and how keen they are. Each share starts with the member's most recent recurring periods
 * (one bill per member and period, as the unique index wants); what is left becomes manual charges on
 * random days of their membership.
 */
function spreadOverMembers(ctx: SeedContext, random: Random, plan: BillPlan): void {
  const { days, members } = ctx;
  if (members.length === 0) return;
  const windowStart = days.dayOf(addMonthsClamped(days.date(days.today), -HISTORY_MONTHS));
  const periods: number[][] = [];
  const weights = new Float64Array(members.length);
  let totalWeight = 0;
  members.forEach((member, m) => {
    const from = Math.max(windowStart, member.joined);
    const terms = ctx.plans[member.plan] as SeedPlan;
    const starts =
      terms.period && terms.priceCents > 0
        ? periodStartsBetween(
            scheduleFrom(days.date(member.joined), terms.period),
            days.date(from),
            days.date(member.lastActive),
          )
        : [];
    periods.push(starts.map((start) => days.dayOf(start)));
    weights[m] = (member.lastActive - from + 1) * (0.3 + 1.4 * random.next());
    totalWeight += weights[m] ?? 0;
  });

  const shares = new Int32Array(members.length);
  let given = 0;
  for (let m = 0; m < members.length; m++) {
    shares[m] = Math.floor((plan.size * (weights[m] ?? 0)) / totalWeight);
    given += shares[m] ?? 0;
  }
  // The rounding leftovers (fewer than one per member), one each from a random member on.
  for (let m = random.int(0, members.length - 1); given < plan.size; m = (m + 1) % members.length) {
    shares[m] = (shares[m] ?? 0) + 1;
    given += 1;
  }

  let j = 0;
  members.forEach((member, m) => {
    const share = shares[m] ?? 0;
    const starts = periods[m] as number[];
    const recurring = Math.min(share, starts.length);
    for (const start of starts.slice(starts.length - recurring)) {
      plan.member[j] = m;
      plan.issued[j] = start;
      plan.period[j] = start;
      j += 1;
    }
    const from = Math.max(windowStart, member.joined);
    for (let k = recurring; k < share; k++) {
      plan.member[j] = m;
      plan.issued[j] = random.int(from, member.lastActive);
      plan.period[j] = -1;
      j += 1;
    }
  });
}

/**
 * Where each bill stands today: nearly every bill past its due date was paid (a few late), some recent
 * ones are still open and overdue, bills not yet due are about half paid, a few were voided.
 */
function decideStates(ctx: SeedContext, random: Random, plan: BillPlan): void {
  const today = ctx.days.today;
  const dueDays = ctx.gym.billingDueDays;
  for (let j = 0; j < plan.size; j++) {
    const issued = plan.issued[j] ?? 0;
    const due = issued + dueDays;
    const someDayUntilToday = () => random.int(issued, today);
    let state = PAID;
    let paid = -1;
    if (random.chance(0.015)) state = VOID;
    else if (due >= today) {
      if (random.chance(0.45)) paid = someDayUntilToday();
      else state = random.chance(0.15) ? PART_PAID : OPEN;
    } else if (random.chance(today - due <= 60 ? 0.1 : 0.02)) {
      state = random.chance(0.3) ? PART_PAID : OPEN;
    } else {
      const delay = random.chance(0.85) ? random.int(0, dueDays) : random.int(dueDays + 1, dueDays + 45);
      paid = Math.min(issued + delay, today);
    }
    if (state === PART_PAID) paid = someDayUntilToday();
    plan.state[j] = state;
    plan.paid[j] = paid;
  }
}

/** Indexes of `keys` (day numbers 0..lastDay, or -1 to leave out) in day order: a counting sort. */
function sortByDay(keys: Int32Array, lastDay: number): Int32Array {
  const starts = new Int32Array(lastDay + 2);
  let kept = 0;
  for (const key of keys) {
    if (key < 0) continue;
    starts[key + 1] = (starts[key + 1] ?? 0) + 1;
    kept += 1;
  }
  for (let day = 1; day < starts.length; day++) starts[day] = (starts[day] ?? 0) + (starts[day - 1] ?? 0);
  const order = new Int32Array(kept);
  keys.forEach((key, j) => {
    if (key < 0) return;
    const slot = starts[key] ?? 0;
    order[slot] = j;
    starts[key] = slot + 1;
  });
  return order;
}

function numberReceipts(ctx: SeedContext, plan: BillPlan, counters: Map<number, number>): void {
  for (const j of sortByDay(plan.paid, ctx.days.today)) {
    const year = ctx.days.year(plan.paid[j] ?? 0);
    const next = (counters.get(year) ?? 0) + 1;
    counters.set(year, next);
    plan.receipt[j] = next;
  }
}
