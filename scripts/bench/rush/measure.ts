// One configuration's whole rush: the mix at fixed multiples, the search for the highest multiple that
// keeps p99 ≤ 100 ms with no errors, the overload line at 80×, and CPU per request kind.
import type { AppServer } from '../speed/processes.js';
import { watchDatabaseCpu } from './db-cpu.js';
import type { GymState } from './gym-state.js';
import { FOLLOW_UPS, KINDS } from './kinds.js';
import { alone, rush } from './open-loop.js';
import { byKind, type Latency, latency, overload } from './stats.js';

export const P99_TARGET_MS = 100;
export const OVERLOAD_MULTIPLE = 80;
const KIND_NAMES = [...KINDS.map((k) => k.name), ...FOLLOW_UPS];

export interface Level {
  multiple: number;
  seconds: number;
  /** Arrivals per second the mix offered at this multiple. */
  offeredPerSecond: number;
  overall: Latency;
  kinds: Record<string, Latency>;
  generatorCpu: number;
}

export interface ConfigFigures {
  levels: Level[];
  highest: { multiple: number | null; tried: { multiple: number; p99: number; errors: number }[] } | null;
  overload: (ReturnType<typeof overload> & { multiple: number; seconds: number; generatorCpu: number }) | null;
  /**
   * App-process CPU ms (user + system, all processes) per open of each kind, run alone; on PostgreSQL
   * also the database backends' CPU ms (dbCpuMs).
   */
  cpuMsPerRequest: Record<
    string,
    { perSecond: number; requests: number; cpuMs: number; dbCpuMs: number | null; errors: number }
  >;
}

const log = (line: string) => console.log(`· ${line}`);
const passes = (l: Level) => l.overall.p99 <= P99_TARGET_MS && l.overall.errors === 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The app processes' CPU µs so far (user + system), together. */
async function totalCpuMicros(apps: AppServer[]): Promise<number> {
  return (await Promise.all(apps.map((a) => a.cpuMicros()))).reduce((a, b) => a + b, 0);
}

/**
 * Waits until the app processes are idle (under 10% of a core over half a second): requests the
 * generator gave up on are still worked through after a timeout, and would land in the next figure.
 */
async function settle(apps: AppServer[]): Promise<void> {
  const since = Date.now();
  while (Date.now() - since < 120_000) {
    const before = await totalCpuMicros(apps);
    await sleep(500);
    if ((await totalCpuMicros(apps)) - before < 50_000) return;
  }
  log('the app was still busy after 2 minutes; measuring anyway');
}

/** The whole mix at one multiple of the rush, once the processes are idle again. */
async function runAt(gym: GymState, apps: AppServer[], multiple: number, seconds: number) {
  await settle(apps);
  return rush(
    gym,
    apps.map((a) => a.baseUrl),
    KINDS,
    multiple,
    seconds,
  );
}

async function level(gym: GymState, apps: AppServer[], multiple: number, seconds: number): Promise<Level> {
  const run = await runAt(gym, apps, multiple, seconds);
  const result: Level = {
    multiple,
    seconds,
    offeredPerSecond: KINDS.reduce((sum, k) => sum + k.rate, 0) * multiple,
    overall: latency(run.samples),
    kinds: byKind(run.samples, KIND_NAMES),
    generatorCpu: run.generatorCpu,
  };
  log(
    `${multiple}×: ${result.overall.count} requests, p99 ${result.overall.p99} ms, ${result.overall.errors} errors, generator CPU ${(run.generatorCpu * 100).toFixed(0)}%`,
  );
  return result;
}

export async function measureConfig(
  gym: GymState,
  apps: AppServer[],
  databaseUrl: string | null,
  options: { multiples: number[]; seconds: number; search: boolean; cpuSeconds: number; cpuRate: number },
): Promise<ConfigFigures> {
  // CPU per kind first, on a fresh server: after an overload its leftovers would be counted.
  const cpuMsPerRequest = await cpuPerKind(gym, apps, databaseUrl, options);
  const levels: Level[] = [];
  for (const multiple of options.multiples) levels.push(await level(gym, apps, multiple, options.seconds));

  let highest: ConfigFigures['highest'] = null;
  let overloadLine: ConfigFigures['overload'] = null;
  if (options.search) {
    // Step up by doubling from the best fixed multiple that passed, then bisect between pass and fail.
    const tried = [...levels];
    const best = () => Math.max(0, ...tried.filter(passes).map((l) => l.multiple));
    const worst = () =>
      Math.min(Infinity, ...tried.filter((l) => !passes(l) && l.multiple > best()).map((l) => l.multiple));
    while (worst() === Infinity && best() < 320)
      tried.push(await level(gym, apps, Math.max(1, best() * 2), options.seconds));
    for (let step = 0; step < 3 && worst() - best() > Math.max(1, best() * 0.1); step += 1) {
      const middle = best() === 0 ? worst() / 2 : Math.round((best() + worst()) / 2);
      tried.push(await level(gym, apps, middle, options.seconds));
    }
    highest = {
      multiple: best() || null,
      tried: tried.map((l) => ({ multiple: l.multiple, p99: l.overall.p99, errors: l.overall.errors })),
    };
    log(`overload: ${OVERLOAD_MULTIPLE}×`);
    const run = await runAt(gym, apps, OVERLOAD_MULTIPLE, options.seconds);
    overloadLine = {
      multiple: OVERLOAD_MULTIPLE,
      seconds: options.seconds,
      generatorCpu: run.generatorCpu,
      ...overload(run.samples),
    };
  }

  return { levels, highest, overload: overloadLine, cpuMsPerRequest };
}

/** The app processes' CPU µs per ms of wall time, together, over two idle seconds. */
async function idleCpu(apps: AppServer[]): Promise<number> {
  const started = performance.now();
  const before = await totalCpuMicros(apps);
  await sleep(2_000);
  return ((await totalCpuMicros(apps)) - before) / (performance.now() - started);
}

async function cpuPerKind(
  gym: GymState,
  apps: AppServer[],
  databaseUrl: string | null,
  options: { cpuSeconds: number; cpuRate: number },
): Promise<ConfigFigures['cpuMsPerRequest']> {
  const cpuMsPerRequest: ConfigFigures['cpuMsPerRequest'] = {};
  const database = databaseUrl ? await watchDatabaseCpu(databaseUrl) : null;
  log(`CPU per kind: each alone at ${options.cpuRate}/s for ${options.cpuSeconds} s`);
  try {
    // Each kind once unmeasured first, so the first kinds measured do not carry the JIT's warm-up.
    const urls = apps.map((a) => a.baseUrl);
    for (const kind of KINDS) await alone(gym, urls, kind, 20, apps.length);
    // Every answer is in before the next kind starts, so one settle (after sign-in) is enough here.
    await settle(apps);
    // What the processes burn with nothing to serve (timers, the background jobs' polls): measured
    // once and taken off each kind's figure, or at a few requests a second it would dominate it.
    const idleMicrosPerMs = await idleCpu(apps);
    log(`idle: ${((idleMicrosPerMs * 1000) / 10_000).toFixed(1)}% of a core (taken off each kind's CPU)`);
    for (const kind of KINDS) {
      const started = performance.now();
      const before = await Promise.all(apps.map((a) => a.cpuMicros()));
      const databaseBefore = await database?.sample();
      const count = Math.max(1, Math.round(options.cpuRate * options.cpuSeconds));
      const run = await alone(
        gym,
        apps.map((a) => a.baseUrl),
        kind,
        options.cpuRate,
        count,
      );
      const after = await Promise.all(apps.map((a) => a.cpuMicros()));
      const databaseAfter = await database?.sample();
      const idleMicros = idleMicrosPerMs * (performance.now() - started);
      const micros = Math.max(0, after.reduce((sum, value, i) => sum + value - (before[i] as number), 0) - idleMicros);
      const own = run.samples.filter((s) => s.kind === kind.name).length;
      const perRequest = (ms: number) => Math.round((ms / Math.max(1, own)) * 10) / 10;
      cpuMsPerRequest[kind.name] = {
        perSecond: options.cpuRate,
        requests: own,
        cpuMs: perRequest(micros / 1000),
        dbCpuMs:
          database && databaseBefore && databaseAfter
            ? perRequest(database.between(databaseBefore, databaseAfter))
            : null,
        errors: run.samples.filter((s) => s.result !== 'ok').length,
      };
    }
  } finally {
    await database?.close();
  }
  return cpuMsPerRequest;
}
