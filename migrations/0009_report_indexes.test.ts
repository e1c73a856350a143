// Upgrading a gym with payments: each payment takes its bill's plan (none for a manual charge), the
// report's per-plan totals then need only the payments, and the migration can be undone.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { paymentTotalsQuery } from '../src/server/features/reports/reports.queries.js';
import { billFixture, insertTestBills } from '../src/server/test/fixtures.js';
import { createAccount } from '../src/server/test/harness.js';
import { migrationBed } from '../src/server/test/migration-bed.js';

const bed = migrationBed();

const NOW = '2026-11-01T12:00:00.000Z';

async function paymentsBefore0009(): Promise<{ planId: string }> {
  const db = bed.db;
  const member = await createAccount(db, 'member');
  const plan = await db.selectFrom('plans').select('id').executeTakeFirstOrThrow();
  const [planBill, manualBill] = await insertTestBills(db, [
    billFixture(member.id, { amountCents: 3000, planId: plan.id, date: NOW }),
    billFixture(member.id, { amountCents: 1500, planId: null, date: NOW }),
  ]);
  for (const [id, billId, cents] of [
    ['p1', planBill, 1000],
    ['p2', planBill, 2000],
    ['p3', manualBill, 1500],
  ] as const) {
    await sql`insert into payments (id, bill_id, member_id, amount_cents, method, paid_on, receipt_number, created_at)
      values (${id}, ${billId}, ${member.id}, ${cents}, 'cash', '2026-11-01', ${`R-2026-00000${id.slice(1)}`}, ${NOW})`.execute(
      db,
    );
  }
  return { planId: plan.id };
}

describe('0009_report_indexes', () => {
  it("copies each payment's bill plan, so collected per plan comes from the payments alone", async () => {
    expect((await (await bed.migrator()).migrateTo('0008_everyday_screens')).error).toBeUndefined();
    const { planId } = await paymentsBefore0009();
    expect((await (await bed.migrator()).migrateToLatest()).error).toBeUndefined();

    const copied = await bed.db.selectFrom('payments').select(['id', 'planId']).orderBy('id').execute();
    expect(copied).toEqual([
      { id: 'p1', planId },
      { id: 'p2', planId },
      { id: 'p3', planId: null },
    ]);
    const totals = await paymentTotalsQuery(bed.db, { startDate: '2026-11-01', endDate: '2026-11-01' }).execute();
    const byPlan = Object.fromEntries(totals.map((row) => [row.planId ?? 'manual', Number(row.collectedCents)]));
    expect(byPlan).toEqual({ [planId]: 3000, manual: 1500 });
  });

  it('can be undone and applied again', async () => {
    expect((await (await bed.migrator()).migrateTo('0008_everyday_screens')).error).toBeUndefined();
    await paymentsBefore0009();
    expect((await (await bed.migrator()).migrateTo('0009_report_indexes')).error).toBeUndefined();
    expect((await (await bed.migrator()).migrateTo('0008_everyday_screens')).error).toBeUndefined();
    const { rows } = await sql<{ n: number }>`select count(*) as n from payments`.execute(bed.db);
    expect(Number(rows[0]?.n)).toBe(3);
    expect((await (await bed.migrator()).migrateToLatest()).error).toBeUndefined();
    expect(await bed.db.selectFrom('payments').select('planId').where('id', '=', 'p3').executeTakeFirst()).toEqual({
      planId: null,
    });
  });
});
