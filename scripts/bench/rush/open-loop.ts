// Open-loop arrivals: each kind arrives as a Poisson process at its rate × the multiple, whether or
// not earlier requests have finished (a closed loop would wait, and so hide the queue). A request's
// time runs from when it was due to arrive, so a late timer in the generator is not silently dropped.
import { performance } from 'node:perf_hooks';
import type { GymState } from './gym-state.js';
import type { Outcome } from './http.js';
import type { Kind, OpenContext } from './kinds.js';

export type Result = 'ok' | '503' | '5xx' | '4xx' | 'timeout' | 'connection';

export interface Sample {
  kind: string;
  ms: number;
  result: Result;
}

export interface RushRun {
  samples: Sample[];
  /** The generator's own CPU over the run, as a share of one core. */
  generatorCpu: number;
  wallMs: number;
}

export function classify(outcome: Outcome): Result {
  if ('failure' in outcome) return outcome.failure;
  if (outcome.status === 200) return 'ok';
  if (outcome.status === 503) return '503';
  return outcome.status >= 500 ? '5xx' : '4xx';
}

/** The first few non-ok answers, to say what went wrong (a smoke run fails on them). */
export const firstFailures: string[] = [];

function context(gym: GymState, baseUrls: string[], track: (p: Promise<void>) => void, record: (s: Sample) => void) {
  let next = 0;
  const ctx: OpenContext = {
    gym,
    baseUrl: () => baseUrls[next++ % baseUrls.length] as string,
    later(kind, delayMs, open) {
      track(
        new Promise<void>((resolve) => {
          setTimeout(() => {
            measure(kind, performance.now(), open, record).then(resolve);
          }, delayMs);
        }),
      );
    },
  };
  return ctx;
}

async function measure(kind: string, due: number, open: () => Promise<Outcome>, record: (s: Sample) => void) {
  let outcome: Outcome;
  try {
    outcome = await open();
  } catch (error) {
    outcome = { status: 0, body: String(error) };
  }
  const result = classify(outcome);
  if (result !== 'ok' && firstFailures.length < 10)
    firstFailures.push(
      `${kind}: ${'status' in outcome ? `${outcome.status} ${outcome.body.slice(0, 200)}` : outcome.failure}`,
    );
  record({ kind, ms: performance.now() - due, result });
}

/** Arrivals due at `schedule` times (ms from start), each of the kind given; resolves once all have answered. */
async function drive(gym: GymState, baseUrls: string[], arrivals: () => { at: number; kind: Kind } | null) {
  const samples: Sample[] = [];
  const pending = new Set<Promise<void>>();
  const track = (p: Promise<void>) => {
    pending.add(p);
    p.finally(() => pending.delete(p));
  };
  const ctx = context(gym, baseUrls, track, (s) => samples.push(s));
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  await new Promise<void>((done) => {
    let upcoming = arrivals();
    const tick = () => {
      const now = performance.now() - start;
      while (upcoming && upcoming.at <= now) {
        const { kind, at } = upcoming;
        track(
          measure(
            kind.name,
            start + at,
            () => kind.open(ctx),
            (s) => samples.push(s),
          ),
        );
        upcoming = arrivals();
      }
      if (!upcoming) return done();
      setTimeout(tick, Math.max(0, upcoming.at - (performance.now() - start)));
    };
    tick();
  });
  while (pending.size > 0) await Promise.all([...pending]);
  const wallMs = performance.now() - start;
  const cpu = process.cpuUsage(cpuBefore);
  return { samples, wallMs, generatorCpu: (cpu.user + cpu.system) / 1000 / wallMs };
}

/** Every kind at `multiple` × its rate for `seconds`, Poisson arrivals. */
export function rush(gym: GymState, baseUrls: string[], kinds: Kind[], multiple: number, seconds: number) {
  const total = kinds.reduce((sum, k) => sum + k.rate, 0) * multiple;
  let at = 0;
  return drive(gym, baseUrls, () => {
    at += (-Math.log(1 - Math.random()) / total) * 1000;
    if (at > seconds * 1000) return null;
    let pick = Math.random() * total;
    for (const kind of kinds) {
      pick -= kind.rate * multiple;
      if (pick <= 0) return { at, kind };
    }
    return { at, kind: kinds[kinds.length - 1] as Kind };
  });
}

/** One kind alone, `count` arrivals evenly spaced at `perSecond` (the CPU-per-kind measurement). */
export function alone(gym: GymState, baseUrls: string[], kind: Kind, perSecond: number, count: number) {
  let n = 0;
  return drive(gym, baseUrls, () => (n < count ? { at: (n++ * 1000) / perSecond, kind } : null));
}
