// The strip of key numbers above the admin sections.
import { router } from '../../trpc/init.js';
import { adminProcedure } from '../../trpc/procedures.js';
import { keyNumbers } from './dashboard.service.js';

export const dashboardRouter = router({
  keyNumbers: adminProcedure.query(async ({ ctx }) =>
    keyNumbers(ctx.deps.db, ctx.deps.clock.now(), (await ctx.gym()).timeZone),
  ),
});
