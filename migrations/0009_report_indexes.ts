// The financial report sums a year of a busy gym's bills and payments from indexes alone, without a
// lookup into a table for each row (those lookups were nearly all of its time, and far worse when
// bills were inserted out of day order).
// - bills_issue_date_idx: (issue_date, plan_id) becomes (issue_date, plan_id, status, amount_cents,
//   paid_cents): billed, outstanding and the bill count per day and plan.
// - payments.plan_id: the plan of the bill paid, copied when the payment is recorded (a bill's plan
//   never changes), so "collected per plan" needs no join to bills; filled in here for past payments.
// - payments_paid_on_idx: (paid_on, amount_cents) becomes (paid_on, plan_id, amount_cents).
// Same index names, so nothing that refers to them changes. Frozen once landed.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not the app's types
type AnyDb = Kysely<any>;

async function replaceIndex(db: AnyDb, name: string, table: string, columns: string[]): Promise<void> {
  await db.schema.dropIndex(name).execute();
  await db.schema.createIndex(name).on(table).columns(columns).execute();
}

export async function up(db: AnyDb): Promise<void> {
  await replaceIndex(db, 'bills_issue_date_idx', 'bills', [
    'issue_date',
    'plan_id',
    'status',
    'amount_cents',
    'paid_cents',
  ]);
  // No foreign key: the bill's own plan_id has one, and this is only ever a copy of it.
  await db.schema.alterTable('payments').addColumn('plan_id', 'text').execute();
  await sql`update payments set plan_id = (select bills.plan_id from bills where bills.id = payments.bill_id)`.execute(
    db,
  );
  await replaceIndex(db, 'payments_paid_on_idx', 'payments', ['paid_on', 'plan_id', 'amount_cents']);
}

export async function down(db: AnyDb): Promise<void> {
  await replaceIndex(db, 'payments_paid_on_idx', 'payments', ['paid_on', 'amount_cents']);
  await db.schema.alterTable('payments').dropColumn('plan_id').execute();
  await replaceIndex(db, 'bills_issue_date_idx', 'bills', ['issue_date', 'plan_id']);
}
