// The ledger's invariants under webhook deliveries in any order, repeated: for each scenario
// (ledger-scenarios.testbed.ts), random permutations of its events with random duplicates are
// delivered as the route does (verified, stored, applied; every fourth run through the real route
// over HTTP with signed bodies), the invariants are checked after EVERY delivery, and the scenario
// must end the same as when its events came in Stripe's usual order. On SQLite and PostgreSQL.
// Refund events wait in the inbox until the refunds part is wired in (event-handlers.ts); the
// scenarios that have them still check that nothing is recorded twice or lost meanwhile.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../../../test/http.js';
import { ManualClock } from '../../../test/manual-clock.js';
import { ledgerViolations } from '../ledger-invariants.js';
import { sweepInbox } from './inbox.js';
import { buildScenario, SCENARIOS, type Scenario, scenarioState } from './ledger-scenarios.testbed.js';
import { deliverOverHttp, deliverToInbox, type StripePayload, TEST_STRIPE_ENV } from './webhook.testbed.js';

const RUNS_PER_SCENARIO = 12;
const MAX_DUPLICATES = 3;

let started: TestApp;
beforeAll(async () => {
  started = await startApp(TEST_STRIPE_ENV, { clock: new ManualClock(new Date()) });
});
afterAll(() => started.close());

async function deliver(payload: StripePayload, overHttp: boolean) {
  if (!overHttp) return deliverToInbox(started.app.deps, payload);
  const response = await deliverOverHttp(started.app, payload);
  expect(response.statusCode).toBe(200);
}

async function expectLedgerRight(after: string) {
  expect({ after, violations: await ledgerViolations(started.app.deps.db) }).toEqual({ after, violations: [] });
}

async function prepare(s: Scenario) {
  for (const payload of s.before) await deliver(payload, false);
  await s.afterBefore?.(started.app.deps.db);
}

describe('webhook deliveries in any order, repeated', () => {
  it('keep the ledger right after every event and end the same as in order', async () => {
    let runs = 0;
    let events = 0;
    for (const name of SCENARIOS) {
      const reference = await buildScenario(started.app.deps.db, name, `${name}-in-order`);
      await prepare(reference);
      for (const payload of reference.events) await deliver(payload, false);
      await sweepInbox(started.app.deps);
      const expected = await scenarioState(started.app.deps.db, reference);

      const n = reference.events.length;
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.nat(n - 1), { maxLength: MAX_DUPLICATES }),
          fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
            minLength: n + MAX_DUPLICATES,
            maxLength: n + MAX_DUPLICATES,
          }),
          async (duplicates, keys) => {
            runs += 1;
            const overHttp = runs % 4 === 0;
            const s = await buildScenario(started.app.deps.db, name, `${name}-${runs}`);
            await prepare(s);
            const order = [...s.events.map((_, i) => i), ...duplicates]
              .map((index, at) => ({ index, key: keys[at] as number }))
              .sort((a, b) => a.key - b.key)
              .map(({ index }) => index);
            for (const index of order) {
              const payload = s.events[index] as StripePayload;
              await deliver(payload, overHttp);
              events += 1;
              await expectLedgerRight(`${name} run ${runs}: ${payload.type} ${payload.id}`);
            }
            await sweepInbox(started.app.deps);
            await expectLedgerRight(`${name} run ${runs}: the sweep`);
            expect({ name, order, state: await scenarioState(started.app.deps.db, s) }).toEqual({
              name,
              order,
              state: expected,
            });
          },
        ),
        { numRuns: RUNS_PER_SCENARIO },
      );
    }
    console.log(`webhook ledger property: ${runs} runs (${SCENARIOS.length} scenarios), ${events} deliveries`);
  }, 240_000);
});
