import type { ReactNode } from 'react';
import { createGymFormat } from '../../shared/format.js';
import { useGymSettings } from '../lib/gym.js';
import { LoadError } from './LoadError.js';
import { PageLoading } from './Loading.js';

/**
 * The server checked the settings with its own Intl; an older browser may not know a newer time zone or
 * a locale. Saying so beats a blank page, and beats showing times on a clock that is not the gym's.
 */
function unsupportedSetting(settings: { locale: string; currency: string; timeZone: string }): string | null {
  try {
    createGymFormat(settings);
    return null;
  } catch {
    return `This browser cannot show dates and amounts the gym's way (${settings.locale}, ${settings.timeZone}, ${settings.currency}). Please update the browser or use another one.`;
  }
}

/**
 * Renders its children once the gym's settings are known, so no page ever shows an amount in a currency
 * or a date on a clock that is not the gym's, even for a moment. If the server cannot say, the page
 * offers "Try again" rather than guessing.
 */
export function GymSettingsGate({ children }: { children: ReactNode }) {
  const settings = useGymSettings();
  if (settings.data) {
    const unsupported = unsupportedSetting(settings.data);
    if (unsupported) {
      return (
        <main className="page-loading">
          <p role="alert">{unsupported}</p>
        </main>
      );
    }
    return <>{children}</>;
  }
  if (settings.isError) {
    return (
      <main className="page-loading">
        <LoadError
          error={settings.error}
          fallback="Could not reach the server. Check your connection and try again."
          retry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      </main>
    );
  }
  return <PageLoading />;
}
