// The app's one QueryClient, and which lists stay fresh by themselves. Several people work the same
// gym at once (two at the desk, a manager in the back office): a member checked in, a bill paid or a
// request approved in one tab must show in the others without a reload. The lists staff work from
// refetch when the window regains focus and every 30 seconds while the tab is visible (React Query
// pauses intervals in hidden tabs); everything else — forms, reports, a member's own pages — is read
// when opened (the dashboard's figures, a sum over every open bill, refetch on focus only; see
// KeyNumbers), so a half-filled form never changes under the person typing and a heavy report never
// reruns by itself.
//
// A busy server (503 with Retry-After) is waited for politely: see busy-retry.ts and BusyNotice.
import { QueryClient } from '@tanstack/react-query';
import {
  BUSY_RETRY,
  type BusyRetryPolicy,
  retryDelayFor,
  shouldRetryMutation,
  shouldRetryQuery,
} from './busy-retry.js';

export const LIVE_LIST_INTERVAL_MS = 30_000;

/** tRPC procedure paths (a query key starts with the path as an array) of the lists kept fresh. */
export const LIVE_LISTS: readonly (readonly [string, string])[] = [
  ['members', 'list'],
  ['memberPage', 'get'],
  ['bills', 'list'],
  ['bills', 'listForMember'],
  ['requests', 'listPending'],
  ['pauses', 'pending'],
  ['checkIns', 'today'],
  ['classes', 'sessions'],
  ['classes', 'roster'],
  ['ptAppointments', 'calendar'],
  ['contact', 'list'],
  ['equipment', 'list'],
  ['equipment', 'listOutOfOrder'],
  ['staff', 'list'],
  ['trainerClients', 'list'],
  ['notifications', 'unreadCountMine'],
];

/** `busyRetry` shortens the waits in tests. */
export function createQueryClient(options: { busyRetry?: Partial<BusyRetryPolicy> } = {}): QueryClient {
  const policy = { ...BUSY_RETRY, ...options.busyRetry };
  const retryDelay = retryDelayFor(policy);
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => shouldRetryQuery(failureCount, error, policy),
        retryDelay,
      },
      mutations: { retry: (failureCount, error) => shouldRetryMutation(failureCount, error, policy), retryDelay },
    },
  });
  for (const path of LIVE_LISTS) {
    client.setQueryDefaults([path], { refetchOnWindowFocus: true, refetchInterval: LIVE_LIST_INTERVAL_MS });
  }
  return client;
}
