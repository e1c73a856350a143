// Hardening after an outside probe:
// - sessions.id now holds the SHA-256 of the session token, never the token itself, so a copy of the
//   database cannot sign anyone in. Stored tokens cannot be converted, so every session ends here.
// - trusted_devices remembers which browsers (by the hash of their device cookie) have signed in to
//   which account: those are exempt from the per-account lockout that unknown devices share.
// - mail_queue holds outgoing mail, written in the transaction that causes it and sent by one
//   background sender with retries. A row is either a whole message (kind 'message') or a request
//   the sender turns into one (kind 'password_reset': the sender looks the address up, so asking
//   for a reset does the same work whether or not the address has an account). Bodies are wiped
//   once a message is sent or given up.
// Frozen once landed: change the schema with a new migration.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.deleteFrom('sessions' as never).execute();

  await db.schema
    .createTable('trusted_devices')
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('trusted_devices_pk', ['token_hash', 'user_id'])
    .execute();
  await db.schema.createIndex('trusted_devices_user_id_idx').on('trusted_devices').column('user_id').execute();
  await db.schema
    .createIndex('trusted_devices_last_used_at_idx')
    .on('trusted_devices')
    .column('last_used_at')
    .execute();

  await db.schema
    .createTable('mail_queue')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('message', 'password_reset')`))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text')
    // Outbox mode logs this link so a self-hoster without SMTP can follow it; wiped with the body.
    .addColumn('log_link', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('queued', 'sent', 'skipped', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema
    .createIndex('mail_queue_status_next_attempt_idx')
    .on('mail_queue')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('mail_queue_status_finished_idx')
    .on('mail_queue')
    .columns(['status', 'finished_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_queue').execute();
  await db.schema.dropTable('trusted_devices').execute();
}
