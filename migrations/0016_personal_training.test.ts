// Upgrading to personal training only adds: plans, passes and settings an older version wrote keep
// their meaning (every pass counts gym visits, loads in kg), the new tables hold their rules — above
// all, one trainer's 15-minute block can be claimed once — and the upgrade can be undone.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../src/server/test/harness.js';
import { migrationBed } from '../src/server/test/migration-bed.js';

const bed = migrationBed();
const NOW = '2026-11-26T12:00:00.000Z';

async function rowsOf(table: string) {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by 1`.execute(bed.db);
  return rows;
}

describe('0016_personal_training', () => {
  it('keeps what was there, gives it the new defaults, and holds the new tables to their rules', async () => {
    const migrator = await bed.migrator();
    expect((await migrator.migrateTo('0015_members_help_themselves')).error).toBeUndefined();
    const member = await createAccount(bed.db, 'member');
    const trainer = await createAccount(bed.db, 'trainer');
    await sql`insert into plans (id, name, name_key, price_cents, period, is_default, archived_at, created_at, kind, pass_visits)
      values ('pl1', '10 visits', '10 visits', 9000, 'none', 0, null, ${NOW}, 'pass', 10)`.execute(bed.db);
    const plans = await rowsOf('plans');

    expect((await migrator.migrateTo('0016_personal_training')).error).toBeUndefined();

    expect(await rowsOf('plans')).toEqual(plans.map((p) => ({ ...p, passUse: 'visits' })));
    await sql`insert into pt_services (id, name, name_key, duration_minutes, price_cents, created_at)
      values ('s1', 'Session', 'session', 60, 6000, ${NOW})`.execute(bed.db);
    await sql`insert into pt_appointments (id, service_id, trainer_id, member_id, service_name, starts_at, ends_at,
        status, paid_with, created_at, updated_at)
      values ('a1', 's1', ${trainer.id}, ${member.id}, 'Session', '2026-12-01T09:00:00.000Z', '2026-12-01T10:00:00.000Z',
        'booked', 'bill', ${NOW}, ${NOW})`.execute(bed.db);
    await sql`insert into pt_slot_claims (trainer_id, starts_at, appointment_id)
      values (${trainer.id}, '2026-12-01T09:00:00.000Z', 'a1')`.execute(bed.db);
    await sql`insert into exercises (id, key, name, name_key, category, primary_muscles, equipment, measure, created_at, updated_at)
      values ('e1', 'squat', 'Squat', 'squat', 'strength', 'quadriceps', 'barbell', 'weight-reps', ${NOW}, ${NOW})`.execute(
      bed.db,
    );

    const refused = [
      // The same trainer's block twice; a window that ends before it starts; a 20-minute service.
      sql`insert into pt_slot_claims (trainer_id, starts_at, appointment_id)
        values (${trainer.id}, '2026-12-01T09:00:00.000Z', 'a1')`,
      sql`insert into trainer_availability (id, trainer_id, weekday, start_time, end_time, created_at)
        values ('w1', ${trainer.id}, 1, '12:00', '09:00', ${NOW})`,
      sql`insert into pt_services (id, name, name_key, duration_minutes, price_cents, created_at)
        values ('s2', 'Odd', 'odd', 20, 6000, ${NOW})`,
      // A set of 10,000 kg or -1 reps; a second exercise of the same name; an unknown weight unit.
      sql`insert into workouts (id, member_id, day, started_at, updated_at) values ('wk1', ${member.id}, '2026-12-01', ${NOW}, ${NOW})`,
      sql`insert into exercises (id, name, name_key, category, primary_muscles, equipment, measure, created_at, updated_at)
        values ('e2', 'SQUAT', 'squat', 'strength', 'quadriceps', 'barbell', 'weight-reps', ${NOW}, ${NOW})`,
      sql`update gym_settings set weight_unit = 'stone'`,
    ];
    // The workout row itself is fine: insert it, then its bad sets must fail.
    await refused[3]?.execute(bed.db);
    refused.splice(3, 1);
    refused.push(
      sql`insert into workout_sets (id, workout_id, member_id, exercise_id, set_number, weight_grams, logged_at)
        values ('x1', 'wk1', ${member.id}, 'e1', 1, 10000000, ${NOW})`,
      sql`insert into workout_sets (id, workout_id, member_id, exercise_id, set_number, reps, logged_at)
        values ('x2', 'wk1', ${member.id}, 'e1', 1, -1, ${NOW})`,
    );
    await sql`insert into gym_settings (id, version, name, tagline, street, city, phone, email, website, about,
        hours_json, currency, locale, tax_name, tax_rate_bp, tax_id, receipt_footer, time_zone, billing_due_days,
        checkin_grace_days, booking_cancel_hours, updated_at)
      values (1, 1, 'Iron Temple', '', '', '', '', '', '', '', '{}', 'EUR', 'de-DE', '', 0, '', '', 'Europe/Berlin',
        14, 30, 2, ${NOW})`.execute(bed.db);
    expect((await rowsOf('gym_settings'))[0]).toMatchObject({ weightUnit: 'kg' });
    for (const statement of refused) await expect(statement.execute(bed.db)).rejects.toThrow();

    // Undone, the old tables are as they were.
    expect((await migrator.migrateTo('0015_members_help_themselves')).error).toBeUndefined();
    expect(await rowsOf('plans')).toEqual(plans);
  });
});
