import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.js';
import { allEvents, apiError } from '../../test/api-error.js';
import {
  callerAs,
  createAccount,
  createRouterTestbed,
  type TestAccount,
  type TestDatabase,
} from '../../test/harness.js';
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
async function insertBills(memberId: string, bills: Array<{ amountCents: number; date: string }>) {
  const rows = bills.map((b) => ({ id: newId(), memberId, createdBy: admin.id, ...b }));
  if (rows.length > 0) await t.db.insertInto('bills').values(rows).execute();
  return rows;
}

async function adminCaller() {
  return callerAs(deps, admin);
}

describe('reports access', () => {
  it('refuses visitors, pending accounts and members', async () => {
    const member = await createAccount(t.db, 'member');
    const pending = await createAccount(t.db, 'pending');
    const range = { startDate: '2026-01-01', endDate: '2026-01-31' };
    for (const [caller, code] of [
      [await callerAs(deps), 'UNAUTHORIZED'],
      [await callerAs(deps, pending), 'FORBIDDEN'],
      [await callerAs(deps, member), 'FORBIDDEN'],
    ] as const) {
      expect((await apiError(caller.reports.membership())).code).toBe(code);
      expect((await apiError(caller.reports.financial(range))).code).toBe(code);
      expect((await apiError(caller.reports.attendance())).code).toBe(code);
    }
  });
});

describe('reports.membership', () => {
  it('counts members, pending requests, new members and members by type', async () => {
    const [, premium, longAgo, recent] = [
      await createAccount(t.db, 'member'),
      await createAccount(t.db, 'member'),
      await createAccount(t.db, 'member'),
      await createAccount(t.db, 'member'),
    ];
    await t.db.updateTable('users').set({ membershipType: 'Premium' }).where('id', '=', premium.id).execute();
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
      membersByType: { Standard: 3, Premium: 1, Student: 0, Senior: 0, Family: 0 },
    });
    expect(Math.abs(Date.parse(report.generatedAt) - Date.now())).toBeLessThan(60_000);
  });

  it('reports zeros for an empty gym', async () => {
    await expect((await adminCaller()).reports.membership()).resolves.toMatchObject({
      totalMembers: 0,
      pendingRequests: 0,
      newMembersLast30Days: 0,
      membersByType: { Standard: 0, Premium: 0, Student: 0, Senior: 0, Family: 0 },
    });
  });
});

describe('reports.attendance', () => {
  it('is empty: there is no check-in data', async () => {
    await expect((await adminCaller()).reports.attendance()).resolves.toEqual({
      type: 'attendance',
      generatedAt: expect.any(String),
      checkIns: [],
      total: 0,
    });
  });
});

describe('reports.financial', () => {
  it('counts, totals and lists the bills in range, newest first, with member names', async () => {
    const ann = await createAccount(t.db, 'member', { name: 'Ann Lee' });
    const bob = await createAccount(t.db, 'member', { name: 'Bob Ray' });
    const [march1] = await insertBills(ann.id, [{ amountCents: 100_000, date: '2026-03-01T10:00:00.000Z' }]);
    const [march20] = await insertBills(bob.id, [{ amountCents: 23_450, date: '2026-03-20T08:30:00.000Z' }]);
    await insertBills(ann.id, [
      { amountCents: 999, date: '2026-02-27T10:00:00.000Z' },
      { amountCents: 999, date: '2026-04-02T10:00:00.000Z' },
    ]);

    const report = await (await adminCaller()).reports.financial({ startDate: '2026-03-01', endDate: '2026-03-31' });

    expect(report).toEqual({
      type: 'financial',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      billCount: 2,
      totalCents: 123_450,
      total: '1,234.50',
      bills: [
        { id: march20?.id, memberId: bob.id, memberName: 'Bob Ray', amountCents: 23_450, date: march20?.date },
        { id: march1?.id, memberId: ann.id, memberName: 'Ann Lee', amountCents: 100_000, date: march1?.date },
      ],
      billsShown: 2,
      billsTruncated: false,
    });
  });

  it('reports an empty range as zero', async () => {
    await expect(
      (await adminCaller()).reports.financial({ startDate: '2026-05-01', endDate: '2026-05-01' }),
    ).resolves.toMatchObject({ billCount: 0, totalCents: 0, total: '0.00', bills: [], billsShown: 0 });
  });

  it.each([
    [0, '2026-03-01T00:00:00.000Z', '2026-02-28T23:59:59.999Z', '2026-03-31T23:59:59.999Z', '2026-04-01T00:00:00.000Z'],
    [
      120,
      '2026-02-28T22:00:00.000Z',
      '2026-02-28T21:59:59.999Z',
      '2026-03-31T21:59:59.999Z',
      '2026-03-31T22:00:00.000Z',
    ],
    [
      -300,
      '2026-03-01T05:00:00.000Z',
      '2026-03-01T04:59:59.999Z',
      '2026-04-01T04:59:59.999Z',
      '2026-04-01T05:00:00.000Z',
    ],
  ])(
    'includes both days in full at UTC offset %i minutes',
    async (utcOffsetMinutes, firstIn, lastOutBefore, lastIn, firstOutAfter) => {
      const member = await createAccount(t.db, 'member');
      await insertBills(member.id, [
        { amountCents: 1, date: lastOutBefore },
        { amountCents: 10, date: firstIn },
        { amountCents: 100, date: lastIn },
        { amountCents: 1000, date: firstOutAfter },
      ]);

      const report = await (await adminCaller()).reports.financial({
        startDate: '2026-03-01',
        endDate: '2026-03-31',
        utcOffsetMinutes,
      });

      expect(report.bills.map((b) => b.date)).toEqual([lastIn, firstIn]);
      expect(report).toMatchObject({ billCount: 2, totalCents: 110, total: '1.10' });
    },
  );

  it('uses UTC days when no offset is sent', async () => {
    const member = await createAccount(t.db, 'member');
    await insertBills(member.id, [
      { amountCents: 500, date: '2026-06-15T00:00:00.000Z' },
      { amountCents: 700, date: '2026-06-15T23:59:59.999Z' },
      { amountCents: 900, date: '2026-06-16T00:00:00.000Z' },
    ]);

    const report = await (await adminCaller()).reports.financial({ startDate: '2026-06-15', endDate: '2026-06-15' });

    expect(report).toMatchObject({ billCount: 2, totalCents: 1200, total: '12.00' });
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

    expect(report).toMatchObject({ billCount: 501, totalCents: 100_200, total: '1,002.00', billsShown: 500 });
    expect(report.billsTruncated).toBe(true);
    expect(report.bills).toHaveLength(500);
    expect(report.bills[0]?.date).toBe(bills[500]?.date);
    expect(report.bills.at(-1)?.date).toBe(bills[1]?.date);
  });

  it.each([
    [{ endDate: '2026-03-31' }, 'startDate', 'Start Date is required.'],
    [{ startDate: '', endDate: '2026-03-31' }, 'startDate', 'Start Date is required.'],
    [{ startDate: '2026-03-01' }, 'endDate', 'End Date is required.'],
    [{ startDate: '2026-03-01', endDate: '  ' }, 'endDate', 'End Date is required.'],
    [{ startDate: '2026-02-30', endDate: '2026-03-31' }, 'startDate', 'Enter a valid date.'],
    [{ startDate: '2026-03-01', endDate: '2026-13-01' }, 'endDate', 'Enter a valid date.'],
    [{ startDate: '2026-3-1', endDate: '2026-03-31' }, 'startDate', 'Enter a valid date.'],
    [{ startDate: '03/01/2026', endDate: '2026-03-31' }, 'startDate', 'Enter a valid date.'],
    [{ startDate: '2026-03-02', endDate: '2026-03-01' }, 'endDate', 'Start Date must be on or before End Date.'],
    [
      { startDate: '2026-03-01', endDate: '2026-03-31', utcOffsetMinutes: 841 },
      'utcOffsetMinutes',
      'Time zone offset must be between -840 and 840 minutes.',
    ],
    [
      { startDate: '2026-03-01', endDate: '2026-03-31', utcOffsetMinutes: 1.5 },
      'utcOffsetMinutes',
      'Time zone offset must be a whole number of minutes.',
    ],
  ])('refuses %j with "%s: %s"', async (input, field, message) => {
    // biome-ignore lint/suspicious/noExplicitAny: deliberately wrong input, as a hand-made request could send
    const error = await apiError((await adminCaller()).reports.financial(input as any));

    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(message);
    expect(error.fieldErrors).toEqual({ [field]: message });
  });

  it('accepts a leap day and a one-day range', async () => {
    await expect(
      (await adminCaller()).reports.financial({ startDate: '2028-02-29', endDate: '2028-02-29' }),
    ).resolves.toMatchObject({ startDate: '2028-02-29', endDate: '2028-02-29' });
  });
});

describe('reports never write', () => {
  it('leaves the events table untouched', async () => {
    const caller = await adminCaller();
    const before = await allEvents(t.db);

    await caller.reports.membership();
    await caller.reports.financial({ startDate: '2026-01-01', endDate: '2026-12-31' });
    await caller.reports.attendance();

    expect(await allEvents(t.db)).toEqual(before);
  });
});
