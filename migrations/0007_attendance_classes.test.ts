// Upgrading a gym that has members: each membership gets its own 8-character member code from the
// alphabet without look-alikes, and the attendance and class tables exist and keep their rules.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationBed } from '../src/server/test/migration-bed.js';

const bed = migrationBed();

const MEMBERS = 40;
const NOW = '2026-11-01T12:00:00.000Z';

/** Members as 0006 left them: a user and a membership on the default plan each. */
async function membersBefore0007(count: number) {
  const plan = await sql<{ id: string }>`select id from plans where is_default = 1`.execute(bed.db);
  const planId = plan.rows[0]?.id;
  for (let i = 1; i <= count; i++) {
    await sql`insert into users (id, name, email, password_hash, role, join_date, created_at)
      values (${`u${i}`}, ${`Member ${i}`}, ${`m${i}@gym.test`}, 'x', 'member', ${NOW}, ${NOW})`.execute(bed.db);
    await sql`insert into memberships (user_id, plan_id, status, billing_anchor, billing_day, created_at, updated_at)
      values (${`u${i}`}, ${planId}, 'active', '2026-11-01', 1, ${NOW}, ${NOW})`.execute(bed.db);
  }
}

describe('migration 0007_attendance_classes', () => {
  it('gives every existing membership a different 8-character code without look-alike characters', async () => {
    const migrator = await bed.migrator();
    expect((await migrator.migrateTo('0006_money')).error).toBeUndefined();
    await membersBefore0007(MEMBERS);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const codes = await sql<{ userId: string; memberCode: string }>`
      select user_id, member_code from memberships order by user_id`.execute(bed.db);
    expect(codes.rows).toHaveLength(MEMBERS);
    for (const { memberCode } of codes.rows) expect(memberCode).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(new Set(codes.rows.map((r) => r.memberCode)).size).toBe(MEMBERS);
    const [first, second] = codes.rows;
    await expect(
      sql`update memberships set member_code = ${first?.memberCode} where user_id = ${second?.userId}`.execute(bed.db),
    ).rejects.toThrow();
  });

  it('creates the attendance and class tables, empty, on a new install', async () => {
    expect((await (await bed.migrator()).migrateTo('0007_attendance_classes')).error).toBeUndefined();

    for (const table of ['check_ins', 'attendance_hours', 'classes', 'class_slots', 'class_sessions', 'bookings']) {
      const rows = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(bed.db);
      expect([table, Number(rows.rows[0]?.n)]).toEqual([table, 0]);
    }
  });

  it('keeps one live booking per member and session, a session once per slot and day, and a time once per class', async () => {
    expect((await (await bed.migrator()).migrateTo('0007_attendance_classes')).error).toBeUndefined();
    await sql`insert into users (id, name, email, password_hash, role, join_date, created_at)
      values ('u1', 'Ann', 'ann@gym.test', 'x', 'member', ${NOW}, ${NOW})`.execute(bed.db);
    await sql`insert into classes (id, name, capacity, duration_minutes, created_at)
      values ('c1', 'Spin', 10, 45, ${NOW})`.execute(bed.db);
    const slot = (id: string) =>
      sql`insert into class_slots (id, class_id, weekday, start_time, created_at)
        values (${id}, 'c1', 1, '18:00', ${NOW})`.execute(bed.db);
    const session = (id: string) =>
      sql`insert into class_sessions (id, class_id, slot_id, day, starts_at, ends_at, capacity, status)
        values (${id}, 'c1', 's1', '2026-11-23', '2026-11-23T18:00:00.000Z', '2026-11-23T18:45:00.000Z', 10,
        'scheduled')`.execute(bed.db);
    const booking = (id: string, status: string) =>
      sql`insert into bookings (id, session_id, member_id, status, created_at, updated_at)
        values (${id}, 'cs1', 'u1', ${status}, ${NOW}, ${NOW})`.execute(bed.db);

    await slot('s1');
    await expect(slot('s2')).rejects.toThrow();
    await session('cs1');
    await expect(session('cs2')).rejects.toThrow();
    await booking('b1', 'cancelled');
    await booking('b2', 'booked');
    await expect(booking('b3', 'waitlisted')).rejects.toThrow();
    await expect(sql`update class_sessions set booked_count = -1`.execute(bed.db)).rejects.toThrow();
    await expect(
      sql`insert into classes (id, name, capacity, duration_minutes, created_at)
      values ('c2', 'Huge', 1001, 45, ${NOW})`.execute(bed.db),
    ).rejects.toThrow();
  });

  it('can be undone back to 0006', async () => {
    const migrator = await bed.migrator();
    expect((await migrator.migrateTo('0007_attendance_classes')).error).toBeUndefined();

    expect((await migrator.migrateTo('0006_money')).error).toBeUndefined();

    await expect(sql`select member_code from memberships`.execute(bed.db)).rejects.toThrow(/member_code/);
    await expect(sql`select id from bookings`.execute(bed.db)).rejects.toThrow(/bookings/);
  });
});
