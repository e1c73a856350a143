// How often and when members come in: a busy gym's week (quiet weekends), year (January full, summer
// empty) and day (a morning and an evening peak), and members who are early birds, lunch-breakers or
// after-work regulars. checkins.ts turns this into check-ins; here are only the numbers.
import type { Random } from './random.js';

/** Check-ins a member makes in a year on average, so 10,000 members make about 2,000,000. */
export const VISITS_PER_MEMBER_YEAR = 200;
/** The desk has recorded visits for the last 18 months; the first six, fewer and fewer the further back. */
export const DESK_DAYS = 548;
const RAMP_DAYS = 183;
/** Nobody comes every single day. */
export const DAILY_CHANCE_MAX = 0.9;
/** Of the members who come on a day, how many come back later (a class after a morning workout). */
export const SECOND_VISIT = 0.05;
/** A second visit starts at least this many hours after the first (so never two within an hour). */
export const SECOND_VISIT_GAP_HOURS = 3;

/** ISO weekday 1 (Monday) … 7 (Sunday). */
const WEEKDAY = [0, 1.15, 1.1, 1.05, 1, 0.85, 0.6, 0.45];
/** January's resolutions fade by summer. Index 1 = January. */
const MONTH = [0, 1.2, 1.1, 1.05, 1, 0.95, 0.85, 0.8, 0.85, 1, 1, 0.95, 0.8];

/** How busy a day is, relative to the others: weekday × month × how long the desk had been in use. */
export function dayWeight(weekday: number, month: number, daysBeforeToday: number): number {
  const inUse = DESK_DAYS - daysBeforeToday;
  const ramp = inUse >= RAMP_DAYS ? 1 : Math.max(0, inUse / RAMP_DAYS);
  return (WEEKDAY[weekday] ?? 1) * (MONTH[month] ?? 1) * ramp;
}

/** When a kind of member comes in, hour of the day → weight; the desk is open 05:00–23:00. */
const WEEKDAY_HOURS: readonly (readonly number[])[] = [
  // 5    6    7    8    9   10   11   12   13   14   15   16   17   18   19   20   21   22
  [0.6, 1.6, 1.8, 1.2, 0.6, 0.4, 0.35, 0.5, 0.4, 0.25, 0.25, 0.35, 0.6, 0.6, 0.4, 0.2, 0.1, 0.05], // early birds
  [0.05, 0.2, 0.3, 0.5, 0.9, 1.1, 1.4, 1.8, 1.5, 1, 0.8, 0.7, 0.6, 0.5, 0.35, 0.2, 0.1, 0.05], // around lunch
  [0.05, 0.2, 0.3, 0.2, 0.2, 0.2, 0.25, 0.5, 0.35, 0.3, 0.5, 1, 1.7, 2, 1.7, 1.1, 0.6, 0.25], // after work
];
const WEEKDAY_OPENS = 5;
/** Weekends, everyone alike; open 07:00–21:00. */
const WEEKEND_HOURS = [0.4, 0.9, 1.4, 1.6, 1.5, 1.2, 0.9, 0.8, 0.7, 0.7, 0.6, 0.4, 0.25, 0.1];
const WEEKEND_OPENS = 7;
/** How members split between the weekday profiles above. */
const PROFILE_SHARES = [0.3, 0.15, 0.55];
/** Visits a week a member aims at, and how many members are like that. */
const HABITS: readonly (readonly [number, number])[] = [
  [1.5, 20],
  [3, 35],
  [4.5, 30],
  [6, 15],
];

export interface Habit {
  /** Relative visits per day (calibrated by checkins.ts into a chance). */
  rate: number;
  /** Index into the weekday profiles. */
  profile: number;
}

export function drawHabit(random: Random): Habit {
  const rate = (random.weighted(HABITS) / 7) * (0.8 + 0.4 * random.next());
  const roll = random.next();
  let profile = 0;
  for (let share = PROFILE_SHARES[0] ?? 1; roll >= share && profile < PROFILE_SHARES.length - 1; ) {
    profile += 1;
    share += PROFILE_SHARES[profile] ?? 0;
  }
  return { rate, profile };
}

/** An hour sampler: cumulative weights from the opening hour, for a draw in [0, 1). */
class Hours {
  private readonly cumulative: number[];
  /** The chance that a member who came comes back later the same day. */
  readonly secondChance: number;
  constructor(
    weights: readonly number[],
    readonly opens: number,
  ) {
    const total = weights.reduce((sum, w) => sum + w, 0);
    let running = 0;
    this.cumulative = weights.map((w) => {
      running += w / total;
      return running;
    });
    // A second visit needs SECOND_VISIT_GAP_HOURS before closing.
    this.secondChance = SECOND_VISIT * (this.cumulative[this.cumulative.length - 1 - SECOND_VISIT_GAP_HOURS] ?? 0);
  }
  /** The hour after the last one anyone starts a visit in. */
  get closes(): number {
    return this.opens + this.cumulative.length;
  }
  pick(u: number): number {
    let i = 0;
    while (i < this.cumulative.length - 1 && u >= (this.cumulative[i] ?? 1)) i++;
    return this.opens + i;
  }
  /** The share of first visits that start before this time of the day (seconds after midnight). */
  shareBefore(wallSeconds: number): number {
    const hours = wallSeconds / 3600 - this.opens;
    if (hours <= 0) return 0;
    if (hours >= this.cumulative.length) return 1;
    const whole = Math.floor(hours);
    const before = this.cumulative[whole - 1] ?? 0;
    return before + ((this.cumulative[whole] ?? 1) - before) * (hours - whole);
  }
}

const WEEKDAY_SAMPLERS = WEEKDAY_HOURS.map((weights) => new Hours(weights, WEEKDAY_OPENS));
const WEEKEND_SAMPLER = new Hours(WEEKEND_HOURS, WEEKEND_OPENS);
export const PROFILES = WEEKDAY_SAMPLERS.length;

export function hoursFor(profile: number, weekend: boolean): Hours {
  return weekend ? WEEKEND_SAMPLER : (WEEKDAY_SAMPLERS[profile] ?? WEEKEND_SAMPLER);
}

/** Who was a member when (day numbers, both included), and their habits. */
export interface Spans {
  joined: Int32Array;
  last: Int32Array;
  /** From drawHabit. */
  rates: Float64Array;
  profiles: Uint8Array;
}

export interface CountedDay {
  day: number;
  weight: number;
  /** Per weekday profile: check-ins per member who comes (second visits), times the share of the day gone by. */
  perVisit: Float64Array;
}

/**
 * The factor that turns habits and day weights into daily chances so that the days counted come to
 * `target` check-ins on average: chance = min(DAILY_CHANCE_MAX, rate × factor × day weight). Found by
 * bisection (the cap makes it non-linear). When even every member at the cap falls short, a factor
 * that puts everyone at the cap: the seed then writes what it can.
 */
export function calibrate(target: number, days: readonly CountedDay[], spans: Spans): number {
  const { joined, last, rates, profiles } = spans;
  const expected = (factor: number) => {
    let sum = 0;
    for (const { day, weight, perVisit } of days) {
      const k = factor * weight;
      for (let i = 0; i < rates.length; i++) {
        if ((joined[i] ?? 0) > day || day > (last[i] ?? 0)) continue;
        sum += Math.min(DAILY_CHANCE_MAX, (rates[i] ?? 0) * k) * (perVisit[profiles[i] ?? 0] ?? 1);
      }
    }
    return sum;
  };
  if (target <= 0) return 0;
  let high = 1;
  while (expected(high) < target) {
    if (high >= 1e6) return high;
    high *= 2;
  }
  let low = 0;
  for (let step = 0; step < 20; step++) {
    const middle = (low + high) / 2;
    if (expected(middle) < target) low = middle;
    else high = middle;
  }
  return high;
}
