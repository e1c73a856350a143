// Where a test's data lives. The same test file runs once per dialect (a vitest project each, see
// vitest.config.ts); TEST_DIALECT says which one this run is. Each test gets its own place, so test
// files run in parallel without seeing each other's rows: a copy of the run's template (a SQLite file in
// a temporary folder, or a PostgreSQL database created from the template database), or, for the tests
// of the migrations, an empty SQLite file or PostgreSQL schema.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseTarget } from '../config.js';
import type { Dialect } from '../db/database.js';
import { copySqliteTemplate, templateNameOf } from './template-database.js';

export const TEST_DIALECT: Dialect = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

/** The server the PostgreSQL tests use; its database only serves to create one database per run. */
export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export function tempDir(prefix = 'palaestra-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** The database this test run created for itself (postgres project only; see postgres-global-setup). */
function runDatabaseUrl(): string {
  const url = inject('postgresRunUrl');
  if (!url) throw new Error('TEST_DIALECT=postgres needs the postgres project, whose global setup creates a database');
  return url;
}

/** The URL with a search_path, so every unqualified table name lands in that schema. */
export function urlWithSchema(url: string, schema: string): string {
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  return withSchema.toString();
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface EmptyDatabase {
  target: DatabaseTarget;
  dialect: Dialect;
  /** A temporary folder of the test's own (the SQLite file lives here; also usable as DATA_DIR). */
  dir: string;
  /** Removes the data and the folder. */
  drop(): Promise<void>;
}

/** An empty database of this run's dialect, not yet migrated. */
export async function createEmptyDatabase(): Promise<EmptyDatabase> {
  const dir = tempDir();
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });
  if (TEST_DIALECT === 'sqlite') {
    return {
      target: { dialect: 'sqlite', file: path.join(dir, 'gymdesk.db') },
      dialect: 'sqlite',
      dir,
      async drop() {
        removeDir();
      },
    };
  }
  const runUrl = runDatabaseUrl();
  const schema = `t_${crypto.randomBytes(8).toString('hex')}`;
  await withAdminClient(runUrl, (client) => client.query(`create schema ${schema}`));
  return {
    target: { dialect: 'postgres', url: urlWithSchema(runUrl, schema) },
    dialect: 'postgres',
    dir,
    async drop() {
      await withAdminClient(runUrl, (client) => client.query(`drop schema if exists ${schema} cascade`));
      removeDir();
    },
  };
}

/** A copy of the run's migrated, seeded template database (see template-database.ts). */
export async function createTemplateCopy(): Promise<EmptyDatabase> {
  const dir = tempDir();
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });
  if (TEST_DIALECT === 'sqlite') {
    const template = inject('sqliteTemplateFile');
    if (!template)
      throw new Error('TEST_DIALECT=sqlite needs the sqlite project, whose global setup builds a template');
    const file = path.join(dir, 'gymdesk.db');
    copySqliteTemplate(template, file);
    return { target: { dialect: 'sqlite', file }, dialect: 'sqlite', dir, drop: async () => removeDir() };
  }
  const runUrl = runDatabaseUrl();
  const runName = new URL(runUrl).pathname.slice(1);
  const name = `${runName}_t${crypto.randomBytes(6).toString('hex')}`;
  await withAdminClient(runUrl, (client) =>
    client.query(`create database ${name} template ${templateNameOf(runName)}`),
  );
  const url = new URL(runUrl);
  url.pathname = `/${name}`;
  return {
    target: { dialect: 'postgres', url: url.toString() },
    dialect: 'postgres',
    dir,
    async drop() {
      await withAdminClient(runUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
      removeDir();
    },
  };
}

/**
 * A whole PostgreSQL database of its own, for tests that start app processes on it (a search_path
 * schema would do too, but a database is what a deployment has).
 */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const runUrl = runDatabaseUrl();
  const name = `gd_proc_${crypto.randomBytes(6).toString('hex')}`;
  await withAdminClient(runUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(runUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await withAdminClient(runUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The database this run of the postgres project created; empty in the other projects. */
    postgresRunUrl: string;
    /** The sqlite project's migrated, seeded file every test database copies; empty elsewhere. */
    sqliteTemplateFile: string;
  }
}
