// Personal training and workout programs.
// - gym_settings.weight_unit: loads are shown and typed in kg or lb; they are stored in grams.
// - plans.pass_use and member_passes.pass_use: 'visits' (a pass used at check-in, as before) or
//   'training' (a PT pack: its visits are personal-training sessions, used by appointments and never
//   by a check-in; selling one does not change the member's plan).
// - trainer_profiles: a trainer's public bio, specialties (a JSON array) and photo.
// - trainer_availability: weekly windows (ISO weekday, 'HH:MM'–'HH:MM' on the gym's wall clock);
//   trainer_time_off: whole days a trainer is away (unique per trainer and day).
// - pt_services: what a member books (name, minutes, price, an optional no-show fee).
// - pt_appointments: one member with one trainer for one service at one time; how it was paid (a
//   session of a PT pack or a bill) and how it ended (cancelled, attended, no-show).
// - pt_slot_claims: each booked appointment claims every 15-minute block it covers, and the primary
//   key (trainer_id, starts_at) lets a block be claimed once: two appointments of one trainer can
//   never overlap, whatever the concurrency, on both databases. Cancelling deletes its claims.
// - exercises: the shipped library (key set, upserted on start) and the gym's own (key null); the
//   search key is the folded name (search-key.ts), unique, so no two exercises share a name.
// - programs: templates (member_id null; starter_key set for the three that ship) and members' own
//   copies made by "Assign to member" (source_program_id names the template); program_days are the
//   weeks × days, program_exercises the prescriptions of a day (sets, reps or seconds, load, rest).
// - workouts and workout_sets: what a member logged, set by set (grams, reps, seconds, metres);
//   workout_comments: a trainer's word on a workout.
// Only columns and tables are added, so nothing is rebuilt. Frozen once landed.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not the app's types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('gym_settings')
    .addColumn('weight_unit', 'text', (c) => c.notNull().defaultTo('kg').check(sql`weight_unit in ('kg', 'lb')`))
    .execute();
  await db.schema
    .alterTable('plans')
    .addColumn('pass_use', 'text', (c) =>
      c.notNull().defaultTo('visits').check(sql`pass_use in ('visits', 'training')`),
    )
    .execute();
  await db.schema
    .alterTable('member_passes')
    .addColumn('pass_use', 'text', (c) =>
      c.notNull().defaultTo('visits').check(sql`pass_use in ('visits', 'training')`),
    )
    .execute();

  await db.schema
    .createTable('trainer_profiles')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('specialties_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('photo_base64', 'text')
    .addColumn('photo_type', 'text')
    .addColumn('photo_version', 'integer')
    .addColumn('show_on_website', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('trainer_availability')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('trainer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('weekday', 'integer', (c) => c.notNull().check(sql`weekday >= 1 and weekday <= 7`))
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('trainer_availability_order', sql`start_time < end_time`)
    .execute();
  await db.schema
    .createIndex('trainer_availability_trainer_idx')
    .on('trainer_availability')
    .columns(['trainer_id', 'weekday', 'start_time'])
    .execute();

  await db.schema
    .createTable('trainer_time_off')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('trainer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('trainer_time_off_day_unique', ['trainer_id', 'day'])
    .execute();

  await db.schema
    .createTable('pt_services')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('duration_minutes', 'integer', (c) =>
      c.notNull().check(sql`duration_minutes >= 15 and duration_minutes <= 240 and duration_minutes % 15 = 0`),
    )
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
    .addColumn('no_show_fee_cents', 'integer', (c) => c.notNull().defaultTo(0).check(sql`no_show_fee_cents >= 0`))
    .addColumn('archived_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('pt_appointments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('service_id', 'text', (c) => c.notNull().references('pt_services.id').onDelete('restrict'))
    .addColumn('trainer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The service's name and length when booked: renaming the service later renames nothing booked.
    .addColumn('service_name', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('booked', 'cancelled', 'attended', 'no_show')`),
    )
    .addColumn('paid_with', 'text', (c) => c.notNull().check(sql`paid_with in ('pack', 'bill', 'free')`))
    .addColumn('member_pass_id', 'text', (c) => c.references('member_passes.id').onDelete('set null'))
    .addColumn('bill_id', 'text', (c) => c.references('bills.id').onDelete('set null'))
    .addColumn('no_show_bill_id', 'text', (c) => c.references('bills.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'text')
    .addColumn('cancelled_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('cancel_reason', 'text')
    .addColumn('marked_at', 'text')
    .addColumn('marked_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('pt_appointments_trainer_idx')
    .on('pt_appointments')
    .columns(['trainer_id', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('pt_appointments_member_idx')
    .on('pt_appointments')
    .columns(['member_id', 'starts_at'])
    .execute();

  await db.schema
    .createTable('pt_slot_claims')
    .addColumn('trainer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('appointment_id', 'text', (c) => c.notNull().references('pt_appointments.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('pt_slot_claims_pk', ['trainer_id', 'starts_at'])
    .execute();
  await db.schema.createIndex('pt_slot_claims_appointment_idx').on('pt_slot_claims').column('appointment_id').execute();

  await db.schema
    .createTable('exercises')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull().unique())
    .addColumn('category', 'text', (c) => c.notNull())
    // Comma-separated ids from src/shared/exercises.ts.
    .addColumn('primary_muscles', 'text', (c) => c.notNull())
    .addColumn('secondary_muscles', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('equipment', 'text', (c) => c.notNull())
    .addColumn('measure', 'text', (c) => c.notNull())
    // A JSON array of short sentences.
    .addColumn('cues_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('archived_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('programs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('member_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('trainer_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('source_program_id', 'text', (c) => c.references('programs.id').onDelete('set null'))
    .addColumn('starter_key', 'text', (c) => c.unique())
    .addColumn('weeks', 'integer', (c) => c.notNull().check(sql`weeks >= 1 and weeks <= 52`))
    .addColumn('starts_on', 'text')
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('archived_at', 'text')
    .execute();
  await db.schema.createIndex('programs_template_idx').on('programs').columns(['member_id', 'name_key']).execute();
  await db.schema.createIndex('programs_member_idx').on('programs').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('programs_trainer_idx').on('programs').columns(['trainer_id', 'member_id']).execute();

  await db.schema
    .createTable('program_days')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('program_id', 'text', (c) => c.notNull().references('programs.id').onDelete('cascade'))
    .addColumn('week', 'integer', (c) => c.notNull().check(sql`week >= 1 and week <= 52`))
    .addColumn('day', 'integer', (c) => c.notNull().check(sql`day >= 1 and day <= 7`))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('program_days_unique', ['program_id', 'week', 'day'])
    .execute();

  await db.schema
    .createTable('program_exercises')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('day_id', 'text', (c) => c.notNull().references('program_days.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('exercise_id', 'text', (c) => c.notNull().references('exercises.id').onDelete('restrict'))
    .addColumn('sets', 'integer', (c) => c.notNull().check(sql`sets >= 1 and sets <= 20`))
    .addColumn('reps', 'integer', (c) => c.check(sql`reps >= 1 and reps <= 100`))
    .addColumn('duration_seconds', 'integer', (c) => c.check(sql`duration_seconds >= 1 and duration_seconds <= 86400`))
    .addColumn('load_grams', 'integer', (c) => c.check(sql`load_grams >= 0 and load_grams <= 1000000`))
    .addColumn('rest_seconds', 'integer', (c) => c.check(sql`rest_seconds >= 0 and rest_seconds <= 3600`))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('program_exercises_position_unique', ['day_id', 'position'])
    .execute();
  await db.schema.createIndex('program_exercises_exercise_idx').on('program_exercises').column('exercise_id').execute();

  await db.schema
    .createTable('workouts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('program_id', 'text', (c) => c.references('programs.id').onDelete('set null'))
    .addColumn('program_day_id', 'text', (c) => c.references('program_days.id').onDelete('set null'))
    // The gym's calendar day it was done on.
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('workouts_member_idx').on('workouts').columns(['member_id', 'started_at']).execute();

  await db.schema
    .createTable('workout_sets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workout_id', 'text', (c) => c.notNull().references('workouts.id').onDelete('cascade'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('exercise_id', 'text', (c) => c.notNull().references('exercises.id').onDelete('restrict'))
    .addColumn('set_number', 'integer', (c) => c.notNull().check(sql`set_number >= 1 and set_number <= 50`))
    .addColumn('reps', 'integer', (c) => c.check(sql`reps >= 0 and reps <= 1000`))
    .addColumn('weight_grams', 'integer', (c) => c.check(sql`weight_grams >= 0 and weight_grams <= 1000000`))
    .addColumn('duration_seconds', 'integer', (c) => c.check(sql`duration_seconds >= 0 and duration_seconds <= 86400`))
    .addColumn('distance_meters', 'integer', (c) => c.check(sql`distance_meters >= 0 and distance_meters <= 1000000`))
    .addColumn('logged_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('workout_sets_unique', ['workout_id', 'exercise_id', 'set_number'])
    .execute();
  await db.schema
    .createIndex('workout_sets_history_idx')
    .on('workout_sets')
    .columns(['member_id', 'exercise_id', 'logged_at'])
    .execute();
  await db.schema.createIndex('workout_sets_exercise_idx').on('workout_sets').column('exercise_id').execute();

  await db.schema
    .createTable('workout_comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workout_id', 'text', (c) => c.notNull().references('workouts.id').onDelete('cascade'))
    .addColumn('author_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('workout_comments_workout_idx')
    .on('workout_comments')
    .columns(['workout_id', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('workout_comments').execute();
  await db.schema.dropTable('workout_sets').execute();
  await db.schema.dropTable('workouts').execute();
  await db.schema.dropTable('program_exercises').execute();
  await db.schema.dropTable('program_days').execute();
  await db.schema.dropTable('programs').execute();
  await db.schema.dropTable('exercises').execute();
  await db.schema.dropTable('pt_slot_claims').execute();
  await db.schema.dropTable('pt_appointments').execute();
  await db.schema.dropTable('pt_services').execute();
  await db.schema.dropTable('trainer_time_off').execute();
  await db.schema.dropTable('trainer_availability').execute();
  await db.schema.dropTable('trainer_profiles').execute();
  await db.schema.alterTable('member_passes').dropColumn('pass_use').execute();
  await db.schema.alterTable('plans').dropColumn('pass_use').execute();
  await db.schema.alterTable('gym_settings').dropColumn('weight_unit').execute();
}
