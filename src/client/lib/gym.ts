// The gym's own settings (its day, time zone, currency), which the server owns: a form's "today" is
// the gym's day, not the browser's, or a front desk in another zone would be told its date is in the
// future.
import { todayInBrowser } from './format.js';
import { trpc } from './trpc.js';

const FIVE_MINUTES = 5 * 60_000;

export function useGymSettings() {
  return trpc.site.settings.useQuery(undefined, { staleTime: FIVE_MINUTES });
}

/** The gym's day once known; null while loading; the browser's day if the server cannot say. */
export function useGymToday(): string | null {
  const settings = useGymSettings();
  if (settings.data) return settings.data.today;
  return settings.isError ? todayInBrowser() : null;
}

/** The gym's time zone once known; the browser's own if the server cannot say; null while loading. */
export function useGymTimeZone(): string | null {
  const settings = useGymSettings();
  if (settings.data) return settings.data.timeZone;
  return settings.isError ? Intl.DateTimeFormat().resolvedOptions().timeZone : null;
}
