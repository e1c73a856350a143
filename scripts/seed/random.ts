// Seeded randomness, so `npm run seed -- --seed 7` builds the same gym every time. Each step draws
// from its own stream (derived from the seed and the step's name): adding a step, or changing how
// many numbers one step draws, leaves every other step's data as it was.
import crypto from 'node:crypto';

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One of `items`, each as likely as its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
}

/** mulberry32: tiny, fast, and good enough for demo data (not for anything secret). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** FNV-1a: turns "42:bills" into a 32-bit seed. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export function randomStream(seed: number, name: string): Random {
  const next = mulberry32(hash32(`${seed}:${name}`));
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    weighted: (items) => {
      let total = 0;
      for (const [, weight] of items) total += weight;
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return (items[items.length - 1] as (typeof items)[number])[0];
    },
  };
}

/** The base64url characters in byte (ASCII) order, so a counter written with them sorts as it counts. */
const SORTED_DIGITS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';
const COUNTER_CHARS = 8;
const RANDOM_BYTES_PER_ID = 11; // 15 base64url characters, of which the id takes 14
const POOL_IDS = 4096;

/**
 * Row ids shaped like the app's (22 base64url characters, opaque to it). The first 8 characters
 * count up from a random start, so each table's primary-key index grows at its end instead of
 * splitting pages all over a million-row B-tree (a third of the bills' insert time); the other 14
 * are random (84 bits). They are not seeded: `--force` on a seeded database must not reuse the ids
 * the same seed gave last time, and the random start keeps two runs' ids apart.
 */
export function idFactory(): () => string {
  let counter = crypto.randomInt(0, 2 ** 40) * 2 ** 6;
  let pool: Buffer = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset === pool.length) {
      pool = crypto.randomBytes(RANDOM_BYTES_PER_ID * POOL_IDS);
      offset = 0;
    }
    let prefix = '';
    for (let rest = counter, i = 0; i < COUNTER_CHARS; i++, rest = Math.floor(rest / 64)) {
      prefix = SORTED_DIGITS.charAt(rest % 64) + prefix;
    }
    counter += 1;
    offset += RANDOM_BYTES_PER_ID;
    return prefix + pool.toString('base64url', offset - RANDOM_BYTES_PER_ID, offset).slice(0, 14);
  };
}
