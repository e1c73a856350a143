// How late the event loop runs: a timer that should fire every tick measures how long it waited.
// On SQLite every query runs on this one loop (better-sqlite3 is synchronous), so a queue of work
// shows here first; it also catches a long garbage collection or a slow synchronous step.

export interface PressureGauge {
  /** How far behind the event loop is, in milliseconds (0 when idle). */
  lagMs(): number;
  stop(): void;
}

/**
 * A late tick counts at once; its weight then halves every tick, so one slow moment is forgotten
 * within a few ticks but a loop that stays behind keeps reporting it. The timer is unref'd: it never
 * keeps the process alive.
 */
export function createLoopLagGauge(tickMs = 20): PressureGauge {
  let lag = 0;
  let expected = performance.now() + tickMs;
  const timer = setInterval(() => {
    const now = performance.now();
    lag = Math.max(now - expected, lag / 2);
    expected = now + tickMs;
  }, tickMs);
  timer.unref();
  return {
    lagMs: () => lag,
    stop: () => clearInterval(timer),
  };
}
