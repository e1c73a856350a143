// The seed works in day numbers (0 = the earliest day it can need) so its hot loops compare and add
// integers; each day's 'YYYY-MM-DD' text and the instant its midnight falls on in the gym's time zone
// are computed once per day, not once per row (a million calls into Intl would take seconds).
import { addDays, type CalendarDate, daysBetween, startOfDay } from '../../src/shared/calendar.js';

/** How far back members may have joined (the bills cover the last 24 months of that). */
export const HISTORY_YEARS = 4;
const HOUR_S = 3600;
const DAY_MS = 86_400_000;

export class SeedDays {
  /** Day number of the seed's "today". */
  readonly today: number;
  private readonly origin: CalendarDate;
  private readonly texts: CalendarDate[] = [];
  private readonly midnights: number[] = [];

  constructor(
    today: CalendarDate,
    private readonly timeZone: string,
    /** No instant the seed writes is later than this (ms since 1970): nothing happens in the future. */
    readonly nowMs: number,
  ) {
    this.origin = addDays(today, -(HISTORY_YEARS * 366 + 31));
    this.today = daysBetween(this.origin, today);
  }

  /** 'YYYY-MM-DD' of a day number. */
  date(day: number): CalendarDate {
    let text = this.texts[day];
    if (text === undefined) {
      text = addDays(this.origin, day);
      this.texts[day] = text;
    }
    return text;
  }

  /** Day number of a 'YYYY-MM-DD'. */
  dayOf(date: CalendarDate): number {
    return daysBetween(this.origin, date);
  }

  year(day: number): number {
    return Number(this.date(day).slice(0, 4));
  }

  /**
   * Milliseconds of the instant `seconds` after the start of the gym's day, never after now: on the
   * day that is still going on, the times are squeezed into the part of it that has passed (in the
   * same order), rather than all piling up on "now".
   */
  instantMs(day: number, seconds: number): number {
    let midnight = this.midnights[day];
    if (midnight === undefined) {
      midnight = startOfDay(this.date(day), this.timeZone).getTime();
      this.midnights[day] = midnight;
    }
    const ms = midnight + seconds * 1000;
    if (ms <= this.nowMs) return ms;
    if (midnight > this.nowMs) return this.nowMs;
    return midnight + Math.floor((seconds * 1000 * (this.nowMs - midnight)) / DAY_MS);
  }

  /** ISO-8601 UTC text of `instantMs`, the form every timestamp column holds. */
  instant(day: number, seconds: number): string {
    return new Date(this.instantMs(day, seconds)).toISOString();
  }

  /** A random moment in opening hours (07:00–21:00) of a day. */
  openingHours(day: number, next: () => number): string {
    return this.instant(day, 7 * HOUR_S + Math.floor(next() * 14 * HOUR_S));
  }
}
