// What the billing run's tests start from: a fresh database whose clock the test moves, the app's
// services on it, and the few reads and steps every such test makes.
import { afterEach, beforeEach } from 'vitest';
import { createTestDatabase, createTestDeps, type TestDatabase } from '../../test/harness.js';
import { ManualClock } from '../../test/manual-clock.js';
import type { AppDeps } from '../../trpc/context.js';
import { runBilling } from './billing.run.js';

export interface BillingRunBed {
  t: TestDatabase;
  clock: ManualClock;
  deps: AppDeps;
}

/** Registers a fresh bed per test (31 January 2026, 09:00 UTC); call at the top of a test file. */
export function billingRunBed() {
  const bed = {} as BillingRunBed;
  beforeEach(async () => {
    bed.t = await createTestDatabase();
    bed.clock = new ManualClock('2026-01-31T09:00:00.000Z');
    bed.deps = createTestDeps(bed.t, { clock: bed.clock });
  });
  afterEach(() => bed.t.close());

  return {
    bed,
    /** A member's bills, in period order. */
    billsOf: (memberId: string) =>
      bed.t.db
        .selectFrom('bills')
        .select(['description', 'amountCents', 'issueDate', 'dueDate', 'periodStart', 'status'])
        .where('memberId', '=', memberId)
        .orderBy('periodStart')
        .execute(),
    /** The messages of a member's notifications. */
    noticesTo: (memberId: string) =>
      bed.t.db.selectFrom('notifications').select('message').where('memberId', '=', memberId).execute(),
    /** Runs billing at 09:00 UTC on that day (as another process when given its deps). */
    runOn: (day: string, on: AppDeps = bed.deps) => {
      bed.clock.set(`${day}T09:00:00.000Z`);
      return runBilling(on);
    },
  };
}
