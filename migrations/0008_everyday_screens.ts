// Everyday screens.
// - Search keys fold capitals and accents the same way on both databases ("ZOË" finds "Zoë"):
//   users.search_key (name and email) for the Member List, and records, equipment and plans get their
//   name_key recomputed with the same folding. Equipment names become unique by that key; names that
//   repeat already get " (2)", " (3)"… so the unique index can be built.
// - member_notes: what admins write on a member's page.
// - notification_sends: one row per notification an admin sent (to one member or to a group), with how
//   many it reached; notifications point to it and carry when the member read them.
// - contact_messages: the contact form's messages, for the admin Inbox.
// - equipment status, service interval and next service date (the "Service due" list is a range on
//   it), and equipment_log: maintenance, reported problems and status changes.
// - events_subject_created_idx: a member page's history is a range of one subject's events.
//   On PostgreSQL these keys use the "C" collation (binary order), as records.name_key does since 0004.
// Frozen once landed: change the schema with a new migration. It imports no application code, so the
// folding below is a copy of src/shared/search-key.ts as it was when this migration was written.
import { type Kysely, PostgresAdapter, sql } from 'kysely';

const LETTER_FOLDS: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const FOLDED_LETTERS = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'g');

function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(FOLDED_LETTERS, (letter) => LETTER_FOLDS[letter] ?? letter);
}

/** The users' key: name and email, separated by a character no search can contain. */
function userSearchKey(name: string, email: string): string {
  return `${fold(name)}\n${fold(email)}`;
}

async function refold(db: Kysely<unknown>, table: 'records' | 'plans'): Promise<void> {
  const rows = await sql<{ id: string; name: string }>`select id, name from ${sql.table(table)}`.execute(db);
  const taken = new Set<string>();
  for (const row of rows.rows) {
    let key = fold(row.name);
    // Plans' keys are unique: two plan names that fold alike keep the old lower-cased key.
    if (table === 'plans' && taken.has(key)) key = row.name.toLowerCase();
    taken.add(key);
    await sql`update ${sql.table(table)} set name_key = ${key} where id = ${row.id}`.execute(db);
  }
}

async function foldEquipmentNames(db: Kysely<unknown>): Promise<void> {
  const rows = await sql<{ id: string; name: string }>`
    select id, name from equipment order by created_at, id`.execute(db);
  const taken = new Set<string>();
  for (const row of rows.rows) {
    let name = row.name;
    for (let n = 2; taken.has(fold(name)); n += 1) name = `${row.name} (${n})`;
    taken.add(fold(name));
    await sql`update equipment set name = ${name}, name_key = ${fold(name)} where id = ${row.id}`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema.alterTable('users').addColumn('search_key', 'text').execute();
  const users = await sql<{ id: string; name: string; email: string }>`select id, name, email from users`.execute(db);
  for (const user of users.rows) {
    await sql`update users set search_key = ${userSearchKey(user.name, user.email)} where id = ${user.id}`.execute(db);
  }
  if (postgres) {
    await sql`alter table users alter column search_key set not null`.execute(db);
    // Binary order, as SQLite compares text: both databases sort and range-search these keys alike.
    await sql`alter table users alter column search_key type text collate "C"`.execute(db);
    await sql`alter table equipment alter column name_key type text collate "C"`.execute(db);
    await sql`alter table plans alter column name_key type text collate "C"`.execute(db);
  }
  // The Member List orders members by this key, so names sort alike whatever their accents.
  await db.schema.createIndex('users_role_search_key_idx').on('users').columns(['role', 'search_key', 'id']).execute();
  await refold(db, 'records');
  await refold(db, 'plans');

  await db.schema
    .createTable('member_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('member_notes_member_created_idx')
    .on('member_notes')
    .columns(['member_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('notification_sends')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('audience', 'text', (c) =>
      c.notNull().check(sql`audience in ('member', 'all_active', 'plan', 'overdue')`),
    )
    // The member or plan it went to, by name as it was then (they may be renamed or removed later).
    .addColumn('audience_name', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('with_email', 'integer', (c) => c.notNull().check(sql`with_email in (0, 1)`))
    .addColumn('recipients', 'integer', (c) => c.notNull())
    .addColumn('sent_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notification_sends_sent_at_idx')
    .on('notification_sends')
    .columns(['sent_at', 'id'])
    .execute();
  await db.schema
    .alterTable('notifications')
    .addColumn('send_id', 'text', (c) => c.references('notification_sends.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('notifications').addColumn('read_at', 'text').execute();
  // Notifications sent before this migration count as read: nobody should open a page of old news.
  await sql`update notifications set read_at = date`.execute(db);
  // The unread count is a range of one member's unread notifications.
  await db.schema
    .createIndex('notifications_member_unread_idx')
    .on('notifications')
    .columns(['member_id', 'read_at'])
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema
    .createIndex('contact_messages_created_idx')
    .on('contact_messages')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema.createIndex('contact_messages_unread_idx').on('contact_messages').column('read_at').execute();

  await foldEquipmentNames(db);
  await db.schema.dropIndex('equipment_name_key_idx').execute();
  await db.schema.createIndex('equipment_name_key_idx').on('equipment').column('name_key').unique().execute();
  await db.schema
    .alterTable('equipment')
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('in_service').check(sql`status in ('in_service', 'out_of_order')`),
    )
    .execute();
  await db.schema
    .alterTable('equipment')
    .addColumn('service_interval_days', 'integer', (c) =>
      c.check(sql`service_interval_days >= 1 and service_interval_days <= 3650`),
    )
    .execute();
  // The gym day (YYYY-MM-DD) the next service is due: last service (or when the interval was set) plus
  // the interval; null without an interval.
  await db.schema.alterTable('equipment').addColumn('service_due_on', 'text').execute();
  await db.schema
    .createIndex('equipment_service_due_idx')
    .on('equipment')
    .columns(['service_due_on', 'name_key'])
    .execute();
  await db.schema.createIndex('equipment_status_idx').on('equipment').columns(['status', 'name_key']).execute();

  await db.schema
    .createTable('equipment_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('equipment_id', 'text', (c) => c.notNull().references('equipment.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('maintenance', 'problem', 'status')`))
    .addColumn('note', 'text', (c) => c.notNull())
    // Who wrote it; their name is kept as it was, so the log still reads after the account is gone.
    .addColumn('by_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('by_name', 'text', (c) => c.notNull())
    // The gym day the work was done (maintenance) or the problem was reported.
    .addColumn('on_day', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('equipment_log_equipment_created_idx')
    .on('equipment_log')
    .columns(['equipment_id', 'created_at', 'id'])
    .execute();

  await db.schema.createIndex('events_subject_created_idx').on('events').columns(['subject', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('events_subject_created_idx').execute();
  await db.schema.dropTable('equipment_log').execute();
  await db.schema.dropIndex('equipment_status_idx').execute();
  await db.schema.dropIndex('equipment_service_due_idx').execute();
  await db.schema.alterTable('equipment').dropColumn('service_due_on').execute();
  await db.schema.alterTable('equipment').dropColumn('service_interval_days').execute();
  await db.schema.alterTable('equipment').dropColumn('status').execute();
  await db.schema.dropIndex('equipment_name_key_idx').execute();
  await db.schema.createIndex('equipment_name_key_idx').on('equipment').column('name_key').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table plans alter column name_key type text collate "default"`.execute(db);
    await sql`alter table equipment alter column name_key type text collate "default"`.execute(db);
  }
  await db.schema.dropTable('contact_messages').execute();
  await db.schema.dropIndex('notifications_member_unread_idx').execute();
  await db.schema.alterTable('notifications').dropColumn('read_at').execute();
  await db.schema.alterTable('notifications').dropColumn('send_id').execute();
  await db.schema.dropTable('notification_sends').execute();
  await db.schema.dropTable('member_notes').execute();
  await db.schema.dropIndex('users_role_search_key_idx').execute();
  await db.schema.alterTable('users').dropColumn('search_key').execute();
}
