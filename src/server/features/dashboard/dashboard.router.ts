// The admin dashboard: the strip of key numbers above the admin sections, and the "Get your gym
// ready" checklist a new install shows there.
import { router } from '../../trpc/init.js';
import { staffProcedure } from '../../trpc/procedures.js';
import { keyNumbers } from './dashboard.service.js';
import { setupChecklist } from './setup.service.js';

export const dashboardRouter = router({
  keyNumbers: staffProcedure.query(async ({ ctx }) =>
    keyNumbers(ctx.deps.db, ctx.deps.clock.now(), (await ctx.gym()).timeZone),
  ),

  /** Each checklist item's state (cheap: the settings copy and a LIMIT 1 per table), unless hidden. */
  setup: staffProcedure.query(async ({ ctx }) =>
    setupChecklist(ctx.deps.db, await ctx.gym(), { onlinePaymentsOn: ctx.deps.gateway !== null }),
  ),
});
