// The rush's printed table: one per configuration, a row per request kind.
import type { ConfigFigures } from './measure.js';
import { OVERLOAD_MULTIPLE, P99_TARGET_MS } from './measure.js';
import type { Latency } from './stats.js';

function grid(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] as number)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

const ms = (l: Latency | undefined) => (l && l.count > 0 ? `${l.p50} / ${l.p95} / ${l.p99}` : '–');
const errors = (l: Latency | undefined) => (l ? `${l.errors}/${l.count}` : '–');

export function configTable(name: string, f: ConfigFigures, kinds: string[]): string {
  const header = ['kind'];
  for (const l of f.levels) header.push(`${l.multiple}× p50 / p95 / p99 ms`, 'errors');
  header.push('CPU ms/req');
  const rows = kinds.map((kind) => {
    const row = [kind];
    for (const l of f.levels) row.push(ms(l.kinds[kind]), errors(l.kinds[kind]));
    const cpu = f.cpuMsPerRequest[kind];
    row.push(cpu ? `${cpu.cpuMs}${cpu.dbCpuMs === null ? '' : ` + ${cpu.dbCpuMs} db`}` : '–');
    return row;
  });
  const overall = ['all kinds'];
  for (const l of f.levels) overall.push(ms(l.overall), errors(l.overall));
  overall.push('');
  rows.push(overall);
  const lines = [`${name}`, grid(header, rows)];
  lines.push(
    `  offered: ${f.levels.map((l) => `${l.multiple}× ${l.offeredPerSecond.toFixed(1)}/s`).join(', ')}; generator CPU (share of one core): ${f.levels.map((l) => `${(l.generatorCpu * 100).toFixed(0)}%`).join(', ')}`,
  );
  if (f.highest) {
    const tried = f.highest.tried.map((t) => `${t.multiple}× p99 ${t.p99} ms${t.errors ? ` ${t.errors} err` : ''}`);
    lines.push(
      `  highest multiple with p99 ≤ ${P99_TARGET_MS} ms and no errors: ${f.highest.multiple === null ? 'none of those tried' : `${f.highest.multiple}×`} (tried ${tried.join('; ')})`,
    );
  }
  if (f.overload) {
    const o = f.overload;
    lines.push(
      `  ${OVERLOAD_MULTIPLE}×: ${o.requests} requests, answered ${o.answered} (p50 ${o.answeredP50} ms, p99 ${o.answeredP99} ms); 503: ${o.count503} (p99 ${o.p99Of503} ms); other 5xx: ${o.other5xx}; 4xx: ${o.other4xx}; connection errors: ${o.connectionErrors}; timeouts: ${o.timeouts}; generator CPU ${(o.generatorCpu * 100).toFixed(0)}%`,
    );
  }
  return lines.join('\n');
}
