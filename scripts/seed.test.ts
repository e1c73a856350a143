// The seed on a small scale, into a temporary SQLite file: the counts asked for, and a ledger the app
// would have written itself (paid bills have their payment, receipts count 1, 2, 3… per year, one
// bill per member and period, memberships billed up to today).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/server/config.js';
import { addDays, addMonthsClamped } from '../src/shared/calendar.js';
import { searchKey } from '../src/shared/search-key.js';
import type { SeedOptions } from './seed/context.js';
import { runSeed } from './seed/run.js';

const TODAY = '2026-03-15';
const SMALL: SeedOptions = {
  members: 60,
  bills: 3000,
  records: 200,
  seed: 7,
  adminEmail: 'owner@demo.gym',
  adminPassword: 'demo password',
  force: false,
  today: TODAY,
};

let dir: string;
let file: string;

function seed(into: string, options: Partial<SeedOptions> = {}) {
  return runSeed(loadConfig({ DATABASE_URL: `sqlite:${into}` }), { ...SMALL, ...options }, () => {});
}

function query<T>(sql: string, on = file): T[] {
  const db = new SQLite(on, { readonly: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'palaestra-seed-'));
  file = path.join(dir, 'gymdesk.db');
  await seed(file);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('npm run seed', () => {
  it('creates the members, bills and records asked for, an admin, requests, equipment and notifications', () => {
    const [row] = query<Record<string, number>>(`select
      (select count(*) from users where role = 'admin') as admins,
      (select count(*) from users where role = 'member') as members,
      (select count(*) from members) as memberRows,
      (select count(*) from memberships) as memberships,
      (select count(*) from member_requests where status = 'pending') as pending,
      (select count(*) from bills) as bills,
      (select count(*) from records) as records,
      (select count(*) from equipment) as equipment,
      (select count(*) from notifications) as notifications`);
    expect(row).toMatchObject({ admins: 1, members: 60, memberRows: 60, memberships: 60, pending: 8, bills: 3000 });
    expect(row).toMatchObject({ records: 200, equipment: 14 });
    // Keyed as the app keys a search ("Zoë" is found by "zoe"), or the seeded names are not found.
    const names = query<{ name: string; key: string }>(
      'select name, name_key as key from records union all select name, name_key from equipment',
    );
    expect(names.filter((n) => n.key !== searchKey(n.name))).toEqual([]);
    expect(names.some((n) => n.name !== n.name.normalize('NFKD').replace(/\p{M}/gu, ''))).toBe(true);
    expect(row?.notifications).toBeGreaterThan(0);
    const statuses = query<{ status: string }>('select distinct status from bills order by status');
    expect(statuses.map((s) => s.status)).toEqual(['open', 'paid', 'void']);
  });

  it('keeps every bill consistent with its payments, and numbers receipts 1, 2, 3… within each year', () => {
    const inconsistent = query(`select b.id from bills b
      left join (select bill_id, sum(amount_cents) as paid, count(*) as n from payments group by bill_id) p on p.bill_id = b.id
      where b.paid_cents != coalesce(p.paid, 0)
         or (b.status = 'paid' and (b.paid_cents != b.amount_cents or p.n != 1))
         or (b.status = 'open' and b.paid_cents >= b.amount_cents)
         or (b.status = 'void' and (b.paid_cents != 0 or b.void_reason is null or b.voided_at is null))
         or b.due_date != date(b.issue_date, '+14 days')
         or b.issue_date != substr(b.date, 1, 10)
         or b.issue_date > '${TODAY}' or b.issue_date < '${addMonthsClamped(TODAY, -24)}'
         or (b.status = 'open' and b.due_date < '${TODAY}' and b.overdue_notified_at is null)`);
    expect(inconsistent).toEqual([]);
    const years = query<{ year: string; n: number; top: number; last: number }>(`select
        substr(receipt_number, 3, 4) as year, count(*) as n, max(cast(substr(receipt_number, 8) as integer)) as top,
        (select last_number from receipt_counters where year = cast(substr(receipt_number, 3, 4) as integer)) as last
      from payments where receipt_number glob 'R-[0-9][0-9][0-9][0-9]-[0-9][0-9][0-9][0-9][0-9][0-9]'
        and substr(receipt_number, 3, 4) = substr(paid_on, 1, 4) and paid_on <= '${TODAY}'
      group by year`);
    expect(years.reduce((sum, y) => sum + y.n, 0)).toBe(query('select id from payments').length);
    for (const year of years) expect([year.top, year.last]).toEqual([year.n, year.n]);
  });

  it('issues recurring bills as the billing run would, and schedules the next one after today', () => {
    const wrong = query(`select b.id from bills b join plans p on p.id = b.plan_id
      where b.period_start != b.issue_date or b.description not like p.name || ' — %' or b.amount_cents != p.price_cents`);
    expect(wrong).toEqual([]);
    expect(query('select id from bills where (plan_id is null) != (period_start is null)')).toEqual([]);
    expect(query('select id from bills where plan_id is not null').length).toBeGreaterThan(100);
    const schedules = query<{ period: string; status: string; next: string | null }>(`select p.period, m.status,
      m.next_bill_date as next from memberships m join plans p on p.id = m.plan_id`);
    for (const s of schedules.filter((s) => s.status === 'active')) {
      if (s.period === 'none') expect(s.next).toBeNull();
      else expect(s.next && s.next > TODAY && s.next <= addDays(TODAY, 366)).toBe(true);
    }
    expect(new Set(schedules.map((s) => s.status))).toEqual(new Set(['active', 'paused', 'cancelled']));
    const billedAhead = query(`select b.id from bills b join memberships m on m.user_id = b.member_id
      where b.period_start >= m.next_bill_date`);
    expect(billedAhead).toEqual([]);
    expect(
      query('select user_id from memberships where billing_day != cast(substr(billing_anchor, 9) as integer)'),
    ).toEqual([]);
  });

  it('refuses a database that has members, and adds new ones beside them with --force', async () => {
    await expect(seed(file, { members: 5, bills: 50 })).rejects.toThrow(/already has 60 members.*\n.*--force/);
    const before = query<{ n: number }>('select count(*) as n from payments')[0]?.n ?? 0;
    await seed(file, { members: 5, bills: 50, records: 0, force: true });
    expect(query("select id from users where role = 'member'").length).toBe(65);
    expect(query('select id from bills').length).toBe(3050);
    const receipts = query<{ n: number; distinct: number }>(
      'select count(*) as n, count(distinct receipt_number) as "distinct" from payments',
    )[0];
    expect(receipts?.n).toBeGreaterThan(before);
    expect(receipts?.distinct).toBe(receipts?.n);
    expect(query("select id from plans where name_key = 'gold'").length).toBe(1);
  });

  it('builds the same gym from the same seed', async () => {
    const [first, second] = [path.join(dir, 'first.db'), path.join(dir, 'second.db')];
    await seed(first, { members: 20, bills: 400, records: 10 });
    await seed(second, { members: 20, bills: 400, records: 10 });
    // Ids are random (see random.ts), so bills are compared by their member's email.
    const ledger = `select u.email, u.name, b.description, b.amount_cents, b.status, b.issue_date, b.paid_cents
      from bills b join users u on u.id = b.member_id order by 1, 3, 4, 5, 6, 7`;
    expect(query(ledger, first)).toHaveLength(400);
    expect(query(ledger, second)).toEqual(query(ledger, first));
  });
});
