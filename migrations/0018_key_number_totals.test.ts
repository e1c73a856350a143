// Upgrading fills the day totals of payments from the payments an older version wrote, the triggers
// then keep them equal to a recount whatever writes payments, and the upgrade can be undone.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { billFixture, insertTestBills } from '../src/server/test/fixtures.js';
import { createAccount } from '../src/server/test/harness.js';
import { migrationBed } from '../src/server/test/migration-bed.js';

const bed = migrationBed();

async function pay(id: string, billId: string, memberId: string, cents: number, paidOn: string) {
  await sql`insert into payments (id, bill_id, member_id, amount_cents, method, paid_on, receipt_number, created_at)
    values (${id}, ${billId}, ${memberId}, ${cents}, 'cash', ${paidOn}, ${`R-${id}`}, ${`${paidOn}T10:00:00.000Z`})`.execute(
    bed.db,
  );
}

/** Each day's kept total (days that net to nothing left out), beside the recount from payments. */
async function keptAndRecounted() {
  const kept = await sql<{ day: string; cents: number | string }>`
    select paid_on as day, collected_cents as cents from payment_days where collected_cents <> 0 order by paid_on`.execute(
    bed.db,
  );
  const recount = await sql<{ day: string; cents: number | string }>`
    select paid_on as day, sum(amount_cents) as cents from payments group by paid_on order by paid_on`.execute(bed.db);
  const plain = (rows: { day: string; cents: number | string }[]) => rows.map((r) => [r.day, Number(r.cents)]);
  return { kept: plain(kept.rows), recount: plain(recount.rows) };
}

describe('0018_key_number_totals', () => {
  it("backfills each day's payments, keeps them with triggers, and can be undone", async () => {
    const migrator = await bed.migrator();
    expect((await migrator.migrateTo('0017_member_list_sorts')).error).toBeUndefined();
    const member = await createAccount(bed.db, 'member');
    const [bill] = await insertTestBills(bed.db, [billFixture(member.id, { amountCents: 50_000 })]);
    const billId = bill as string;
    await pay('p1', billId, member.id, 1000, '2026-11-01');
    await pay('p2', billId, member.id, 250, '2026-11-01');
    await pay('p3', billId, member.id, 700, '2026-10-31');

    expect((await migrator.migrateTo('0018_key_number_totals')).error).toBeUndefined();
    expect((await keptAndRecounted()).kept).toEqual([
      ['2026-10-31', 700],
      ['2026-11-01', 1250],
    ]);

    // A new payment on a new day and on a kept day, an amount corrected, a payment moved to another
    // day, and one deleted: the kept totals follow the recount each time.
    await pay('p4', billId, member.id, 3000, '2026-11-20');
    await pay('p5', billId, member.id, 5, '2026-11-01');
    await sql`update payments set amount_cents = 900 where id = 'p1'`.execute(bed.db);
    await sql`update payments set paid_on = '2026-11-20' where id = 'p3'`.execute(bed.db);
    await sql`delete from payments where id = 'p2'`.execute(bed.db);
    const after = await keptAndRecounted();
    expect(after.kept).toEqual([
      ['2026-11-01', 905],
      ['2026-11-20', 3700],
    ]);
    expect(after.kept).toEqual(after.recount);

    expect((await migrator.migrateTo('0017_member_list_sorts')).error).toBeUndefined();
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from payments`.execute(bed.db);
    expect(Number(rows[0]?.n)).toBe(4);
    // Without the triggers a payment writes nowhere else (there is no payment_days to write to).
    await pay('p6', billId, member.id, 40, '2026-11-21');
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const again = await keptAndRecounted();
    expect(again.kept).toEqual(again.recount);
    expect(again.kept).toContainEqual(['2026-11-21', 40]);
  });
});
