// Load shedding: past capacity a request that would wait too long is refused at once with 503 and
// Retry-After, before any body is read, any session looked up or any query run — a refusal costs a
// few microseconds, while serving it late would cost everyone behind it. Heavy admin work is refused
// first, so members and the front desk keep working through a rush.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { classifyRequest, type RequestClass } from './classify.js';
import { createLoopLagGauge, type PressureGauge } from './loop-lag.js';
import { sendRefusal } from './refusal.js';

export interface AdmissionLimits {
  /** Requests one process serves at once (all but probes); past it, new ones are refused. */
  maxInFlight: number;
  /** Heavy requests one process serves at once. */
  maxHeavyInFlight: number;
  /** Event-loop lag past which every request but probes is refused… */
  maxLagMs: number;
  /**
   * …once at least this many requests arrived in the last second. A loop slowed by something else
   * (a process starting, a background job) with few callers is not relieved by refusing them.
   */
  lagCountsFromArrivalsPerSecond: number;
  /**
   * Heavy requests give way earlier than the rest: refused once this share of maxInFlight is taken
   * or the loop runs this share of maxLagMs behind (with as many arrivals).
   */
  heavyShare: number;
  /**
   * Heavy requests wait this long after a normal request was last refused: on SQLite a report runs
   * on the one event loop (a week of bills at a time), so one admitted mid-rush slows every
   * member's request behind it, and the rush is not over because one moment was calm.
   */
  heavyCalmMs: number;
  /** Retry-After (seconds) for a refused normal request, and for a refused heavy one. */
  retryAfterSeconds: number;
  heavyRetryAfterSeconds: number;
}

/**
 * Chosen on the demo gym under the rush benchmark (npm run bench -- --rush; README "Under load"): a
 * screen costs a few milliseconds of the process's CPU, so 16 at once is well under 100 ms of queue
 * on SQLite's one loop, and on PostgreSQL under two requests waiting per pooled connection. At 80× the
 * rush, 32 at once and a 40 ms lag let the answered requests' p99 reach 270–440 ms (SQLite) and 340 ms
 * (PostgreSQL); 16 and 20 ms kept it at 170 and 140 ms, while 20× (within capacity on SQLite) refused
 * nothing. The lag limit is low on purpose: requests also queue unseen in the kernel before this hook
 * runs. Heavy work gives way at half of each.
 */
export const DEFAULT_ADMISSION_LIMITS: AdmissionLimits = {
  maxInFlight: 16,
  maxHeavyInFlight: 2,
  maxLagMs: 20,
  lagCountsFromArrivalsPerSecond: 50,
  heavyShare: 0.5,
  heavyCalmMs: 5_000,
  retryAfterSeconds: 2,
  heavyRetryAfterSeconds: 3,
};

export interface AdmissionState {
  inFlight: number;
  heavyInFlight: number;
  lagMs: number;
  /** Milliseconds since a normal request was last refused (Infinity: none yet). */
  calmForMs: number;
  /** Normal requests that arrived in about the last second. */
  recentArrivals: number;
}

export type Admission = { admit: true } | { admit: false; retryAfterSeconds: number };

/** Whether a request of this class may start now. Pure, so the policy is tested as a table. */
export function decideAdmission(kind: RequestClass, state: AdmissionState, limits: AdmissionLimits): Admission {
  if (kind === 'probe') return { admit: true };
  const share = kind === 'heavy' ? limits.heavyShare : 1;
  const lagging =
    state.lagMs >= limits.maxLagMs * share && state.recentArrivals >= limits.lagCountsFromArrivalsPerSecond;
  const full = state.inFlight >= limits.maxInFlight * share;
  const refuse =
    full ||
    lagging ||
    (kind === 'heavy' && (state.heavyInFlight >= limits.maxHeavyInFlight || state.calmForMs < limits.heavyCalmMs));
  if (!refuse) return { admit: true };
  return {
    admit: false,
    retryAfterSeconds: kind === 'heavy' ? limits.heavyRetryAfterSeconds : limits.retryAfterSeconds,
  };
}

export interface AdmissionOptions {
  limits?: Partial<AdmissionLimits>;
  /** Replaces the event-loop gauge (tests drive the pressure by hand). */
  gauge?: PressureGauge;
  /** Milliseconds on a monotonic clock (tests move it by hand). */
  now?: () => number;
}

export interface LoadReport extends Omit<AdmissionState, 'calmForMs' | 'recentArrivals'> {
  /** Requests refused since the process started. */
  refused: number;
}

export interface AdmissionControl {
  load(): LoadReport;
}

/**
 * Registers the admission hook first among onRequest hooks (call it before the others). Counts are
 * per process and live only as long as their requests: nothing here needs sharing between processes,
 * each protects its own loop and its own pool.
 */
export function registerAdmission(app: FastifyInstance, options: AdmissionOptions = {}): AdmissionControl {
  const limits = { ...DEFAULT_ADMISSION_LIMITS, ...options.limits };
  const gauge = options.gauge ?? createLoopLagGauge();
  app.addHook('onClose', async () => gauge.stop());
  const now = options.now ?? (() => performance.now());
  const state = { inFlight: 0, heavyInFlight: 0 };
  let refused = 0;
  let lastNormalRefusedAt = Number.NEGATIVE_INFINITY;
  const arrivals = createArrivalCounter();

  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    const kind = classifyRequest(request.url);
    const at = now();
    if (kind === 'normal') arrivals.add(at);
    const admission = decideAdmission(
      kind,
      {
        ...state,
        lagMs: gauge.lagMs(),
        calmForMs: at - lastNormalRefusedAt,
        recentArrivals: arrivals.inLastSecond(at),
      },
      limits,
    );
    if (kind === 'normal' && !admission.admit) lastNormalRefusedAt = at;
    if (!admission.admit) {
      refused += 1;
      sendRefusal(request, reply, admission.retryAfterSeconds);
      return;
    }
    if (kind === 'probe') return done();
    state.inFlight += 1;
    if (kind === 'heavy') state.heavyInFlight += 1;
    // 'close' comes once per response, whether it finished or the client went away.
    reply.raw.once('close', () => {
      state.inFlight -= 1;
      if (kind === 'heavy') state.heavyInFlight -= 1;
    });
    done();
  });

  return {
    load: () => ({
      inFlight: state.inFlight,
      heavyInFlight: state.heavyInFlight,
      lagMs: Math.round(gauge.lagMs()),
      refused,
    }),
  };
}

/** Arrivals in four quarter-second buckets: about the last second, at one addition per request. */
function createArrivalCounter() {
  const buckets = [0, 0, 0, 0];
  let current = 0;
  const advance = (at: number) => {
    const quarter = Math.floor(at / 250);
    if (quarter === current) return;
    // Buckets older than a second are emptied as time moves past them.
    for (let q = Math.max(current + 1, quarter - 3); q <= quarter; q++) buckets[q % 4] = 0;
    current = quarter;
  };
  return {
    add(at: number) {
      advance(at);
      buckets[current % 4] = (buckets[current % 4] ?? 0) + 1;
    },
    inLastSecond(at: number) {
      advance(at);
      return buckets.reduce((sum, n) => sum + n, 0);
    },
  };
}
