import { describe, expect, it } from 'vitest';
import { createQueryClient, LIVE_LIST_INTERVAL_MS } from './query-client.js';

// Keys as @trpc/react-query v11 builds them (getQueryKeyInternal): the path split, then input and type.
const keyOf = (path: [string, string], input: unknown) => [path, { input, type: 'query' }];

describe('the query client', () => {
  const client = createQueryClient();

  it('keeps the staff lists fresh: refetched on focus and every 30 seconds', () => {
    for (const key of [
      keyOf(['members', 'list'], { page: 2, status: 'active' }),
      keyOf(['bills', 'list'], { page: 1 }),
      keyOf(['checkIns', 'today'], undefined),
    ]) {
      expect(client.getQueryDefaults(key)).toMatchObject({
        refetchOnWindowFocus: true,
        refetchInterval: LIVE_LIST_INTERVAL_MS,
      });
    }
  });

  it('leaves forms, reports and settings to load once', () => {
    for (const key of [keyOf(['settings', 'get'], undefined), keyOf(['reports', 'financial'], { from: 'x' })]) {
      const options = client.getQueryDefaults(key);
      expect(options.refetchInterval).toBeUndefined();
      expect(client.getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
    }
  });
});
