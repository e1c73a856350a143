// Visits at the front desk: check-ins by this run's members on days they were members (from the join
// day to the last active day, see visits.ts for how often and when), recorded as the desk records
// them, and the per-hour totals the app keeps beside them (attendance_hours), counted here the way
// recordVisit counts each visit: one check-in in its hour, and one first visit in the hour of each
// member's first check-in of the day.
import { isoWeekday, startOfDay, wallTimeInZone, zonedToInstant } from '../../src/shared/calendar.js';
import { loadWithoutIndexes } from './bulk-load.js';
import { count, type SeedContext, type SeedStep } from './context.js';
import type { Random } from './random.js';
import {
  type CountedDay,
  calibrate,
  DAILY_CHANCE_MAX,
  DESK_DAYS,
  dayWeight,
  drawHabit,
  hoursFor,
  PROFILES,
  SECOND_VISIT,
  SECOND_VISIT_GAP_HOURS,
  type Spans,
  VISITS_PER_MEMBER_YEAR,
} from './visits.js';

const CHECK_IN_COLUMNS = [
  ['id', 'text'],
  ['member_id', 'text'],
  ['checked_in_at', 'text'],
  ['day', 'text'],
  ['hour', 'integer'],
  ['source', 'text'],
  ['session_id', 'text'],
  ['created_by', 'text'],
] as const;

/** The report's "last 365 days": today and the 364 before it. */
const YEAR_DAYS = 365;
/** Aim a little above VISITS_PER_MEMBER_YEAR so the year's count lands at or over it, not around it. */
const MARGIN = 1.002;
const DAY_MS = 86_400_000;
const HOUR_S = 3600;
/** attendance_hours rows per statement: 4 parameters each, far under either database's limit. */
const UPSERT_ROWS = 500;

/** The visits of one day, in the order drawn; written in the order they happened. */
interface DayVisits {
  member: number[];
  ms: number[];
  hour: number[];
  /** Day number of the gym day it falls on. */
  day: number[];
  first: boolean[];
}

export const seedCheckIns: SeedStep = {
  name: 'check-ins',
  async run(ctx, random) {
    const { days } = ctx;
    const n = ctx.members.length;
    const spans: Spans = {
      joined: new Int32Array(n),
      last: new Int32Array(n),
      rates: new Float64Array(n),
      profiles: new Uint8Array(n),
    };
    ctx.members.forEach((member, i) => {
      const habit = drawHabit(random);
      spans.joined[i] = member.joined;
      spans.last[i] = member.lastActive;
      spans.rates[i] = habit.rate;
      spans.profiles[i] = habit.profile;
    });
    const desk: CountedDay[] = [];
    for (let day = days.today - DESK_DAYS + 1; day <= days.today; day++) desk.push(countedDay(ctx, day));
    const lastYear = desk.filter(({ day }) => day > days.today - YEAR_DAYS);
    const factor = calibrate(Math.round(n * VISITS_PER_MEMBER_YEAR * MARGIN), lastYear, spans);
    const tally = await loadWithoutIndexes(ctx, 'check_ins', () => writeCheckIns(ctx, random, desk, factor, spans));
    const hours = await saveAttendance(ctx, tally);
    return (
      `${count(tally.total)} check-ins by ${count(tally.visitors)} members ` +
      `(${count(tally.inYear)} in the last ${YEAR_DAYS} days), ${count(hours)} hours of attendance totals`
    );
  },
};

interface Tally {
  /** Day number of the first day counted, and per day and hour from it (day × 24 + hour): */
  firstDay: number;
  checkIns: Int32Array;
  /** Members whose first check-in of the day was in that hour. */
  firstVisits: Int32Array;
  total: number;
  inYear: number;
  visitors: number;
}

/** Every check-in, oldest first, counted as it is written. */
async function writeCheckIns(
  ctx: SeedContext,
  random: Random,
  desk: readonly CountedDay[],
  factor: number,
  spans: Spans,
): Promise<Tally> {
  const { days } = ctx;
  const add = ctx.writer.table('check_ins', CHECK_IN_COLUMNS);
  const firstDay = days.today - DESK_DAYS + 1;
  const tally: Tally = {
    firstDay,
    checkIns: new Int32Array(DESK_DAYS * 24),
    firstVisits: new Int32Array(DESK_DAYS * 24),
    total: 0,
    inYear: 0,
    visitors: 0,
  };
  const came = new Uint8Array(ctx.members.length);
  for (const { day, weight } of desk) {
    const visits = drawDay(ctx, random, day, factor * weight, spans);
    const order = visits.ms.map((_, i) => i).sort((a, b) => (visits.ms[a] ?? 0) - (visits.ms[b] ?? 0));
    for (const i of order) {
      const ms = visits.ms[i] ?? 0;
      if (ms > days.nowMs) continue; // later today: has not happened yet
      const member = visits.member[i] ?? 0;
      const on = visits.day[i] ?? day;
      const hour = visits.hour[i] ?? 0;
      const memberId = ctx.members[member]?.id ?? '';
      add([ctx.newId(), memberId, new Date(ms).toISOString(), days.date(on), hour, 'desk', null, ctx.adminId]);
      const slot = (on - firstDay) * 24 + hour;
      tally.checkIns[slot] = (tally.checkIns[slot] ?? 0) + 1;
      if (visits.first[i]) tally.firstVisits[slot] = (tally.firstVisits[slot] ?? 0) + 1;
      came[member] = 1;
      tally.total += 1;
      if (on > days.today - YEAR_DAYS) tally.inYear += 1;
    }
    await ctx.writer.checkpoint();
  }
  await ctx.writer.finish();
  tally.visitors = came.reduce((sum, flag) => sum + flag, 0);
  return tally;
}

/**
 * Who comes in on one day and when: each member then a member comes with their daily chance, at an
 * hour their habit favours; a few come back at least SECOND_VISIT_GAP_HOURS later.
 */
function drawDay(ctx: SeedContext, random: Random, day: number, k: number, spans: Spans): DayVisits {
  const { joined, last, rates, profiles } = spans;
  const clock = dayClock(ctx, day);
  const weekend = isoWeekday(clock.date) >= 6;
  const visits: DayVisits = { member: [], ms: [], hour: [], day: [], first: [] };
  const visit = (member: number, wallSeconds: number, first: boolean) => {
    const at = clock.at(wallSeconds);
    visits.member.push(member);
    visits.ms.push(at.ms);
    visits.hour.push(at.hour);
    visits.day.push(at.day);
    visits.first.push(first);
  };
  for (let i = 0; i < rates.length; i++) {
    if ((joined[i] ?? 0) > day || (last[i] ?? 0) < day) continue;
    if (random.next() >= Math.min(DAILY_CHANCE_MAX, (rates[i] ?? 0) * k)) continue;
    const hours = hoursFor(profiles[i] ?? 0, weekend);
    const hour = hours.pick(random.next());
    visit(i, hour * HOUR_S + random.int(0, HOUR_S - 1), true);
    if (random.next() < SECOND_VISIT && hour + SECOND_VISIT_GAP_HOURS < hours.closes) {
      const later = random.int(hour + SECOND_VISIT_GAP_HOURS, hours.closes - 1);
      visit(i, later * HOUR_S + random.int(0, HOUR_S - 1), false);
    }
  }
  return visits;
}

/** A day's weight, and how many check-ins each member who comes makes (less today: the day is not over). */
function countedDay(ctx: SeedContext, day: number): CountedDay {
  const { days } = ctx;
  const date = days.date(day);
  const weekend = isoWeekday(date) >= 6;
  const sinceMidnight = (days.nowMs - startOfDay(date, ctx.gym.timeZone).getTime()) / 1000;
  const perVisit = new Float64Array(PROFILES);
  for (let profile = 0; profile < PROFILES; profile++) {
    const hours = hoursFor(profile, weekend);
    perVisit[profile] = (1 + hours.secondChance) * hours.shareBefore(sinceMidnight);
  }
  return { day, weight: dayWeight(isoWeekday(date), Number(date.slice(5, 7)), days.today - day), perVisit };
}

/**
 * A gym day's wall clock → instants. On most days an hour of the clock is an hour after midnight; on
 * a daylight-saving day the instant and its hour come from the calendar module (a few thousand
 * visits a year, so Intl's cost does not matter there).
 */
function dayClock(ctx: SeedContext, day: number) {
  const { timeZone } = ctx.gym;
  const date = ctx.days.date(day);
  const midnight = startOfDay(date, timeZone).getTime();
  const regular = startOfDay(ctx.days.date(day + 1), timeZone).getTime() - midnight === DAY_MS;
  return {
    date,
    at(wallSeconds: number): { ms: number; hour: number; day: number } {
      if (regular) return { ms: midnight + wallSeconds * 1000, hour: Math.floor(wallSeconds / HOUR_S), day };
      const hh = String(Math.floor(wallSeconds / HOUR_S)).padStart(2, '0');
      const mm = String(Math.floor((wallSeconds % HOUR_S) / 60)).padStart(2, '0');
      const ms = zonedToInstant(date, `${hh}:${mm}`, timeZone).getTime() + (wallSeconds % 60) * 1000;
      const local = wallTimeInZone(new Date(ms), timeZone);
      return { ms, hour: local.hour, day: ctx.days.dayOf(local.date) };
    },
  };
}

/**
 * Adds the totals to attendance_hours. Added to, not inserted: on a database seeded before (--force)
 * other members' visits are already counted in the same hours.
 */
async function saveAttendance(ctx: SeedContext, tally: Tally): Promise<number> {
  const { firstDay, checkIns, firstVisits } = tally;
  const rows: { day: string; hour: number; checkIns: number; firstVisits: number }[] = [];
  checkIns.forEach((n, slot) => {
    if (n === 0) return;
    const day = ctx.days.date(firstDay + Math.floor(slot / 24));
    rows.push({ day, hour: slot % 24, checkIns: n, firstVisits: firstVisits[slot] ?? 0 });
  });
  await ctx.db.transaction().execute(async (tx) => {
    for (let i = 0; i < rows.length; i += UPSERT_ROWS) {
      await tx
        .insertInto('attendanceHours')
        .values(rows.slice(i, i + UPSERT_ROWS))
        .onConflict((oc) =>
          oc.columns(['day', 'hour']).doUpdateSet((eb) => ({
            checkIns: eb('attendanceHours.checkIns', '+', eb.ref('excluded.checkIns')),
            firstVisits: eb('attendanceHours.firstVisits', '+', eb.ref('excluded.firstVisits')),
          })),
        )
        .execute();
    }
  });
  return rows.length;
}
