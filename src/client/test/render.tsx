// Renders a client page with the real providers (React Query, tRPC over HTTP to msw) and an in-memory
// wouter location, so tests see what a person sees and can assert where navigation went.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createTrpcClient, trpc } from '../lib/trpc.js';
import { TEST_ORIGIN } from './trpc-msw.js';

export function renderPage(ui: ReactElement, options: { path?: string } = {}) {
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } },
  });
  const trpcClient = createTrpcClient({ url: `${TEST_ORIGIN}/trpc`, batch: false });
  const user = userEvent.setup();
  const result = render(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
      </QueryClientProvider>
    </trpc.Provider>,
  );
  return { ...result, user, location, queryClient };
}
