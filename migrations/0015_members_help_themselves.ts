// Members help themselves, messages people expect, moving in and out.
// - users: an emergency contact (name and phone), whether class and pass reminders may be mailed
//   (receipts always are), and when the account was closed (its personal data erased, its ledger
//   kept under "Former member #<n>").
// - gym_settings: the waiver (its text and version: 0 = no waiver; a new version asks everyone
//   again), whether pause requests are approved without an admin, and how many hours before a class
//   its reminder goes out.
// - email_changes: "change my email" links sent to the new address, stored as hashes, single use.
// - pause_requests: a member's dated request to pause, approved by an admin (or at once when the gym
//   allows it); the pause starts and ends on its dates (started_at / ended_at say it did).
// - waiver_acceptances: who accepted which waiver version, when, from where, with the name typed.
// - account_closures: "Close my account" asked for, then erased by an admin (with the number of
//   "Former member #<n>", unique) or withdrawn.
// - calendar_feeds: a member's private iCalendar URL, by the hash of its token (one per member).
// - bookings.reminder_sent_at and member_passes.low_visits_notice_at: a process claims the class
//   reminder or the "pass nearly used up" notice by setting it in one statement, so each goes once.
// - notification_sends.subject: group messages carry a subject.
// - member_imports: a previewed CSV of members waiting for "Import N members" (its accepted rows as
//   JSON, so any process can carry it out), then imported.
// Only columns and tables are added, so nothing is rebuilt. Frozen once landed.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not the app's types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('emergency_contact_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('emergency_contact_phone', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('reminder_emails', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('users').addColumn('closed_at', 'text').execute();

  await db.schema
    .alterTable('gym_settings')
    .addColumn('waiver_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('gym_settings')
    .addColumn('waiver_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('gym_settings').addColumn('waiver_updated_at', 'text').execute();
  await db.schema
    .alterTable('gym_settings')
    .addColumn('pause_auto_approve', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('gym_settings')
    .addColumn('class_reminder_hours', 'integer', (c) => c.notNull().defaultTo(3))
    .execute();

  await db.schema
    .createTable('email_changes')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('new_email', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_changes_user_idx').on('email_changes').column('user_id').execute();

  await db.schema
    .createTable('pause_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('ends_on', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'approved', 'declined', 'withdrawn')`),
    )
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'text')
    .addColumn('started_at', 'text')
    .addColumn('ended_at', 'text')
    .addCheckConstraint('pause_requests_dates', sql`ends_on >= starts_on`)
    .execute();
  await db.schema
    .createIndex('pause_requests_member_idx')
    .on('pause_requests')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('pause_requests_status_idx')
    .on('pause_requests')
    .columns(['status', 'starts_on'])
    .execute();

  await db.schema
    .createTable('waiver_acceptances')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('typed_name', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .execute();
  await db.schema
    .createIndex('waiver_acceptances_user_idx')
    .on('waiver_acceptances')
    .columns(['user_id', 'version'])
    .execute();

  await db.schema
    .createTable('account_closures')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('requested', 'erased', 'withdrawn')`))
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('former_number', 'integer', (c) => c.unique())
    .addColumn('decided_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'text')
    .execute();
  await db.schema
    .createIndex('account_closures_status_idx')
    .on('account_closures')
    .columns(['status', 'requested_at'])
    .execute();

  await db.schema
    .createTable('calendar_feeds')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_read_at', 'text')
    .execute();

  await db.schema.alterTable('bookings').addColumn('reminder_sent_at', 'text').execute();
  await db.schema.alterTable('member_passes').addColumn('low_visits_notice_at', 'text').execute();
  await db.schema
    .alterTable('notification_sends')
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('member_imports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('previewed', 'imported')`))
    .addColumn('rows_json', 'text', (c) => c.notNull())
    .addColumn('accepted_count', 'integer', (c) => c.notNull())
    .addColumn('refused_count', 'integer', (c) => c.notNull())
    .addColumn('imported_count', 'integer')
    .addColumn('imported_at', 'text')
    .execute();
  await db.schema.createIndex('member_imports_created_idx').on('member_imports').column('created_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('member_imports').execute();
  await db.schema.alterTable('notification_sends').dropColumn('subject').execute();
  await db.schema.alterTable('member_passes').dropColumn('low_visits_notice_at').execute();
  await db.schema.alterTable('bookings').dropColumn('reminder_sent_at').execute();
  await db.schema.dropTable('calendar_feeds').execute();
  await db.schema.dropTable('account_closures').execute();
  await db.schema.dropTable('waiver_acceptances').execute();
  await db.schema.dropTable('pause_requests').execute();
  await db.schema.dropTable('email_changes').execute();
  for (const column of [
    'class_reminder_hours',
    'pause_auto_approve',
    'waiver_updated_at',
    'waiver_version',
    'waiver_text',
  ]) {
    await db.schema.alterTable('gym_settings').dropColumn(column).execute();
  }
  for (const column of ['closed_at', 'reminder_emails', 'emergency_contact_phone', 'emergency_contact_name']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
