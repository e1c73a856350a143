// Recording payments: never more than what remains (two at the same moment included), receipt
// numbers R-<year>-<6 digits> sequential within the year with no gaps or repeats under concurrency,
// and each payment's event written with it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError } from '../../test/api-error.js';
import {
  billFixture,
  callerAs,
  createAccount,
  createRouterTestbed,
  createTestDeps,
  TEST_GYM,
  type TestAccount,
  type TestDatabase,
} from '../../test/harness.js';
import { ManualClock } from '../../test/manual-clock.js';
import { asAnotherProcess } from '../../test/money.js';
import type { AppDeps } from '../../trpc/context.js';
import { insertBill } from './billing.queries.js';
import { recordPayment } from './payments.service.js';

let t: TestDatabase;
let deps: AppDeps;
let admin: TestAccount;
let member: TestAccount;
const clock = new ManualClock('2026-06-15T10:00:00.000Z');

beforeEach(async () => {
  const bed = await createRouterTestbed();
  t = bed.testDb;
  admin = bed.admin;
  deps = createTestDeps(t, { clock });
  member = await createAccount(t.db, 'member');
});
afterEach(() => t.close());

const newBill = async (amountCents: number) => (await insertBill(t.db, billFixture(member.id, { amountCents }))).id;
const billRow = (id: string) =>
  t.db.selectFrom('bills').select(['status', 'paidCents']).where('id', '=', id).executeTakeFirstOrThrow();
const act = async (on: AppDeps = deps) => ({
  adminId: admin.id,
  ip: '127.0.0.1',
  now: clock.now(),
  gym: await on.settings.current(),
  appUrl: on.config.appUrl,
});

describe('bills.recordPayment', () => {
  it('takes part and then the rest, numbering receipts 1, 2, … within the year of payment', async () => {
    const caller = await callerAs(deps, admin);
    const billId = await newBill(5000);

    const part = await caller.bills.recordPayment({ billId, amount: '20', method: 'cash', note: 'Deposit' });
    const rest = await caller.bills.recordPayment({ billId, amount: '30.00', method: 'card' });
    const earlierThisYear = await caller.bills.recordPayment({
      billId: await newBill(100),
      amount: '1',
      method: 'bank_transfer',
      paidOn: '2026-06-14',
    });
    const lastYear = await caller.bills.recordPayment({
      billId: await newBill(100),
      amount: '1',
      method: 'other',
      paidOn: '2025-12-31',
    });

    expect(part).toEqual({
      ok: true,
      paymentId: expect.any(String),
      receiptNumber: 'R-2026-000001',
      billStatus: 'open',
      remainingCents: 3000,
    });
    expect(rest).toMatchObject({ receiptNumber: 'R-2026-000002', billStatus: 'paid', remainingCents: 0 });
    expect(earlierThisYear.receiptNumber).toBe('R-2026-000003');
    expect(lastYear.receiptNumber).toBe('R-2025-000001');
    expect(await billRow(billId)).toEqual({ status: 'paid', paidCents: 5000 });
    const events = await t.db
      .selectFrom('events')
      .select(['subject', 'detail'])
      .where('type', '=', 'admin.payment_recorded')
      .execute();
    expect(events.map((e) => JSON.parse(e.detail ?? '{}').receiptNumber).sort()).toEqual([
      'R-2025-000001',
      'R-2026-000001',
      'R-2026-000002',
      'R-2026-000003',
    ]);
  });

  it('refuses more than what remains, a bill that is paid or void, and a date in the future, changing nothing', async () => {
    const caller = await callerAs(deps, admin);
    const billId = await newBill(5000);
    await caller.bills.recordPayment({ billId, amount: '45', method: 'cash' });

    expect(await apiError(caller.bills.recordPayment({ billId, amount: '5.01', method: 'cash' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'The payment is more than the $5.00 that remains.',
    });
    expect(
      await apiError(caller.bills.recordPayment({ billId, amount: '5', method: 'cash', paidOn: '2026-06-16' })),
    ).toEqual({
      code: 'BAD_REQUEST',
      message: 'The payment date cannot be in the future.',
    });
    await caller.bills.recordPayment({ billId, amount: '5', method: 'cash' });
    expect(await apiError(caller.bills.recordPayment({ billId, amount: '1', method: 'cash' }))).toEqual({
      code: 'CONFLICT',
      message: 'This bill is no longer open.',
    });
    const voided = await newBill(700);
    await caller.bills.void({ billId: voided, reason: 'Duplicate' });
    expect((await apiError(caller.bills.recordPayment({ billId: voided, amount: '1', method: 'cash' }))).code).toBe(
      'CONFLICT',
    );
    expect(await apiError(caller.bills.recordPayment({ billId: 'no-such-bill', amount: '1', method: 'cash' }))).toEqual(
      {
        code: 'NOT_FOUND',
        message: 'Bill not found.',
      },
    );
    expect(await t.db.selectFrom('payments').select('id').execute()).toHaveLength(2);
  });

  it("names what remains the gym's way when refusing too much", async () => {
    const inEuro = createTestDeps(t, { clock, gym: { ...TEST_GYM, currency: 'EUR', locale: 'de-DE' } });
    const caller = await callerAs(inEuro, admin);
    const billId = await newBill(250_000);
    await caller.bills.recordPayment({ billId, amount: '1000', method: 'cash' });

    expect(await apiError(caller.bills.recordPayment({ billId, amount: '1500.01', method: 'cash' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'The payment is more than the 1.500,00 € that remains.',
    });
    expect(await caller.bills.recordPayment({ billId, amount: '1,500.00', method: 'card' })).toMatchObject({
      billStatus: 'paid',
      remainingCents: 0,
    });
  });

  it('lets only one of two payments at the same moment through when both would not fit, even from two processes', async () => {
    const billId = await newBill(10_000);
    const other = asAnotherProcess(t);
    try {
      const there = createTestDeps({ db: other.db, limitStore: t.limitStore }, { clock });
      const outcomes = await Promise.all([
        recordPayment(t.db, { billId, amountCents: 6000, method: 'cash' }, await act()),
        recordPayment(other.db, { billId, amountCents: 6000, method: 'card' }, await act(there)),
      ]);

      expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
      expect(outcomes.filter((o) => !o.ok)).toEqual([{ ok: false, reason: 'too_much', remainingCents: 4000 }]);
      expect(await billRow(billId)).toEqual({ status: 'open', paidCents: 6000 });
      expect(await t.db.selectFrom('payments').select('amountCents').execute()).toEqual([{ amountCents: 6000 }]);
    } finally {
      await other.close();
    }
  });

  it('numbers 20 payments recorded at once 1 to 20, with no number repeated or skipped', async () => {
    const bills = [];
    for (let i = 0; i < 20; i++) bills.push(await newBill(1000));
    const other = asAnotherProcess(t);
    try {
      const there = createTestDeps({ db: other.db, limitStore: t.limitStore }, { clock });
      const outcomes = await Promise.all(
        bills.map(async (billId, i) =>
          recordPayment(
            i % 2 ? other.db : t.db,
            { billId, amountCents: 1000, method: 'cash' },
            await act(i % 2 ? there : deps),
          ),
        ),
      );

      const numbers = outcomes.map((o) => (o.ok ? o.receiptNumber : 'refused')).sort();
      expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `R-2026-${String(i + 1).padStart(6, '0')}`));
    } finally {
      await other.close();
    }
  });
});
