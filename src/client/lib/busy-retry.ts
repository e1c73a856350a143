// How the client waits for a busy server: exponential backoff from one second, never sooner than
// the server's Retry-After, capped at 30 seconds, with up to half again of random jitter so that
// every tab refused in the same instant does not come back in the same instant. Five tries, then the
// page shows its normal error with "Try again".
import { busyRefusalOf } from './errors.js';

export interface BusyRetryPolicy {
  /** Tries after the first refusal before giving up. */
  maxRetries: number;
  baseMs: number;
  capMs: number;
  /** Up to this share of the wait is added at random. */
  jitter: number;
}

export const BUSY_RETRY: BusyRetryPolicy = { maxRetries: 5, baseMs: 1_000, capMs: 30_000, jitter: 0.5 };

/** The wait before retry number `attempt` (0 for the first), given the server's Retry-After. */
export function busyRetryDelayMs(
  attempt: number,
  retryAfterMs: number | null,
  policy: BusyRetryPolicy = BUSY_RETRY,
  random: () => number = Math.random,
): number {
  const backoff = policy.baseMs * 2 ** attempt;
  const wait = Math.max(backoff, retryAfterMs ?? 0);
  return Math.round(Math.min(policy.capMs, wait * (1 + policy.jitter * random())));
}

/** Whether a failed query may be tried again: busy refusals up to the policy, anything else once. */
export function shouldRetryQuery(failureCount: number, error: unknown, policy: BusyRetryPolicy = BUSY_RETRY): boolean {
  if (busyRefusalOf(error)) return failureCount < policy.maxRetries;
  return failureCount < 1;
}

/**
 * A write is sent again only when the server said it refused it before running any of it (the
 * overload refusal); any other failure may have left it half done, and the person decides.
 */
export function shouldRetryMutation(
  failureCount: number,
  error: unknown,
  policy: BusyRetryPolicy = BUSY_RETRY,
): boolean {
  return busyRefusalOf(error)?.refusedBeforeRunning === true && failureCount < policy.maxRetries;
}

/** React Query's retryDelay: the busy wait for a busy refusal, React Query's own backoff otherwise. */
export function retryDelayFor(policy: BusyRetryPolicy = BUSY_RETRY) {
  return (failureCount: number, error: unknown): number => {
    const busy = busyRefusalOf(error);
    if (busy) return busyRetryDelayMs(failureCount, busy.retryAfterMs, policy);
    return Math.min(1_000 * 2 ** failureCount, 30_000);
  };
}
