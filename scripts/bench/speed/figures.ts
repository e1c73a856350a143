// The benchmark's figures, the targets for them, and the table it prints.

export interface Figures {
  commit: string;
  when: string;
  mode: 'full' | 'smoke';
  /** Requests per second (median of interleaved rounds) and p99 latency in ms. */
  bareFastify: { requestsPerSecond: number; p99Ms: number };
  trpcFloor: { requestsPerSecond: number; p99Ms: number };
  listMine: { requestsPerSecond: number; p99Ms: number };
  underReport: {
    requestsPerSecond: number;
    p99Ms: number;
    reportsPerSecond: number;
    /** The server's longest event-loop stall while the report ran beside one member connection. */
    loopMaxMs: number;
    /** How long one report took, beside one member connection. */
    reportMs: number;
  };
  /** Brotli/gzip bytes of the JavaScript a first visit to `/` loads. */
  firstRouteJsBytes: number;
  lighthouse: { page: string; performance: number }[] | null;
  /** Median ms from spawn to the first 200 from /healthz, for each way of starting. */
  startMs: { node: number; npmStart: number };
  idleRssBytes: number;
}

interface Row {
  what: string;
  measured: string;
  target: string;
  met: boolean | null;
}

const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);
const x = (value: number) => `${value.toFixed(3)}×`;
const rps = (value: number) => `${Math.round(value).toLocaleString('en')} req/s`;

export const TARGETS = {
  listMineVsFloor: 0.75,
  listMineVsBare: 0.06,
  listMineP99Ms: 30,
  readsUnderReport: 0.8,
  loopStallMs: 25,
  firstRouteJsBytes: 110 * 1024,
  lighthouse: 95,
  startMs: 700,
  idleRssBytes: 120 * 1024 * 1024,
};

export function rows(f: Figures): Row[] {
  const vsFloor = ratio(f.listMine.requestsPerSecond, f.trpcFloor.requestsPerSecond);
  const vsBare = ratio(f.listMine.requestsPerSecond, f.bareFastify.requestsPerSecond);
  const underReport = ratio(f.underReport.requestsPerSecond, f.listMine.requestsPerSecond);
  const result: Row[] = [
    {
      what: 'bills.listMine vs tRPC floor (site.settings)',
      measured: `${rps(f.listMine.requestsPerSecond)} vs ${rps(f.trpcFloor.requestsPerSecond)}: ${x(vsFloor)}`,
      target: `≥ ${TARGETS.listMineVsFloor}×`,
      met: vsFloor >= TARGETS.listMineVsFloor,
    },
    {
      what: 'bills.listMine vs bare Fastify JSON route',
      measured: `${rps(f.bareFastify.requestsPerSecond)} bare: ${x(vsBare)}`,
      target: `≥ ${TARGETS.listMineVsBare}×`,
      met: vsBare >= TARGETS.listMineVsBare,
    },
    {
      what: 'bills.listMine p99',
      measured: `${f.listMine.p99Ms} ms`,
      target: `≤ ${TARGETS.listMineP99Ms} ms`,
      met: f.listMine.p99Ms <= TARGETS.listMineP99Ms,
    },
    {
      what: 'member reads during 1-year financial reports',
      measured: `${x(underReport)} (p99 ${f.underReport.p99Ms} ms, ${f.underReport.reportsPerSecond.toFixed(1)} reports/s)`,
      target: `≥ ${TARGETS.readsUnderReport}×`,
      met: underReport >= TARGETS.readsUnderReport,
    },
    {
      what: 'longest event-loop stall while reports run',
      measured: `${f.underReport.loopMaxMs.toFixed(1)} ms (one report: ${Math.round(f.underReport.reportMs)} ms)`,
      target: `≤ ${TARGETS.loopStallMs} ms`,
      met: f.underReport.loopMaxMs <= TARGETS.loopStallMs,
    },
    {
      what: 'JS sent for / (on the wire)',
      measured: `${(f.firstRouteJsBytes / 1024).toFixed(1)} KB`,
      target: `≤ ${TARGETS.firstRouteJsBytes / 1024} KB`,
      met: f.firstRouteJsBytes <= TARGETS.firstRouteJsBytes,
    },
  ];
  for (const score of f.lighthouse ?? []) {
    result.push({
      what: `Lighthouse mobile performance, ${score.page}`,
      measured: String(score.performance),
      target: `≥ ${TARGETS.lighthouse}`,
      met: score.performance >= TARGETS.lighthouse,
    });
  }
  if (!f.lighthouse) result.push({ what: 'Lighthouse', measured: 'not run', target: '', met: null });
  result.push(
    {
      what: 'spawn to /healthz 200 (node scripts/start.mjs)',
      measured: `${Math.round(f.startMs.node)} ms (npm start: ${Math.round(f.startMs.npmStart)} ms)`,
      target: `≤ ${TARGETS.startMs} ms`,
      met: f.startMs.node <= TARGETS.startMs,
    },
    {
      what: 'idle server RSS',
      measured: `${(f.idleRssBytes / 1024 / 1024).toFixed(0)} MB`,
      target: `≤ ${TARGETS.idleRssBytes / 1024 / 1024} MB`,
      met: f.idleRssBytes <= TARGETS.idleRssBytes,
    },
  );
  return result;
}

export function table(f: Figures): string {
  const all = rows(f);
  const header = ['what', 'measured', 'target', 'met'];
  const cells = all.map((r) => [r.what, r.measured, r.target, r.met === null ? '' : r.met ? 'yes' : 'NO']);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] as string).length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i] as number)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n');
}
