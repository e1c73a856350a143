// Online payments (card payments through a provider such as Stripe; see features/online-payments).
// - payments.method gains 'card_online' (recorded from the provider's signed webhook, never typed
//   in), and payments.online_charge_id names the online charge a payment row came from.
// - online_checkouts: each "Pay now" / "Save a card" hand-off to the provider's hosted page, ours
//   first (our id goes to the provider as metadata), then the provider's session id.
// - online_charges: each provider payment recorded, unique by the provider's payment id, so a
//   repeated or late event can never record it twice; what it paid is its payment rows.
// - refunds and refund_lines: a refund of (part of) an online charge, and the payment rows (bills)
//   it reopened by how much; requested first, then succeeded or failed as the provider says.
// - payment_customers: the provider's customer of a member, and the saved card (no card number:
//   the provider's id for it, brand, last four digits and expiry).
// - autopay_attempts: charging a recurring bill to the saved card, the first when it is issued and
//   retries after 3 and 7 days; a process claims an attempt by moving it from 'pending' to
//   'charging' in one statement, so two processes never charge one bill twice.
// - webhook_events: the inbox. Each provider event is stored by its id before it is applied.
// SQLite cannot change a column's check in place, so payments is rebuilt there (as in 0013).
// Frozen once landed.
import { type Kysely, PostgresAdapter, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not the app's types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table payments drop constraint payments_method_check`.execute(db);
    await sql`alter table payments add constraint payments_method_check
      check (method in ('cash', 'card', 'bank_transfer', 'other', 'card_online'))`.execute(db);
    await sql`alter table payments add column online_charge_id text`.execute(db);
  } else {
    await rebuildSqlitePayments(db);
  }

  await db.schema
    .createTable('online_checkouts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('payment', 'setup')`))
    // The one bill "Pay now" was pressed on; null for the whole balance (and for saving a card).
    .addColumn('bill_id', 'text', (c) => c.references('bills.id').onDelete('set null'))
    .addColumn('amount_cents', 'integer', (c) => c.check(sql`amount_cents > 0`))
    .addColumn('session_id', 'text', (c) => c.unique())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('creating', 'open', 'completed', 'expired', 'failed')`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema
    .createIndex('online_checkouts_member_idx')
    .on('online_checkouts')
    .columns(['member_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('online_charges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider_payment_id', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'text', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('checkout_id', 'text', (c) => c.references('online_checkouts.id').onDelete('set null'))
    .addColumn('origin', 'text', (c) => c.notNull().check(sql`origin in ('checkout', 'autopay')`))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    // What went onto bills; the rest (the balance fell meanwhile) is refunded as 'overpaid'.
    .addColumn('applied_cents', 'integer', (c) => c.notNull().check(sql`applied_cents >= 0`))
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0).check(sql`refunded_cents >= 0`))
    .addColumn('receipt_number', 'text')
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addCheckConstraint('online_charges_amounts', sql`applied_cents <= amount_cents and refunded_cents <= amount_cents`)
    .execute();
  await db.schema
    .createIndex('online_charges_member_idx')
    .on('online_charges')
    .columns(['member_id', 'recorded_at'])
    .execute();
  await db.schema.createIndex('online_charges_checkout_idx').on('online_charges').column('checkout_id').execute();
  await db.schema.createIndex('payments_online_charge_idx').on('payments').column('online_charge_id').execute();

  await db.schema
    .createTable('refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('online_charge_id', 'text', (c) => c.notNull().references('online_charges.id').onDelete('restrict'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('requested', 'succeeded', 'failed')`))
    // 'admin': Refund pressed here; 'overpaid': the part of a charge no bill needed; 'provider': made
    // in the provider's own dashboard and learnt from its webhook.
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in ('admin', 'overpaid', 'provider')`))
    .addColumn('provider_refund_id', 'text', (c) => c.unique())
    .addColumn('note', 'text')
    .addColumn('receipt_number', 'text')
    .addColumn('refunded_on', 'text')
    .addColumn('failure', 'text')
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('refunds_charge_idx').on('refunds').column('online_charge_id').execute();
  await db.schema.createIndex('refunds_member_idx').on('refunds').columns(['member_id', 'requested_at']).execute();
  await db.schema.createIndex('refunds_status_idx').on('refunds').columns(['status', 'requested_at']).execute();
  await db.schema.createIndex('refunds_refunded_on_idx').on('refunds').column('refunded_on').execute();

  await db.schema
    .createTable('refund_lines')
    .addColumn('refund_id', 'text', (c) => c.notNull().references('refunds.id').onDelete('cascade'))
    .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id').onDelete('restrict'))
    .addColumn('bill_id', 'text', (c) => c.notNull().references('bills.id').onDelete('restrict'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addPrimaryKeyConstraint('refund_lines_pk', ['refund_id', 'payment_id'])
    .execute();
  await db.schema.createIndex('refund_lines_payment_idx').on('refund_lines').column('payment_id').execute();
  await db.schema.createIndex('refund_lines_bill_idx').on('refund_lines').column('bill_id').execute();

  await db.schema
    .createTable('payment_customers')
    .addColumn('member_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (c) => c.notNull().unique())
    .addColumn('card_payment_method_id', 'text')
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('card_exp_month', 'integer')
    .addColumn('card_exp_year', 'integer')
    .addColumn('card_saved_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('autopay_attempts')
    .addColumn('bill_id', 'text', (c) => c.notNull().references('bills.id').onDelete('cascade'))
    .addColumn('attempt', 'integer', (c) => c.notNull().check(sql`attempt >= 1 and attempt <= 3`))
    .addColumn('member_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'charging', 'succeeded', 'failed', 'cancelled')`),
    )
    .addColumn('provider_payment_id', 'text')
    .addColumn('failure', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('autopay_attempts_pk', ['bill_id', 'attempt'])
    .execute();
  await db.schema
    .createIndex('autopay_attempts_due_idx')
    .on('autopay_attempts')
    .columns(['status', 'due_at'])
    .execute();
  await db.schema.createIndex('autopay_attempts_member_idx').on('autopay_attempts').column('member_id').execute();

  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    // The event as the adapter read it (our fields, not the provider's whole object).
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('applied_at', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .execute();
  await db.schema
    .createIndex('webhook_events_waiting_idx')
    .on('webhook_events')
    .columns(['applied_at', 'received_at'])
    .execute();
}

const SQLITE_PAYMENTS = `("id" text primary key, "bill_id" text not null references "bills" ("id") on delete restrict,
      "member_id" text not null references "users" ("id") on delete restrict,
      "amount_cents" integer not null check (amount_cents > 0),
      "method" text not null check (method in ('cash', 'card', 'bank_transfer', 'other', 'card_online')),
      "paid_on" text not null, "note" text, "receipt_number" text not null, "created_at" text not null,
      "created_by" text references "users" ("id") on delete set null, "plan_id" text, "online_charge_id" text)`;

async function rebuildSqlitePayments(db: AnyDb): Promise<void> {
  // As in 0013: with foreign keys on, dropping payments would be refused; the pragma only takes
  // effect outside a transaction.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (tx) => {
      const indexes = await sql<{ sql: string }>`
        select sql from sqlite_master where type = 'index' and tbl_name = 'payments' and sql is not null`.execute(tx);
      const { rows: columns } = await sql<{ name: string }>`select name from pragma_table_info('payments')`.execute(tx);
      const kept = columns.map((c) => `"${c.name}"`).join(', ');
      await sql.raw(`create table "payments_rebuilt" ${SQLITE_PAYMENTS}`).execute(tx);
      await sql.raw(`insert into "payments_rebuilt" (${kept}) select ${kept} from "payments"`).execute(tx);
      await sql.raw(`drop table "payments"`).execute(tx);
      await sql.raw(`alter table "payments_rebuilt" rename to "payments"`).execute(tx);
      for (const index of indexes.rows) await sql.raw(index.sql).execute(tx);
      const broken = await sql`pragma foreign_key_check`.execute(tx);
      if (broken.rows.length > 0) throw new Error(`0014: ${broken.rows.length} rows lost their references`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error('0014_online_payments cannot be undone: restore a backup taken before the upgrade instead.');
}
