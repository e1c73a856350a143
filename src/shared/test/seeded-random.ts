// For tests that check a rule against thousands of generated cases: seeded, so a failure is the same
// on every run and can be replayed.

/** mulberry32: a tiny seeded generator, so the "random" cases are the same on every run. */
export function seededRandom(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * below);
  };
}
