// Each key number agrees with the list its link opens: the admin who clicks "3 Pending requests"
// finds three requests there. Asked of both answers through the procedures the two screens call, on
// a gym whose day is not the server's (Sydney), with what each list must leave out: paused and
// cancelled members, void and paid bills, last month's payments and yesterday's check-ins.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { monthSoFar } from '../../../shared/dashboard.schemas.js';
import {
  billFixture,
  callerAs,
  createAccount,
  createRouterTestbed,
  createTestDeps,
  insertTestBills,
  TEST_GYM,
  type TestAccount,
  type TestDatabase,
} from '../../test/harness.js';
import { ManualClock } from '../../test/manual-clock.js';
import { gymIn } from '../../test/money.js';
import type { AppDeps } from '../../trpc/context.js';

let t: TestDatabase;
let deps: AppDeps;
let admin: TestAccount;
// 23:30 on 15 June in UTC is 09:30 on 16 June in Sydney: the gym's day is the 16th.
const NOW = '2026-06-15T23:30:00.000Z';
const clock = new ManualClock(NOW);

beforeEach(async () => {
  clock.set(NOW);
  const bed = await createRouterTestbed();
  t = bed.testDb;
  admin = bed.admin;
  deps = createTestDeps(t, { clock, gym: gymIn('Australia/Sydney', TEST_GYM) });
});
afterEach(() => t.close());

type Caller = Awaited<ReturnType<typeof callerAs>>;

/** Every open bill as the Billing list pages through them (?status=open), and what is left on each. */
async function openBillsListed(caller: Caller): Promise<{ count: number; remainingCents: number }> {
  let cursor: string | undefined;
  let count = 0;
  let remainingCents = 0;
  do {
    const page = await caller.bills.list({ status: 'open', cursor, limit: 20 });
    count += page.items.length;
    for (const bill of page.items) remainingCents += bill.remainingCents;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return { count, remainingCents };
}

describe('each key number agrees with the list it links to', () => {
  it('on both databases, with what each list leaves out', async () => {
    const caller = await callerAs(deps, admin);
    const [ann, bob, cat, dan] = [
      await createAccount(t.db, 'member'),
      await createAccount(t.db, 'member'),
      await createAccount(t.db, 'member'),
      await createAccount(t.db, 'member'),
    ];
    for (let i = 0; i < 3; i += 1) await createAccount(t.db, 'pending');
    await caller.memberships.pause({ userId: bob.id });
    await caller.memberships.cancel({ userId: cat.id });

    // Yesterday (the gym's 15th) Ann checked in; today Ann and Dan did.
    clock.set('2026-06-14T23:30:00.000Z');
    await caller.checkIns.checkInMember({ userId: ann.id });
    clock.set(NOW);
    await caller.checkIns.checkInMember({ userId: ann.id });
    await caller.checkIns.checkInMember({ userId: dan.id });

    // More open bills than one page of the Billing list, one of them partly paid this month and last.
    const owed = await caller.bills.create({ memberId: ann.id, amount: '50.00' });
    await caller.bills.recordPayment({ billId: owed.id, amount: '20', method: 'cash' });
    await caller.bills.recordPayment({ billId: owed.id, amount: '5', method: 'cash', paidOn: '2026-05-31' });
    await insertTestBills(
      t.db,
      Array.from({ length: 23 }, (_, i) => billFixture(bob.id, { amountCents: 1000 + i })),
    );
    // Paid in full this month (no longer open), and void: neither is owed.
    const paid = await caller.bills.create({ memberId: dan.id, amount: '12.34' });
    await caller.bills.recordPayment({ billId: paid.id, amount: '12.34', method: 'card' });
    const voided = await caller.bills.create({ memberId: cat.id, amount: '99.00' });
    await caller.bills.void({ billId: voided.id, reason: 'Entered twice' });

    const numbers = await caller.dashboard.keyNumbers();
    expect(numbers).toMatchObject({
      today: '2026-06-16',
      pendingRequests: 3,
      activeMembers: 2,
      collectedThisMonthCents: 2000 + 1234,
      outstandingCents: 2500 + 23 * 1000 + (22 * 23) / 2,
      checkInsToday: 2,
    });

    // "Pending requests" → /requests
    const requests = await caller.requests.listPending({ page: 1, pageSize: 100 });
    expect([requests.total, requests.items.length]).toEqual([numbers.pendingRequests, numbers.pendingRequests]);

    // "Active members" → /members?status=active
    const active = await caller.members.list({ status: 'active', page: 1, pageSize: 100 });
    expect([active.total, active.items.length]).toEqual([numbers.activeMembers, numbers.activeMembers]);

    // "Collected this month" → Reports › Financial over the month so far (the link carries the days)
    const report = await caller.reports.financial(monthSoFar(numbers.today));
    expect(report.collectedCents).toBe(numbers.collectedThisMonthCents);

    // "Outstanding" → /billing?status=open: what is left on every open bill listed
    const open = await openBillsListed(caller);
    expect(open.count).toBe(24);
    expect(open.remainingCents).toBe(numbers.outstandingCents);

    // "Check-ins today" → /check-in, whose count is of the gym's day
    const desk = await caller.checkIns.today();
    expect([desk.day, desk.total]).toEqual([numbers.today, numbers.checkInsToday]);
  });
});
