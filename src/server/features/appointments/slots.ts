// Free slots, computed without the database: the trainer's weekly windows and days off, what is
// already taken (claimed blocks and the sessions of classes they teach), the gym's time zone and now.
// A slot starts on the 15-minute grid of the gym's wall clock and fits whole inside one window of its
// day; wall-clock times become instants through calendar.ts, so a daylight-saving change shortens or
// lengthens that day's windows rather than shifting them.
import { SLOT_GRID_MINUTES, SLOT_LEAD_MINUTES } from '../../../shared/appointments.schemas.js';
import { addDays, isoWeekday, wallTimeInZone, zonedToInstant } from '../../../shared/calendar.js';
import type { WeeklyWindow } from '../trainers/availability.queries.js';

const MINUTE_MS = 60_000;

export interface Busy {
  /** Starts (UTC ISO) of the trainer's claimed 15-minute blocks. */
  claimedBlocks: Set<string>;
  /** The trainer's class sessions. */
  sessions: { startsAt: string; endsAt: string }[];
}

export interface SlotRules {
  windows: WeeklyWindow[];
  daysOff: Set<string>;
  timeZone: string;
  now: Date;
  durationMinutes: number;
}

export interface DaySlots {
  day: string;
  /** UTC ISO starts, earliest first. */
  starts: string[];
}

function wallMinutes(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

function wallTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The 15-minute blocks (UTC ISO starts) an appointment from `start` covers. */
export function blocksOf(start: Date, durationMinutes: number): string[] {
  const blocks: string[] = [];
  for (let offset = 0; offset < durationMinutes; offset += SLOT_GRID_MINUTES) {
    blocks.push(new Date(start.getTime() + offset * MINUTE_MS).toISOString());
  }
  return blocks;
}

/** The earliest start that may be offered or booked now. */
export function earliestStart(now: Date): Date {
  return new Date(now.getTime() + SLOT_LEAD_MINUTES * MINUTE_MS);
}

/** Starts inside the windows of one day (before anything taken is removed), earliest first. */
function startsInWindowsOf(day: string, rules: SlotRules): Date[] {
  if (rules.daysOff.has(day)) return [];
  const weekday = isoWeekday(day);
  const starts = new Map<number, Date>();
  for (const window of rules.windows) {
    if (window.weekday !== weekday) continue;
    // Both ends as instants: across a change the window holds more or fewer real minutes.
    const windowEnd = zonedToInstant(day, window.endTime, rules.timeZone).getTime();
    const last = wallMinutes(window.endTime) - rules.durationMinutes;
    const first = Math.ceil(wallMinutes(window.startTime) / SLOT_GRID_MINUTES) * SLOT_GRID_MINUTES;
    for (let minutes = first; minutes <= last; minutes += SLOT_GRID_MINUTES) {
      const start = zonedToInstant(day, wallTime(minutes), rules.timeZone);
      // A time skipped by a spring-forward change is moved later: keep it only where it still fits
      // and still reads as this day's time on the grid.
      const shown = wallTimeInZone(start, rules.timeZone);
      if (shown.date !== day || (shown.hour * 60 + shown.minute) % SLOT_GRID_MINUTES !== 0) continue;
      if (start.getTime() + rules.durationMinutes * MINUTE_MS > windowEnd) continue;
      starts.set(start.getTime(), start);
    }
  }
  return [...starts.values()].sort((a, b) => a.getTime() - b.getTime());
}

function isTaken(start: Date, durationMinutes: number, busy: Busy): boolean {
  if (blocksOf(start, durationMinutes).some((block) => busy.claimedBlocks.has(block))) return true;
  const from = start.toISOString();
  const to = new Date(start.getTime() + durationMinutes * MINUTE_MS).toISOString();
  return busy.sessions.some((session) => session.startsAt < to && session.endsAt > from);
}

/** The free starts of each day from `firstDay`, `days` days long (days without any left out). */
export function freeSlots(rules: SlotRules, busy: Busy, firstDay: string, days: number): DaySlots[] {
  const earliest = earliestStart(rules.now).getTime();
  const result: DaySlots[] = [];
  for (let i = 0; i < days; i++) {
    const day = addDays(firstDay, i);
    const starts = startsInWindowsOf(day, rules)
      .filter((start) => start.getTime() >= earliest && !isTaken(start, rules.durationMinutes, busy))
      .map((start) => start.toISOString());
    if (starts.length > 0) result.push({ day, starts });
  }
  return result;
}

/** Whether `start` is a start the trainer's windows offer (on the grid, fitting whole, not a day off). */
export function isOffered(start: Date, rules: SlotRules): boolean {
  const day = wallTimeInZone(start, rules.timeZone).date;
  return startsInWindowsOf(day, rules).some((offered) => offered.getTime() === start.getTime());
}
