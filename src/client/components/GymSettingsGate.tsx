import type { ReactNode } from 'react';
import { useGymSettings } from '../lib/gym.js';
import { LoadError } from './LoadError.js';
import { PageLoading } from './Loading.js';

/**
 * Renders its children once the gym's settings are known, so no page ever shows an amount in a currency
 * or a date on a clock that is not the gym's, even for a moment. If the server cannot say, the page
 * offers "Try again" rather than guessing.
 */
export function GymSettingsGate({ children }: { children: ReactNode }) {
  const settings = useGymSettings();
  if (settings.data) return <>{children}</>;
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
