// The shipped limits as they act, not as a table says: every other limiter test passes its own small
// settings, so here the production defaults are consumed until they refuse, and the wait they name
// is the shipped window. Also what a broken store does: it fails loudly rather than refusing people.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/harness.js';
import { createRateLimits, type LimitDecision } from './rate-limits.js';

let t: TestDatabase;
beforeEach(async () => {
  t = await createTestDatabase();
});
afterEach(() => t.close());

const MINUTE = 60_000;

/** Consumes until the first refusal; how many were allowed and the refusal. */
async function untilRefused(consume: () => Promise<LimitDecision>) {
  let allowed = 0;
  for (;;) {
    const decision = await consume();
    if (!decision.allowed) return { allowed, refusal: decision };
    allowed += 1;
    if (allowed > 100) throw new Error('never refused');
  }
}

describe('the shipped limits', () => {
  it.each([
    ['signInByIp', 30, 15],
    ['signInByAccount', 10, 15],
    ['signInByDevice', 10, 15],
    ['signUpByIp', 10, 60],
    ['resetByIp', 10, 60],
    ['resetByAddress', 3, 60],
    ['resetCheckByIp', 30, 15],
    ['passwordCheckByAccount', 10, 15],
    ['contactByIp', 5, 60],
  ] as const)('%s allows %i attempts, then asks for a wait of up to %i minutes', async (name, max, minutes) => {
    const limits = createRateLimits(t.limitStore.client);
    const { allowed, refusal } = await untilRefused(() => limits[name].consume('key'));
    expect(allowed).toBe(max);
    expect(refusal.firstRefusal).toBe(true);
    expect(refusal.retryAfterMs).toBeLessThanOrEqual(minutes * MINUTE);
    expect(refusal.retryAfterMs).toBeGreaterThan((minutes - 1) * MINUTE);
    // The next one is refused too, and is not the first refusal of the window.
    expect(await limits[name].consume('key')).toMatchObject({ allowed: false, firstRefusal: false });
  });

  it('keeps each limit and each key on its own count', async () => {
    const limits = createRateLimits(t.limitStore.client);
    await untilRefused(() => limits.resetByAddress.consume('a@gym.test'));
    expect(await limits.resetByAddress.consume('b@gym.test')).toEqual({ allowed: true });
    expect(await limits.resetByIp.consume('a@gym.test')).toEqual({ allowed: true });
  });

  it('lets a refund after an allowed attempt make room for exactly one more', async () => {
    const limits = createRateLimits(t.limitStore.client);
    for (let i = 0; i < 3; i++) await limits.resetByAddress.consume('k');
    await limits.resetByAddress.refund('k');
    expect(await limits.resetByAddress.consume('k')).toEqual({ allowed: true });
    expect((await limits.resetByAddress.consume('k')).allowed).toBe(false);
  });
});

describe('a store that fails', () => {
  it('rejects the attempt with the store error instead of reporting a refusal', async () => {
    const limits = createRateLimits(t.limitStore.client);
    const client = t.limitStore.client;
    if (client.dialect === 'sqlite') client.sqlite.exec('drop table rate_limits');
    else await client.pool.query('drop table rate_limits');
    await expect(limits.contactByIp.consume('10.0.0.9')).rejects.toThrow(/rate_limits/);
  });
});
