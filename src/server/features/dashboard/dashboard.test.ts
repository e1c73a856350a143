// The admin dashboard's key numbers: what a gym owner reads first thing, counted in the gym's day and
// month (GYM_TIMEZONE), never the server's.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError } from '../../test/api-error.js';
import {
  billFixture,
  callerAs,
  createAccount,
  createRouterTestbed,
  createTestDeps,
  TEST_GYM,
  type TestAccount,
  type TestDatabase,
} from '../../test/harness.js';
import { ManualClock } from '../../test/manual-clock.js';
import { gymIn } from '../../test/money.js';
import type { AppDeps } from '../../trpc/context.js';
import { insertBill } from '../billing/billing.queries.js';

let t: TestDatabase;
let deps: AppDeps;
let admin: TestAccount;
// 23:30 on 31 May in UTC is already 1 June in Sydney: the gym's month and day are June's.
const clock = new ManualClock('2026-05-31T23:30:00.000Z');

beforeEach(async () => {
  const bed = await createRouterTestbed();
  t = bed.testDb;
  admin = bed.admin;
  deps = createTestDeps(t, { clock, gym: gymIn('Australia/Sydney', TEST_GYM) });
});
afterEach(() => t.close());

describe('dashboard.keyNumbers', () => {
  it('is zero everywhere for a new gym', async () => {
    const caller = await callerAs(deps, admin);
    expect(await caller.dashboard.keyNumbers()).toEqual({
      today: '2026-06-01',
      pendingRequests: 0,
      activeMembers: 0,
      collectedThisMonthCents: 0,
      outstandingCents: 0,
      checkInsToday: 0,
    });
  });

  it("counts pending requests, active members, this month's payments, what is owed and today's check-ins", async () => {
    const caller = await callerAs(deps, admin);
    const [ann, bob] = [await createAccount(t.db, 'member'), await createAccount(t.db, 'member')];
    await createAccount(t.db, 'pending');
    await createAccount(t.db, 'pending');
    await caller.memberships.pause({ userId: bob.id });
    const bill = await insertBill(t.db, billFixture(ann.id, { amountCents: 5000 }));
    await insertBill(t.db, billFixture(bob.id, { amountCents: 1250 }));
    await caller.bills.recordPayment({ billId: bill.id, amount: '20', method: 'cash' });
    // Paid in May (the gym's yesterday): not this month.
    await caller.bills.recordPayment({ billId: bill.id, amount: '5', method: 'cash', paidOn: '2026-05-31' });
    await caller.checkIns.checkInMember({ userId: ann.id });

    expect(await caller.dashboard.keyNumbers()).toEqual({
      today: '2026-06-01',
      pendingRequests: 2,
      activeMembers: 1,
      collectedThisMonthCents: 2000,
      outstandingCents: 5000 - 2500 + 1250,
      checkInsToday: 1,
    });
  });

  it('is for administrators only', async () => {
    const member = await createAccount(t.db, 'member');
    expect((await apiError((await callerAs(deps, member)).dashboard.keyNumbers())).code).toBe('FORBIDDEN');
    expect((await apiError((await callerAs(deps)).dashboard.keyNumbers())).code).toBe('UNAUTHORIZED');
  });
});
