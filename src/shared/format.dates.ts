// Dates and times in the gym's locale and time zone, with one style for dates and one for date-times.
//
// Styles: a date is Intl's dateStyle 'medium' ('Nov 25, 2026', '25 Nov 2026', '25.11.2026'), a date-time
// is 'medium' + timeStyle 'short' ('Nov 25, 2026, 6:00 PM'), a time is 'short'. Only class sessions
// (weekday + day + time) and report months need their own fields, which Intl cannot give as a style.
//
// Hour cycle: the locale decides, once. It is read from the locale's short time style (so a tag such
// as 'en-US-u-hc-h23' asks for a 24-hour clock) and passed to every formatter that shows a time, so a
// 12-hour time never stands beside a 24-hour one.
//
// Days and instants: a calendar day 'YYYY-MM-DD' (a due date) is that day everywhere; it is formatted
// at UTC midnight in UTC, so no zone can move it. An instant (an ISO date-time with 'Z' or an offset)
// is shown on the gym's clock, its time zone. A date-time without a zone is refused, because Date
// would read it on the viewer's clock.
import { type CalendarDate, isCalendarDate, isWallTime } from './calendar.js';
import { plainSpaces } from './format.numbers.js';

/** Weekdays as stored in opening hours, Monday first (ISO 1–7 in this order). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type HourCycle = 'h11' | 'h12' | 'h23' | 'h24';

/** An instant as the server sends it (ISO 8601 with 'Z' or an offset), or a Date. */
export type Instant = string | Date;

export type DateFormats = {
  /** The one hour cycle of every time this format shows. */
  hourCycle: HourCycle;
  /** 'Nov 25, 2026': a calendar day as it is, an instant as its day on the gym's clock. */
  date(value: CalendarDate | Instant): string;
  /** 'Nov 25, 2026, 6:00 PM' on the gym's clock. */
  dateTime(value: Instant): string;
  /** '6:00 PM' on the gym's clock. */
  time(value: Instant): string;
  /** 'Tue, Nov 24, 6:00 PM' ('Tue 24 Nov, 18:00' in en-GB): a class session on the gym's clock. */
  dayTime(value: Instant): string;
  /** 'Tue, Nov 24, 2026' ('Di., 24. Nov. 2026' in de-DE): a calendar day with its weekday, as a heading. */
  weekdayDate(date: CalendarDate): string;
  /** 'Nov 2026' for a report row; takes 'YYYY-MM-DD' or 'YYYY-MM'. */
  month(date: CalendarDate): string;
  /** 'Mon' for 1 or 'mon' (ISO: 1 = Monday … 7 = Sunday). */
  weekday(day: Weekday | number): string;
  /** '6:00 PM' ('18:00' in en-GB) for '18:00': a wall time such as a weekly class time, no zone involved. */
  wallTime(time: string): string;
  /** '6:00 AM-10:00 PM' for '06:00', '22:00': wall times of opening hours, no zone involved. */
  hoursRange(opens: string, closes: string): string;
};

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH_ONLY = /^\d{4}-\d{2}$/;
// ECMAScript's own date-time string format, so every engine reads it the same way.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
// 2024-01-01 was a Monday: the weekday names are read from that week.
const A_MONDAY_MS = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

function toInstant(value: Instant): Date {
  const at = value instanceof Date ? value : ISO_INSTANT.test(value) ? new Date(value) : null;
  if (!at || Number.isNaN(at.getTime())) {
    throw new RangeError(`Not an instant (ISO date-time with Z or an offset): ${JSON.stringify(value)}`);
  }
  return at;
}

/** UTC midnight of a calendar day; setUTCFullYear, because Date.UTC reads years 0–99 as 1900–1999. */
function utcMidnight(date: CalendarDate): Date {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${JSON.stringify(date)}`);
  const at = new Date(0);
  at.setUTCFullYear(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return at;
}

function weekdayIndex(day: Weekday | number): number {
  const index = typeof day === 'number' ? day - 1 : WEEKDAYS.indexOf(day);
  if (!Number.isInteger(index) || index < 0 || index > 6) {
    throw new RangeError(`Not a weekday (1–7 or mon–sun): ${JSON.stringify(day)}`);
  }
  return index;
}

function wallClock(time: string): Date {
  if (!isWallTime(time)) throw new RangeError(`Not a wall time (HH:MM): ${JSON.stringify(time)}`);
  return new Date(Date.UTC(1970, 0, 1, Number(time.slice(0, 2)), Number(time.slice(3, 5))));
}

/** The date and time functions of a gym format; every Intl object is built here, once. */
export function createDateFormats(locale: string, timeZone: string): DateFormats {
  const hourCycle: HourCycle =
    new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).resolvedOptions().hourCycle ?? 'h23';
  const make = (options: Intl.DateTimeFormatOptions) => {
    const format = new Intl.DateTimeFormat(locale, options);
    return (at: Date) => plainSpaces(format.format(at));
  };
  const day = make({ dateStyle: 'medium', timeZone: 'UTC' });
  const zonedDay = make({ dateStyle: 'medium', timeZone });
  const dateTime = make({ dateStyle: 'medium', timeStyle: 'short', hourCycle, timeZone });
  const time = make({ timeStyle: 'short', hourCycle, timeZone });
  const clock = make({ timeStyle: 'short', hourCycle, timeZone: 'UTC' });
  const dayTime = make({
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle,
    timeZone,
  });
  const weekdayDay = make({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const month = make({ month: 'short', year: 'numeric', timeZone: 'UTC' });
  const weekdayName = make({ weekday: 'short', timeZone: 'UTC' });
  const weekdays = WEEKDAYS.map((_, index) => weekdayName(new Date(A_MONDAY_MS + index * DAY_MS)));

  return {
    hourCycle,
    date: (value) =>
      typeof value === 'string' && DAY_ONLY.test(value) ? day(utcMidnight(value)) : zonedDay(toInstant(value)),
    dateTime: (value) => dateTime(toInstant(value)),
    time: (value) => time(toInstant(value)),
    dayTime: (value) => dayTime(toInstant(value)),
    weekdayDate: (date) => weekdayDay(utcMidnight(date)),
    month: (date) => month(utcMidnight(MONTH_ONLY.test(date) ? `${date}-01` : date)),
    weekday: (dayOfWeek) => weekdays[weekdayIndex(dayOfWeek)] ?? '',
    wallTime: (time) => clock(wallClock(time)),
    // A plain '-' between the two, as the spec writes 'Mon-Fri 6:00 AM-10:00 PM'.
    hoursRange: (opens, closes) => `${clock(wallClock(opens))}-${clock(wallClock(closes))}`,
  };
}
