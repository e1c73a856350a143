import type { Clock } from '../lib/clock.js';

/** A clock that stands still until the test moves it. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: string | Date = '2026-11-22T12:00:00.000Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(instant: string | Date): void {
    this.current = new Date(instant).getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
