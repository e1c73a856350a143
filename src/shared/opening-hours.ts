// The gym's opening hours as lines of text for the Contact page and the footer: consecutive weekdays
// with the same hours share a line ('Mon-Fri 6:00 AM-10:00 PM'), a day without hours says 'Closed'.
import type { GymFormat, Weekday } from './format.js';
import { WEEKDAYS } from './format.js';

/**
 * Open and close on the gym's clock, 'HH:MM' (24-hour). A day marked closed (the Settings form keeps
 * its times while it is), null or missing is a closed day.
 */
export type DayHours = { opens: string; closes: string; closed?: boolean };
export type OpeningHours = Partial<Record<Weekday, DayHours | null>>;

const CLOSED = 'Closed';

function sameHours(a: DayHours | null, b: DayHours | null): boolean {
  return a === b || (a !== null && b !== null && a.opens === b.opens && a.closes === b.closes);
}

/**
 * One line per run of days with equal hours, Monday first. For the spec's hours in en-US:
 * ['Mon-Fri 6:00 AM-10:00 PM', 'Sat-Sun 8:00 AM-8:00 PM']. Sunday and Monday are not joined: a week
 * is read from Monday, as the settings list it.
 */
export function openingHoursLines(hours: OpeningHours, format: Pick<GymFormat, 'weekday' | 'hoursRange'>): string[] {
  const runs: { from: Weekday; to: Weekday; hours: DayHours | null }[] = [];
  for (const day of WEEKDAYS) {
    const given = hours[day] ?? null;
    const dayHours = given && !given.closed ? given : null;
    const run = runs.at(-1);
    if (run && sameHours(run.hours, dayHours)) run.to = day;
    else runs.push({ from: day, to: day, hours: dayHours });
  }
  return runs.map(({ from, to, hours: open }) => {
    const days = from === to ? format.weekday(from) : `${format.weekday(from)}-${format.weekday(to)}`;
    return `${days} ${open ? format.hoursRange(open.opens, open.closes) : CLOSED}`;
  });
}
