// The tests the mutation run (stryker.config.mjs) uses: the tests written about the rules it mutates,
// in one process, on SQLite only. A mutant is run against every test that executes it, and the
// session layer, the membership start and the pending request are executed by nearly every server
// test (they are how the test harness makes accounts), so with the whole suite each surviving mutant
// there costs minutes; the rules must be pinned by their own tests anyway.
// Left out on purpose:
// - PostgreSQL: the same server tests a second time kill the same mutants at twice the cost.
// - tests that start the server or another process (index, crash safety, the data-folder lock,
//   several processes on one PostgreSQL, scripts/): a mutant lives only in this process.
// - the browser walks (e2e/), the client screens, the query-plan tests (indexes, not rules), and the
//   walks over every procedure (access.test.ts, robustness.test.ts): procedures.rules.test.ts pins
//   the access builders at a fraction of their cost.
// - global setups: the compiled server is only for the process-starting tests.
import { defineConfig } from 'vitest/config';

const RULE_TESTS = [
  'src/server/app.test.ts',
  'src/server/app.limits.test.ts',
  'src/server/security/*.test.ts',
  'src/server/auth/*.test.ts',
  'src/server/trpc/procedures.rules.test.ts',
  'src/server/lib/*.test.ts',
  'src/server/features/auth/*.test.ts',
  'src/server/features/billing/*.test.ts',
  'src/server/features/plans/*.test.ts',
  'src/server/features/memberships/*.test.ts',
  'src/server/features/classes/*.test.ts',
  'src/server/features/checkins/*.test.ts',
  'src/server/features/requests/*.test.ts',
];
const NOT_RULE_TESTS = ['**/*query-plans*.test.ts', '**/*.plans.test.ts', '**/*.postgres.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['src/test-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'sqlite',
          include: RULE_TESTS,
          exclude: ['**/node_modules/**', ...NOT_RULE_TESTS],
          environment: 'node',
          env: { TEST_DIALECT: 'sqlite' },
          setupFiles: ['src/test-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
