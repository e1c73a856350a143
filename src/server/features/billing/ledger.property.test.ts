// The ledger's invariants under random sequences of everything that moves money — manual bills,
// payments (two at the same moment included), a member's whole balance collected at once (two desks at
// the same moment included, and a balance that changed since it was shown), voids, plan changes,
// pauses and cancellations, and billing runs over simulated months — checked after every step, on
// SQLite and on PostgreSQL. The totals kept for the key numbers are recounted after every step too.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, dateInZone } from '../../../shared/calendar.js';
import { monthSoFar } from '../../../shared/dashboard.schemas.js';
import {
  createAccount,
  createTestDatabase,
  createTestDeps,
  type TestAccount,
  type TestDatabase,
} from '../../test/harness.js';
import { ManualClock } from '../../test/manual-clock.js';
import { addPlan, memberOnPlan } from '../../test/money.js';
import type { AppDeps } from '../../trpc/context.js';
import { keyNumbers } from '../dashboard/dashboard.service.js';
import { cancelMembership, changePlan, pauseMembership, resumeMembership } from '../memberships/memberships.service.js';
import type { Plan } from '../plans/plans.queries.js';
import { runBilling } from './billing.run.js';
import { createManualBill, voidBill } from './bills.service.js';
import { collectBalance } from './collect.service.js';
import { memberBalance } from './member-bills.queries.js';
import { recordPayment } from './payments.service.js';

const RUNS = 30;
const STEPS = 40;

type Step =
  | { kind: 'bill'; member: number; cents: number }
  | { kind: 'pay'; bill: number; share: number; method: 'cash' | 'card' }
  | { kind: 'payTwiceAtOnce'; bill: number; share: number }
  | { kind: 'void'; bill: number }
  /** The member's balance (off by `stale` cents: shown before it changed) by one desk or two at once. */
  | { kind: 'collect'; member: number; desks: 1 | 2; stale: number }
  | { kind: 'changePlan'; member: number; plan: number }
  | { kind: 'pause' | 'resume' | 'cancel'; member: number }
  | { kind: 'days'; days: number };

const MEMBERS = 3;
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('bill' as const),
      member: fc.nat(MEMBERS - 1),
      cents: fc.integer({ min: 1, max: 50_000 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      bill: fc.nat(40),
      share: fc.double({ min: 0.01, max: 1.3, noNaN: true }),
      method: fc.constantFrom('cash' as const, 'card' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('payTwiceAtOnce' as const),
      bill: fc.nat(40),
      share: fc.double({ min: 0.3, max: 0.9, noNaN: true }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('void' as const), bill: fc.nat(40) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('collect' as const),
      member: fc.nat(MEMBERS - 1),
      desks: fc.constantFrom(1 as const, 2 as const),
      stale: fc.constantFrom(0, 0, 0, 1, -1),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('changePlan' as const), member: fc.nat(MEMBERS - 1), plan: fc.nat(3) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constantFrom('pause' as const, 'resume' as const, 'cancel' as const),
      member: fc.nat(MEMBERS - 1),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('days' as const), days: fc.integer({ min: 1, max: 45 }) }) },
);

interface World {
  t: TestDatabase;
  deps: AppDeps;
  clock: ManualClock;
  members: TestAccount[];
  plans: Plan[];
  admin: TestAccount;
  /** What collections wrote: how many went through, and their payments (one per bill paid). */
  collected: { collections: number; payments: number };
}

async function newWorld(): Promise<World> {
  const t = await createTestDatabase();
  const clock = new ManualClock('2026-01-29T10:00:00.000Z');
  const deps = createTestDeps(t, { clock });
  const plans = [
    await addPlan(t.db, 'Gold', 4999, 'monthly'),
    await addPlan(t.db, 'Quarter', 12_000, 'quarterly'),
    await addPlan(t.db, 'Annual', 39_900, 'yearly'),
    await addPlan(t.db, 'Drop-in', 0, 'none'),
  ];
  const members = [];
  for (let i = 0; i < MEMBERS; i++) members.push(await memberOnPlan(t.db, plans[i % 3] as Plan, '2026-01-29'));
  const admin = await createAccount(t.db, 'admin');
  return { t, deps, clock, members, plans, admin, collected: { collections: 0, payments: 0 } };
}

async function billIds(world: World): Promise<string[]> {
  return (await world.t.db.selectFrom('bills').select('id').orderBy('date').orderBy('id').execute()).map((b) => b.id);
}

async function apply(world: World, s: Step): Promise<void> {
  const { t, deps, clock } = world;
  const gym = await deps.settings.current();
  const act = { adminId: world.admin.id, ip: '127.0.0.1', now: clock.now(), gym, appUrl: deps.config.appUrl };
  const who = { adminId: world.admin.id, now: clock.now(), today: dateInZone(clock.now(), gym.timeZone) };
  const member = 'member' in s ? (world.members[s.member] as TestAccount) : undefined;
  const pickBill = async (index: number) => {
    const ids = await billIds(world);
    return ids.length === 0 ? undefined : (ids[index % ids.length] as string);
  };
  const remainingOf = async (billId: string) => {
    const bill = await t.db
      .selectFrom('bills')
      .select(['amountCents', 'paidCents'])
      .where('id', '=', billId)
      .executeTakeFirstOrThrow();
    return bill.amountCents - bill.paidCents;
  };
  switch (s.kind) {
    case 'bill':
      await createManualBill(
        t.db,
        { memberId: (member as TestAccount).id, amountCents: s.cents, description: 'Locker' },
        act,
      );
      return;
    case 'pay':
    case 'payTwiceAtOnce': {
      const billId = await pickBill(s.bill);
      if (!billId) return;
      // Shares above 1 try to pay more than remains: they must be refused and change nothing.
      const cents = Math.max(1, Math.round((await remainingOf(billId)) * s.share));
      const times = s.kind === 'pay' ? 1 : 2;
      await Promise.all(
        Array.from({ length: times }, () => recordPayment(t.db, { billId, amountCents: cents, method: 'cash' }, act)),
      );
      return;
    }
    case 'collect': {
      const memberId = (member as TestAccount).id;
      const amountCents = (await memberBalance(t.db, memberId)) + s.stale;
      if (amountCents <= 0) return;
      const outcomes = await Promise.all(
        Array.from({ length: s.desks }, () => collectBalance(t.db, { memberId, amountCents, method: 'card' }, act)),
      );
      const done = outcomes.flatMap((o) => (o.ok ? [o] : []));
      // Never two collections of one balance, and a stale amount is never taken.
      expect(done.length).toBe(s.stale === 0 ? 1 : 0);
      for (const o of done) {
        world.collected.collections += 1;
        world.collected.payments += o.bills.length;
      }
      return;
    }
    case 'void': {
      const billId = await pickBill(s.bill);
      if (billId) await voidBill(t.db, { billId, reason: 'Property test' }, act);
      return;
    }
    case 'changePlan':
      await t.db
        .transaction()
        .execute((tx) => changePlan(tx, (member as TestAccount).id, world.plans[s.plan] as Plan, who));
      return;
    case 'pause':
      await t.db.transaction().execute((tx) => pauseMembership(tx, (member as TestAccount).id, who));
      return;
    case 'resume': {
      const membership = await t.db
        .selectFrom('memberships')
        .select('planId')
        .where('userId', '=', (member as TestAccount).id)
        .executeTakeFirstOrThrow();
      const plan = world.plans.find((p) => p.id === membership.planId) as Plan;
      await t.db.transaction().execute((tx) => resumeMembership(tx, (member as TestAccount).id, plan, who));
      return;
    }
    case 'cancel':
      await t.db.transaction().execute((tx) => cancelMembership(tx, (member as TestAccount).id, who));
      return;
    case 'days':
      clock.set(`${addDays(dateInZone(clock.now(), 'UTC'), s.days)}T10:00:00.000Z`);
      await runBilling(deps);
      return;
  }
}

/** Everything that must hold after any step. */
async function checkInvariants(world: World): Promise<void> {
  const { db } = world.t;
  const bills = await db
    .selectFrom('bills')
    .select(['id', 'memberId', 'amountCents', 'paidCents', 'status', 'periodStart'])
    .execute();
  const payments = await db
    .selectFrom('payments')
    .select(['billId', 'memberId', 'amountCents', 'receiptNumber', 'paidOn'])
    .execute();
  const events = await db.selectFrom('events').select(['type']).execute();
  const count = (type: string) => events.filter((e) => e.type === type).length;

  for (const bill of bills) {
    // Money is integer cents; no bill is ever paid beyond its amount; statuses agree with the amounts.
    expect(Number.isSafeInteger(bill.amountCents) && Number.isSafeInteger(bill.paidCents)).toBe(true);
    expect(bill.paidCents).toBeGreaterThanOrEqual(0);
    expect(bill.paidCents).toBeLessThanOrEqual(bill.amountCents);
    if (bill.status === 'paid') expect(bill.paidCents).toBe(bill.amountCents);
    if (bill.status === 'open') expect(bill.paidCents).toBeLessThan(bill.amountCents);
    if (bill.status === 'void') expect(bill.paidCents).toBe(0);
    const paidIn = payments.filter((p) => p.billId === bill.id).reduce((sum, p) => sum + p.amountCents, 0);
    expect(paidIn).toBe(bill.paidCents);
  }
  for (const member of world.members) {
    const own = bills.filter((b) => b.memberId === member.id && b.status === 'open');
    const expected = own.reduce((sum, b) => sum + b.amountCents, 0) - own.reduce((sum, b) => sum + b.paidCents, 0);
    expect(await memberBalance(db, member.id)).toBe(expected);
  }
  await expectKeptTotalsRecounted(world, bills, payments);
  // One bill per member and period.
  const periods = bills.filter((b) => b.periodStart).map((b) => `${b.memberId}/${b.periodStart}`);
  expect(new Set(periods).size).toBe(periods.length);
  // Every money change wrote its event.
  expect(count('admin.bill_created') + count('system.bill_issued')).toBe(bills.length);
  expect(count('admin.payment_recorded') + world.collected.payments).toBe(payments.length);
  expect(count('admin.balance_collected')).toBe(world.collected.collections);
  expect(count('admin.bill_voided')).toBe(bills.filter((b) => b.status === 'void').length);
  // Receipts: 1..n within each year, each one member's (a collection's payments share one).
  const owners = new Map<string, Set<string>>();
  for (const p of payments) owners.set(p.receiptNumber, (owners.get(p.receiptNumber) ?? new Set()).add(p.memberId));
  for (const members of owners.values()) expect(members.size).toBe(1);
  const byYear = new Map<string, number[]>();
  for (const receiptNumber of owners.keys()) {
    const [, year, n] = /^R-(\d{4})-(\d{6})$/.exec(receiptNumber) ?? [];
    byYear.set(year as string, [...(byYear.get(year as string) ?? []), Number(n)]);
  }
  for (const numbers of byYear.values()) {
    expect(numbers.sort((a, b) => a - b)).toEqual(numbers.map((_, i) => i + 1));
  }
}

/**
 * The totals kept beside the ledger for the admin's key numbers (migration 0018's payment_days, 0017's
 * users.balance_cents) equal a full recount of the bills and payments, and so do the key numbers.
 */
async function expectKeptTotalsRecounted(
  world: World,
  bills: { amountCents: number; paidCents: number; status: string }[],
  payments: { amountCents: number; paidOn: string }[],
): Promise<void> {
  const { db } = world.t;
  const byDay = new Map<string, number>();
  for (const p of payments) byDay.set(p.paidOn, (byDay.get(p.paidOn) ?? 0) + p.amountCents);
  const keptDays = await db.selectFrom('paymentDays').select(['paidOn', 'collectedCents']).orderBy('paidOn').execute();
  const kept = keptDays.map((d) => [d.paidOn, Number(d.collectedCents)] as const).filter(([, cents]) => cents !== 0);
  expect(kept).toEqual([...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)));

  const gym = await world.deps.settings.current();
  const numbers = await keyNumbers(db, world.clock.now(), gym.timeZone);
  const month = monthSoFar(numbers.today);
  const owed = bills.filter((b) => b.status === 'open').reduce((sum, b) => sum + b.amountCents - b.paidCents, 0);
  const collected = payments
    .filter((p) => p.paidOn >= month.startDate && p.paidOn <= month.endDate)
    .reduce((sum, p) => sum + p.amountCents, 0);
  expect([numbers.outstandingCents, numbers.collectedThisMonthCents]).toEqual([owed, collected]);
}

let open: TestDatabase | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe('the ledger', () => {
  it(`keeps its invariants through ${RUNS} random histories of ${STEPS} steps`, { timeout: 240_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: STEPS }), async (steps) => {
        const world = await newWorld();
        open = world.t;
        try {
          for (const s of steps) {
            await apply(world, s);
            await checkInvariants(world);
          }
          if (process.env.LEDGER_STATS) {
            const db = world.t.db;
            const c = async (table: 'bills' | 'payments') => (await db.selectFrom(table).select('id').execute()).length;
            console.log(`STATS bills=${await c('bills')} payments=${await c('payments')}`);
          }
        } finally {
          await world.t.close();
          open = undefined;
        }
      }),
      { numRuns: RUNS, seed: Number(process.env.LEDGER_SEED ?? Date.now() % 2 ** 31) },
    );
  });
});
