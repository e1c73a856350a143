// What every page may need to know about the gym, for anyone: who it is (name, logo, contact details,
// hours, the About us text), its day (so a form's "today" is the gym's, not the browser's), its time
// zone, currency and locale (so every amount and date is written the gym's way); and its price list.
import { dateInZone } from '../../../shared/calendar.js';
import { router } from '../../trpc/init.js';
import { publicProcedure } from '../../trpc/procedures.js';
import { listWebsitePlans } from '../plans/plans.service.js';
import { logoUrlOf } from '../settings/settings.router.js';

export const siteRouter = router({
  settings: publicProcedure.query(async ({ ctx }) => {
    const gym = await ctx.gym();
    return {
      version: gym.version,
      today: dateInZone(ctx.deps.clock.now(), gym.timeZone),
      name: gym.name,
      tagline: gym.tagline,
      street: gym.street,
      city: gym.city,
      phone: gym.phone,
      email: gym.email,
      website: gym.website,
      about: gym.about,
      hours: gym.hours,
      logoUrl: logoUrlOf(gym.logo),
      timeZone: gym.timeZone,
      currency: gym.currency,
      locale: gym.locale,
      bookingCancelHours: gym.bookingCancelHours,
    };
  }),

  /**
   * The plans an admin marked "Show on website" (archived ones never), cheapest first, with price and
   * billing period: the real offer on the public Services page. Nothing else about a plan leaves.
   */
  plans: publicProcedure.query(async ({ ctx }) => listWebsitePlans(ctx.deps.db)),
});
