// Upgrading fills each member's stored balance and last visit from the bills and check-ins an older
// version wrote, the triggers then keep both current whatever writes the rows, and the upgrade can be
// undone.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { billFixture, insertTestBills } from '../src/server/test/fixtures.js';
import { createAccount } from '../src/server/test/harness.js';
import { migrationBed } from '../src/server/test/migration-bed.js';

const bed = migrationBed();
const VISIT_1 = '2026-11-01T09:00:00.000Z';
const VISIT_2 = '2026-11-20T18:30:00.000Z';
const VISIT_3 = '2026-11-25T07:15:00.000Z';

async function checkIn(id: string, memberId: string, at: string) {
  await sql`insert into check_ins (id, member_id, checked_in_at, day, hour, source)
    values (${id}, ${memberId}, ${at}, ${at.slice(0, 10)}, 9, 'desk')`.execute(bed.db);
}

async function stored(userId: string) {
  const { rows } = await sql<{ balance: number; lastVisit: string | null }>`
    select balance_cents as balance, last_visit_at as last_visit from users where id = ${userId}`.execute(bed.db);
  return { balance: Number(rows[0]?.balance), lastVisit: rows[0]?.lastVisit ?? null };
}

describe('0017_member_list_sorts', () => {
  it('backfills balances and last visits, keeps them with triggers, and can be undone', async () => {
    const migrator = await bed.migrator();
    expect((await migrator.migrateTo('0016_personal_training')).error).toBeUndefined();
    const owing = await createAccount(bed.db, 'member');
    const idle = await createAccount(bed.db, 'member');
    const [open, paid, voided] = await insertTestBills(bed.db, [
      billFixture(owing.id, { amountCents: 5000 }),
      billFixture(owing.id, { amountCents: 3000 }),
      billFixture(owing.id, { amountCents: 700 }),
    ]);
    await sql`update bills set paid_cents = 1200 where id = ${open}`.execute(bed.db);
    await sql`update bills set paid_cents = 3000, status = 'paid' where id = ${paid}`.execute(bed.db);
    await sql`update bills set status = 'void' where id = ${voided}`.execute(bed.db);
    await checkIn('c1', owing.id, VISIT_2);
    await checkIn('c2', owing.id, VISIT_1);

    expect((await migrator.migrateTo('0017_member_list_sorts')).error).toBeUndefined();
    // Only the open bill's unpaid part: 50.00 less 12.00 paid.
    expect(await stored(owing.id)).toEqual({ balance: 3800, lastVisit: VISIT_2 });
    expect(await stored(idle.id)).toEqual({ balance: 0, lastVisit: null });

    // A new bill, a payment, a void, a refund reopening the paid bill, a bill moved to another member.
    const [added] = await insertTestBills(bed.db, [billFixture(owing.id, { amountCents: 2500 })]);
    expect((await stored(owing.id)).balance).toBe(6300);
    await sql`update bills set paid_cents = 3800, status = 'paid' where id = ${open}`.execute(bed.db);
    expect((await stored(owing.id)).balance).toBe(2500);
    await sql`update bills set paid_cents = 1000, status = 'open' where id = ${paid}`.execute(bed.db);
    expect((await stored(owing.id)).balance).toBe(4500);
    await sql`update bills set member_id = ${idle.id} where id = ${added}`.execute(bed.db);
    expect((await stored(owing.id)).balance).toBe(2000);
    expect((await stored(idle.id)).balance).toBe(2500);
    await sql`update bills set status = 'void' where id = ${added}`.execute(bed.db);
    expect((await stored(idle.id)).balance).toBe(0);
    await sql`delete from bills where id = ${paid}`.execute(bed.db);
    expect((await stored(owing.id)).balance).toBe(0);

    // An earlier check-in leaves the latest alone; deleting the latest falls back to the one before.
    await checkIn('c3', idle.id, VISIT_3);
    await checkIn('c4', idle.id, VISIT_1);
    expect((await stored(idle.id)).lastVisit).toBe(VISIT_3);
    await sql`delete from check_ins where id = 'c3'`.execute(bed.db);
    expect((await stored(idle.id)).lastVisit).toBe(VISIT_1);
    await sql`delete from check_ins where id = 'c4'`.execute(bed.db);
    expect((await stored(idle.id)).lastVisit).toBeNull();

    expect((await migrator.migrateTo('0016_personal_training')).error).toBeUndefined();
    const { rows } = await sql<{ id: string }>`select id from users where id = ${owing.id}`.execute(bed.db);
    expect(rows).toHaveLength(1);
    // Without the triggers a bill writes nothing to users (which has no balance column to write).
    await insertTestBills(bed.db, [billFixture(owing.id, { amountCents: 100 })]);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await stored(owing.id)).toEqual({ balance: 100, lastVisit: VISIT_2 });
  });
});
