// A page of sessions for the admin's list and the members' booking page: soonest first, a keyset
// page at a time (class_sessions_starts_idx), with the places left and how many wait.
import { decodeCursor, encodeCursor } from '../../lib/cursor.js';
import type { Context } from '../../trpc/context.js';
import { TRPCError } from '../../trpc/init.js';
import { upcomingSessionsQuery } from './classes.queries.js';

/** Sessions starting at or after `from`, soonest first, a keyset page at a time. */
export async function sessionsPage(ctx: Context, from: Date, input: { cursor?: string; limit: number }) {
  const after = input.cursor === undefined ? null : decodeCursor(input.cursor);
  if (input.cursor !== undefined && after === null)
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'Invalid page.' });
  const rows = await upcomingSessionsQuery(ctx.deps.db, from.toISOString(), after, input.limit + 1).execute();
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    items: page.map((s) => ({
      ...s,
      waitlistCount: Number(s.waitlistCount ?? 0),
      spotsLeft: Math.max(0, s.capacity - s.bookedCount),
    })),
    nextCursor: rows.length > input.limit && last ? encodeCursor({ key: last.startsAt, id: last.id }) : null,
  };
}
