// Summaries of a rush's samples: percentiles per kind and overall, failures by what they were.
import type { Result, Sample } from './open-loop.js';

export interface Latency {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  /** Anything but a 200: 503s, other 5xx, 4xx, connection errors and timeouts. */
  errors: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] as number) * 10) / 10;
}

export function latency(samples: Sample[]): Latency {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    count: samples.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors: samples.filter((s) => s.result !== 'ok').length,
  };
}

export function byKind(samples: Sample[], kinds: string[]): Record<string, Latency> {
  return Object.fromEntries(kinds.map((kind) => [kind, latency(samples.filter((s) => s.kind === kind))]));
}

const count = (samples: Sample[], result: Result) => samples.filter((s) => s.result === result).length;

/** The overload line: what was answered and how fast, and every kind of failure apart. */
export function overload(samples: Sample[]) {
  const answered = latency(samples.filter((s) => s.result === 'ok'));
  const shed = latency(samples.filter((s) => s.result === '503'));
  return {
    requests: samples.length,
    answered: answered.count,
    answeredP50: answered.p50,
    answeredP99: answered.p99,
    count503: shed.count,
    p99Of503: shed.p99,
    other5xx: count(samples, '5xx'),
    other4xx: count(samples, '4xx'),
    connectionErrors: count(samples, 'connection'),
    timeouts: count(samples, 'timeout'),
  };
}
