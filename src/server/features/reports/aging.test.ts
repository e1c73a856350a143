// The Aging report: who owes what, by how long ago each bill fell due in the gym's own days, most
// owed first; and the same list as a streamed CSV download.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AGING_CSV_PATH } from '../../../shared/aging.schemas.js';
import type { BillStatus } from '../../../shared/billing.schemas.js';
import { addDays } from '../../../shared/calendar.js';
import { createGymFormat } from '../../../shared/format.js';
import {
  billFixture,
  callerAs,
  createAccount,
  createRouterTestbed,
  insertTestBills,
  type TestAccount,
  type TestDatabase,
} from '../../test/harness.js';
import { ManualClock } from '../../test/manual-clock.js';
import { TEST_GYM } from '../../test/test-gym.js';
import type { AppDeps } from '../../trpc/context.js';
import { memberBalance } from '../billing/member-bills.queries.js';
import { outstandingCents } from '../dashboard/dashboard.queries.js';
import { agingCsv } from './aging.csv.js';
import { csvCell } from './csv.js';
import { registerReportCsvRoutes } from './reports.csv-route.js';

// 03:00 UTC on the 26th is still the 25th in New York: the gym's today, not UTC's, ages the bills.
const NOW = '2026-11-26T03:00:00.000Z';
const TODAY = '2026-11-25';
const GYM = { ...TEST_GYM, timeZone: 'America/New_York' };

let t: TestDatabase;
let deps: AppDeps;
let admin: TestAccount;

beforeEach(async () => {
  ({ testDb: t, deps, admin } = await createRouterTestbed({ clock: new ManualClock(NOW), gym: GYM }));
});
afterEach(async () => {
  await t.close();
});

interface BillSpec {
  /** Days before the gym's today the bill fell due (negative: not due yet). */
  dueDaysAgo: number;
  amountCents: number;
  paidCents?: number;
  status?: BillStatus;
}

async function addBills(memberId: string, specs: BillSpec[]) {
  const ids = await insertTestBills(
    t.db,
    specs.map((spec) => {
      const dueDate = addDays(TODAY, -spec.dueDaysAgo);
      const issueDate = addDays(dueDate, -14);
      return billFixture(memberId, {
        amountCents: spec.amountCents,
        issueDate,
        dueDate,
        date: `${issueDate}T12:00:00Z`,
      });
    }),
  );
  for (const [i, spec] of specs.entries()) {
    if (spec.paidCents === undefined && spec.status === undefined) continue;
    await t.db
      .updateTable('bills')
      .set({ paidCents: spec.paidCents ?? 0, status: spec.status ?? 'open' })
      .where('id', '=', ids[i] as string)
      .execute();
  }
}

async function aging(input: { page?: number; pageSize?: number } = {}) {
  return (await callerAs(deps, admin)).reports.aging(input);
}

describe('reports.aging', () => {
  it('puts each bill in its bucket by days since its due date, on the gym day: 30|31, 60|61, 90|91', async () => {
    const member = await createAccount(t.db, 'member', { name: 'Ada Boundary' });
    await addBills(member.id, [
      { dueDaysAgo: -5, amountCents: 1 }, // not due yet: owed, and 0 days late
      { dueDaysAgo: 0, amountCents: 2 },
      { dueDaysAgo: 30, amountCents: 4 },
      { dueDaysAgo: 31, amountCents: 10 },
      { dueDaysAgo: 60, amountCents: 20 },
      { dueDaysAgo: 61, amountCents: 100 },
      { dueDaysAgo: 90, amountCents: 200 },
      { dueDaysAgo: 91, amountCents: 1000 },
      { dueDaysAgo: 400, amountCents: 2000 },
    ]);

    const report = await aging();

    expect(report.agedOn).toBe(TODAY);
    expect(report.items).toEqual([
      {
        memberId: member.id,
        name: 'Ada Boundary',
        days0to30Cents: 7,
        days31to60Cents: 30,
        days61to90Cents: 300,
        over90Cents: 3000,
        totalCents: 3337,
      },
    ]);
  });

  it('counts only the unpaid part of part-paid bills and leaves paid and void bills out', async () => {
    const owes = await createAccount(t.db, 'member', { name: 'Part Payer' });
    const settled = await createAccount(t.db, 'member', { name: 'All Settled' });
    await addBills(owes.id, [
      { dueDaysAgo: 10, amountCents: 5000, paidCents: 1250 },
      { dueDaysAgo: 45, amountCents: 3000, paidCents: 3000, status: 'paid' },
      { dueDaysAgo: 100, amountCents: 9000, status: 'void' },
      { dueDaysAgo: 100, amountCents: 800, paidCents: 300 },
    ]);
    await addBills(settled.id, [
      { dueDaysAgo: 5, amountCents: 4000, paidCents: 4000, status: 'paid' },
      { dueDaysAgo: 200, amountCents: 4000, status: 'void' },
    ]);

    const report = await aging();

    expect(report.items).toEqual([
      {
        memberId: owes.id,
        name: 'Part Payer',
        days0to30Cents: 3750,
        days31to60Cents: 0,
        days61to90Cents: 0,
        over90Cents: 500,
        totalCents: 4250,
      },
    ]);
    // The same figure as the member's Balance due and the dashboard's Outstanding.
    expect(report.items[0]?.totalCents).toBe(await memberBalance(t.db, owes.id));
    expect(report.totals.totalCents).toBe(await outstandingCents(t.db));
  });

  it('sorts by total owed, most first, equal totals by name then id, and totals the whole gym on every page', async () => {
    const small = await createAccount(t.db, 'member', { name: 'Cleo Small' });
    const big = await createAccount(t.db, 'member', { name: 'Zed Big' });
    const tieB = await createAccount(t.db, 'member', { name: 'Bea Tie' });
    const tieA = await createAccount(t.db, 'member', { name: 'Abe Tie' });
    await addBills(small.id, [{ dueDaysAgo: 3, amountCents: 500 }]);
    await addBills(big.id, [
      { dueDaysAgo: 3, amountCents: 10_000 },
      { dueDaysAgo: 120, amountCents: 5000 },
    ]);
    await addBills(tieB.id, [{ dueDaysAgo: 70, amountCents: 2000 }]);
    await addBills(tieA.id, [{ dueDaysAgo: 40, amountCents: 2000 }]);

    const first = await aging({ page: 1, pageSize: 2 });
    const second = await aging({ page: 2, pageSize: 2 });
    const past = await aging({ page: 5, pageSize: 2 });

    expect(first.items.map((row) => row.name)).toEqual(['Zed Big', 'Abe Tie']);
    expect(second.items.map((row) => row.name)).toEqual(['Bea Tie', 'Cleo Small']);
    expect(past.items).toEqual([]);
    const gym = {
      members: 4,
      totalCents: 19_500,
      days0to30Cents: 10_500,
      days31to60Cents: 2000,
      days61to90Cents: 2000,
      over90Cents: 5000,
    };
    for (const page of [first, second, past]) {
      expect(page.total).toBe(4);
      expect(page.totals).toEqual(gym);
    }
  });

  it('is empty, with zero totals, when nobody owes anything', async () => {
    const report = await aging();
    expect(report).toMatchObject({ items: [], total: 0, totals: { members: 0, totalCents: 0, over90Cents: 0 } });
  });

  it('is refused to the front desk, as the financial report is', async () => {
    const desk = await createAccount(t.db, 'frontdesk');
    await expect((await callerAs(deps, desk)).reports.aging({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the aging CSV', () => {
  let app: FastifyInstance;

  beforeEach(async () => {
    app = Fastify();
    registerReportCsvRoutes(app, deps);
    await app.ready();
  });
  afterEach(async () => {
    await app.close();
  });

  async function download(account: TestAccount) {
    const { cookie } = await deps.sessions.create(account.id);
    return app.inject({ method: 'GET', url: AGING_CSV_PATH, headers: { cookie: `${cookie.name}=${cookie.value}` } });
  }

  it('downloads every owing member, most owed first, amounts by age with the currency', async () => {
    const ada = await createAccount(t.db, 'member', { name: 'Ada, "the" Owner' });
    const bo = await createAccount(t.db, 'member', { name: 'Bo' });
    await addBills(ada.id, [
      { dueDaysAgo: 31, amountCents: 12_345 },
      { dueDaysAgo: 95, amountCents: 100, paidCents: 40 },
    ]);
    await addBills(bo.id, [{ dueDaysAgo: 1, amountCents: 999 }]);

    const response = await download(admin);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="palaestra-aging-${TODAY}.csv"`);
    expect(response.body.split('\r\n')).toEqual([
      'Member,Member ID,0–30 days (by due date),31–60 days (by due date),61–90 days (by due date),Over 90 days (by due date),Total owed,Currency',
      // An ID is random base64url: one that starts with '-' is written with the formula guard.
      `"Ada, ""the"" Owner",${csvCell(ada.id)},0.00,123.45,0.00,0.60,124.05,USD`,
      `Bo,${csvCell(bo.id)},9.99,0.00,0.00,0.00,9.99,USD`,
      '',
    ]);
  });

  it('is refused to the front desk', async () => {
    const desk = await createAccount(t.db, 'frontdesk');
    expect((await download(desk)).statusCode).toBe(403);
  });

  it('reads the list in batches that continue after equal totals without losing or repeating anyone', async () => {
    const names = ['Eve', 'Dan', 'Cat', 'Bob', 'Amy'];
    const ids: string[] = [];
    for (const name of names) {
      const member = await createAccount(t.db, 'member', { name });
      ids.push(member.id);
      await addBills(member.id, [{ dueDaysAgo: 10, amountCents: name === 'Eve' ? 900 : 300 }]);
    }
    const ctx = { db: t.db, now: new Date(NOW), format: createGymFormat({ ...GYM, locale: 'en-US' }) };

    const lines: string[] = [];
    for await (const chunk of agingCsv(ctx, TODAY, 2)) lines.push(...chunk.split('\r\n').filter(Boolean));

    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['Eve', 'Amy', 'Bob', 'Cat', 'Dan']);
  });
});
