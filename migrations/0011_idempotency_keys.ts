// Idempotency keys: a money-writing call (a payment, a bill, an approval) may carry a key chosen by
// the client for the one thing the person meant to do. The first call with a key stores its answer
// here in the same transaction as the write; a repeat with that key (a retry after a lost answer,
// a double click) gets the stored answer and writes nothing. Keys belong to the account that sent
// them, and are kept at least a day (the hourly maintenance removes older ones by created_at).
// Frozen once landed.
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not the app's types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('procedure', 'text', (c) => c.notNull())
    // SHA-256 of the call's input: the same key sent with other input is refused, never replayed.
    .addColumn('request_hash', 'text', (c) => c.notNull())
    // The first answer as JSON; written in the transaction that claimed the key, so a key another
    // transaction can see always has its answer.
    .addColumn('response', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created_at_idx').on('idempotency_keys').column('created_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
