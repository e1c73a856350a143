// A long report is read a week at a time, with other requests let in between the weeks: on SQLite
// every query runs on the event loop, and a year of a busy gym's bills in one statement held it for
// seconds while members waited. Each slice is a short indexed range; the slices' rows are simply
// concatenated (the queries group by day, so no group spans two slices).
import { addDays } from '../../../shared/calendar.js';
import type { DayRange } from './reports.queries.js';

export const SLICE_DAYS = 7;

/** The range cut into consecutive ranges of at most `days` days, in order. */
export function daySlices(range: DayRange, days = SLICE_DAYS): DayRange[] {
  const slices: DayRange[] = [];
  for (let start = range.startDate; start <= range.endDate; start = addDays(start, days)) {
    const end = addDays(start, days - 1);
    slices.push({ startDate: start, endDate: end < range.endDate ? end : range.endDate });
  }
  return slices;
}

/** Resolves after the event loop has served what was waiting (I/O callbacks run before it). */
export const yieldToOtherRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs `read` for each slice in turn, yielding to the event loop between slices. */
export async function readInSlices<T>(range: DayRange, read: (slice: DayRange) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (const slice of daySlices(range)) {
    rows.push(...(await read(slice)));
    await yieldToOtherRequests();
  }
  return rows;
}
