// Upgrading a gym that has members and bills from before plans existed: every membership type in
// use becomes a $0 plan, members keep their type as their plan, and old bills become open "Charge"
// bills due 14 days after the day they were created.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationBed } from '../src/server/test/migration-bed.js';

const bed = migrationBed();

describe('migration 0006_money', () => {
  it('turns the membership types in use into $0 plans and existing bills into open charges', async () => {
    const migrator = await bed.migrator();
    expect((await migrator.migrateTo('0005_hardening')).error).toBeUndefined();
    const now = '2026-03-10T12:00:00.000Z';
    await sql`insert into users (id, name, email, password_hash, role, membership_type, join_date, created_at) values
      ('u1', 'Ann', 'ann@gym.test', 'x', 'member', 'Premium', '2025-05-31T09:00:00.000Z', ${now}),
      ('u2', 'Bob', 'bob@gym.test', 'x', 'member', 'Corporate', '2026-01-02T09:00:00.000Z', ${now}),
      ('u3', 'Cy', 'cy@gym.test', 'x', 'member', null, null, ${now}),
      ('a1', 'Boss', 'boss@gym.test', 'x', 'admin', null, ${now}, ${now})`.execute(bed.db);
    await sql`insert into bills (id, member_id, amount_cents, date, created_by) values
      ('b1', 'u1', 2500, '2026-02-20T23:30:00.000Z', 'a1')`.execute(bed.db);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    // (The app's Kysely instance reads snake_case columns back as camelCase.)
    const plans = await sql<{ name: string; priceCents: number; period: string; isDefault: number }>`
      select name, price_cents, period, is_default from plans order by name`.execute(bed.db);
    expect(plans.rows.map((p) => [p.name, Number(p.priceCents), p.period, Number(p.isDefault)])).toEqual([
      ['Corporate', 0, 'none', 0],
      ['Premium', 0, 'none', 0],
      ['Standard', 0, 'none', 1],
    ]);
    const memberships = await sql<{ userId: string; plan: string; status: string; billingAnchor: string }>`
      select m.user_id, p.name as plan, m.status, m.billing_anchor from memberships m join plans p on p.id = m.plan_id
      order by m.user_id`.execute(bed.db);
    expect(memberships.rows).toEqual([
      { userId: 'u1', plan: 'Premium', status: 'active', billingAnchor: '2025-05-31' },
      { userId: 'u2', plan: 'Corporate', status: 'active', billingAnchor: '2026-01-02' },
      { userId: 'u3', plan: 'Standard', status: 'active', billingAnchor: '2026-03-10' },
    ]);
    const bills = await sql<Record<string, unknown>>`
      select description, status, paid_cents, issue_date, due_date, period_start from bills`.execute(bed.db);
    expect(bills.rows.map((b) => ({ ...b, paidCents: Number(b.paidCents) }))).toEqual([
      {
        description: 'Charge',
        status: 'open',
        paidCents: 0,
        issueDate: '2026-02-20',
        dueDate: '2026-03-06',
        periodStart: null,
      },
    ]);
    await expect(sql`select membership_type from users`.execute(bed.db)).rejects.toThrow(/membership_type/);
  });
});

describe('migration 0006_money on a new install', () => {
  it('creates only the default "Standard" plan', async () => {
    expect((await (await bed.migrator()).migrateToLatest()).error).toBeUndefined();
    const plans = await sql<{ name: string }>`select name from plans`.execute(bed.db);
    expect(plans.rows).toEqual([{ name: 'Standard' }]);
  });
});
