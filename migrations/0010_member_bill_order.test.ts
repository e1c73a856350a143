// The member's bill page is read in the order of bills_member_id_date_idx once the id is in it; before
// 0010 every page sorted the member's bills to settle equal dates. Undone, the sort is back.
import { describe, expect, it } from 'vitest';
import { listBillsForMember, memberBillRangeQuery } from '../src/server/features/billing/member-bills.queries.js';
import { billFixture, insertTestBills } from '../src/server/test/fixtures.js';
import { createAccount } from '../src/server/test/harness.js';
import { migrationBed } from '../src/server/test/migration-bed.js';
import { planOf } from '../src/server/test/query-plan.js';

const bed = migrationBed();

/** A page of the member's bills is one range of bills_member_id_date_idx, read in order, nothing sorted. */
async function pageReadInIndexOrder(memberId: string): Promise<boolean> {
  const plan = await planOf(bed.db, memberBillRangeQuery(bed.db, memberId, 20, 0), { indexOrderOnly: true });
  return (
    plan.searches.includes('bills:bills_member_id_date_idx') &&
    plan.sorts.length === 0 &&
    plan.fullScans.length === 0 &&
    plan.orderedScans.length === 0
  );
}

describe('0010_member_bill_order', () => {
  it('reads a page of bills in index order, equal dates settled by id, and can be undone', async () => {
    expect((await (await bed.migrator()).migrateTo('0009_report_indexes')).error).toBeUndefined();
    const member = await createAccount(bed.db, 'member');
    const sameInstant = '2026-11-01T09:00:00.000Z';
    await insertTestBills(bed.db, [
      billFixture(member.id, { amountCents: 1000, description: 'older', date: '2026-10-01T09:00:00.000Z' }),
      billFixture(member.id, { amountCents: 2000, description: 'first of two', date: sameInstant }),
      billFixture(member.id, { amountCents: 3000, description: 'second of two', date: sameInstant }),
    ]);
    expect(await pageReadInIndexOrder(member.id)).toBe(false);

    expect((await (await bed.migrator()).migrateTo('0010_member_bill_order')).error).toBeUndefined();
    expect(await pageReadInIndexOrder(member.id)).toBe(true);
    const page = await listBillsForMember(bed.db, member.id, { page: 1, pageSize: 20 });
    // Equal instants: the greater id first, in the database's own ordering of ids.
    const idsDescending = await bed.db
      .selectFrom('bills')
      .select('id')
      .where('date', '=', sameInstant)
      .orderBy('id', 'desc')
      .execute();
    expect(page.items.slice(0, 2).map((bill) => bill.id)).toEqual(idsDescending.map((row) => row.id));
    expect(page.items.map((bill) => bill.date)).toEqual([sameInstant, sameInstant, '2026-10-01T09:00:00.000Z']);

    expect((await (await bed.migrator()).migrateTo('0009_report_indexes')).error).toBeUndefined();
    expect(await pageReadInIndexOrder(member.id)).toBe(false);
    expect((await (await bed.migrator()).migrateToLatest()).error).toBeUndefined();
  });
});
