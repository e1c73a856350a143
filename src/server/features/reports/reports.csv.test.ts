import Fastify, { type FastifyInstance } from 'fastify';
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
import { startApp } from '../../test/http.js';
import type { AppDeps } from '../../trpc/context.js';
import { FINANCIAL_CSV_HEADER } from './reports.csv.js';
import { registerReportCsvRoutes } from './reports.csv-route.js';

let t: TestDatabase;
let deps: AppDeps;
let admin: TestAccount;
let app: FastifyInstance;

beforeEach(async () => {
  ({ testDb: t, deps, admin } = await createRouterTestbed());
  app = Fastify();
  registerReportCsvRoutes(app, deps);
  await app.ready();
});
afterEach(async () => {
  await app.close();
  await t.close();
});

async function cookieFor(account: TestAccount): Promise<string> {
  const { cookie } = await deps.sessions.create(account.id);
  return `${cookie.name}=${cookie.value}`;
}

async function download(url: string, account: TestAccount | null = admin) {
  const headers = account ? { cookie: await cookieFor(account) } : {};
  return app.inject({ method: 'GET', url, headers });
}

/** RFC 4180 rows: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  expect(cell).toBe('');
  return rows;
}

const MARCH = '/reports/financial.csv?startDate=2026-03-01&endDate=2026-03-31';

describe('report CSV access', () => {
  it('refuses visitors (401), pending accounts and members (403), and sends no rows', async () => {
    const member = await createAccount(t.db, 'member');
    const pending = await createAccount(t.db, 'pending');
    const visitor = await download(MARCH, null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ message: 'Please sign in.' });
    for (const [account, message] of [
      [member, 'Only administrators and managers may do this.'],
      [pending, 'Your registration is awaiting approval.'],
    ] as const) {
      for (const type of ['membership', 'financial', 'attendance']) {
        const response = await download(`/reports/${type}.csv?startDate=2026-03-01&endDate=2026-03-31`, account);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ message });
        expect(response.headers['content-type']).not.toContain('text/csv');
      }
    }
  });

  it('is registered in the real app, where a visitor gets 401', async () => {
    const real = await startApp();
    try {
      const response = await real.app.inject({ method: 'GET', url: MARCH });
      expect(response.statusCode).toBe(401);
    } finally {
      await real.close();
    }
  });
});

describe('report CSV dates', () => {
  it.each([
    ['', 'Start Date is required.'],
    ['?startDate=2026-03-01', 'End Date is required.'],
    ['?startDate=2026-02-30&endDate=2026-03-01', 'Enter a valid date.'],
    ['?startDate=2026-03-31&endDate=2026-03-01', 'Start Date must be on or before End Date.'],
    ['?startDate=2000-01-01&endDate=2026-03-01', 'Choose a range of at most ten years.'],
  ])('answers 400 with the same message as the report form (%s)', async (query, message) => {
    for (const type of ['financial', 'attendance']) {
      const response = await download(`/reports/${type}.csv${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Bad Request', message });
    }
  });
});

describe('financial CSV', () => {
  it('is a download named for its days, with a header row, amounts as decimal text and their currency', async () => {
    const member = await createAccount(t.db, 'member', { name: 'Ann Lee' });
    await insertTestBills(t.db, [
      billFixture(member.id, { amountCents: 1250, date: '2026-03-02T10:00:00.000Z', description: 'Gold — Mar 2026' }),
      billFixture(member.id, { amountCents: 99, date: '2026-04-02T10:00:00.000Z' }),
    ]);
    const response = await download(MARCH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="palaestra-financial-2026-03-01-to-2026-03-31.csv"',
    );
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual(FINANCIAL_CSV_HEADER);
    expect(rows.slice(1).map((r) => [...r.slice(0, 11), r[12]])).toEqual([
      [
        '2026-03-02',
        '2026-03-16',
        '2026-03-02T10:00:00.000Z',
        'Ann Lee',
        member.email,
        'Manual charges',
        'Gold — Mar 2026',
        'Overdue',
        '12.50',
        '0.00',
        '12.50',
        'USD',
      ],
    ]);
  });

  it.each([
    ['EUR', 'de-DE', 123_450, ['1234.50', '0.00', '1234.50']],
    ['JPY', 'ja-JP', 1_234, ['1234', '0', '1234']],
  ] as const)(
    'writes a %s gym amounts as canonical decimal text, never in its locale, beside the currency code',
    async (currency, locale, minor, amounts) => {
      await (await callerAs(deps, admin)).settings.updateMoney({ currency, locale });
      const member = await createAccount(t.db, 'member', { name: 'Ann Lee' });
      await insertTestBills(t.db, [billFixture(member.id, { amountCents: minor, date: '2026-03-02T10:00:00.000Z' })]);

      const rows = parseCsv((await download(MARCH)).body);

      expect(rows[0]?.slice(8)).toEqual(['Amount', 'Paid', 'Outstanding', 'Bill ID', 'Currency']);
      expect(rows.slice(1).map((r) => [r[0], r[1], r[2], ...r.slice(8, 11), r[12]])).toEqual([
        ['2026-03-02', '2026-03-16', '2026-03-02T10:00:00.000Z', ...amounts, currency],
      ]);
    },
  );

  it('holds the bills the screen counts: no void bill, and its amounts add up to the total billed', async () => {
    const member = await createAccount(t.db, 'member');
    const [kept, voided] = await insertTestBills(t.db, [
      billFixture(member.id, { amountCents: 1250, date: '2026-03-02T10:00:00.000Z' }),
      billFixture(member.id, { amountCents: 4000, date: '2026-03-03T10:00:00.000Z' }),
    ]);
    const asAdmin = await callerAs(deps, admin);
    await asAdmin.bills.void({ billId: voided as string, reason: 'Entered twice' });
    const screen = await asAdmin.reports.financial({ startDate: '2026-03-01', endDate: '2026-03-31' });

    const rows = parseCsv((await download(MARCH)).body).slice(1);

    // An id is random base64url: one that starts with '-' is written defused ('-…), as any such cell is.
    expect(rows.map((r) => r[11]?.replace(/^'(?=-)/, ''))).toEqual([kept]);
    expect(rows).toHaveLength(screen.billCount);
    expect(rows.reduce((cents, r) => cents + Math.round(Number(r[8]) * 100), 0)).toBe(screen.totalCents);
  });

  it('escapes quotes, commas and line breaks and defuses cells a spreadsheet would run as formulas', async () => {
    const evil = await createAccount(t.db, 'member', { name: '=HYPERLINK("http://x","click")' });
    const plus = await createAccount(t.db, 'member', { name: '+1 Smith, "Jo"' });
    const at = await createAccount(t.db, 'member', { name: '@SUM(A1)' });
    await insertTestBills(t.db, [
      billFixture(evil.id, { amountCents: 100, date: '2026-03-02T10:00:00.000Z', description: 'line one\nline two' }),
      billFixture(plus.id, { amountCents: 200, date: '2026-03-03T10:00:00.000Z', description: '-2+3' }),
      billFixture(at.id, { amountCents: 300, date: '2026-03-04T10:00:00.000Z', description: 'a, b' }),
    ]);
    const response = await download(MARCH);
    expect(response.body).toContain('"\'=HYPERLINK(""http://x"",""click"")"');
    const rows = parseCsv(response.body).slice(1);
    expect(rows.map((r) => [r[3], r[6]])).toEqual([
      ['\'=HYPERLINK("http://x","click")', 'line one\nline two'],
      ['\'+1 Smith, "Jo"', "'-2+3"],
      ["'@SUM(A1)", 'a, b'],
    ]);
    expect(rows.every((r) => r.length === FINANCIAL_CSV_HEADER.length)).toBe(true);
  });

  it('streams every bill of a range of a few thousand, in batches, oldest first', async () => {
    const member = await createAccount(t.db, 'member');
    const count = 2_345;
    const start = Date.parse('2026-03-01T12:00:00.000Z');
    const bills = Array.from({ length: count }, (_, i) =>
      // About 76 a day, so batches end in the middle of a day.
      billFixture(member.id, {
        amountCents: i + 1,
        date: new Date(start + Math.floor(i / 76) * 86_400_000).toISOString(),
      }),
    );
    for (let i = 0; i < bills.length; i += 500) await insertTestBills(t.db, bills.slice(i, i + 500));
    const response = await download(MARCH);
    const lines = response.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.length - 2).toBe(count);
    const rows = parseCsv(response.body).slice(1);
    expect(new Set(rows.map((r) => r[11])).size).toBe(count);
    const cents = rows.map((r) => Math.round(Number(r[8]) * 100)).sort((a, b) => a - b);
    expect(cents).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    const days = rows.map((r) => r[0] ?? '');
    expect([...days].sort()).toEqual(days);
  });
});

describe('membership and attendance CSV', () => {
  it('lists members by plan and status, and the totals', async () => {
    await createAccount(t.db, 'member');
    const gone = await createAccount(t.db, 'member');
    await t.db.updateTable('memberships').set({ status: 'cancelled' }).where('userId', '=', gone.id).execute();
    const response = await download('/reports/membership.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="palaestra-membership-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(parseCsv(response.body)).toEqual([
      ['Membership Type', 'Members', 'Active', 'Paused', 'Cancelled'],
      ['Standard', '1', '1', '0', '1'],
      ['All plans', '1', '1', '0', '1'],
      ['Total members', '2'],
      ['Pending requests', '0'],
      ['New members in the last 30 days', '2'],
    ]);
  });

  it('lists every day of the range with its check-ins', async () => {
    const response = await download('/reports/attendance.csv?startDate=2026-03-01&endDate=2026-03-03');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="palaestra-attendance-2026-03-01-to-2026-03-03.csv"',
    );
    expect(parseCsv(response.body)).toEqual([
      ['Day (gym day)', 'Check-ins', 'Members'],
      ['2026-03-01', '0', '0'],
      ['2026-03-02', '0', '0'],
      ['2026-03-03', '0', '0'],
      ['Total', '0', '0'],
    ]);
  });
});
