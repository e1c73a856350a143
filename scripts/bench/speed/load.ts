// HTTP load through autocannon, always against 127.0.0.1 and always bounded by time.
import autocannon from 'autocannon';

export interface Target {
  url: string;
  headers?: Record<string, string>;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p99Ms: number;
  /** Answers that were not 2xx, and connection errors: any makes the figure worthless. */
  failures: number;
}

export async function drive(target: Target, options: { connections: number; seconds: number }): Promise<LoadFigures> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(target.url)) throw new Error(`refusing to load ${target.url}`);
  const result = await autocannon({
    url: target.url,
    headers: target.headers,
    connections: options.connections,
    duration: options.seconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** Each target once per round, rounds interleaved (so drift hits every target alike), then medians. */
export async function interleaved<Name extends string>(
  targets: Record<Name, Target>,
  options: { connections: number; seconds: number; rounds: number },
): Promise<Record<Name, LoadFigures>> {
  const names = Object.keys(targets) as Name[];
  const runs = new Map<Name, LoadFigures[]>(names.map((name) => [name, []]));
  for (let round = 0; round < options.rounds; round += 1) {
    for (const name of names) runs.get(name)?.push(await drive(targets[name], options));
  }
  const summary = (figures: LoadFigures[]): LoadFigures => ({
    requestsPerSecond: median(figures.map((f) => f.requestsPerSecond)),
    p99Ms: median(figures.map((f) => f.p99Ms)),
    failures: figures.reduce((sum, f) => sum + f.failures, 0),
  });
  return Object.fromEntries(names.map((name) => [name, summary(runs.get(name) ?? [])])) as Record<Name, LoadFigures>;
}

/**
 * Member reads alone, and then again while one admin runs the report over and over (one request at a
 * time), with the server's event-loop delay over the shared window.
 */
export async function underReportLoad(
  member: Target,
  report: Target,
  options: { connections: number; seconds: number },
): Promise<{ reads: LoadFigures; reports: LoadFigures }> {
  const [reads, reports] = await Promise.all([
    drive(member, options),
    drive(report, { connections: 1, seconds: options.seconds }),
  ]);
  return { reads, reports };
}
