// The client knows the server only through the AppRouter *type*; no server code reaches the bundle.
import { httpBatchLink, httpLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../server/trpc/router.js';
import { MAX_BATCH_CALLS } from '../../shared/api.js';

export const trpc = createTRPCReact<AppRouter>();

/** `batch: false` is for tests, where msw answers one procedure per request. */
export function createTrpcClient(options: { url: string; batch?: boolean }) {
  const link =
    options.batch === false
      ? httpLink({ url: options.url })
      : httpBatchLink({ url: options.url, maxItems: MAX_BATCH_CALLS });
  return trpc.createClient({ links: [link] });
}
