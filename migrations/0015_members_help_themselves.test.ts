// Upgrading to self-service only adds: every account, setting and booking an older version wrote
// survives with the new columns' defaults (reminders on, no emergency contact, no waiver, reminders
// 3 hours before), the new tables keep their references and checks, and the upgrade can be undone.
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

describe('0015_members_help_themselves', () => {
  it('keeps what was there, gives it the new defaults, and holds the new tables to their rules', async () => {
    const migrator = await bed.migrator();
    expect((await migrator.migrateTo('0014_online_payments')).error).toBeUndefined();
    const member = await createAccount(bed.db, 'member');
    await sql`insert into gym_settings (id, version, name, tagline, street, city, phone, email, website, about,
        hours_json, currency, locale, tax_name, tax_rate_bp, tax_id, receipt_footer, time_zone, billing_due_days,
        checkin_grace_days, booking_cancel_hours, updated_at)
      values (1, 4, 'Iron Temple', '', '', '', '', '', '', '', '{}', 'EUR', 'de-DE', '', 0, '', '', 'Europe/Berlin',
        14, 30, 2, ${NOW})`.execute(bed.db);
    const users = await rowsOf('users');

    expect((await migrator.migrateTo('0015_members_help_themselves')).error).toBeUndefined();

    expect(await rowsOf('users')).toEqual(
      users.map((u) => ({
        ...u,
        emergencyContactName: '',
        emergencyContactPhone: '',
        reminderEmails: 1,
        closedAt: null,
      })),
    );
    const [settings] = await rowsOf('gym_settings');
    expect(settings).toMatchObject({
      name: 'Iron Temple',
      version: 4,
      waiverText: '',
      waiverVersion: 0,
      waiverUpdatedAt: null,
      pauseAutoApprove: 0,
      classReminderHours: 3,
    });

    await sql`insert into pause_requests (id, member_id, starts_on, ends_on, status, created_at)
      values ('p1', ${member.id}, '2026-12-01', '2026-12-14', 'pending', ${NOW})`.execute(bed.db);
    await sql`insert into account_closures (user_id, status, requested_at, former_number)
      values (${member.id}, 'erased', ${NOW}, 1)`.execute(bed.db);
    await sql`insert into calendar_feeds (token_hash, user_id, created_at) values ('h1', ${member.id}, ${NOW})`.execute(
      bed.db,
    );

    const other = await createAccount(bed.db, 'member');
    const refused = [
      // A pause that ends before it starts, an unknown status, a request of no one.
      sql`insert into pause_requests (id, member_id, starts_on, ends_on, status, created_at)
        values ('p2', ${member.id}, '2026-12-14', '2026-12-01', 'pending', ${NOW})`,
      sql`insert into pause_requests (id, member_id, starts_on, ends_on, status, created_at)
        values ('p3', ${member.id}, '2026-12-01', '2026-12-14', 'maybe', ${NOW})`,
      sql`insert into pause_requests (id, member_id, starts_on, ends_on, status, created_at)
        values ('p4', 'nobody', '2026-12-01', '2026-12-14', 'pending', ${NOW})`,
      // Two former members with one number; a second calendar feed for one member.
      sql`insert into account_closures (user_id, status, requested_at, former_number)
        values (${other.id}, 'erased', ${NOW}, 1)`,
      sql`insert into calendar_feeds (token_hash, user_id, created_at) values ('h2', ${member.id}, ${NOW})`,
    ];
    for (const statement of refused) await expect(statement.execute(bed.db)).rejects.toThrow();

    // Undone, the old tables are as they were.
    await sql`delete from account_closures`.execute(bed.db);
    expect((await migrator.migrateTo('0014_online_payments')).error).toBeUndefined();
    const after = await rowsOf('users');
    expect(after.filter((u) => u.id !== other.id)).toEqual(users);
  });
});
