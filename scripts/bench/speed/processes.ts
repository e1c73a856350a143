// The processes a benchmark run measures: the built Palaestra server (with the event-loop monitor
// preloaded) and the bare Fastify floor, each on its own 127.0.0.1 port, killed when the run ends.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort } from '../../../src/server/test/free-port.js';

const root = path.resolve(import.meta.dirname, '../../..');
export const BUILT_SERVER = path.join(root, 'dist/server/index.js');
const LOOP_MONITOR = path.join(import.meta.dirname, 'loop-monitor.mjs');
const BARE_FASTIFY = path.join(import.meta.dirname, 'bare-fastify.mjs');

const started = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of started) child.kill('SIGKILL');
});

function track(child: ChildProcess): ChildProcess {
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Polls GET url until it answers 200; the time from `since` to that answer, in ms. */
export async function waitForOk(url: string, child: ChildProcess, since: number, timeoutMs = 60_000): Promise<number> {
  let failure: string | null = null;
  child.once('exit', (code) => {
    failure = `the process exited (${code}) before ${url} answered`;
  });
  while (performance.now() - since < timeoutMs) {
    if (failure) throw new Error(failure);
    try {
      const response = await fetch(url);
      if (response.status === 200) return performance.now() - since;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

export interface AppServer {
  child: ChildProcess;
  baseUrl: string;
  /** From spawn to the first 200 from /healthz, in ms. */
  readyMs: number;
  /** The event loop's delay since the last reset, and the process's RSS now. */
  loop(command: 'reset' | 'read'): Promise<{ maxMs: number; p99Ms: number; rssBytes: number }>;
  /** The process's user + system CPU time since it started, in microseconds. */
  cpuMicros(): Promise<number>;
}

export async function startApp(env: Record<string, string>): Promise<AppServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const since = performance.now();
  const child = track(
    spawn(process.execPath, ['--import', LOOP_MONITOR, BUILT_SERVER], {
      env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), APP_URL: baseUrl, ...env },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    }),
  );
  const readyMs = await waitForOk(`${baseUrl}/healthz`, child, since);
  const loop = (command: 'reset' | 'read') =>
    new Promise<{ maxMs: number; p99Ms: number; rssBytes: number }>((resolve) => {
      child.once('message', (answer) => resolve(answer as { maxMs: number; p99Ms: number; rssBytes: number }));
      child.send(command);
    });
  const cpuMicros = () =>
    new Promise<number>((resolve) => {
      child.once('message', (answer) => resolve((answer as { cpuMicros: number }).cpuMicros));
      child.send('cpu');
    });
  return { child, baseUrl, readyMs, loop, cpuMicros };
}

export async function startBareFastify(): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = track(
    spawn(process.execPath, [BARE_FASTIFY, String(port)], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] }),
  );
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the bare Fastify server exited (${code})`)));
  });
  return { child, url: `http://127.0.0.1:${port}/json` };
}

/** How long `command` takes from spawn to a 200 from /healthz (the data folder's server must be stopped). */
export async function timeToHealthy(command: string[], env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const since = performance.now();
  const child = track(
    spawn(command[0] as string, command.slice(1), {
      cwd: root,
      env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
      // Its own process group: `npm start` runs the server as a grandchild, and the whole group goes.
      detached: true,
    }),
  );
  try {
    return await waitForOk(`http://127.0.0.1:${port}/healthz`, child, since);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-(child.pid as number), 'SIGTERM');
    await exited;
  }
}

export function builtServerExists(): boolean {
  return fs.existsSync(BUILT_SERVER);
}
