// A page of sessions for the admin's list and the members' booking page: soonest first, a keyset
// page at a time (class_sessions_starts_idx), with the places left and how many wait.
import type { Context } from '../../trpc/context.js';
import { keysetPage, pageCursor } from '../../trpc/keyset-page.js';
import { upcomingSessionsQuery } from './classes.queries.js';

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
  const now = ctx.deps.clock.now().toISOString();
  return {
    ...page,
    items: page.items.map((s) => ({
      ...s,
      waitlistCount: Number(s.waitlistCount ?? 0),
      spotsLeft: Math.max(0, s.capacity - s.bookedCount),
      // Under way (today's sessions stay listed): it can no longer be booked or cancelled.
      started: s.startsAt <= now,
    })),
  };
}
