// Global setup of the postgres test project: one database per test run, created here and dropped at
// the end, so runs never see each other's schemas; beside it the run's template database (migrated and
// seeded, see template-database.ts), which each test database is created from. An unreachable server fails the run with a clear
// message (vitest.config.ts leaves the project out, loudly, only outside CI).
import crypto from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { DEFAULT_TEST_DATABASE_URL } from './databases.js';
import { buildTemplateDatabase, templateNameOf } from './template-database.js';

const RUN_PREFIX = 'gd_run_';
/** Databases of runs that died without their teardown are dropped once they are this old. */
const STALE_AFTER_SECONDS = 6 * 60 * 60;

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`PostgreSQL tests need a server at ${url} (set TEST_DATABASE_URL): ${(error as Error).message}`);
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  const now = Math.floor(Date.now() / 1000);
  const name = `${RUN_PREFIX}${now}_${crypto.randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like '${RUN_PREFIX}%'`,
    );
    // A run's template and test databases share its prefix and its start time.
    for (const { datname } of rows) {
      const startedAt = Number(datname.slice(RUN_PREFIX.length).split('_')[0]);
      if (now - startedAt > STALE_AFTER_SECONDS) await client.query(`drop database if exists ${datname} with (force)`);
    }
    await client.query(`create database ${name}`);
    await client.query(`create database ${templateNameOf(name)}`);
  });
  const runUrl = new URL(serverUrl);
  runUrl.pathname = `/${name}`;
  const templateUrl = new URL(serverUrl);
  templateUrl.pathname = `/${templateNameOf(name)}`;
  await buildTemplateDatabase({ dialect: 'postgres', url: templateUrl.toString() });
  project.provide('postgresRunUrl', runUrl.toString());
  return async () => {
    await onServer(serverUrl, async (client) => {
      // Test databases a crashed worker left behind, then the template and the run's own.
      const { rows } = await client.query<{ datname: string }>(
        `select datname from pg_database where datname like '${name}\\_%'`,
      );
      for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
      await client.query(`drop database if exists ${name} with (force)`);
    });
  };
}
