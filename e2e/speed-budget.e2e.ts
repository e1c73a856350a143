// The speed budget CI holds the product to: the first route's JavaScript, as it crosses the wire,
// stays within the target (a growing bundle fails here, not in a Lighthouse run months later), and
// the benchmark's smoke modes (the ratio benchmark and the evening rush) run end to end on a tiny gym.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOW_UPS, KINDS } from '../scripts/bench/rush/kinds.js';
import { TARGETS } from '../scripts/bench/speed/figures.js';
import { signIn } from '../scripts/bench/speed/sign-in.js';
import { javascriptOnTheWire } from '../scripts/bench/speed/wire-size.js';
import { ADMIN, type RunningApp, startApp } from './support/server.js';

const root = path.resolve(import.meta.dirname, '..');
let server: RunningApp;

beforeAll(async () => {
  server = await startApp();
});
afterAll(() => server.close());

describe('speed budget', () => {
  it(`sends at most ${TARGETS.firstRouteJsBytes / 1024} KB of JavaScript for /, brotli-compressed and cached for good`, async () => {
    const wire = await javascriptOnTheWire(server.url);
    expect(wire.files.length).toBeGreaterThan(0);
    for (const file of wire.files) expect(file.encoding, file.path).toBe('br');
    expect(wire.totalBytes).toBeLessThanOrEqual(TARGETS.firstRouteJsBytes);
    const asset = await fetch(new URL(wire.files[0]?.path as string, server.url));
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers an API page of 1 KB or more compressed when the client accepts it, and plain when not', async () => {
    const cookie = await signIn(server.url, ADMIN.email, ADMIN.password);
    // The plan list ten times in one batch: an answer well over 1 KB.
    const url = `${server.url}/trpc/${Array(10).fill('plans.list').join(',')}?batch=1&input={}`;
    const compressed = await fetch(url, { headers: { cookie, 'accept-encoding': 'gzip' } });
    const plain = await fetch(url, { headers: { cookie, 'accept-encoding': 'identity' } });
    const body = await plain.text();
    expect(body.length).toBeGreaterThanOrEqual(1024);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(await compressed.text()).toBe(body);
  });

  it('runs the benchmark in smoke mode and prints its table and JSON', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/bench/speed.ts'), '--smoke'],
      { cwd: root, maxBuffer: 16 * 1024 * 1024 },
    );
    expect(stdout).toMatch(/\| bills\.listMine vs tRPC floor \(site\.settings\) +\| [\d,]+ req\/s vs [\d,]+ req\/s/);
    expect(stdout).toMatch(/\| JS sent for \/ \(on the wire\) +\| \d+\.\d KB/);
    const json = /JSON: (\S+)/.exec(stdout)?.[1];
    const figures = JSON.parse(fs.readFileSync(path.join(root, json as string), 'utf8'));
    expect(figures.mode).toBe('smoke');
    expect(figures.listMine.requestsPerSecond).toBeGreaterThan(0);
    fs.rmSync(path.join(root, json as string));
  }, 180_000);

  it('runs the evening rush in smoke mode: every request kind answers on both databases, one and two processes', async () => {
    // The rush exits non-zero when any kind fails, so this run also checks every kind is a valid request.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        path.join(root, 'scripts/bench/speed.ts'),
        '--rush',
        '--smoke',
      ],
      { cwd: root, maxBuffer: 16 * 1024 * 1024 },
    );
    for (const config of ['SQLite, 1 process', 'PostgreSQL, 1 process', 'PostgreSQL, 2 processes']) {
      expect(stdout).toContain(`\n${config}\n| kind`);
    }
    // Every kind has its row, ending in its CPU per request (rare kinds may not arrive in 2 s at 1×).
    const row = (kind: string) => `^\\| ${kind.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} +\\|`;
    for (const kind of KINDS)
      expect(stdout).toMatch(new RegExp(`${row(kind.name)}.*\\| [\\d.]+( \\+ [\\d.]+ db)? +\\|$`, 'm'));
    for (const kind of FOLLOW_UPS) expect(stdout).toMatch(new RegExp(row(kind), 'm'));
    const json = /JSON: (\S+)/.exec(stdout)?.[1];
    const figures = JSON.parse(fs.readFileSync(path.join(root, json as string), 'utf8'));
    expect(figures.mode).toBe('smoke');
    expect(figures.configs).toHaveLength(3);
    for (const config of figures.configs) {
      expect(config.levels[0].overall.count).toBeGreaterThan(0);
      expect(config.levels[0].overall.p99).toBeGreaterThan(0);
      for (const kind of KINDS) {
        // Measured alone: every kind answered, and its CPU (less the idle processes' own) is a figure.
        const cpu = config.cpuMsPerRequest[kind.name];
        expect(cpu.requests, kind.name).toBeGreaterThan(0);
        expect(cpu.errors, kind.name).toBe(0);
        expect(cpu.cpuMs, kind.name).toBeGreaterThanOrEqual(0);
      }
    }
    fs.rmSync(path.join(root, json as string));
  }, 180_000);
});
