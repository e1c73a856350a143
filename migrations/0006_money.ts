// Money: plans, memberships, bills with statuses and due dates, payments with receipt numbers.
// - "Standard" and every other membership type in use become plans at $0.00 with no recurring bill,
//   "Standard" the default, so nothing is billed until an owner sets prices; every member gets a
//   membership on the plan named by their type, and users.membership_type goes.
// - Existing bills become open bills described "Charge", issued the day they were created (UTC)
//   and due 14 days later.
// Frozen once landed: change the schema with a new migration. It imports no application code.
import crypto from 'node:crypto';
import { type Kysely, PostgresAdapter, sql } from 'kysely';

const STARTER = 'Standard';
const DUE_DAYS = 14;

const newId = () => crypto.randomBytes(16).toString('base64url');

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const now = new Date().toISOString();

  await db.schema
    .createTable('plans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    // The name lower-cased: names are unique whatever their case.
    .addColumn('name_key', 'text', (c) => c.notNull().unique())
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0 and price_cents <= 100000000`))
    .addColumn('period', 'text', (c) => c.notNull().check(sql`period in ('monthly', 'quarterly', 'yearly', 'none')`))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0).check(sql`is_default in (0, 1)`))
    .addColumn('archived_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // At most one default plan.
  await db.schema
    .createIndex('plans_one_default_idx')
    .on('plans')
    .column('is_default')
    .unique()
    .where(sql.ref('is_default'), '=', 1)
    .execute();

  await db.schema
    .createTable('memberships')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id').onDelete('restrict'))
    // A plan change waiting for the current period to end.
    .addColumn('next_plan_id', 'text', (c) => c.references('plans.id').onDelete('restrict'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'paused', 'cancelled')`))
    // Periods are counted from this day (gym time zone), on billing_day of each month: the 31st stays
    // the 31st, or the month's end — also after a change that starts on a shorter month's last day.
    .addColumn('billing_anchor', 'text', (c) => c.notNull())
    .addColumn('billing_day', 'integer', (c) => c.notNull().check(sql`billing_day >= 1 and billing_day <= 31`))
    // The start of the first period not yet billed; null on a plan with no recurring bill.
    .addColumn('next_bill_date', 'text')
    .addColumn('paused_on', 'text')
    // Cancelled: paid up to (not including) this day.
    .addColumn('ends_on', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('memberships_status_next_bill_idx')
    .on('memberships')
    .columns(['status', 'next_bill_date', 'user_id'])
    .execute();
  await db.schema.createIndex('memberships_plan_id_idx').on('memberships').column('plan_id').execute();

  // Plans from the membership types, memberships from the members.
  const inUse = await sql<{ type: string }>`
    select distinct membership_type as type from users where membership_type is not null`.execute(db);
  const names = [...new Set([STARTER, ...inUse.rows.map((r) => r.type)])];
  const planIds = new Map<string, string>();
  for (const name of names) {
    const id = newId();
    planIds.set(name, id);
    await sql`insert into plans (id, name, name_key, price_cents, period, is_default, created_at)
      values (${id}, ${name}, ${name.toLowerCase()}, 0, 'none', ${name === STARTER ? 1 : 0}, ${now})`.execute(db);
  }
  const members = await sql<{ id: string; type: string | null; joined: string | null; created: string }>`
    select id, membership_type as type, join_date as joined, created_at as created from users where role = 'member'`.execute(
    db,
  );
  for (const member of members.rows) {
    const planId = planIds.get(member.type ?? STARTER) ?? planIds.get(STARTER);
    const anchor = (member.joined ?? member.created).slice(0, 10);
    await sql`insert into memberships (user_id, plan_id, status, billing_anchor, billing_day, created_at, updated_at)
      values (${member.id}, ${planId}, 'active', ${anchor}, ${Number(anchor.slice(8, 10))}, ${now}, ${now})`.execute(
      db,
    );
  }
  await db.schema.alterTable('users').dropColumn('membership_type').execute();

  // Bills: what they are for, when they are due, where they stand.
  await db.schema
    .alterTable('bills')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo('Charge'))
    .execute();
  for (const [name, type, build] of [
    ['issue_date', 'text', null],
    ['due_date', 'text', null],
    ['plan_id', 'text', 'plan'],
    ['period_start', 'text', null],
    ['void_reason', 'text', null],
    ['voided_at', 'text', null],
    ['overdue_notified_at', 'text', null],
  ] as const) {
    await db.schema
      .alterTable('bills')
      .addColumn(name, type, (c) => (build === 'plan' ? c.references('plans.id').onDelete('set null') : c))
      .execute();
  }
  await db.schema
    .alterTable('bills')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'paid', 'void')`))
    .execute();
  await db.schema
    .alterTable('bills')
    .addColumn('paid_cents', 'integer', (c) => c.notNull().defaultTo(0).check(sql`paid_cents >= 0`))
    .execute();
  if (postgres) {
    await sql`update bills set issue_date = substr(date, 1, 10),
      due_date = to_char(substr(date, 1, 10)::date + ${sql.lit(DUE_DAYS)}, 'YYYY-MM-DD')`.execute(db);
    await sql`alter table bills alter column issue_date set not null, alter column due_date set not null`.execute(db);
    await sql`alter table bills add constraint bills_paid_within_amount check (paid_cents <= amount_cents)`.execute(db);
  } else {
    // SQLite cannot add NOT NULL or table checks to existing columns; the application always sets
    // them (and the property test checks paid <= amount on both databases).
    await sql`update bills set issue_date = substr(date, 1, 10),
      due_date = date(substr(date, 1, 10), ${`+${DUE_DAYS} days`})`.execute(db);
  }

  // Recurring bills: one per member and period, however many billing runs race.
  await db.schema
    .createIndex('bills_member_period_idx')
    .on('bills')
    .columns(['member_id', 'period_start'])
    .unique()
    .execute();
  await db.schema.createIndex('bills_date_id_idx').on('bills').columns(['date', 'id']).execute();
  await db.schema.dropIndex('bills_date_idx').execute();
  await db.schema.createIndex('bills_status_date_idx').on('bills').columns(['status', 'date', 'id']).execute();
  await db.schema.createIndex('bills_status_due_idx').on('bills').columns(['status', 'due_date', 'id']).execute();
  await db.schema.createIndex('bills_issue_date_idx').on('bills').columns(['issue_date', 'plan_id']).execute();
  // A member's balance (open bills, amount less paid) read from the index alone.
  await db.schema
    .createIndex('bills_member_status_idx')
    .on('bills')
    .columns(['member_id', 'status', 'amount_cents', 'paid_cents'])
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bill_id', 'text', (c) => c.notNull().references('bills.id').onDelete('restrict'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('cash', 'card', 'bank_transfer', 'other')`))
    // The day it was paid, in the gym's time zone.
    .addColumn('paid_on', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('receipt_number', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('payments_bill_id_idx').on('payments').column('bill_id').execute();
  await db.schema.createIndex('payments_member_paid_idx').on('payments').columns(['member_id', 'paid_on']).execute();
  await db.schema.createIndex('payments_paid_on_idx').on('payments').columns(['paid_on', 'amount_cents']).execute();

  // The last receipt number given in each year: receipts are numbered 1, 2, 3… within a year.
  await db.schema
    .createTable('receipt_counters')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('0006_money cannot be undone: restore a backup taken before the upgrade instead.');
}
