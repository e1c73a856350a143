// NUL in an id or a page cursor: PostgreSQL refuses a text parameter holding one (SQLite stores it),
// so letting it reach a query answered 500 on PostgreSQL and "not found" on SQLite. Both databases
// now give the same "not allowed" or "Invalid page." answer before any query runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '../test/api-error.js';
import {
  billFixture,
  callerAs,
  createAccount,
  createTestDatabase,
  createTestDeps,
  insertTestBills,
  type TestAccount,
  type TestDatabase,
} from '../test/harness.js';
import { snapshotDatabase } from '../test/snapshot.js';
import type { AppDeps } from './context.js';

let t: TestDatabase;
let deps: AppDeps;
let admin: TestAccount;
let member: TestAccount;

beforeAll(async () => {
  t = await createTestDatabase();
  deps = createTestDeps(t);
  admin = await createAccount(t.db, 'admin');
  member = await createAccount(t.db, 'member');
  await insertTestBills(t.db, [billFixture(member.id, { amountCents: 2500 })]);
});
afterAll(() => t.close());

const NUL = '\u0000';
const asCursorText = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const notAllowed = (label: string) => ({
  code: 'BAD_REQUEST',
  message: `${label} contains characters that are not allowed.`,
});

describe('an id holding NUL', () => {
  it('is refused as a receipt a member asks for', async () => {
    const asMember = await callerAs(deps, member);
    expect(await apiError(asMember.payments.receipt({ paymentId: NUL }))).toMatchObject(notAllowed('Payment'));
  });

  it('is refused by bills and plans, and nothing changes', async () => {
    const asAdmin = await callerAs(deps, admin);
    const before = await snapshotDatabase(t.db);
    const bill = notAllowed('Bill');
    expect(await apiError(asAdmin.bills.recordPayment({ billId: NUL, amount: '5', method: 'cash' }))).toMatchObject(
      bill,
    );
    expect(await apiError(asAdmin.bills.void({ billId: `x${NUL}`, reason: 'Twice' }))).toMatchObject(bill);
    const plan = notAllowed('Plan');
    expect(await apiError(asAdmin.plans.makeDefault({ planId: NUL }))).toMatchObject(plan);
    expect(await apiError(asAdmin.plans.archive({ planId: NUL }))).toMatchObject(plan);
    expect(await apiError(asAdmin.plans.restore({ planId: NUL }))).toMatchObject(plan);
    expect(
      await apiError(asAdmin.plans.update({ planId: NUL, name: 'Gold', price: '10', period: 'monthly' })),
    ).toMatchObject(plan);
    expect(await snapshotDatabase(t.db)).toBe(before);
  });
});

describe('a bills page cursor holding NUL', () => {
  it.each([
    ['its key', [NUL, 'x']],
    ['its id', ['2026-01-01', NUL]],
  ])('answers "Invalid page." when %s has one', async (_part, pair) => {
    const asAdmin = await callerAs(deps, admin);
    expect(await apiError(asAdmin.bills.list({ cursor: asCursorText(pair) }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Invalid page.',
    });
  });
});

describe('a member history page cursor holding NUL', () => {
  it.each([
    ['its instant', [NUL, 0, 'x']],
    ['its id', ['2026-01-01T00:00:00.000Z', 0, NUL]],
  ])('answers "Invalid page." when %s has one', async (_part, cursor) => {
    const asAdmin = await callerAs(deps, admin);
    expect(
      await apiError(asAdmin.memberPage.history({ userId: member.id, cursor: asCursorText(cursor) })),
    ).toMatchObject({ code: 'BAD_REQUEST', message: 'Invalid page.' });
  });
});
