// A member's payments and the printable receipts: members see their own, administrators any.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS } from '../../../shared/settings.schemas.js';
import type { Db } from '../../db/schema.js';
import { apiError } from '../../test/api-error.js';
import { callerAs, createAccount, type TestDatabase } from '../../test/harness.js';
import { type Caller, createMoneyBed } from '../../test/money-bed.js';
import type { AppDeps } from '../../trpc/context.js';

let t: TestDatabase;
let db: Db;
let deps: AppDeps;
let asAdmin: Caller;

beforeEach(async () => {
  ({ t, db, deps, asAdmin } = await createMoneyBed('198.51.100.4'));
});
afterEach(() => t.close());

const bill = (memberId: string, amount: string, description?: string) =>
  asAdmin.bills.create({ memberId, amount, ...(description === undefined ? {} : { description }) });

const pay = (billId: string, amount: string, method: 'cash' | 'card' = 'cash') =>
  asAdmin.bills.recordPayment({ billId, amount, method });

describe('payments.listMine and payments.receipt', () => {
  it("list a member's own payments, newest first, with the bill each was for", async () => {
    const member = await createAccount(db, 'member');
    const other = await createAccount(db, 'member');
    const training = await bill(member.id, '40', 'Personal training');
    const locker = await bill(member.id, '5', 'Locker');
    await pay((await bill(other.id, '7')).id, '7');
    const older = await asAdmin.bills.recordPayment({
      billId: training.id,
      amount: '10',
      method: 'cash',
      paidOn: '2026-01-20',
      note: 'First part',
    });
    const newer = await pay(locker.id, '5', 'card');
    const asMember = await callerAs(deps, member);

    const page = await asMember.payments.listMine({ pageSize: 1 });

    expect(page).toEqual({
      items: [
        {
          id: newer.ok ? newer.paymentId : '',
          billId: locker.id,
          amountCents: 500,
          method: 'card',
          paidOn: '2026-01-31',
          note: null,
          receiptNumber: 'R-2026-000003',
          billDescription: 'Locker',
        },
      ],
      total: 2,
      page: 1,
      pageSize: 1,
    });
    expect((await asMember.payments.listMine({ page: 2, pageSize: 1 })).items).toMatchObject([
      {
        id: older.ok ? older.paymentId : '',
        note: 'First part',
        paidOn: '2026-01-20',
        billDescription: 'Personal training',
      },
    ]);
  });

  it('show a member their own receipt, an administrator any, and anyone else "Receipt not found."', async () => {
    const member = await createAccount(db, 'member', { name: 'Maria Lopez' });
    const other = await createAccount(db, 'member');
    const training = await bill(member.id, '40', 'Personal training');
    const paid = await asAdmin.bills.recordPayment({ billId: training.id, amount: '40', method: 'bank_transfer' });
    const paymentId = paid.ok ? paid.paymentId : '';

    const receipt = await (await callerAs(deps, member)).payments.receipt({ paymentId });

    expect(receipt).toEqual({
      id: paymentId,
      billId: training.id,
      amountCents: 4000,
      method: 'bank_transfer',
      paidOn: '2026-01-31',
      note: null,
      receiptNumber: 'R-2026-000001',
      memberId: member.id,
      createdAt: '2026-01-31T12:00:00.000Z',
      memberName: 'Maria Lopez',
      memberEmail: member.email,
      billDescription: 'Personal training',
      billAmountCents: 4000,
      billPaidCents: 4000,
      billStatus: 'paid',
      billRemainingCents: 0,
      // The tests' gym is a fresh install: its default name, nothing else set, no tax.
      gym: { name: 'Your Gym', street: '', city: '', taxId: '', receiptFooter: '' },
      tax: null,
      // One payment, one line: the bill it paid.
      lines: [{ paymentId, billDescription: 'Personal training', amountCents: 4000 }],
      totalCents: 4000,
    });
    expect(await asAdmin.payments.receipt({ paymentId })).toEqual(receipt);
    const notFound = { code: 'NOT_FOUND', message: 'Receipt not found.' };
    expect(await apiError((await callerAs(deps, other)).payments.receipt({ paymentId }))).toEqual(notFound);
    expect(await apiError(asAdmin.payments.receipt({ paymentId: 'no-such-payment' }))).toEqual(notFound);
    const pending = await callerAs(deps, await createAccount(db, 'pending'));
    expect((await apiError(pending.payments.receipt({ paymentId }))).code).toBe('FORBIDDEN');
    expect((await apiError((await callerAs(deps)).payments.receipt({ paymentId }))).code).toBe('UNAUTHORIZED');
  });
});

describe('payments.receipt and the gym', () => {
  it("carries the gym's name, address, tax id and footer, and the tax part of the payment at its rate", async () => {
    const member = await createAccount(db, 'member');
    await asAdmin.settings.updateGym({
      name: 'Iron Works Gym',
      street: '12 Mill Lane',
      city: 'Leeds LS1 4AB',
      hours: DEFAULT_OPENING_HOURS,
    });
    await asAdmin.settings.updateMoney({
      currency: 'USD',
      locale: 'en-US',
      taxName: 'VAT',
      taxRate: '20',
      taxId: 'GB 123 4567 89',
      receiptFooter: 'Thank you for training with us.',
    });
    const paid = await pay((await bill(member.id, '40', 'Personal training')).id, '10');
    const paymentId = paid.ok ? paid.paymentId : '';

    const receipt = await (await callerAs(deps, member)).payments.receipt({ paymentId });

    expect(receipt.gym).toEqual({
      name: 'Iron Works Gym',
      street: '12 Mill Lane',
      city: 'Leeds LS1 4AB',
      taxId: 'GB 123 4567 89',
      receiptFooter: 'Thank you for training with us.',
    });
    // 10.00 including 20 %: 1.666… of it is tax.
    expect(receipt.tax).toEqual({ name: 'VAT', rateBasisPoints: 2000, amountCents: 167 });
  });
});
