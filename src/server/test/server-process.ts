// The built server (dist/server/index.js, built by the test projects' global setup) as a real child
// process, the way `npm start` and the Docker image run it, with helpers to await its log lines.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { tempDir } from './databases.js';
import { freePort } from './free-port.js';

export const BUILT_SERVER = path.resolve(import.meta.dirname, '../../../dist/server/index.js');
export const BUILT_CLI = (name: 'create-admin' | 'backup' | 'restore') =>
  path.resolve(import.meta.dirname, `../../../dist/server/cli/${name}.js`);

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Resolves with the `count`th log line matching, or rejects if the process ends first. */
  waitForLine(pattern: RegExp, count?: number): Promise<string>;
  stdout(): string;
  stderr(): string;
  /** SIGKILL if still running; resolves once it has exited. */
  kill(): Promise<void>;
}

const running = new Set<ServerProcess>();

/** Kills every process started by this file's tests (call it in afterEach). */
export async function killServerProcesses(): Promise<void> {
  await Promise.all([...running].map((p) => p.kill()));
}

export function spawnNode(
  args: string[],
  env: Record<string, string | undefined>,
  options: { uid?: number; gid?: number } = {},
): ServerProcess {
  const child = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const lines: string[] = [];
  const waiters = new Set<() => boolean>();
  readline.createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    stdout += `${line}\n`;
    lines.push(line);
    for (const check of [...waiters]) if (check()) waiters.delete(check);
  });
  const handle: ServerProcess = {
    child,
    exited,
    waitForLine: (pattern, count = 1) =>
      new Promise<string>((resolve, reject) => {
        const check = () => {
          const matching = lines.filter((line) => pattern.test(line));
          if (matching.length < count) return false;
          resolve(matching[count - 1] as string);
          return true;
        };
        if (!check()) waiters.add(check);
        void exited.then((code) =>
          reject(new Error(`process exited (${code}) before logging ${pattern}:\n${stderr}\n${stdout}`)),
        );
      }),
    stdout: () => stdout,
    stderr: () => stderr,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
      running.delete(handle);
    },
  };
  running.add(handle);
  void exited.then(() => running.delete(handle));
  return handle;
}

/** The built server with this environment (HOST defaults to 127.0.0.1). */
export function startServerProcess(env: Record<string, string | undefined>, options?: { uid?: number; gid?: number }) {
  return spawnNode([BUILT_SERVER], { HOST: '127.0.0.1', ...env }, options);
}

/** One of several app processes on a shared PostgreSQL database, as behind a reverse proxy. */
export interface Replica {
  process: ServerProcess;
  /** Where the test reaches it. */
  url: string;
  /** The origin its forms must come from (its APP_URL). */
  origin: string;
}

/**
 * The built server on `databaseUrl`, on a free port, with a data folder of its own that goes when the
 * process ends. It is listening, though its database may not be ready: wait for "Palaestra is running".
 */
export async function startReplica(databaseUrl: string, env: Record<string, string> = {}): Promise<Replica> {
  const port = await freePort();
  const dataDir = tempDir('palaestra-replica-');
  const process = startServerProcess({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PORT: String(port), ...env });
  void process.exited.then(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  return { process, url: `http://127.0.0.1:${port}`, origin: `http://localhost:${port}` };
}
