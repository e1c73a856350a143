import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter.js';

function limiterWithClock(max: number, windowMs: number) {
  const clock = { now: 1_000_000 };
  return { limiter: new RateLimiter({ max, windowMs }, () => clock.now), clock };
}

const attempts = (limiter: RateLimiter, key: string, n: number) =>
  Array.from({ length: n }, () => limiter.consume(key));

describe('RateLimiter', () => {
  it('allows max attempts per window, then refuses', () => {
    const { limiter } = limiterWithClock(3, 60_000);
    expect(attempts(limiter, 'a', 5)).toEqual([true, true, true, false, false]);
  });

  it('counts each key on its own', () => {
    const { limiter } = limiterWithClock(1, 60_000);
    expect(limiter.consume('a')).toBe(true);
    expect(limiter.consume('a')).toBe(false);
    expect(limiter.consume('b')).toBe(true);
  });

  it('starts afresh once the window has passed, not before', () => {
    const { limiter, clock } = limiterWithClock(2, 60_000);
    attempts(limiter, 'a', 3);
    clock.now += 59_999;
    expect(limiter.consume('a')).toBe(false);
    clock.now += 1;
    expect(attempts(limiter, 'a', 3)).toEqual([true, true, false]);
  });

  it('forgets a key on reset', () => {
    const { limiter } = limiterWithClock(2, 60_000);
    attempts(limiter, 'a', 3);
    limiter.reset('a');
    expect(attempts(limiter, 'a', 3)).toEqual([true, true, false]);
  });

  it('keeps refusing during a flood of distinct keys', () => {
    const { limiter, clock } = limiterWithClock(1, 60_000);
    limiter.consume('victim');
    for (let i = 0; i < 10_050; i++) limiter.consume(`k${i}`);
    clock.now += 1_000;
    expect(limiter.consume('victim')).toBe(false);
  });
});
