// The gym's own settings (its day, time zone, currency, locale), which the server owns: a form's "today"
// is the gym's day, not the browser's, or a front desk in another zone would be told its date is in the
// future; and every amount, date and count is written the gym's way through its GymFormat.
import { createGymFormat, type GymFormat } from '../../shared/format.js';
import { trpc } from './trpc.js';

const FIVE_MINUTES = 5 * 60_000;

export function useGymSettings() {
  return trpc.site.settings.useQuery(undefined, { staleTime: FIVE_MINUTES });
}

/**
 * The gym's settings (its name, logo, contact details, hours), known inside GymSettingsGate, where every
 * page renders; outside the gate it is a programming error.
 */
export function useGymSettingsLoaded(): NonNullable<ReturnType<typeof useGymSettings>['data']> {
  const settings = useGymSettings().data;
  if (!settings) throw new Error('Used outside GymSettingsGate: the gym settings are not loaded yet.');
  return settings;
}

/**
 * How this gym writes amounts, dates and counts. Pages render inside GymSettingsGate, which waits for
 * the settings, so here they are always known; outside the gate it is a programming error.
 */
export function useGymFormat(): GymFormat {
  return createGymFormat(useGymSettingsLoaded());
}

/** The gym's calendar day ('YYYY-MM-DD') as the server last said; pages render once it is known. */
export function useGymToday(): string {
  return useGymSettingsLoaded().today;
}
