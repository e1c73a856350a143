// A page of sessions for the admin's list and the members' booking page: soonest first, a keyset
// page at a time (class_sessions_starts_idx), with the places left and how many wait. And one week of
// sessions, Monday to Sunday on the gym's calendar, for the admin's week calendar.
import { addDays, dayRangeInstants, isoWeekday } from '../../../shared/calendar.js';
import { WEEK_SESSIONS_MAX } from '../../../shared/classes.schemas.js';
import type { Context } from '../../trpc/context.js';
import { keysetPage, pageCursor } from '../../trpc/keyset-page.js';
import { upcomingSessionsQuery, weekSessionsQuery } from './classes.queries.js';

type SessionRow = Awaited<ReturnType<ReturnType<typeof upcomingSessionsQuery>['execute']>>[number];

/** A session row as the screens show it: places left, how many wait, and whether it is under way. */
function withPlaces(rows: SessionRow[], now: string) {
  return rows.map((s) => ({
    ...s,
    waitlistCount: Number(s.waitlistCount ?? 0),
    spotsLeft: Math.max(0, s.capacity - s.bookedCount),
    // Under way (today's sessions stay listed): it can no longer be booked or cancelled.
    started: s.startsAt <= now,
  }));
}

/**
 * Sessions starting at or after `from`, soonest first, a keyset page at a time; with `trainerId`, only
 * those of the classes that trainer teaches.
 */
export async function sessionsPage(
  ctx: Context,
  from: Date,
  input: { cursor?: string; limit: number },
  trainerId: string | null = null,
) {
  const after = pageCursor(input.cursor);
  const rows = await upcomingSessionsQuery(
    ctx.deps.db,
    from.toISOString(),
    after,
    input.limit + 1,
    trainerId,
  ).execute();
  const page = keysetPage(rows, input.limit, (last) => ({ key: last.startsAt, id: last.id }));
  return { ...page, items: withPlaces(page.items, ctx.deps.clock.now().toISOString()) };
}

/**
 * The week (Monday to Sunday on the gym's calendar) holding `weekOf`, cancelled sessions included;
 * with `trainerId`, only that trainer's classes. `more` says the week holds more than the screen shows.
 */
export async function sessionsOfWeek(ctx: Context, weekOf: string, trainerId: string | null = null) {
  const { timeZone } = await ctx.gym();
  const weekStart = addDays(weekOf, 1 - isoWeekday(weekOf));
  const range = dayRangeInstants(weekStart, addDays(weekStart, 6), timeZone);
  const rows = await weekSessionsQuery(
    ctx.deps.db,
    { from: range.from.toISOString(), to: range.to.toISOString() },
    WEEK_SESSIONS_MAX + 1,
    trainerId,
  ).execute();
  return {
    weekStart,
    items: withPlaces(rows.slice(0, WEEK_SESSIONS_MAX), ctx.deps.clock.now().toISOString()),
    more: rows.length > WEEK_SESSIONS_MAX,
  };
}
