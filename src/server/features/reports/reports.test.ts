import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  billFixture,
  callerAs,
  createAccount,
  createRouterTestbed,
  insertTestBills,
  type TestAccount,
  type TestDatabase,
} from '../../test/harness.js';
import { addPlan } from '../../test/money.js';
import type { AppDeps } from '../../trpc/context.js';

let t: TestDatabase;
let deps: AppDeps;
let admin: TestAccount;

beforeEach(async () => {
  ({ testDb: t, deps, admin } = await createRouterTestbed());
});
afterEach(async () => {
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** Bills are created by another feature's procedure; here they go straight into the table. */
async function insertBills(
  memberId: string,
  bills: Array<{ amountCents: number; date: string; issueDate?: string; planId?: string | null }>,
) {
  const fixtures = bills.map((b) => billFixture(memberId, { createdBy: admin.id, ...b }));
  const ids = await insertTestBills(t.db, fixtures);
  return fixtures.map((bill, i) => ({ ...bill, id: ids[i] as string }));
}

/** A plan by name, created (free, no recurring bill) if the gym does not have it yet. */
async function planId(name: string): Promise<string> {
  const existing = await t.db.selectFrom('plans').select('id').where('name', '=', name).executeTakeFirst();
  return existing?.id ?? (await addPlan(t.db, name, 0, 'none')).id;
}

async function adminCaller() {
  return callerAs(deps, admin);
}

describe('reports.membership', () => {
  it('counts members, pending requests, new members and members by plan (the "membership type")', async () => {
    await planId('Family'); // a plan nobody is on is listed with 0
    const [, premium, longAgo, recent] = [
      await createAccount(t.db, 'member'),
      await createAccount(t.db, 'member'),
      await createAccount(t.db, 'member'),
      await createAccount(t.db, 'member'),
    ];
    await t.db
      .updateTable('memberships')
      .set({ planId: await planId('Premium') })
      .where('userId', '=', premium.id)
      .execute();
    const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
    await t.db
      .updateTable('users')
      .set({ joinDate: ago(31) })
      .where('id', '=', longAgo.id)
      .execute();
    await t.db
      .updateTable('users')
      .set({ joinDate: ago(29) })
      .where('id', '=', recent.id)
      .execute();
    await createAccount(t.db, 'pending');
    const approvedAlready = await createAccount(t.db, 'pending');
    await t.db
      .updateTable('memberRequests')
      .set({ status: 'approved' })
      .where('userId', '=', approvedAlready.id)
      .execute();

    const report = await (await adminCaller()).reports.membership();

    expect(report).toEqual({
      type: 'membership',
      generatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      totalMembers: 4,
      pendingRequests: 1,
      newMembersLast30Days: 3,
      membersByType: { Family: 0, Premium: 1, Standard: 3 },
      membersByStatus: { active: 4, paused: 0, cancelled: 0 },
      membersByPlanAndStatus: [
        { plan: 'Family', active: 0, paused: 0, cancelled: 0 },
        { plan: 'Premium', active: 1, paused: 0, cancelled: 0 },
        { plan: 'Standard', active: 3, paused: 0, cancelled: 0 },
      ],
    });
    expect(Math.abs(Date.parse(report.generatedAt) - Date.now())).toBeLessThan(60_000);
  });

  it('reports zeros for an empty gym', async () => {
    await expect((await adminCaller()).reports.membership()).resolves.toMatchObject({
      totalMembers: 0,
      pendingRequests: 0,
      newMembersLast30Days: 0,
      membersByType: { Standard: 0 },
      membersByStatus: { active: 0, paused: 0, cancelled: 0 },
      membersByPlanAndStatus: [{ plan: 'Standard', active: 0, paused: 0, cancelled: 0 }],
    });
  });

  it("counts members by status, and a plan's members without its cancelled ones", async () => {
    const premium = await planId('Premium');
    const members = await Promise.all(Array.from({ length: 6 }, () => createAccount(t.db, 'member')));
    const set = async (index: number, status: 'active' | 'paused' | 'cancelled', plan?: string) => {
      await t.db
        .updateTable('memberships')
        .set({ status, ...(plan ? { planId: plan } : {}) })
        .where('userId', '=', (members[index] as TestAccount).id)
        .execute();
    };
    // Standard: two active, one paused, one cancelled. Premium: one active, one cancelled.
    await set(2, 'paused');
    await set(3, 'cancelled');
    await set(4, 'active', premium);
    await set(5, 'cancelled', premium);
    // An archived plan that only cancelled members were ever on is still listed: they are counted.
    const old = await planId('Old Promo');
    const archivedMember = await createAccount(t.db, 'member');
    await t.db
      .updateTable('memberships')
      .set({ status: 'cancelled', planId: old })
      .where('userId', '=', archivedMember.id)
      .execute();
    await t.db.updateTable('plans').set({ archivedAt: new Date().toISOString() }).where('id', '=', old).execute();
    // An archived plan nobody was on is left out.
    const unused = await planId('Never Sold');
    await t.db.updateTable('plans').set({ archivedAt: new Date().toISOString() }).where('id', '=', unused).execute();

    const report = await (await adminCaller()).reports.membership();

    expect(report.membersByStatus).toEqual({ active: 3, paused: 1, cancelled: 3 });
    expect(report.membersByPlanAndStatus).toEqual([
      { plan: 'Old Promo', active: 0, paused: 0, cancelled: 1 },
      { plan: 'Premium', active: 1, paused: 0, cancelled: 1 },
      { plan: 'Standard', active: 2, paused: 1, cancelled: 1 },
    ]);
    // The plan totals are current members, active or paused: no cancelled member among them.
    expect(report.membersByType).toEqual({ 'Old Promo': 0, Premium: 1, Standard: 3 });
    expect(report.totalMembers).toBe(7);
  });
});

describe('reports.attendance', () => {
  it('lists every day of the range and every hour with zeros before anyone has checked in', async () => {
    const report = await (await adminCaller()).reports.attendance({ startDate: '2026-02-27', endDate: '2026-03-02' });
    expect(report).toMatchObject({
      type: 'attendance',
      startDate: '2026-02-27',
      endDate: '2026-03-02',
      checkIns: 0,
      members: 0,
    });
    expect(report.byDay.map((d) => d.day)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(report.byHour).toHaveLength(24);
    expect(report.byHour.every((h) => h.checkIns === 0)).toBe(true);
  });
});

describe('reports.financial', () => {
  it('counts, totals and lists the bills issued in range, newest first, with member names', async () => {
    const ann = await createAccount(t.db, 'member', { name: 'Ann Lee' });
    const bob = await createAccount(t.db, 'member', { name: 'Bob Ray' });
    const [march1] = await insertBills(ann.id, [{ amountCents: 100_000, date: '2026-03-01T10:00:00.000Z' }]);
    const [march20] = await insertBills(bob.id, [{ amountCents: 23_450, date: '2026-03-20T08:30:00.000Z' }]);
    await insertBills(ann.id, [
      { amountCents: 999, date: '2026-02-27T10:00:00.000Z' },
      { amountCents: 999, date: '2026-04-02T10:00:00.000Z' },
    ]);

    const report = await (await adminCaller()).reports.financial({ startDate: '2026-03-01', endDate: '2026-03-31' });

    expect(report).toMatchObject({
      type: 'financial',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      billCount: 2,
      totalCents: 123_450,
      total: '$1,234.50',
      billsShown: 2,
      billsTruncated: false,
    });
    expect(report.bills.map((b) => [b.id, b.memberName, b.amountCents, b.issueDate, b.description])).toEqual([
      [march20?.id, 'Bob Ray', 23_450, '2026-03-20', 'Charge'],
      [march1?.id, 'Ann Lee', 100_000, '2026-03-01', 'Charge'],
    ]);
  });

  it("writes the spec's total text in the gym's currency and locale, and sends the months as 'YYYY-MM'", async () => {
    const asAdmin = await adminCaller();
    await asAdmin.settings.updateMoney({ currency: 'EUR', locale: 'de-DE' });
    const member = await createAccount(t.db, 'member');
    await insertBills(member.id, [{ amountCents: 123_450, date: '2026-03-02T10:00:00.000Z' }]);

    const report = await asAdmin.reports.financial({ startDate: '2026-03-01', endDate: '2026-03-31' });

    expect(report).toMatchObject({ totalCents: 123_450, total: '1.234,50 €' });
    expect(report.byMonth.map((m) => m.month)).toEqual(['2026-03']);
  });

  it('reports an empty range as zero', async () => {
    await expect(
      (await adminCaller()).reports.financial({ startDate: '2026-05-01', endDate: '2026-05-01' }),
    ).resolves.toMatchObject({
      billCount: 0,
      totalCents: 0,
      total: '$0.00',
      billedCents: 0,
      collectedCents: 0,
      outstandingCents: 0,
      byMonth: [],
      byPlan: [],
      byDay: [],
      bills: [],
      billsShown: 0,
    });
  });

  it("counts a bill on the gym's day of issue, both days of the range in full", async () => {
    const member = await createAccount(t.db, 'member');
    await insertBills(member.id, [
      { amountCents: 1, date: '2026-03-01T00:30:00.000Z', issueDate: '2026-02-28' },
      { amountCents: 10, date: '2026-03-01T05:00:00.000Z', issueDate: '2026-03-01' },
      { amountCents: 100, date: '2026-04-01T03:00:00.000Z', issueDate: '2026-03-31' },
      { amountCents: 1000, date: '2026-04-01T05:00:00.000Z', issueDate: '2026-04-01' },
    ]);

    const report = await (await adminCaller()).reports.financial({ startDate: '2026-03-01', endDate: '2026-03-31' });

    expect(report.bills.map((b) => b.amountCents)).toEqual([100, 10]);
    expect(report).toMatchObject({ billCount: 2, totalCents: 110, total: '$1.10' });
  });

  it('adds billed, collected and outstanding, by month and by plan, leaving void bills out', async () => {
    const admin2 = await callerAs(deps, admin);
    const member = await createAccount(t.db, 'member');
    const gold = await planId('Premium');
    const bills = await insertBills(member.id, [
      { amountCents: 5000, date: '2026-03-03T10:00:00.000Z', planId: gold },
      { amountCents: 3000, date: '2026-03-20T10:00:00.000Z' },
      { amountCents: 5000, date: '2026-04-03T10:00:00.000Z', planId: gold },
      { amountCents: 7000, date: '2026-04-05T10:00:00.000Z' },
    ]);
    const [marchGold, marchManual, aprilGold, aprilManual] = bills.map((b) => b.id);
    await admin2.bills.recordPayment({
      billId: marchGold as string,
      amount: '50',
      method: 'card',
      paidOn: '2026-03-05',
    });
    await admin2.bills.recordPayment({
      billId: marchManual as string,
      amount: '10',
      method: 'cash',
      paidOn: '2026-04-01',
    });
    await admin2.bills.recordPayment({
      billId: aprilGold as string,
      amount: '20',
      method: 'cash',
      paidOn: '2026-04-04',
    });
    await admin2.bills.void({ billId: aprilManual as string, reason: 'Entered twice' });

    const report = await admin2.reports.financial({ startDate: '2026-03-01', endDate: '2026-04-30' });

    expect(report).toMatchObject({ billCount: 3, totalCents: 13_000, billedCents: 13_000, collectedCents: 8_000 });
    expect(report.outstandingCents).toBe(2_000 + 3_000);
    expect(report.byMonth).toEqual([
      { month: '2026-03', billedCents: 8_000, collectedCents: 5_000, refundedCents: 0, outstandingCents: 2_000 },
      { month: '2026-04', billedCents: 5_000, collectedCents: 3_000, refundedCents: 0, outstandingCents: 3_000 },
    ]);
    expect(report.byPlan).toEqual([
      { plan: 'Manual charges', billedCents: 3_000, collectedCents: 1_000, refundedCents: 0, outstandingCents: 2_000 },
      { plan: 'Premium', billedCents: 10_000, collectedCents: 7_000, refundedCents: 0, outstandingCents: 3_000 },
    ]);
    // Per day for the chart: the void bill is not billed, payments land on their own day.
    expect(report.byDay).toEqual([
      { day: '2026-03-03', billCount: 1, billedCents: 5_000, collectedCents: 0, refundedCents: 0 },
      { day: '2026-03-05', billCount: 0, billedCents: 0, collectedCents: 5_000, refundedCents: 0 },
      { day: '2026-03-20', billCount: 1, billedCents: 3_000, collectedCents: 0, refundedCents: 0 },
      { day: '2026-04-01', billCount: 0, billedCents: 0, collectedCents: 1_000, refundedCents: 0 },
      { day: '2026-04-03', billCount: 1, billedCents: 5_000, collectedCents: 0, refundedCents: 0 },
      { day: '2026-04-04', billCount: 0, billedCents: 0, collectedCents: 2_000, refundedCents: 0 },
    ]);
  });

  it('lists at most 500 bills but counts and totals all of them', async () => {
    const member = await createAccount(t.db, 'member');
    const start = Date.parse('2026-07-01T00:00:00.000Z');
    const bills = Array.from({ length: 501 }, (_, i) => ({
      amountCents: 200,
      date: new Date(start + i * 60_000).toISOString(),
    }));
    await insertBills(member.id, bills);

    const report = await (await adminCaller()).reports.financial({ startDate: '2026-07-01', endDate: '2026-07-01' });

    expect(report).toMatchObject({ billCount: 501, totalCents: 100_200, total: '$1,002.00', billsShown: 500 });
    expect(report.billsTruncated).toBe(true);
    expect(report.bills).toHaveLength(500);
    expect(report.bills[0]?.date).toBe(bills[500]?.date);
    expect(report.bills.at(-1)?.date).toBe(bills[1]?.date);
  });

  it('lists the bills it counts: a void bill is in neither', async () => {
    const asAdmin = await adminCaller();
    const member = await createAccount(t.db, 'member');
    const [kept, voided] = await insertBills(member.id, [
      { amountCents: 1000, date: '2026-03-02T10:00:00.000Z' },
      { amountCents: 2000, date: '2026-03-03T10:00:00.000Z' },
    ]);
    await asAdmin.bills.void({ billId: voided?.id as string, reason: 'Entered twice' });

    const report = await asAdmin.reports.financial({ startDate: '2026-03-01', endDate: '2026-03-31' });

    expect(report).toMatchObject({ billCount: 1, totalCents: 1000, billsShown: 1, billsTruncated: false });
    expect(report.bills.map((b) => b.id)).toEqual([kept?.id]);
  });

  it('says the list is cut short when a void bill is among the newest', async () => {
    const member = await createAccount(t.db, 'member');
    const start = Date.parse('2026-07-01T00:00:00.000Z');
    const bills = await insertBills(
      member.id,
      Array.from({ length: 502 }, (_, i) => ({ amountCents: 100, date: new Date(start + i * 60_000).toISOString() })),
    );
    // The newest is voided: 501 bills count, and only 500 fit in the list.
    await t.db
      .updateTable('bills')
      .set({ status: 'void', voidReason: 'Test', voidedAt: bills[501]?.date })
      .where('id', '=', bills[501]?.id as string)
      .execute();

    const report = await (await adminCaller()).reports.financial({ startDate: '2026-07-01', endDate: '2026-07-01' });

    expect(report).toMatchObject({ billCount: 501, billsShown: 500, billsTruncated: true });
    expect(report.bills.every((b) => b.status !== 'void')).toBe(true);
    expect(report.bills[0]?.id).toBe(bills[500]?.id);
  });
});

describe('one outstanding', () => {
  it("is the dashboard's figure over a range that holds every bill, and only the range's bills otherwise", async () => {
    const ann = await createAccount(t.db, 'member', { name: 'Ann Lee' });
    const [january, , paid, voided] = await insertBills(ann.id, [
      { amountCents: 1000, date: '2026-01-10T10:00:00.000Z' },
      { amountCents: 2000, date: '2026-03-05T10:00:00.000Z' },
      { amountCents: 500, date: '2026-03-06T10:00:00.000Z' },
      { amountCents: 700, date: '2026-03-07T10:00:00.000Z' },
    ]);
    const set = (id: string | undefined, fields: { status?: 'paid' | 'void'; paidCents?: number }) =>
      t.db
        .updateTable('bills')
        .set(fields)
        .where('id', '=', id as string)
        .execute();
    await set(january?.id, { paidCents: 300 });
    await set(paid?.id, { status: 'paid', paidCents: 500 });
    await set(voided?.id, { status: 'void' });
    const caller = await adminCaller();

    const dashboard = await caller.dashboard.keyNumbers();
    const everything = await caller.reports.financial({ startDate: '2026-01-01', endDate: '2026-12-31' });
    const marchOnly = await caller.reports.financial({ startDate: '2026-03-01', endDate: '2026-03-31' });

    // Left on the open bills: 700 of January's, all of March's 2000; paid and void bills owe nothing.
    expect(dashboard.outstandingCents).toBe(2700);
    expect(everything.outstandingCents).toBe(dashboard.outstandingCents);
    expect(marchOnly.outstandingCents).toBe(2000);
  });
});
