// What every page may need to know about the gym, for anyone: its day (so a form's "today" is the
// gym's, not the browser's), its time zone and its currency.
import { dateInZone } from '../../../shared/calendar.js';
import { router } from '../../trpc/init.js';
import { publicProcedure } from '../../trpc/procedures.js';

export const siteRouter = router({
  settings: publicProcedure.query(({ ctx }) => {
    const { timeZone, currency, bookingCancelHours } = ctx.deps.config.gym;
    return { today: dateInZone(ctx.deps.clock.now(), timeZone), timeZone, currency, bookingCancelHours };
  }),
});
