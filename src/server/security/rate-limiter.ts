// A fixed-window counter per key, in memory. Enough for one process; a multi-instance deployment
// would move it to the shared database.
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly rule: RateLimitRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt; false when the key is over its limit for the current window. */
  consume(key: string): boolean {
    const now = this.now();
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) {
      this.sweep(now);
      this.windows.set(key, { count: 1, resetAt: now + this.rule.windowMs });
      return true;
    }
    current.count += 1;
    return current.count <= this.rule.max;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  // Keeps memory bounded under a flood of distinct keys.
  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

export interface RateLimits {
  signInByIp: RateLimiter;
  signInByAccount: RateLimiter;
  resetByIp: RateLimiter;
  resetByAddress: RateLimiter;
}

export interface RateLimitSettings {
  signInByIp: RateLimitRule;
  signInByAccount: RateLimitRule;
  resetByIp: RateLimitRule;
  resetByAddress: RateLimitRule;
}

const MINUTE = 60_000;
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  signInByIp: { max: 30, windowMs: 15 * MINUTE },
  signInByAccount: { max: 10, windowMs: 15 * MINUTE },
  resetByIp: { max: 10, windowMs: 60 * MINUTE },
  resetByAddress: { max: 3, windowMs: 60 * MINUTE },
};

export function createRateLimits(settings: RateLimitSettings = DEFAULT_RATE_LIMITS): RateLimits {
  return {
    signInByIp: new RateLimiter(settings.signInByIp),
    signInByAccount: new RateLimiter(settings.signInByAccount),
    resetByIp: new RateLimiter(settings.resetByIp),
    resetByAddress: new RateLimiter(settings.resetByAddress),
  };
}
