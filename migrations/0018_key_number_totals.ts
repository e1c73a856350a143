// The admin's key numbers without reading a month of payments on every admin screen open.
// - payment_days: what was paid on each of the gym's days (the sum of payments.amount_cents by
//   paid_on), backfilled here and kept by triggers on payments in the same transaction as every
//   payment write, so "collected this month" sums at most 31 rows however busy the month was.
// - Why a row per day is safe on PostgreSQL: every transaction that writes a payment first takes
//   the receipt counter of the payment's year (receipt_counters, an upsert that locks the row), and
//   a payment's day is in that same year. So a day row is only ever locked by the one transaction
//   holding its year's counter: the day rows add no waits and cannot be part of a deadlock.
// - "Outstanding" needs no new total: 0017's users.balance_cents already holds what each member owes
//   on open bills, kept by triggers on bills. A gym-wide row would be locked by every bill write,
//   the billing run's many-bill transactions included, while desk payments lock a member's row
//   first and then the total: a deadlock. Summing 10,000 members' balances costs well under 2 ms.
// Frozen once landed.
import { type Kysely, PostgresAdapter, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not the app's types
type AnyDb = Kysely<any>;

async function postgresTriggers(db: AnyDb): Promise<void> {
  await sql`
    create function payment_days_from_payments() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        update payment_days set collected_cents = collected_cents - old.amount_cents where paid_on = old.paid_on;
      end if;
      if tg_op <> 'DELETE' then
        insert into payment_days (paid_on, collected_cents) values (new.paid_on, new.amount_cents)
        on conflict (paid_on) do update set collected_cents = payment_days.collected_cents + excluded.collected_cents;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger payments_paid_on_day
    after insert or delete or update of amount_cents, paid_on on payments
    for each row execute function payment_days_from_payments()`.execute(db);
}

async function sqliteTriggers(db: AnyDb): Promise<void> {
  const takeOld = sql`
    update payment_days set collected_cents = collected_cents - old.amount_cents where paid_on = old.paid_on;`;
  const addNew = sql`
    insert into payment_days (paid_on, collected_cents) values (new.paid_on, new.amount_cents)
    on conflict (paid_on) do update set collected_cents = collected_cents + excluded.collected_cents;`;
  await sql`create trigger payments_paid_on_day_insert after insert on payments begin ${addNew} end`.execute(db);
  await sql`
    create trigger payments_paid_on_day_update after update of amount_cents, paid_on on payments
    begin ${takeOld} ${addNew} end`.execute(db);
  await sql`create trigger payments_paid_on_day_delete after delete on payments begin ${takeOld} end`.execute(db);
}

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('payment_days')
    .addColumn('paid_on', 'text', (c) => c.primaryKey())
    .addColumn('collected_cents', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into payment_days (paid_on, collected_cents)
    select paid_on, sum(amount_cents) from payments group by paid_on`.execute(db);
  if (postgres) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger payments_paid_on_day on payments`.execute(db);
    await sql`drop function payment_days_from_payments()`.execute(db);
  } else {
    for (const name of ['payments_paid_on_day_insert', 'payments_paid_on_day_update', 'payments_paid_on_day_delete']) {
      await sql`drop trigger ${sql.id(name)}`.execute(db);
    }
  }
  await db.schema.dropTable('payment_days').execute();
}
