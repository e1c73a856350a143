// Calendar arithmetic for the gym's time zone, shared by the server and the browser.
// Pure day arithmetic counts days since 1970-01-01 with integers, so it never meets a time zone,
// a two-digit-year quirk of Date.UTC or a daylight-saving change; only functions taking a zone ask Intl.

/** A local calendar day written 'YYYY-MM-DD'. */
export type CalendarDate = string;

export type BillingPeriod = 'monthly' | 'quarterly' | 'yearly';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const MONTHS_PER_PERIOD: Record<BillingPeriod, number> = { monthly: 1, quarterly: 3, yearly: 12 };
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

type YearMonthDay = { year: number; month: number; day: number };
type LocalParts = YearMonthDay & { hour: number; minute: number; second: number };
type ZonedWallTime = { date: CalendarDate; hour: number; minute: number; weekday: number };
type InstantRange = { from: Date; to: Date };

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function formatDate({ year, month, day }: YearMonthDay): CalendarDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function parseDate(value: CalendarDate): YearMonthDay {
  const match = CALENDAR_DATE.exec(value);
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  const day = Number(match?.[3]);
  // Year 0 is rejected because Intl writes it as "1" (1 BC), which would corrupt the zone functions.
  if (!match || year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${JSON.stringify(value)}`);
  }
  return { year, month, day };
}

function parseWallTime(value: string): { hour: number; minute: number } {
  const match = WALL_TIME.exec(value);
  if (!match) throw new RangeError(`Not a wall time (HH:MM): ${JSON.stringify(value)}`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

// Howard Hinnant's days_from_civil / civil_from_days: exact for the proleptic Gregorian calendar.
function dayNumber({ year, month, day }: YearMonthDay): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

function dateFromDayNumber(days: number): YearMonthDay {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

function requireInteger(value: number, name: string): void {
  if (!Number.isInteger(value)) throw new RangeError(`${name} must be a whole number, got ${value}`);
}

/** True for a day that exists, written YYYY-MM-DD (years 0001–9999): '2028-02-29' yes, '2026-02-30' no. */
export function isCalendarDate(value: string): boolean {
  try {
    parseDate(value);
    return true;
  } catch {
    return false;
  }
}

/** True for a 24-hour wall-clock time '00:00'..'23:59', always two digits each side. */
export function isWallTime(value: string): boolean {
  return WALL_TIME.test(value);
}

/** The date `days` later (earlier when negative); no zone is involved. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  requireInteger(days, 'days');
  return formatDate(dateFromDayNumber(dayNumber(parseDate(date)) + days));
}

/** How many days `to` is after `from` (negative when before). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return dayNumber(parseDate(to)) - dayNumber(parseDate(from));
}

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: CalendarDate): number {
  // Day 0 (1970-01-01) was a Thursday, ISO weekday 4.
  return ((((dayNumber(parseDate(date)) + 3) % 7) + 7) % 7) + 1;
}

/**
 * The anchor moved by whole months, keeping its day of month where that month has it and using the
 * month's last day otherwise. Always count from the original anchor: chaining clamped results drifts
 * (31 Jan → 28 Feb → 28 Mar instead of 31 Mar). `dayOfMonth` overrides the anchor's own day when the
 * anchor is itself a clamped date (28 Feb standing for "the 31st"), which a date alone cannot say.
 */
export function addMonthsClamped(anchor: CalendarDate, months: number, dayOfMonth?: number): CalendarDate {
  requireInteger(months, 'months');
  const parsed = parseDate(anchor);
  const { year, month } = parsed;
  const day = dayOfMonth === undefined ? parsed.day : requireDayOfMonth(dayOfMonth);
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = monthIndex - targetYear * 12 + 1;
  return formatDate({ year: targetYear, month: targetMonth, day: Math.min(day, daysInMonth(targetYear, targetMonth)) });
}

function requireDayOfMonth(day: number): number {
  requireInteger(day, 'dayOfMonth');
  if (day < 1 || day > 31) throw new RangeError(`dayOfMonth must be 1–31, got ${day}`);
  return day;
}

/**
 * First day of the `index`-th billing period counted from the anchor (index 0 starts on the anchor's
 * month, on `dayOfMonth` when given — see addMonthsClamped).
 */
export function periodStart(
  anchor: CalendarDate,
  period: BillingPeriod,
  index: number,
  dayOfMonth?: number,
): CalendarDate {
  requireInteger(index, 'index');
  return addMonthsClamped(anchor, index * MONTHS_PER_PERIOD[period], dayOfMonth);
}

/**
 * Index of the billing period that contains `date`: the largest index whose start is on or before it
 * (negative before the anchor). Computed from the month difference, so a ten-year-old membership
 * costs the same as a new one.
 */
export function periodIndexOn(
  anchor: CalendarDate,
  period: BillingPeriod,
  date: CalendarDate,
  dayOfMonth?: number,
): number {
  const from = parseDate(anchor);
  const to = parseDate(date);
  const monthsApart = (to.year - from.year) * 12 + (to.month - from.month);
  const index = Math.floor(monthsApart / MONTHS_PER_PERIOD[period]);
  // That period starts in the date's month or earlier; only a later day in the same month can overshoot.
  return periodStart(anchor, period, index, dayOfMonth) > date ? index - 1 : index;
}

/** The day of the month of a date (1–31). */
export function dayOfMonthOf(date: CalendarDate): number {
  return parseDate(date).day;
}

// Used with 'en-US', which pins Gregorian dates and Latin digits whatever the browser's locale;
// 'h23' because `hour12: false` prints midnight as "24" in Node 20's ICU.
const LOCAL_CLOCK_FIELDS: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...LOCAL_CLOCK_FIELDS, timeZone: zone });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** True when Intl knows the zone (IANA names and their aliases such as 'UTC' or 'Asia/Calcutta'). */
export function isTimeZone(zone: string): boolean {
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

// formatToParts rather than parsing format(): ICU versions change the literals between fields.
function localParts(instant: Date, zone: string): LocalParts {
  const parts: LocalParts = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const { type, value } of formatterFor(zone).formatToParts(instant)) {
    if (type in parts) parts[type as keyof LocalParts] = Number(value);
  }
  return parts;
}

/** How far the zone's clock is ahead of UTC at an instant, to the second (old local mean times have seconds). */
function offsetMs(epochMs: number, zone: string): number {
  const wholeSecond = Math.floor(epochMs / 1000) * 1000;
  const { hour, minute, second, ...date } = localParts(new Date(wholeSecond), zone);
  return dayNumber(date) * DAY_MS + ((hour * 60 + minute) * 60 + second) * 1000 - wholeSecond;
}

// Every zone's offset is a whole number of seconds, so its days change on whole seconds: the day of
// the last second asked about is kept per zone. The server asks for "today" on most requests, and
// formatToParts was a visible share of a small request's CPU.
const lastDayAsked = new Map<string, { second: number; date: CalendarDate }>();

/** The local calendar day of an instant in a zone. */
export function dateInZone(instant: Date, zone: string): CalendarDate {
  const second = Math.floor(instant.getTime() / 1000);
  const last = lastDayAsked.get(zone);
  if (last?.second === second) return last.date;
  const date = formatDate(localParts(instant, zone));
  lastDayAsked.set(zone, { second, date });
  return date;
}

/** The local day, hour, minute and ISO weekday (1 = Monday … 7 = Sunday) of an instant in a zone. */
export function wallTimeInZone(instant: Date, zone: string): ZonedWallTime {
  const parts = localParts(instant, zone);
  const date = formatDate(parts);
  return { date, hour: parts.hour, minute: parts.minute, weekday: isoWeekday(date) };
}

/**
 * The instants at which the zone's clock reads `wallMs`, earliest first: one normally, two in a
 * fall-back overlap, none in a spring-forward gap. Like Temporal, it tries the offsets a day before and
 * a day after, since no zone changes its clock twice within two days.
 */
function instantsShowing(wallMs: number, zone: string): { instants: number[]; offsetBefore: number } {
  const offsetBefore = offsetMs(wallMs - DAY_MS, zone);
  const offsetAfter = offsetMs(wallMs + DAY_MS, zone);
  const candidates = [...new Set([offsetBefore, offsetAfter])].map((offset) => wallMs - offset).sort((a, b) => a - b);
  return { instants: candidates.filter((instant) => instant + offsetMs(instant, zone) === wallMs), offsetBefore };
}

/**
 * The instant at which the zone's clock shows `date` `time`. As in Temporal's 'compatible' choice
 * and calendar apps, a time skipped by a spring-forward change moves later by the gap's length
 * (01:30 → 02:30), and a time that a fall-back change shows twice means its first showing.
 */
export function zonedToInstant(date: CalendarDate, time: string, zone: string): Date {
  const { hour, minute } = parseWallTime(time);
  const wallMs = dayNumber(parseDate(date)) * DAY_MS + (hour * 60 + minute) * MINUTE_MS;
  const { instants, offsetBefore } = instantsShowing(wallMs, zone);
  // In a gap, the offset from before the change puts the time that far past the jump.
  return new Date(instants[0] ?? wallMs - offsetBefore);
}

/**
 * The first instant of a local day: its midnight, or when a change skips midnight the moment the
 * clock jumps (for a day a zone skips entirely, the start of the next day, so the day is empty).
 */
export function startOfDay(date: CalendarDate, zone: string): Date {
  const midnightMs = dayNumber(parseDate(date)) * DAY_MS;
  const { instants, offsetBefore } = instantsShowing(midnightMs, zone);
  if (instants[0] !== undefined) return new Date(instants[0]);
  // Not midnight shifted by the gap: a gap from 23:30 to 00:30 starts the day at 00:30, not 01:00.
  // So find the jump itself; zone changes fall on whole seconds.
  const offsetAfter = offsetMs(midnightMs + DAY_MS, zone);
  let beforeJump = midnightMs - offsetAfter;
  let atOrAfterJump = midnightMs - offsetBefore;
  while (atOrAfterJump - beforeJump > 1000) {
    const middle = Math.floor((beforeJump + atOrAfterJump) / 2000) * 1000;
    if (offsetMs(middle, zone) === offsetBefore) beforeJump = middle;
    else atOrAfterJump = middle;
  }
  return new Date(atOrAfterJump);
}

/** Half-open instants [start of `startDate`, start of the day after `endDate`), for reports over whole days. */
export function dayRangeInstants(startDate: CalendarDate, endDate: CalendarDate, zone: string): InstantRange {
  return { from: startOfDay(startDate, zone), to: startOfDay(addDays(endDate, 1), zone) };
}
