// Upgrading to staff roles and the desk rebuilds users, members, payments and mail_queue on SQLite
// (relaxes them in place on PostgreSQL): every row and every reference survives, foreign keys still
// hold afterwards, and the new rules apply.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../src/server/test/harness.js';
import { migrationBed } from '../src/server/test/migration-bed.js';

const bed = migrationBed();
const NOW = '2026-11-25T12:00:00.000Z';

async function rowsOf(table: string) {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by 1`.execute(bed.db);
  return rows;
}

describe('0013_staff_and_desk', () => {
  it('keeps every account, member, payment, mail and reference, and allows what staff and the desk need', async () => {
    expect((await (await bed.migrator()).migrateTo('0012_gym_settings')).error).toBeUndefined();
    const member = await createAccount(bed.db, 'member');
    const admin = await createAccount(bed.db, 'admin');
    await sql`insert into sessions (id, user_id, expires_at) values ('s1', ${member.id}, ${NOW})`.execute(bed.db);
    await sql`insert into bills (id, member_id, amount_cents, date, description, issue_date, due_date, status, paid_cents)
      values ('b1', ${member.id}, 5000, '2026-11-01', 'Charge', '2026-11-01', '2026-11-15', 'open', 2000)`.execute(
      bed.db,
    );
    await sql`insert into payments (id, bill_id, member_id, amount_cents, method, paid_on, receipt_number, created_at, created_by)
      values ('p1', 'b1', ${member.id}, 2000, 'cash', '2026-11-02', 'R-2026-000001', ${NOW}, ${admin.id})`.execute(
      bed.db,
    );
    await sql`insert into mail_queue (id, kind, to_address, subject, body_text, status, next_attempt_at, created_at)
      values ('m1', 'password_reset', ${member.email}, '', '', 'queued', ${NOW}, ${NOW})`.execute(bed.db);
    const before = {
      users: await rowsOf('users'),
      members: await rowsOf('members'),
      payments: await rowsOf('payments'),
      mail: await rowsOf('mail_queue'),
    };

    expect((await (await bed.migrator()).migrateTo('0013_staff_and_desk')).error).toBeUndefined();

    const users = await rowsOf('users');
    expect(users).toEqual(before.users.map((u) => ({ ...u, phone: null, lastSignInAt: null })));
    expect(await rowsOf('members')).toEqual(before.members);
    expect(await rowsOf('payments')).toEqual(before.payments);
    expect(await rowsOf('mail_queue')).toEqual(before.mail);

    // The new rules: staff roles, an account with neither email nor password, a receipt listing
    // two payments, invitation mail. Old rules still hold: an unknown role is refused.
    await sql`insert into users (id, name, email, password_hash, role, created_at, search_key)
      values ('walk-in', 'Walk In', null, null, 'member', ${NOW}, 'walk in'),
        ('desk', 'Desk', 'desk@gym.test', null, 'frontdesk', ${NOW}, 'desk')`.execute(bed.db);
    await expect(
      sql`insert into users (id, name, email, password_hash, role, created_at, search_key)
        values ('owner', 'Owner', 'owner@gym.test', 'x', 'owner', ${NOW}, 'owner')`.execute(bed.db),
    ).rejects.toThrow();
    await sql`insert into payments (id, bill_id, member_id, amount_cents, method, paid_on, receipt_number, created_at)
      values ('p2', 'b1', ${member.id}, 1000, 'cash', '2026-11-02', 'R-2026-000001', ${NOW})`.execute(bed.db);
    await sql`insert into mail_queue (id, kind, to_address, subject, body_text, status, next_attempt_at, created_at)
      values ('m2', 'invitation', 'desk@gym.test', '', '', 'queued', ${NOW}, ${NOW})`.execute(bed.db);

    // References still hold both ways: no payment for a bill that does not exist; deleting an
    // account still takes its sessions with it.
    await expect(
      sql`insert into payments (id, bill_id, member_id, amount_cents, method, paid_on, receipt_number, created_at)
        values ('p3', 'no-bill', ${member.id}, 1000, 'cash', '2026-11-02', 'R-2026-000002', ${NOW})`.execute(bed.db),
    ).rejects.toThrow();
    await sql`insert into sessions (id, user_id, expires_at) values ('s2', 'walk-in', ${NOW})`.execute(bed.db);
    await sql`delete from users where id = 'walk-in'`.execute(bed.db);
    expect((await rowsOf('sessions')).map((s) => s.id)).toEqual(['s1']);
  });
});
