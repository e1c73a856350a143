// argon2 costs ~40 ms of CPU a hash, so a flood of sign-ins can starve everyone. The gate lets at
// most one hash per core run at a time (this process's CPU: nothing here needs sharing between
// processes) and serves two lanes: people the server already knows (a signed-in account, a browser
// that has signed in to the account before) go first; everyone else queues behind them, and when
// that queue is long, new arrivals are turned away at once instead of waiting for minutes.
import os from 'node:os';

export type HashLane = 'priority' | 'normal';

export class HashingBusyError extends Error {
  constructor() {
    super('Too many password checks are waiting.');
  }
}

export class HashingGate {
  private running = 0;
  private readonly waiting: Record<HashLane, (() => void)[]> = { priority: [], normal: [] };

  constructor(
    private readonly slots = Math.max(1, os.availableParallelism()),
    /** Normal-lane callers allowed to wait; beyond that they are refused (priority is never refused). */
    private readonly maxWaiting = 64,
  ) {}

  async run<T>(lane: HashLane, work: () => Promise<T>): Promise<T> {
    await this.enter(lane);
    try {
      return await work();
    } finally {
      this.leave();
    }
  }

  private enter(lane: HashLane): Promise<void> {
    if (this.running < this.slots && this.waiting.priority.length === 0 && this.waiting.normal.length === 0) {
      this.running += 1;
      return Promise.resolve();
    }
    if (lane === 'normal' && this.waiting.normal.length >= this.maxWaiting) {
      return Promise.reject(new HashingBusyError());
    }
    return new Promise<void>((resolve) => this.waiting[lane].push(resolve));
  }

  private leave(): void {
    const next = this.waiting.priority.shift() ?? this.waiting.normal.shift();
    // The slot passes straight to the next caller; `running` stays the same.
    if (next) next();
    else this.running -= 1;
  }
}
