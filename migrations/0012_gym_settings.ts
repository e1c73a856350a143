// The gym's own settings: one row, edited in the Settings section (Gym, Money, Rules). `version` goes
// up with every saved change, so each app process can tell from one number whether its copy is
// current. The logo is stored here (base64), so every process serves the same one. The row itself is
// written at start from the environment (GYM_TIMEZONE, CURRENCY…) the first time only; migrations
// never read the environment. Plans gain "Show on website". Frozen once landed.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not the app's types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('gym_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('tagline', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('website', 'text', (c) => c.notNull())
    .addColumn('about', 'text', (c) => c.notNull())
    // {"mon": {"closed": false, "opens": "06:00", "closes": "22:00"}, …}
    .addColumn('hours_json', 'text', (c) => c.notNull())
    .addColumn('logo_base64', 'text')
    .addColumn('logo_type', 'text')
    .addColumn('logo_version', 'integer')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('tax_name', 'text', (c) => c.notNull())
    .addColumn('tax_rate_bp', 'integer', (c) => c.notNull())
    .addColumn('tax_id', 'text', (c) => c.notNull())
    .addColumn('receipt_footer', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('billing_due_days', 'integer', (c) => c.notNull())
    .addColumn('checkin_grace_days', 'integer', (c) => c.notNull())
    .addColumn('booking_cancel_hours', 'integer', (c) => c.notNull())
    .addColumn('checklist_hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('plans')
    .addColumn('show_on_website', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('plans').dropColumn('show_on_website').execute();
  await db.schema.dropTable('gym_settings').execute();
}
