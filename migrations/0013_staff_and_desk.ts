// Staff and the front desk.
// - users.role gains the staff roles (manager, frontdesk, trainer); users.email and members.email
//   may be empty (a walk-in added at the desk without one); users.password_hash may be empty (an
//   invited person who has not set a password yet: nobody can sign in to it). users gain a phone and
//   the time of their last sign-in (the Staff list).
// - account_invitations: "set your password" links (staff invitations, members added at the desk),
//   stored as hashes like reset tokens, single use, with an expiry.
// - Passes: a plan is recurring or a pass (visits and/or days); member_passes are the passes sold,
//   with the visits used; a check-in may name the pass visit it used.
// - One receipt may list several payments (collecting a balance across bills): payments'
//   receipt_number is no longer unique (the receipt counter still hands out each number once).
// - mail_queue.kind gains 'invitation' (the link is made when the mail is sent, as for resets).
// - classes.trainer_id: the staff account that teaches it (trainers see their own sessions).
// SQLite cannot change a column's constraints in place, so users, members and payments are rebuilt
// there, and so is mail_queue for its kind check (foreign keys off, in one transaction, checked
// before commit). Frozen once landed.
import { type Kysely, PostgresAdapter, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not the app's types
type AnyDb = Kysely<any>;

const ROLE_CHECK = sql`role in ('admin', 'manager', 'frontdesk', 'trainer', 'member')`;

export async function up(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await relaxPostgres(db);
  else await rebuildSqliteTables(db);

  await db.schema
    .createTable('account_invitations')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('account_invitations_user_id_idx').on('account_invitations').column('user_id').execute();

  await db.schema
    .alterTable('plans')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('recurring').check(sql`kind in ('recurring', 'pass')`))
    .execute();
  await db.schema
    .alterTable('plans')
    .addColumn('pass_visits', 'integer', (c) => c.check(sql`pass_visits >= 1 and pass_visits <= 1000`))
    .execute();
  await db.schema
    .alterTable('plans')
    .addColumn('pass_days', 'integer', (c) => c.check(sql`pass_days >= 1 and pass_days <= 3660`))
    .execute();

  await db.schema
    .createTable('member_passes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id').onDelete('restrict'))
    // The pass's name when sold: renaming the plan later does not rename passes already sold.
    .addColumn('name', 'text', (c) => c.notNull())
    // null: unlimited visits until it expires.
    .addColumn('visits_total', 'integer')
    .addColumn('visits_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_on', 'text', (c) => c.notNull())
    // The last day it may be used, in the gym's time zone; null: no end date.
    .addColumn('expires_on', 'text')
    .addColumn('bill_id', 'text', (c) => c.references('bills.id').onDelete('set null'))
    .addColumn('sold_at', 'text', (c) => c.notNull())
    .addColumn('sold_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addCheckConstraint(
      'member_passes_visits_check',
      sql`visits_used >= 0 and (visits_total is null or visits_used <= visits_total)`,
    )
    .execute();
  await db.schema
    .createIndex('member_passes_member_idx')
    .on('member_passes')
    .columns(['member_id', 'starts_on', 'id'])
    .execute();

  await db.schema
    .alterTable('check_ins')
    .addColumn('pass_id', 'text', (c) => c.references('member_passes.id').onDelete('set null'))
    .execute();

  await db.schema
    .alterTable('classes')
    .addColumn('trainer_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('classes_trainer_id_idx').on('classes').column('trainer_id').execute();
}

async function relaxPostgres(db: AnyDb): Promise<void> {
  await sql`alter table users drop constraint users_role_check`.execute(db);
  await sql`alter table users add constraint users_role_check check (${ROLE_CHECK})`.execute(db);
  await sql`alter table users alter column email drop not null`.execute(db);
  await sql`alter table users alter column password_hash drop not null`.execute(db);
  await sql`alter table users add column phone text`.execute(db);
  await sql`alter table users add column last_sign_in_at text`.execute(db);
  await sql`alter table members alter column email drop not null`.execute(db);
  await sql`alter table payments drop constraint payments_receipt_number_key`.execute(db);
  await sql`create index payments_receipt_number_idx on payments (receipt_number)`.execute(db);
  await sql`alter table mail_queue drop constraint mail_queue_kind_check`.execute(db);
  await sql`alter table mail_queue add constraint mail_queue_kind_check
    check (kind in ('message', 'password_reset', 'invitation'))`.execute(db);
}

/** The tables' new definitions (the old columns, by name, copy across; new ones start empty). */
const SQLITE_TABLES: Record<string, string> = {
  users: `("id" text primary key, "name" text not null, "email" text unique, "password_hash" text,
      "role" text check (role in ('admin', 'manager', 'frontdesk', 'trainer', 'member')), "join_date" text,
      "created_at" text not null, "search_key" text not null, "phone" text, "last_sign_in_at" text)`,
  members: `("user_id" text primary key references "users" ("id") on delete cascade, "name" text not null,
      "email" text, "created_at" text not null)`,
  payments: `("id" text primary key, "bill_id" text not null references "bills" ("id") on delete restrict,
      "member_id" text not null references "users" ("id") on delete restrict,
      "amount_cents" integer not null check (amount_cents > 0),
      "method" text not null check (method in ('cash', 'card', 'bank_transfer', 'other')),
      "paid_on" text not null, "note" text, "receipt_number" text not null, "created_at" text not null,
      "created_by" text references "users" ("id") on delete set null, "plan_id" text)`,
  mail_queue: `("id" text primary key,
      "kind" text not null check (kind in ('message', 'password_reset', 'invitation')), "to_address" text not null,
      "subject" text not null, "body_text" text not null, "body_html" text, "log_link" text,
      "status" text not null check (status in ('queued', 'sent', 'skipped', 'failed')),
      "attempts" integer default 0 not null, "next_attempt_at" text not null, "last_error" text,
      "created_at" text not null, "finished_at" text)`,
};

async function rebuildSqliteTables(db: AnyDb): Promise<void> {
  // Dropping a table with foreign keys on would delete (cascade) or refuse (restrict) the rows that
  // refer to it; the pragma only takes effect outside a transaction.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (tx) => {
      for (const [table, create] of Object.entries(SQLITE_TABLES)) {
        const indexes = await sql<{ sql: string }>`
          select sql from sqlite_master where type = 'index' and tbl_name = ${table} and sql is not null`.execute(tx);
        const { rows: columns } = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(tx);
        const kept = columns.map((c) => `"${c.name}"`).join(', ');
        await sql.raw(`create table "${table}_rebuilt" ${create}`).execute(tx);
        await sql.raw(`insert into "${table}_rebuilt" (${kept}) select ${kept} from "${table}"`).execute(tx);
        await sql.raw(`drop table "${table}"`).execute(tx);
        await sql.raw(`alter table "${table}_rebuilt" rename to "${table}"`).execute(tx);
        for (const index of indexes.rows) await sql.raw(index.sql).execute(tx);
      }
      await sql`create index payments_receipt_number_idx on payments (receipt_number)`.execute(tx);
      const broken = await sql`pragma foreign_key_check`.execute(tx);
      if (broken.rows.length > 0) throw new Error(`0013: ${broken.rows.length} rows lost their references`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error('0013_staff_and_desk cannot be undone: restore a backup taken before the upgrade instead.');
}
