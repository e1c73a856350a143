// Attendance and classes.
// - memberships.member_code: each member's 8-character code (unambiguous letters and digits) for the
//   front desk; existing members get one here.
// - check_ins: one row per visit, with the gym's day and hour (GYM_TIMEZONE) beside the instant.
// - attendance_hours: per gym day and hour, how many check-ins and how many members came for the first
//   time that day, kept with each check-in, so the attendance report reads at most 24 rows per day
//   however many visits there were (a year is 8,760 rows, not two million).
// - classes, their weekly timetable (class_slots: weekday + local start time) and the sessions the
//   daily run creates for the coming weeks (one per slot and day), with a booked count the database
//   keeps under the capacity, and bookings (booked or on the waitlist, in the order they came).
// - bills_member_status_due_idx replaces bills_member_status_idx: the desk asks, at every check-in,
//   for a member's oldest overdue bill (member, status, due date), which the shorter index answered
//   only by reading all of the member's open bills, and which a planner without statistics answered
//   through every overdue bill in the gym.
// Frozen once landed: change the schema with a new migration. It imports no application code.
import crypto from 'node:crypto';
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/** No 0/O, 1/I/L: codes are read aloud and typed from cards. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function newCode(): string {
  return Array.from({ length: 8 }, () => CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)]).join('');
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('memberships').addColumn('member_code', 'text').execute();
  const members = await sql<{ userId: string }>`select user_id as "userId" from memberships`.execute(db);
  const used = new Set<string>();
  for (const { userId } of members.rows) {
    let code = newCode();
    while (used.has(code)) code = newCode();
    used.add(code);
    await sql`update memberships set member_code = ${code} where user_id = ${userId}`.execute(db);
  }
  // SQLite cannot add NOT NULL to an existing column; there the application always sets a code.
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table memberships alter column member_code set not null`.execute(db);
  }
  await db.schema.createIndex('memberships_member_code_idx').on('memberships').column('member_code').unique().execute();

  await db.schema
    .createTable('check_ins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('checked_in_at', 'text', (c) => c.notNull())
    // The gym's calendar day and hour (0–23) of checked_in_at.
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('hour', 'integer', (c) => c.notNull().check(sql`hour >= 0 and hour <= 23`))
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('desk', 'class')`))
    .addColumn('session_id', 'text')
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('check_ins_member_at_idx')
    .on('check_ins')
    .columns(['member_id', 'checked_in_at'])
    .execute();
  await db.schema.createIndex('check_ins_at_idx').on('check_ins').columns(['checked_in_at', 'id']).execute();
  await db.schema
    .createTable('attendance_hours')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('hour', 'integer', (c) => c.notNull())
    .addColumn('check_ins', 'integer', (c) => c.notNull())
    // Members whose first check-in of the day fell in this hour: a day's sum is its distinct members.
    .addColumn('first_visits', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('attendance_hours_pk', ['day', 'hour'])
    .execute();

  await db.schema
    .createTable('classes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('trainer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('capacity', 'integer', (c) => c.notNull().check(sql`capacity >= 1 and capacity <= 1000`))
    .addColumn('duration_minutes', 'integer', (c) =>
      c.notNull().check(sql`duration_minutes >= 5 and duration_minutes <= 600`),
    )
    .addColumn('archived_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('class_slots')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('class_id', 'text', (c) => c.notNull().references('classes.id').onDelete('cascade'))
    // ISO weekday, 1 = Monday … 7 = Sunday, and the local start time 'HH:MM' in GYM_TIMEZONE.
    .addColumn('weekday', 'integer', (c) => c.notNull().check(sql`weekday >= 1 and weekday <= 7`))
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('class_slots_unique_idx')
    .on('class_slots')
    .columns(['class_id', 'weekday', 'start_time'])
    .unique()
    .execute();

  await db.schema
    .createTable('class_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('class_id', 'text', (c) => c.notNull().references('classes.id').onDelete('cascade'))
    .addColumn('slot_id', 'text', (c) => c.references('class_slots.id').onDelete('set null'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('booked_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`booked_count >= 0`))
    // The last waitlist position handed out: places in the queue come from one counter.
    .addColumn('waitlist_counter', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('scheduled', 'cancelled')`))
    .addColumn('cancel_reason', 'text')
    .execute();
  await db.schema
    .createIndex('class_sessions_slot_day_idx')
    .on('class_sessions')
    .columns(['slot_id', 'day'])
    .unique()
    .execute();
  await db.schema.createIndex('class_sessions_starts_idx').on('class_sessions').columns(['starts_at', 'id']).execute();
  await db.schema
    .createIndex('class_sessions_class_starts_idx')
    .on('class_sessions')
    .columns(['class_id', 'starts_at'])
    .execute();

  await db.schema
    .createTable('bookings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('class_sessions.id').onDelete('cascade'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('booked', 'waitlisted', 'cancelled')`))
    // Place in the waitlist (1, 2, 3… per session in the order people joined); null when booked outright.
    .addColumn('waitlist_position', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('attended_at', 'text')
    .execute();
  // One live booking per member and session; cancelled ones stay as history.
  await db.schema
    .createIndex('bookings_live_idx')
    .on('bookings')
    .columns(['session_id', 'member_id'])
    .unique()
    .where(sql.ref('status'), '!=', 'cancelled')
    .execute();
  await db.schema
    .createIndex('bookings_session_status_idx')
    .on('bookings')
    .columns(['session_id', 'status', 'waitlist_position'])
    .execute();
  await db.schema.createIndex('bookings_member_idx').on('bookings').columns(['member_id', 'created_at']).execute();

  await db.schema
    .createIndex('bills_member_status_due_idx')
    .on('bills')
    .columns(['member_id', 'status', 'due_date'])
    .execute();
  await db.schema.dropIndex('bills_member_status_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('bills_member_status_idx').on('bills').columns(['member_id', 'status']).execute();
  await db.schema.dropIndex('bills_member_status_due_idx').execute();
  for (const table of ['bookings', 'class_sessions', 'class_slots', 'classes', 'attendance_hours', 'check_ins']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('memberships_member_code_idx').execute();
  await db.schema.alterTable('memberships').dropColumn('member_code').execute();
}
