// The Member List sorts by name, balance, join day and last visit, each a range of an index at
// 10,000 members and a million bills.
// - users.balance_cents: what the member owes, the sum of amount_cents - paid_cents over their open
//   bills (billing's memberBalanceQuery), stored so it can be indexed; users.last_visit_at: the
//   latest check_ins.checked_in_at (null: never checked in). Both backfilled here.
// - Triggers on bills and check_ins keep them current on every write path (desk, billing run, online
//   payments, refunds, voids, imports, the seed), so no code can forget them. Bills add or take away
//   their own contribution (what an open bill still owes), which is exact under concurrent writes:
//   each change locks the member's row and adds to its latest value. A deleted check-in that was the
//   latest recomputes the member's latest from check_ins_member_at_idx.
// - Indexes (role, balance_cents, id), (role, join_date, id), (role, last_visit_at, id). A missing day
//   sorts as the earliest on both databases: SQLite's order, and on PostgreSQL the nullable columns are
//   indexed NULLS FIRST, so ascending reads never-visited first and descending reads them last.
// Frozen once landed.
import { type Kysely, PostgresAdapter, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not the app's types
type AnyDb = Kysely<any>;

/** What the bill still owes, for an open bill (a paid or void one owes nothing and changes no balance). */
const owes = (row: 'new' | 'old') => sql.raw(`(${row}.amount_cents - ${row}.paid_cents)`);

async function postgresTriggers(db: AnyDb): Promise<void> {
  await sql`
    create function users_balance_from_bills() returns trigger language plpgsql as $$
    begin
      -- Only an open bill owes anything: a paid or void one changes no balance (and no users row).
      if tg_op <> 'INSERT' then
        if old.status = 'open' then
          update users set balance_cents = balance_cents - ${owes('old')} where id = old.member_id;
        end if;
      end if;
      if tg_op <> 'DELETE' then
        if new.status = 'open' then
          update users set balance_cents = balance_cents + ${owes('new')} where id = new.member_id;
        end if;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger bills_member_balance
    after insert or delete or update of amount_cents, paid_cents, status, member_id on bills
    for each row execute function users_balance_from_bills()`.execute(db);
  await sql`
    create function users_last_visit_from_check_ins() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        update users set last_visit_at =
          (select max(checked_in_at) from check_ins where member_id = old.member_id)
        where id = old.member_id and last_visit_at = old.checked_in_at;
      end if;
      if tg_op <> 'DELETE' then
        update users set last_visit_at = new.checked_in_at
        where id = new.member_id and (last_visit_at is null or last_visit_at < new.checked_in_at);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger check_ins_member_last_visit
    after insert or delete or update of checked_in_at, member_id on check_ins
    for each row execute function users_last_visit_from_check_ins()`.execute(db);
}

async function sqliteTriggers(db: AnyDb): Promise<void> {
  await sql`
    create trigger bills_member_balance_insert after insert on bills when new.status = 'open' begin
      update users set balance_cents = balance_cents + ${owes('new')} where id = new.member_id;
    end`.execute(db);
  await sql`
    create trigger bills_member_balance_update after update of amount_cents, paid_cents, status, member_id on bills
    when old.status = 'open' or new.status = 'open' begin
      update users set balance_cents = balance_cents - ${owes('old')} where id = old.member_id and old.status = 'open';
      update users set balance_cents = balance_cents + ${owes('new')} where id = new.member_id and new.status = 'open';
    end`.execute(db);
  await sql`
    create trigger bills_member_balance_delete after delete on bills when old.status = 'open' begin
      update users set balance_cents = balance_cents - ${owes('old')} where id = old.member_id;
    end`.execute(db);
  const latestOfOld = sql`
    update users set last_visit_at =
      (select max(checked_in_at) from check_ins where member_id = old.member_id)
    where id = old.member_id and last_visit_at = old.checked_in_at;`;
  const newIfLater = sql`
    update users set last_visit_at = new.checked_in_at
    where id = new.member_id and (last_visit_at is null or last_visit_at < new.checked_in_at);`;
  await sql`create trigger check_ins_member_last_visit_insert after insert on check_ins begin ${newIfLater} end`.execute(
    db,
  );
  await sql`
    create trigger check_ins_member_last_visit_update after update of checked_in_at, member_id on check_ins
    begin ${latestOfOld} ${newIfLater} end`.execute(db);
  await sql`create trigger check_ins_member_last_visit_delete after delete on check_ins begin ${latestOfOld} end`.execute(
    db,
  );
}

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('users')
    .addColumn('balance_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('last_visit_at', 'text').execute();
  await sql`update users set
    balance_cents = coalesce(
      (select sum(amount_cents - paid_cents) from bills where bills.member_id = users.id and bills.status = 'open'), 0),
    last_visit_at = (select max(checked_in_at) from check_ins where check_ins.member_id = users.id)`.execute(db);

  await db.schema.createIndex('users_role_balance_idx').on('users').columns(['role', 'balance_cents', 'id']).execute();
  if (postgres) {
    await sql`create index users_role_join_date_idx on users (role, join_date nulls first, id)`.execute(db);
    await sql`create index users_role_last_visit_idx on users (role, last_visit_at nulls first, id)`.execute(db);
    await postgresTriggers(db);
  } else {
    await db.schema.createIndex('users_role_join_date_idx').on('users').columns(['role', 'join_date', 'id']).execute();
    await db.schema
      .createIndex('users_role_last_visit_idx')
      .on('users')
      .columns(['role', 'last_visit_at', 'id'])
      .execute();
    await sqliteTriggers(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger bills_member_balance on bills`.execute(db);
    await sql`drop function users_balance_from_bills()`.execute(db);
    await sql`drop trigger check_ins_member_last_visit on check_ins`.execute(db);
    await sql`drop function users_last_visit_from_check_ins()`.execute(db);
  } else {
    for (const name of [
      'bills_member_balance_insert',
      'bills_member_balance_update',
      'bills_member_balance_delete',
      'check_ins_member_last_visit_insert',
      'check_ins_member_last_visit_update',
      'check_ins_member_last_visit_delete',
    ]) {
      await sql`drop trigger ${sql.id(name)}`.execute(db);
    }
  }
  for (const index of ['users_role_balance_idx', 'users_role_join_date_idx', 'users_role_last_visit_idx']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('users').dropColumn('last_visit_at').execute();
  await db.schema.alterTable('users').dropColumn('balance_cents').execute();
}
