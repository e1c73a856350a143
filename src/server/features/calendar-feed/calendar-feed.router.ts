// The member's "Calendar feed" card: whether a link exists, a new link (shown once), stop sharing.
import { router } from '../../trpc/init.js';
import { memberProcedure } from '../../trpc/procedures.js';
import { findCalendarFeedOfMember } from './calendar-feed.queries.js';
import { createCalendarFeed, revokeCalendarFeed } from './calendar-feed.service.js';

export const calendarFeedRouter = router({
  mine: memberProcedure.query(async ({ ctx }) => {
    const feed = await findCalendarFeedOfMember(ctx.deps.db, ctx.user.id);
    return { active: feed !== undefined, createdAt: feed?.createdAt ?? null, lastReadAt: feed?.lastReadAt ?? null };
  }),

  create: memberProcedure.mutation(({ ctx }) =>
    createCalendarFeed(ctx.deps.db, { id: ctx.user.id, ip: ctx.ip }, ctx.deps.config.appUrl, ctx.deps.clock.now()),
  ),

  revoke: memberProcedure.mutation(({ ctx }) => revokeCalendarFeed(ctx.deps.db, ctx.user.id)),
});
