// How late the event loop runs: a timer that should fire every tick measures how long it waited.
// On SQLite every query runs on this one loop (better-sqlite3 is synchronous), so a queue of work
// shows here first; it also catches a long garbage collection or a slow synchronous step.

export interface PressureGauge {
  /** How far behind the event loop is, in milliseconds (0 when idle). */
  lagMs(): number;
  stop(): void;
}

/**
 * The mean lateness of the last few ticks (about 100 ms): a loop that stays behind reports it within
 * a tick or two, while one slow moment (a garbage collection, a file read) is diluted rather than
 * refusing everyone. The timer is unref'd: it never keeps the process alive.
 */
export function createLoopLagGauge(tickMs = 20, window = 5): PressureGauge {
  const samples: number[] = Array(window).fill(0);
  let next = 0;
  let sum = 0;
  let expected = performance.now() + tickMs;
  const timer = setInterval(() => {
    const now = performance.now();
    const late = Math.max(0, now - expected);
    sum += late - (samples[next] ?? 0);
    samples[next] = late;
    next = (next + 1) % window;
    expected = now + tickMs;
  }, tickMs);
  timer.unref();
  return {
    lagMs: () => sum / window,
    stop: () => clearInterval(timer),
  };
}
