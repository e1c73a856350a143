// Rate limits kept in a store every app process shares (rate-limiter-flexible's SQLite and PostgreSQL
// stores; see rate-limit-store.ts), so every process counts against the same limit. A limit is
// consumed *before* the expensive work it guards (argon2 costs ~40 ms of CPU), so a batch of calls in
// one request cannot all slip past a check made first and a count made later.
import { RateLimiterPostgres, type RateLimiterRes, RateLimiterSQLite } from 'rate-limiter-flexible';
import { RATE_LIMITS_TABLE, type RateLimitClient } from './rate-limit-store.js';

export interface LimitRule {
  /** Attempts allowed in one window. */
  max: number;
  windowMs: number;
}

export type LimitDecision =
  | { allowed: true }
  /** `firstRefusal` is true once per window, so a flood writes one audit event, not one per attempt. */
  | { allowed: false; firstRefusal: boolean; retryAfterMs: number };

export interface Limiter {
  readonly rule: LimitRule;
  /** Counts one attempt for the key. */
  consume(key: string): Promise<LimitDecision>;
  /** Gives one attempt back (it went well, so it should not count against the person). */
  refund(key: string): Promise<void>;
  /** Forgets the key's attempts in this window. */
  reset(key: string): Promise<void>;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_RATE_LIMITS = {
  /** Failed sign-ins from one client address. */
  signInByIp: { max: 30, windowMs: 15 * MINUTE },
  /** Sign-ins to one account from browsers that have never signed in to it (OWASP device cookies). */
  signInByAccount: { max: 10, windowMs: 15 * MINUTE },
  /** Failed sign-ins from one known browser: a stolen device cookie buys no more guesses than that. */
  signInByDevice: { max: 10, windowMs: 15 * MINUTE },
  signUpByIp: { max: 10, windowMs: HOUR },
  resetByIp: { max: 10, windowMs: HOUR },
  resetByAddress: { max: 3, windowMs: HOUR },
  /** Reset-link checks (is this link still good?) from one client address. */
  resetCheckByIp: { max: 30, windowMs: 15 * MINUTE },
  /** Wrong current passwords on Change Password, per account. */
  passwordCheckByAccount: { max: 10, windowMs: 15 * MINUTE },
  /** Contact-form messages from one client address. */
  contactByIp: { max: 5, windowMs: HOUR },
} as const satisfies Record<string, LimitRule>;

export type RateLimitSettings = { [K in keyof typeof DEFAULT_RATE_LIMITS]: LimitRule };
export type RateLimits = { [K in keyof RateLimitSettings]: Limiter };

function isRefusal(error: unknown): error is RateLimiterRes {
  return typeof error === 'object' && error !== null && 'consumedPoints' in error && !(error instanceof Error);
}

function createStoreLimiter(client: RateLimitClient, keyPrefix: string, rule: LimitRule) {
  const common = {
    tableName: RATE_LIMITS_TABLE,
    tableCreated: true,
    keyPrefix,
    points: rule.max,
    duration: rule.windowMs / 1000,
    // Expired rows are swept by the scheduler's maintenance run, not by a timer in every process.
    clearExpiredByTimeout: false,
    // Once a key is over its limit, this process refuses it from memory until the window ends
    // instead of writing every further attempt. That copy cannot go stale: the stored count only
    // falls when the window ends, or by a reset or refund after an *allowed* attempt, which no
    // process can see while the count is over the limit.
    inMemoryBlockOnConsumed: rule.max + 1,
  };
  return client.dialect === 'sqlite'
    ? new RateLimiterSQLite({ ...common, storeClient: client.sqlite, storeType: 'better-sqlite3' })
    : new RateLimiterPostgres({ ...common, storeClient: client.pool, storeType: 'pool' });
}

function createLimiter(client: RateLimitClient, name: string, rule: LimitRule): Limiter {
  const store = createStoreLimiter(client, name, rule);
  return {
    rule,
    async consume(key) {
      try {
        await store.consume(key);
        return { allowed: true };
      } catch (error) {
        if (!isRefusal(error)) throw error;
        return {
          allowed: false,
          firstRefusal: error.consumedPoints === rule.max + 1,
          retryAfterMs: error.msBeforeNext,
        };
      }
    },
    async refund(key) {
      await store.reward(key, 1);
    },
    async reset(key) {
      await store.delete(key);
    },
  };
}

/** The shipped limits, with any of them replaced (tests use small ones). */
export function createRateLimits(client: RateLimitClient, overrides: Partial<RateLimitSettings> = {}): RateLimits {
  const settings: RateLimitSettings = { ...DEFAULT_RATE_LIMITS, ...overrides };
  const entries = Object.entries(settings).map(([name, rule]) => [name, createLimiter(client, name, rule)]);
  return Object.fromEntries(entries) as RateLimits;
}
