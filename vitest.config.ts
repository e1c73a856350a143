// Four test projects. Every server test file runs twice, once per database (sqlite and postgres),
// except `*.sqlite.test.ts` files, about the SQLite file itself (backups, crash safety, its lock),
// and `*.postgres.test.ts` files, about several app processes sharing one PostgreSQL database.
// Client and shared code run once (unit), and so do `*.data.test.ts` files under src/server, which check
// data shipped with the app (the exercise library) without a database; the browser walks run last (e2e).
import net from 'node:net';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const SERVER_TESTS = ['src/server/**/*.test.ts', 'migrations/**/*.test.ts'];
const SERVER_DATA_TESTS = 'src/server/**/*.data.test.ts';
const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether something answers on the PostgreSQL port (the global setup then checks for real). */
function postgresReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

function serverProject(dialect: 'sqlite' | 'postgres'): TestProjectInlineConfiguration {
  return {
    test: {
      name: dialect,
      include: SERVER_TESTS,
      exclude: [
        '**/node_modules/**',
        SERVER_DATA_TESTS,
        dialect === 'postgres' ? '**/*.sqlite.test.ts' : '**/*.postgres.test.ts',
      ],
      environment: 'node',
      env: { TEST_DIALECT: dialect },
      setupFiles: ['src/test-setup.ts'],
      globalSetup: [
        'src/server/test/build-server-global-setup.ts',
        dialect === 'postgres' ? 'src/server/test/postgres-global-setup.ts' : 'src/server/test/sqlite-global-setup.ts',
      ],
      testTimeout: 20_000,
      hookTimeout: 30_000,
    },
  };
}

export default defineConfig(async () => {
  const databaseUrl = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  const withPostgres = process.env.CI === 'true' || (await postgresReachable(databaseUrl));
  if (!withPostgres) {
    const rule = '!'.repeat(78);
    console.warn(
      `\n${rule}\n  SKIPPING every PostgreSQL test: nothing answers at ${databaseUrl}.\n  Start PostgreSQL or set TEST_DATABASE_URL. (With CI=true this is a failure.)\n${rule}\n`,
    );
  }
  return {
    test: {
      projects: [
        {
          plugins: [react()],
          test: {
            name: 'unit',
            include: [
              'src/client/**/*.test.{ts,tsx}',
              'src/shared/**/*.test.ts',
              'scripts/**/*.test.ts',
              SERVER_DATA_TESTS,
            ],
            environment: 'node',
            setupFiles: ['src/test-setup.ts', 'src/client/test/setup.ts'],
            testTimeout: 20_000,
            hookTimeout: 30_000,
          },
        },
        serverProject('sqlite'),
        ...(withPostgres ? [serverProject('postgres')] : []),
        {
          test: {
            name: 'e2e',
            include: ['e2e/**/*.e2e.ts'],
            environment: 'node',
            globalSetup: ['e2e/global-setup.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
            // One Chromium at a time: two cores are shared by the browser, the server and vitest.
            fileParallelism: false,
          },
        },
      ],
    },
  };
});
