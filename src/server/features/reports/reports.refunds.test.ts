// Refunds in the financial report and its CSV: the range's refunds as their own figure (by month,
// plan and day), net collected = collected − refunded, a row per refunded bill in the CSV; the
// dashboard's "Collected this month" stays the report's Collected, and the queries stay index ranges.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGymFormat } from '../../../shared/format.js';
import { inTransaction } from '../../db/transactions.js';
import { billFixture, callerAs, insertTestBills } from '../../test/harness.js';
import {
  applyContextOf,
  createOnlinePaymentsBedWithoutProvider,
  type OnlinePaymentsBed,
  payOnline,
  requestOverpaidRefund,
} from '../../test/online-payments-testbed.js';
import { expectIndexedSearch, planOf } from '../../test/query-plan.js';
import { applyRefundSucceeded, requestRefund } from '../online-payments/refunds/refunds.service.js';
import { FINANCIAL_CSV_HEADER, financialCsv, REFUND_STATUS } from './reports.csv.js';
import { refundsCsvBatchQuery } from './reports.csv.queries.js';
import { refundTotalsQuery } from './reports.queries.js';

let bed: OnlinePaymentsBed;
beforeEach(async () => {
  bed = await createOnlinePaymentsBedWithoutProvider({ at: '2026-03-05T12:00:00.000Z', memberName: 'Ann Lee' });
});
afterEach(() => bed.close());

/** A refund of `amountCents` of a payment row that succeeded at the clock's instant. */
async function refunded(paymentId: string, amountCents: number): Promise<string> {
  const ctx = await applyContextOf(bed.deps);
  const requested = await requestRefund(
    bed.db,
    { paymentId, amountCents, note: null },
    { adminId: bed.admin.id, ip: null, now: ctx.now },
  );
  if (!requested.ok) throw new Error(requested.reason);
  await inTransaction(bed.db, (tx) => applyRefundSucceeded(tx, requested.refundId, null, ctx));
  return requested.refundId;
}

/** March: 50.00 and 30.00 paid online on the 5th; 20.00 of the first refunded on the 10th, an
 * overpaid 3.00 given back on the 12th, 5.00 more refunded in April. */
async function march() {
  const [first, second] = await insertTestBills(bed.db, [
    billFixture(bed.member.id, { amountCents: 5000, date: '2026-03-02T10:00:00.000Z', description: 'Gold — Mar 2026' }),
    billFixture(bed.member.id, { amountCents: 3000, date: '2026-03-03T10:00:00.000Z', description: 'Locker' }),
  ]);
  const paid = await payOnline(
    bed.deps,
    null,
    bed.member.id,
    [
      { billId: first as string, amountCents: 5000 },
      { billId: second as string, amountCents: 3000 },
    ],
    { overpaidCents: 300 },
  );
  bed.clock.set('2026-03-10T12:00:00.000Z');
  const refundId = await refunded(paid.paymentIds[0] as string, 2000);
  bed.clock.set('2026-03-12T12:00:00.000Z');
  const overpaid = await requestOverpaidRefund(bed.deps, paid, 300);
  const ctx = await applyContextOf(bed.deps);
  await inTransaction(bed.db, (tx) => applyRefundSucceeded(tx, overpaid, null, ctx));
  bed.clock.set('2026-04-02T12:00:00.000Z');
  await refunded(paid.paymentIds[1] as string, 500);
  bed.clock.set('2026-04-03T12:00:00.000Z');
  return { first: first as string, refundId };
}

describe('refunds in the financial report', () => {
  it('count as refunded in their range, by month, plan and day; net collected is collected less refunded', async () => {
    await march();
    const report = await (await callerAs(bed.deps, bed.admin)).reports.financial({
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
    expect(report).toMatchObject({
      billedCents: 8000,
      collectedCents: 8000,
      // The overpaid 3.00 never counted as collected, so it is not a refund of it; April's is April's.
      refundedCents: 2000,
      netCollectedCents: 6000,
      // Still owed now on March's bills: the 20.00 refunded in March and the 5.00 in April.
      outstandingCents: 2500,
      byMonth: [
        { month: '2026-03', billedCents: 8000, collectedCents: 8000, refundedCents: 2000, outstandingCents: 2500 },
      ],
      byPlan: [{ plan: 'Manual charges', refundedCents: 2000 }],
    });
    expect(report.byDay.find((d) => d.day === '2026-03-10')).toMatchObject({ refundedCents: 2000, collectedCents: 0 });

    const april = await (await callerAs(bed.deps, bed.admin)).reports.financial({
      startDate: '2026-04-01',
      endDate: '2026-04-30',
    });
    expect(april).toMatchObject({ collectedCents: 0, refundedCents: 500, netCollectedCents: -500 });
  });

  it("leaves the dashboard's Collected this month as the report's Collected", async () => {
    await march();
    bed.clock.set('2026-03-20T12:00:00.000Z');
    const asAdmin = await callerAs(bed.deps, bed.admin);
    const numbers = await asAdmin.dashboard.keyNumbers();
    const report = await asAdmin.reports.financial({ startDate: '2026-03-01', endDate: '2026-03-20' });
    expect(numbers.collectedThisMonthCents).toBe(report.collectedCents);
    expect(numbers.outstandingCents).toBe(2500);
  });

  it('lists each refunded bill in the CSV after the bills, as a negative amount with its refund receipt', async () => {
    const { first, refundId } = await march();
    const receipt = await bed.db
      .selectFrom('refunds')
      .select('receiptNumber')
      .where('id', '=', refundId)
      .executeTakeFirstOrThrow();
    let text = '';
    const format = createGymFormat(await bed.deps.settings.current());
    for await (const chunk of financialCsv(
      { db: bed.db, now: bed.clock.now(), format },
      { startDate: '2026-03-01', endDate: '2026-03-31' },
    )) {
      text += chunk;
    }
    const rows = text
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(rows[0]).toEqual(FINANCIAL_CSV_HEADER);
    expect(rows.slice(1).map((r) => r[7])).toEqual(['Overdue', 'Overdue', REFUND_STATUS]);
    const refundRow = rows[3] as string[];
    expect([...refundRow.slice(0, 1), ...refundRow.slice(3, 11), refundRow[12]]).toEqual([
      '2026-03-10',
      'Ann Lee',
      bed.member.email,
      'Manual charges',
      `Refund ${receipt.receiptNumber}: Gold — Mar 2026`,
      REFUND_STATUS,
      '-20.00',
      '',
      '',
      'USD',
    ]);
    expect(refundRow[11]?.replace(/^'(?=-)/, '')).toBe(first);
  });

  it('reads refunds as a range of refunds_refunded_on_idx, for the totals and each CSV batch', async () => {
    const range = { startDate: '2026-03-01', endDate: '2026-03-31' };
    expectIndexedSearch(await planOf(bed.db, refundTotalsQuery(bed.db, range)), 'refunds', 'refunds_refunded_on_idx');
    expectIndexedSearch(
      await planOf(bed.db, refundsCsvBatchQuery(bed.db, range, null)),
      'refunds',
      'refunds_refunded_on_idx',
    );
    const after = { refundedOn: '2026-03-10', refundId: 'x', paymentId: 'y' };
    expectIndexedSearch(
      await planOf(bed.db, refundsCsvBatchQuery(bed.db, range, after)),
      'refunds',
      'refunds_refunded_on_idx',
    );
  });
});
