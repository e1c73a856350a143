// Upgrading to online payments rebuilds payments on SQLite (changes its check in place on
// PostgreSQL): every payment and reference survives, its indexes come back, foreign keys still hold,
// 'card_online' is accepted with the charge it came from, and the new tables keep their references.
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

async function paymentIndexes(): Promise<string[]> {
  const { rows } =
    bed.dialect === 'sqlite'
      ? await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'index' and tbl_name = 'payments'`.execute(bed.db)
      : await sql<{ name: string }>`select indexname as name from pg_indexes
          where tablename = 'payments' and schemaname = current_schema()`.execute(bed.db);
  return rows.map((r) => r.name).sort();
}

describe('0014_online_payments', () => {
  it('keeps every payment and reference, accepts card_online, and the new tables hold their references', async () => {
    expect((await (await bed.migrator()).migrateTo('0013_staff_and_desk')).error).toBeUndefined();
    const member = await createAccount(bed.db, 'member');
    const admin = await createAccount(bed.db, 'admin');
    await sql`insert into bills (id, member_id, amount_cents, date, description, issue_date, due_date, status, paid_cents)
      values ('b1', ${member.id}, 5000, '2026-11-01', 'Charge', '2026-11-01', '2026-11-15', 'open', 3000)`.execute(
      bed.db,
    );
    await sql`insert into payments (id, bill_id, member_id, amount_cents, method, paid_on, receipt_number, created_at, created_by)
      values ('p1', 'b1', ${member.id}, 2000, 'cash', '2026-11-02', 'R-2026-000001', ${NOW}, ${admin.id}),
        ('p2', 'b1', ${member.id}, 1000, 'card', '2026-11-03', 'R-2026-000002', ${NOW}, null)`.execute(bed.db);
    const before = {
      payments: await rowsOf('payments'),
      bills: await rowsOf('bills'),
      indexes: await paymentIndexes(),
    };

    expect((await (await bed.migrator()).migrateTo('0014_online_payments')).error).toBeUndefined();

    expect(await rowsOf('payments')).toEqual(before.payments.map((p) => ({ ...p, onlineChargeId: null })));
    expect(await rowsOf('bills')).toEqual(before.bills);
    expect(await paymentIndexes()).toEqual([...before.indexes, 'payments_online_charge_idx'].sort());

    // An online payment: its charge, the card_online payment row, a refund of part of it.
    await sql`insert into online_checkouts (id, member_id, mode, bill_id, amount_cents, session_id, status, created_at)
      values ('c1', ${member.id}, 'payment', 'b1', 2000, 'cs_1', 'completed', ${NOW})`.execute(bed.db);
    await sql`insert into online_charges (id, provider_payment_id, member_id, checkout_id, origin, amount_cents, applied_cents, recorded_at)
      values ('ch1', 'pi_1', ${member.id}, 'c1', 'checkout', 2000, 2000, ${NOW})`.execute(bed.db);
    await sql`insert into payments (id, bill_id, member_id, amount_cents, method, paid_on, receipt_number, created_at, online_charge_id)
      values ('p3', 'b1', ${member.id}, 2000, 'card_online', '2026-11-04', 'R-2026-000003', ${NOW}, 'ch1')`.execute(
      bed.db,
    );
    await sql`insert into refunds (id, online_charge_id, member_id, amount_cents, status, reason, requested_at)
      values ('r1', 'ch1', ${member.id}, 500, 'requested', 'admin', ${NOW})`.execute(bed.db);
    await sql`insert into refund_lines (refund_id, payment_id, bill_id, amount_cents) values ('r1', 'p3', 'b1', 500)`.execute(
      bed.db,
    );

    // What is still refused: an unknown method, a second charge of one provider payment, a payment of
    // no bill, a refund line of no payment, and deleting a member who has payments.
    const refused = [
      sql`insert into payments (id, bill_id, member_id, amount_cents, method, paid_on, receipt_number, created_at)
        values ('p4', 'b1', ${member.id}, 100, 'bitcoin', '2026-11-04', 'R-2026-000004', ${NOW})`,
      sql`insert into online_charges (id, provider_payment_id, member_id, origin, amount_cents, applied_cents, recorded_at)
        values ('ch2', 'pi_1', ${member.id}, 'checkout', 2000, 0, ${NOW})`,
      sql`insert into payments (id, bill_id, member_id, amount_cents, method, paid_on, receipt_number, created_at)
        values ('p5', 'no-bill', ${member.id}, 100, 'card_online', '2026-11-04', 'R-2026-000005', ${NOW})`,
      sql`insert into refund_lines (refund_id, payment_id, bill_id, amount_cents) values ('r1', 'no-payment', 'b1', 1)`,
      sql`delete from users where id = ${member.id}`,
    ];
    for (const statement of refused) await expect(statement.execute(bed.db)).rejects.toThrow();
    expect((await rowsOf('payments')).map((p) => p.id)).toEqual(['p1', 'p2', 'p3']);
    if (bed.dialect === 'sqlite') {
      expect((await sql`pragma foreign_key_check`.execute(bed.db)).rows).toEqual([]);
      expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(bed.db)).rows).toEqual([
        { foreignKeys: 1 },
      ]);
    }
  });
});
