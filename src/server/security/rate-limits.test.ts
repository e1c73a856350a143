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

async function storedPoints(key: string): Promise<number | undefined> {
  const client = t.limitStore.client;
  if (client.dialect === 'sqlite') {
    return (
      client.sqlite.prepare('select points from rate_limits where key = ?').get(key) as { points: number } | undefined
    )?.points;
  }
  const { rows } = await client.pool.query('select points from rate_limits where key = $1', [key]);
  return rows[0]?.points;
}

describe('rate limits', () => {
  it('allows the maximum in a window, then refuses, telling the first refusal apart', async () => {
    const limits = createRateLimits(t.limitStore.client, { signUpByIp: { max: 2, windowMs: 10 * MINUTE } });
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

  it('counts for every process holding the same store', async () => {
    const rule = { max: 3, windowMs: MINUTE };
    const a = createRateLimits(t.limitStore.client, { signInByIp: rule });
    const b = createRateLimits(t.limitStore.client, { signInByIp: rule });
    await a.signInByIp.consume('ip');
    await b.signInByIp.consume('ip');
    await a.signInByIp.consume('ip');
    expect((await b.signInByIp.consume('ip')).allowed).toBe(false);
    expect((await a.signInByIp.consume('ip')).allowed).toBe(false);
  });

  it('forgets a key on reset', async () => {
    const limits = createRateLimits(t.limitStore.client, { signInByIp: { max: 1, windowMs: MINUTE } });
    await limits.signInByIp.consume('ip');
    expect((await limits.signInByIp.consume('ip')).allowed).toBe(false);
    await limits.signInByIp.reset('ip');
    expect((await limits.signInByIp.consume('ip')).allowed).toBe(true);
  });

  it('keeps refusing an over-limit key without writing each attempt, and sweeps windows once they end', async () => {
    const limits = createRateLimits(t.limitStore.client, { signUpByIp: { max: 1, windowMs: MINUTE } });
    await limits.signUpByIp.consume('flood');
    await limits.signUpByIp.consume('flood');
    const stored = () => storedPoints('signUpByIp:flood');
    const afterFirstRefusal = await stored();
    for (let i = 0; i < 20; i++) expect((await limits.signUpByIp.consume('flood')).allowed).toBe(false);
    expect(await stored()).toBe(afterFirstRefusal);

    expect(await t.limitStore.deleteExpired(new Date())).toBe(0);
    expect(await t.limitStore.deleteExpired(new Date(Date.now() + 2 * MINUTE))).toBe(1);
    expect(await stored()).toBeUndefined();
  });

  it('gives an attempt back on refund', async () => {
    const limits = createRateLimits(t.limitStore.client, { signInByIp: { max: 1, windowMs: MINUTE } });
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
      resetCheckByIp: { max: 30, windowMs: 15 * MINUTE },
      passwordCheckByAccount: { max: 10, windowMs: 15 * MINUTE },
      contactByIp: { max: 5, windowMs: 60 * MINUTE },
    });
    const shipped = createRateLimits(t.limitStore.client);
    expect(shipped.signInByAccount.rule).toEqual({ max: 10, windowMs: 15 * MINUTE });
  });
});
