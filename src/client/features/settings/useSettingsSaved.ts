// After any save, every screen must see the new settings: site.settings is what the whole app reads
// (the gym's name, logo, currency, locale and time zone), settings.get is what these forms read.
import { trpc } from '../../lib/trpc.js';

export function useSettingsSaved(): () => Promise<unknown> {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.site.settings.invalidate(), utils.settings.get.invalidate()]);
}
