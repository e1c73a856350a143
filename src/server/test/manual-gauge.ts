// A pressure gauge the test sets by hand, so no test depends on how busy the machine is.
import type { PressureGauge } from '../overload/loop-lag.js';

export function manualGauge(lagMs = 0): PressureGauge & { set(lagMs: number): void } {
  let lag = lagMs;
  return {
    lagMs: () => lag,
    set: (value) => {
      lag = value;
    },
    stop: () => {},
  };
}
