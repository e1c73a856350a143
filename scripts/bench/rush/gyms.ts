// Fresh copies of a demo gym for each run (never the seeded originals, which other runs share) and
// the app processes over them: SQLite copies the file, PostgreSQL copies the database as a template.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type AppServer, startApp, stop } from '../speed/processes.js';

const root = path.resolve(import.meta.dirname, '../../..');

export interface Config {
  name: string;
  db: 'sqlite' | 'postgres';
  processes: number;
}

export const CONFIGS: Config[] = [
  { name: 'SQLite, 1 process', db: 'sqlite', processes: 1 },
  { name: 'PostgreSQL, 1 process', db: 'postgres', processes: 1 },
  { name: 'PostgreSQL, 2 processes', db: 'postgres', processes: 2 },
];

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'palaestra-rush-'));

/** Seeds the tiny smoke gym (as speed.ts's smoke does) into a folder or a PostgreSQL database. */
export function seedTinyGym(env: Record<string, string>): void {
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/tsx/dist/cli.mjs'),
      path.join(root, 'scripts/seed.ts'),
      ...['--members', '40', '--bills', '2000', '--records', '200'],
    ],
    { env: { ...process.env, ...env }, stdio: 'ignore' },
  );
}

function withDatabase(url: string, name: string): string {
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  return copy.toString();
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const createDatabase = (url: string, name: string) =>
  onServer(url, (c) => c.query(`create database "${name}"`)).then(() => withDatabase(url, name));
export const dropDatabase = (url: string, name: string) =>
  onServer(url, (c) => c.query(`drop database if exists "${name}" with (force)`));

/** A template copy needs the source to have no connections; another run may hold one a moment. */
async function copyDatabase(sourceUrl: string, name: string): Promise<string> {
  const source = new URL(sourceUrl).pathname.slice(1);
  for (let attempt = 1; ; attempt += 1) {
    try {
      await onServer(sourceUrl, (c) => c.query(`create database "${name}" template "${source}"`));
      return withDatabase(sourceUrl, name);
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    }
  }
}

export interface RunningGym {
  apps: AppServer[];
  /** The PostgreSQL copy the processes share; null on SQLite. */
  databaseUrl: string | null;
  close(): Promise<void>;
}

/** A fresh copy of the gym and `config.processes` app processes over it. */
export async function startGym(
  config: Config,
  source: { sqliteDir: string; postgresUrl: string | null },
  timeZone: string,
): Promise<RunningGym> {
  const folders: string[] = [];
  const folder = () => {
    const dir = tempDir();
    folders.push(dir);
    return dir;
  };
  let database: { url: string; name: string } | null = null;
  const env: Record<string, string> = { GYM_TIMEZONE: timeZone };
  // The load-shedding limits, when set for the run (OVERLOAD_MAX_LAG_MS=30 npm run bench -- --rush).
  for (const [name, value] of Object.entries(process.env)) if (name.startsWith('OVERLOAD_') && value) env[name] = value;
  if (config.db === 'sqlite') {
    const dir = folder();
    fs.copyFileSync(path.join(source.sqliteDir, 'gymdesk.db'), path.join(dir, 'gymdesk.db'));
    env.DATA_DIR = dir;
  } else {
    if (!source.postgresUrl) throw new Error('no PostgreSQL gym to copy');
    const name = `palaestra_rush_${process.pid}_${Date.now()}`;
    database = { url: await copyDatabase(source.postgresUrl, name), name };
    env.DATABASE_URL = database.url;
  }
  const apps: AppServer[] = [];
  const close = async () => {
    for (const app of apps) await stop(app.child);
    if (database && source.postgresUrl) await dropDatabase(source.postgresUrl, database.name);
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    // One after the other: the first applies any migration while the next waits for its lock.
    for (let i = 0; i < config.processes; i += 1) {
      apps.push(await startApp({ ...env, DATA_DIR: env.DATA_DIR ?? folder() }));
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { apps, databaseUrl: database?.url ?? null, close };
}
