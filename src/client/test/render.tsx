// Renders a client page with the real providers (React Query, tRPC over HTTP to msw) and an in-memory
// wouter location, so tests see what a person sees and can assert where navigation went.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getQueryKey } from '@trpc/react-query';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { GymSettingsGate } from '../components/GymSettingsGate.js';
import { createTrpcClient, trpc } from '../lib/trpc.js';
import type { SessionUser } from './session.js';
import { type SiteSettings, siteSettings } from './site-settings.js';
import { TEST_ORIGIN } from './trpc-msw.js';

type RenderOptions = {
  path?: string;
  /**
   * The gym's settings as site.settings answers them, already loaded, so the page renders at once inside
   * GymSettingsGate as it does in the app: a fresh install (USD, en-US, UTC) unless a test gives
   * another gym. null loads them through msw instead, for tests of loading them or of their failure.
   */
  gym?: SiteSettings | null;
  /** Who is signed in, already known (as after the app's first session check); left out: asked through msw. */
  session?: SessionUser | null;
};

export function renderPage(ui: ReactElement, options: RenderOptions = {}) {
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } },
  });
  const gym = options.gym === undefined ? siteSettings() : options.gym;
  if (gym) queryClient.setQueryData(getQueryKey(trpc.site.settings, undefined, 'query'), gym);
  if (options.session !== undefined) {
    queryClient.setQueryData(getQueryKey(trpc.auth.session, undefined, 'query'), { user: options.session });
  }
  const trpcClient = createTrpcClient({ url: `${TEST_ORIGIN}/trpc`, batch: false });
  const user = userEvent.setup();
  const result = render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <GymSettingsGate>{ui}</GymSettingsGate>
        </Router>
      </QueryClientProvider>
    </trpc.Provider>,
  );
  return { ...result, user, location, queryClient };
}
