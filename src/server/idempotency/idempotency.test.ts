// Money-writing calls with an idempotency key: the desk's retry after "Something went wrong" (the
// first answer was lost, not the write), a double click, or the same call arriving at two processes
// at once must record one payment, one bill, one approval — and answer every repeat as the first.
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newIdempotencyKey } from '../../shared/idempotency.js';
import { apiError } from '../test/api-error.js';
import { failInsertsInto } from '../test/faults.js';
import { callerAs, createAccount, createTestDeps } from '../test/harness.js';
import { addPlan } from '../test/money.js';
import { type Caller, createMoneyBed, type MoneyBed } from '../test/money-bed.js';
import { KEY_REUSED } from './idempotency.js';

let bed: MoneyBed;
beforeEach(async () => {
  bed = await createMoneyBed();
});
afterEach(() => bed.t.close());

async function openBill(asAdmin: Caller = bed.asAdmin, amount = '40.00') {
  const member = await bed.approvedMember();
  const bill = await asAdmin.bills.create({ memberId: member.id, amount, description: 'Locker' });
  return { member, bill };
}

const count = async (table: 'payments' | 'bills' | 'events' | 'idempotencyKeys') =>
  Number(
    (
      await bed.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function pendingRequestId(): Promise<string> {
  const person = await createAccount(bed.db, 'pending');
  const row = await bed.db
    .selectFrom('memberRequests')
    .select('id')
    .where('userId', '=', person.id)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Each money-writing procedure: a call to repeat, and what the database holds of its effect. */
const moneyWrites: [
  string,
  () => Promise<{ call: (key: string) => Promise<unknown>; effect: () => Promise<unknown> }>,
][] = [
  [
    'bills.recordPayment',
    async () => {
      const { bill } = await openBill();
      return {
        call: (key) =>
          bed.asAdmin.bills.recordPayment({ billId: bill.id, amount: '10.00', method: 'cash', idempotencyKey: key }),
        effect: () => bed.db.selectFrom('payments').select(['amountCents', 'receiptNumber']).execute(),
      };
    },
  ],
  [
    'bills.create',
    async () => {
      const member = await bed.approvedMember();
      return {
        call: (key) =>
          bed.asAdmin.bills.create({ memberId: member.id, amount: '25.00', description: 'Towel', idempotencyKey: key }),
        effect: () => bed.db.selectFrom('bills').select(['description', 'amountCents']).execute(),
      };
    },
  ],
  [
    'bills.void',
    async () => {
      const { bill } = await openBill();
      return {
        call: (key) => bed.asAdmin.bills.void({ billId: bill.id, reason: 'Entered twice', idempotencyKey: key }),
        effect: () => bed.db.selectFrom('events').select('type').where('type', '=', 'admin.bill_voided').execute(),
      };
    },
  ],
  [
    'memberships.changePlan',
    async () => {
      const member = await bed.approvedMember();
      const gold = await addPlan(bed.db, 'Gold', 4900, 'monthly');
      return {
        call: (key) => bed.asAdmin.memberships.changePlan({ userId: member.id, planId: gold.id, idempotencyKey: key }),
        effect: () => bed.db.selectFrom('bills').select(['description', 'amountCents']).execute(),
      };
    },
  ],
  [
    'memberships.cancel',
    async () => {
      const member = await bed.approvedMember();
      return {
        call: (key) => bed.asAdmin.memberships.cancel({ userId: member.id, idempotencyKey: key }),
        effect: () => bed.db.selectFrom('events').select('type').where('type', 'like', '%membership%').execute(),
      };
    },
  ],
  [
    'requests.approve',
    async () => {
      const requestId = await pendingRequestId();
      return {
        call: (key) => bed.asAdmin.requests.approve({ requestId, idempotencyKey: key }),
        effect: () => bed.db.selectFrom('events').select('type').where('type', 'like', '%approved%').execute(),
      };
    },
  ],
  [
    'requests.approveSelected',
    async () => {
      const requestIds = [await pendingRequestId(), await pendingRequestId()];
      return {
        call: (key) => bed.asAdmin.requests.approveSelected({ requestIds, idempotencyKey: key }),
        effect: () => bed.db.selectFrom('events').select('type').where('type', 'like', '%approved%').execute(),
      };
    },
  ],
];

describe('a money-writing call repeated with its key', () => {
  it.each(moneyWrites)('%s: the repeat gets the first answer and changes nothing', async (_name, setUp) => {
    const { call, effect } = await setUp();
    const key = newIdempotencyKey();
    const first = await call(key);
    const afterFirst = await effect();
    expect(afterFirst).not.toEqual([]);
    expect(await call(key)).toEqual(first);
    expect(await effect()).toEqual(afterFirst);
    // A new key is a new intention: it runs (and may be refused on its own merits).
    await call(newIdempotencyKey()).catch(() => null);
  });

  it('records one payment for eight repeats at the same moment from two processes, and answers each alike', async () => {
    const { bill } = await openBill();
    const otherProcess = await callerAs(createTestDeps(bed.t, { clock: bed.clock }), bed.admin);
    const key = newIdempotencyKey();
    const input = { billId: bill.id, amount: '10.00', method: 'card' as const, idempotencyKey: key };
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8].map((i) => (i % 2 ? bed.asAdmin : otherProcess).bills.recordPayment(input)),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await count('payments')).toBe(1);
    expect(answers[0]).toMatchObject({ ok: true, remainingCents: 3000 });
  });

  it('refuses the same key with other input, and writes nothing for it', async () => {
    const { bill } = await openBill();
    const key = newIdempotencyKey();
    await bed.asAdmin.bills.recordPayment({ billId: bill.id, amount: '10.00', method: 'cash', idempotencyKey: key });
    const other = bed.asAdmin.bills.recordPayment({
      billId: bill.id,
      amount: '15.00',
      method: 'cash',
      idempotencyKey: key,
    });
    expect(await apiError(other)).toEqual({ code: 'UNPROCESSABLE_CONTENT', message: KEY_REUSED });
    const elsewhere = bed.asAdmin.bills.void({ billId: bill.id, reason: 'x', idempotencyKey: key });
    expect(await apiError(elsewhere)).toEqual({ code: 'UNPROCESSABLE_CONTENT', message: KEY_REUSED });
    expect(await count('payments')).toBe(1);
  });

  it('keeps keys apart by account: another admin with the same key makes their own payment', async () => {
    const { bill } = await openBill();
    const colleague = await callerAs(bed.deps, await createAccount(bed.db, 'admin'));
    const key = newIdempotencyKey();
    const input = { billId: bill.id, amount: '10.00', method: 'cash' as const, idempotencyKey: key };
    const mine = await bed.asAdmin.bills.recordPayment(input);
    const theirs = await colleague.bills.recordPayment(input);
    expect(theirs).not.toEqual(mine);
    expect(await count('payments')).toBe(2);
  });

  it('does not use a key up on a failed try: the retry after the fault is cleared runs, once', async () => {
    const { bill } = await openBill();
    const key = newIdempotencyKey();
    const input = { billId: bill.id, amount: '10.00', method: 'cash' as const, idempotencyKey: key };
    await failInsertsInto(bed.db, 'payments');
    await expect(bed.asAdmin.bills.recordPayment(input)).rejects.toThrow();
    expect(await count('idempotencyKeys')).toBe(0);
    await sql`drop trigger fail_inserts_payments ${sql.raw(bed.t.dialect === 'postgres' ? 'on payments' : '')}`.execute(
      bed.db,
    );
    expect(await bed.asAdmin.bills.recordPayment(input)).toMatchObject({ ok: true });
    expect(await bed.asAdmin.bills.recordPayment(input)).toMatchObject({ ok: true });
    expect(await count('payments')).toBe(1);
  });

  it('refuses a malformed key with a message, before anything is written', async () => {
    const { bill } = await openBill();
    const call = bed.asAdmin.bills.recordPayment({
      billId: bill.id,
      amount: '10.00',
      method: 'cash',
      idempotencyKey: 'short',
    });
    expect(await apiError(call)).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'The request key must be 22 to 64 letters, digits, - or _.',
    });
    expect(await count('payments')).toBe(0);
  });

  it('remembers a key for two days, then the hourly maintenance forgets it', async () => {
    const { bill } = await openBill();
    await bed.asAdmin.bills.recordPayment({
      billId: bill.id,
      amount: '1.00',
      method: 'cash',
      idempotencyKey: newIdempotencyKey(),
    });
    bed.clock.advance(47 * 60 * 60 * 1000);
    await bed.deps.background.runNow('maintenance');
    expect(await count('idempotencyKeys')).toBe(1);
    bed.clock.advance(2 * 60 * 60 * 1000);
    await bed.deps.background.runNow('maintenance');
    expect(await count('idempotencyKeys')).toBe(0);
  });
});
