// Mutation testing of the rule files: `npm run test:mutation` (not part of `npm test`). About 1,400
// mutants: a full run took 43 min on two cores; `npm run test:mutation -- --incremental` reruns only
// the mutants whose code or tests changed since the last run. Every mutant left alive is listed, with
// why, in stryker-survivors.md.
//
// No type checker: Stryker's TypeScript checker loads the TypeScript compiler's JavaScript API, and
// TypeScript 7 has none, so mutants that would not type-check are run (and counted) like the rest.
//
// Tests: vitest.stryker.config.ts — the tests written about these rules, on SQLite only, in this
// process (tests that start another process cannot kill a mutant; see that file for what else is
// left out and why).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.stryker.config.ts', related: true },
  coverageAnalysis: 'perTest',
  // Stryker rewrites `extends`/`references` paths of the tsconfig it is pointed at with the same
  // missing TypeScript API (it throws). Ours has neither, so point it at no file: tsconfig.json is
  // copied into the sandbox unchanged.
  tsconfigFile: 'no-tsconfig-to-rewrite.json',
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    // Money
    'src/shared/money.ts',
    // The ledger and the billing run
    'src/server/features/billing/bills.service.ts',
    'src/server/features/billing/payments.service.ts',
    'src/server/features/billing/billing.run.ts',
    // Plans and memberships
    'src/server/features/plans/plans.service.ts',
    'src/server/features/memberships/memberships.service.ts',
    // Booking and the waiting list
    'src/server/features/classes/bookings.service.ts',
    // Check-in rules
    'src/server/features/checkins/checkins.service.ts',
    // Access builders
    'src/server/trpc/procedures.ts',
    // CSRF and rate limits
    'src/server/security/csrf.ts',
    'src/server/security/rate-limits.ts',
    // Sessions, sign-in and password reset
    'src/server/auth/sessions.ts',
    'src/server/auth/kysely-adapter.ts',
    'src/server/features/auth/sign-in.service.ts',
    'src/server/features/auth/password-reset.service.ts',
    // Return paths after sign-in (and who may open which dashboard)
    'src/shared/roles.ts',
    // Pagination: page fields, keyset cursors, and the pending-requests page
    'src/shared/pagination.ts',
    'src/server/lib/cursor.ts',
    'src/server/trpc/keyset-page.ts',
    'src/server/features/requests/requests.queries.ts',
  ],
  // A leading '/' anchors each pattern at the project root; without it 'reports' would also drop
  // src/**/reports from the sandbox.
  ignorePatterns: ['/dist', '/data', '/e2e', '/docs', '/deploy', '/coverage', '/test-results', '/bench-results'],
  // Static mutants (values fixed when a module loads: the shipped rate limits, the reset link's
  // lifetime, the amount and return-path patterns, the zod schemas) cannot be traced to the tests
  // that use them, so each would rerun every related test — nearly the whole server suite, since the
  // app imports them all: about 270 mutants at minutes each, hours per run. They are left out of the
  // run and the score; stryker-survivors.md names the tests that pin those values instead.
  ignoreStatic: true,
  concurrency: 2,
  timeoutMS: 30_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // Where --incremental keeps its results: inside the git-ignored report folder.
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
  thresholds: { high: 95, low: 90, break: 90 },
};
