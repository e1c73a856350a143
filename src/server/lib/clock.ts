// The one source of "now" for anything that depends on the date (billing runs, due dates, class
// times, token lifetimes). The app uses the system clock; tests pass a clock they move by hand.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
