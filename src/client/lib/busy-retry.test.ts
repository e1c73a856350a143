import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { REFUSED_BEFORE_RUNNING } from '../../shared/overload.js';
import { BUSY_RETRY, busyRetryDelayMs, shouldRetryMutation, shouldRetryQuery } from './busy-retry.js';
import { busyRefusalOf } from './errors.js';

const never = () => 0;
const always = () => 1;

describe('busyRetryDelayMs', () => {
  it.each([
    // attempt, Retry-After, random → wait
    [0, null, never, 1_000],
    [1, null, never, 2_000],
    [3, null, never, 8_000],
    // Never sooner than the server asked…
    [0, 5_000, never, 5_000],
    [2, 2_000, never, 4_000],
    // …plus up to half again at random…
    [0, 2_000, always, 3_000],
    // …and never more than 30 seconds.
    [10, null, always, 30_000],
    [0, 120_000, never, 30_000],
  ])('try %i after Retry-After %s ms waits %s', (attempt, retryAfterMs, random, expected) => {
    expect(busyRetryDelayMs(attempt, retryAfterMs, BUSY_RETRY, random)).toBe(expected);
  });
});

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const response = new Response(JSON.stringify(body), { status, headers });
  const result = body as { error: { message: string; code: number; data: object } };
  return TRPCClientError.from(result, { meta: { response } });
}

const overloaded = answer(
  503,
  {
    error: {
      message: 'busy',
      code: -32053,
      data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503, reason: REFUSED_BEFORE_RUNNING },
    },
  },
  { 'Retry-After': '2' },
);
const databaseDown = answer(
  503,
  { error: { message: 'down', code: -32053, data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503 } } },
  { 'Retry-After': '5' },
);
const startingGate = TRPCClientError.from(new Error('Unable to transform response from server'), {
  meta: { response: new Response('{}', { status: 503, headers: { 'Retry-After': '5' } }) },
});
const conflict = answer(409, {
  error: { message: 'taken', code: -32009, data: { code: 'CONFLICT', httpStatus: 409 } },
});

describe('busyRefusalOf', () => {
  it("reads every 503 and its Retry-After, and only the overload refusal's says it never ran", () => {
    expect(busyRefusalOf(overloaded)).toEqual({ retryAfterMs: 2_000, refusedBeforeRunning: true });
    expect(busyRefusalOf(databaseDown)).toEqual({ retryAfterMs: 5_000, refusedBeforeRunning: false });
    expect(busyRefusalOf(startingGate)).toEqual({ retryAfterMs: 5_000, refusedBeforeRunning: false });
    expect(busyRefusalOf(conflict)).toBeNull();
    expect(busyRefusalOf(new Error('anything'))).toBeNull();
  });
});

describe('what is tried again', () => {
  it('a query: busy refusals up to five times, any other failure once', () => {
    expect(shouldRetryQuery(4, databaseDown)).toBe(true);
    expect(shouldRetryQuery(5, databaseDown)).toBe(false);
    expect(shouldRetryQuery(0, conflict)).toBe(true);
    expect(shouldRetryQuery(1, conflict)).toBe(false);
  });

  it('a write: only when the server refused it before running it', () => {
    expect(shouldRetryMutation(0, overloaded)).toBe(true);
    expect(shouldRetryMutation(5, overloaded)).toBe(false);
    expect(shouldRetryMutation(0, databaseDown)).toBe(false);
    expect(shouldRetryMutation(0, startingGate)).toBe(false);
    expect(shouldRetryMutation(0, conflict)).toBe(false);
  });
});
