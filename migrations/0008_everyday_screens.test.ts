// Upgrading a gym with data to the everyday screens: search keys fold capitals and accents, repeated
// equipment names are told apart so they can be unique, old notifications do not show as unread, and
// the migration can be undone.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationBed } from '../src/server/test/migration-bed.js';

const bed = migrationBed();

const NOW = '2026-11-01T12:00:00.000Z';

async function dataBefore0008(): Promise<void> {
  const db = bed.db;
  await sql`insert into users (id, name, email, password_hash, role, join_date, created_at)
    values ('zoe', 'ZOË Ångström', 'zoe@gym.test', 'x', 'member', ${NOW}, ${NOW})`.execute(db);
  await sql`insert into notifications (id, member_id, message, date, seq)
    values ('n1', 'zoe', 'Welcome', ${NOW}, 1)`.execute(db);
  for (const [id, name, at] of [
    ['e1', 'Bench', '2026-01-01'],
    ['e2', 'bench', '2026-01-02'],
    ['e3', 'BÉNCH', '2026-01-03'],
    ['e4', 'Rower', '2026-01-04'],
  ]) {
    await sql`insert into equipment (id, name, name_key, quantity, created_at)
      values (${id}, ${name}, ${name?.toLowerCase()}, 1, ${at})`.execute(db);
  }
  await sql`insert into records (id, name, name_key, created_at) values ('r1', 'Chloé', 'chloé', ${NOW})`.execute(db);
}

describe('migration 0008_everyday_screens', () => {
  it('folds the search keys of existing members and records, and counts old notifications as read', async () => {
    const m = await bed.migrator();
    expect((await m.migrateTo('0007_attendance_classes')).error).toBeUndefined();
    await dataBefore0008();

    expect((await m.migrateToLatest()).error).toBeUndefined();

    const user = await sql<{ key: string }>`select search_key as key from users where id = 'zoe'`.execute(bed.db);
    expect(user.rows[0]?.key).toBe('zoe angstrom\nzoe@gym.test');
    const record = await sql<{ key: string }>`select name_key as key from records where id = 'r1'`.execute(bed.db);
    expect(record.rows[0]?.key).toBe('chloe');
    const note = await sql<{ readAt: string | null }>`select read_at from notifications where id = 'n1'`.execute(
      bed.db,
    );
    expect(note.rows[0]?.readAt).toBe(NOW);
  });

  it('tells repeated equipment names apart, oldest first, and from then on refuses a repeat', async () => {
    const m = await bed.migrator();
    expect((await m.migrateTo('0007_attendance_classes')).error).toBeUndefined();
    await dataBefore0008();

    expect((await m.migrateToLatest()).error).toBeUndefined();

    const items = await sql<{ name: string; nameKey: string; status: string }>`
      select name, name_key, status from equipment order by created_at`.execute(bed.db);
    expect(items.rows).toEqual([
      { name: 'Bench', nameKey: 'bench', status: 'in_service' },
      { name: 'bench (2)', nameKey: 'bench (2)', status: 'in_service' },
      { name: 'BÉNCH (3)', nameKey: 'bench (3)', status: 'in_service' },
      { name: 'Rower', nameKey: 'rower', status: 'in_service' },
    ]);
    await expect(
      sql`insert into equipment (id, name, name_key, quantity, created_at)
        values ('e5', 'ROWER', 'rower', 1, ${NOW})`.execute(bed.db),
    ).rejects.toThrow();
  });

  it('refuses an equipment status other than in service or out of order', async () => {
    expect((await (await bed.migrator()).migrateToLatest()).error).toBeUndefined();
    await expect(
      sql`insert into equipment (id, name, name_key, quantity, created_at, status)
        values ('e1', 'Bike', 'bike', 1, ${NOW}, 'broken')`.execute(bed.db),
    ).rejects.toThrow();
  });

  it('can be undone back to 0007', async () => {
    const m = await bed.migrator();
    expect((await m.migrateTo('0008_everyday_screens')).error).toBeUndefined();

    expect((await m.migrateTo('0007_attendance_classes')).error).toBeUndefined();

    await expect(sql`select search_key from users`.execute(bed.db)).rejects.toThrow(/search_key/);
    await expect(sql`select id from contact_messages`.execute(bed.db)).rejects.toThrow(/contact_messages/);
    await expect(sql`select read_at from notifications`.execute(bed.db)).rejects.toThrow(/read_at/);
  });
});
