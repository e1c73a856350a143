// The limits in the database: counted per key across every holder of the store, refused past the
// maximum for the rest of the window, and the shipped windows are the ones the README promises.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/harness.js';
import { createRateLimits, DEFAULT_RATE_LIMITS } from './rate-limits.js';

let t: TestDatabase;
beforeEach(async () => {
  t = await createTestDatabase();
});
afterEach(() => t.close());

const MINUTE = 60_000;

describe('rate limits', () => {
  it('allows the maximum in a window, then refuses, telling the first refusal apart', async () => {
    const limits = createRateLimits(t.native, { signUpByIp: { max: 2, windowMs: 10 * MINUTE } });
    expect(await limits.signUpByIp.consume('10.0.0.1')).toEqual({ allowed: true });
    expect(await limits.signUpByIp.consume('10.0.0.1')).toEqual({ allowed: true });

    const first = await limits.signUpByIp.consume('10.0.0.1');
    const second = await limits.signUpByIp.consume('10.0.0.1');

    expect(first).toMatchObject({ allowed: false, firstRefusal: true });
    expect(second).toMatchObject({ allowed: false, firstRefusal: false });
    if (!first.allowed) {
      expect(first.retryAfterMs).toBeGreaterThan(9 * MINUTE);
      expect(first.retryAfterMs).toBeLessThanOrEqual(10 * MINUTE);
    }
    // Other keys and other limits have their own counts.
    expect(await limits.signUpByIp.consume('10.0.0.2')).toEqual({ allowed: true });
    expect(await limits.resetByIp.consume('10.0.0.1')).toEqual({ allowed: true });
  });

  it('counts for every process holding the same store, and forgets a key on reset', async () => {
    const rule = { max: 3, windowMs: MINUTE };
    const [a, b] = [createRateLimits(t.native, { signInByIp: rule }), createRateLimits(t.native, { signInByIp: rule })];
    await a.signInByIp.consume('ip');
    await b.signInByIp.consume('ip');
    await a.signInByIp.consume('ip');
    expect((await b.signInByIp.consume('ip')).allowed).toBe(false);

    await a.signInByIp.reset('ip');
    expect((await b.signInByIp.consume('ip')).allowed).toBe(true);
  });

  it('gives an attempt back on refund', async () => {
    const limits = createRateLimits(t.native, { signInByIp: { max: 1, windowMs: MINUTE } });
    await limits.signInByIp.consume('ip');
    await limits.signInByIp.refund('ip');
    expect((await limits.signInByIp.consume('ip')).allowed).toBe(true);
    expect((await limits.signInByIp.consume('ip')).allowed).toBe(false);
  });

  it('ships the documented windows', () => {
    expect(DEFAULT_RATE_LIMITS).toEqual({
      signInByIp: { max: 30, windowMs: 15 * MINUTE },
      signInByAccount: { max: 10, windowMs: 15 * MINUTE },
      signInByDevice: { max: 10, windowMs: 15 * MINUTE },
      signUpByIp: { max: 10, windowMs: 60 * MINUTE },
      resetByIp: { max: 10, windowMs: 60 * MINUTE },
      resetByAddress: { max: 3, windowMs: 60 * MINUTE },
      passwordCheckByAccount: { max: 10, windowMs: 15 * MINUTE },
    });
    const shipped = createRateLimits(t.native);
    expect(shipped.signInByAccount.rule).toEqual({ max: 10, windowMs: 15 * MINUTE });
  });
});
