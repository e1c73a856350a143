import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.js';
import { inputError } from '../../test/api-error.js';
import {
  callerAs,
  createAccount,
  createRouterTestbed,
  type TestAccount,
  type TestDatabase,
} from '../../test/harness.js';
import type { AppDeps } from '../../trpc/context.js';
import { listEventsOfType } from '../events/events.queries.js';

let testDb: TestDatabase;
let db: Db;
let deps: AppDeps;
let admin: TestAccount;

beforeEach(async () => {
  ({ testDb, db, deps, admin } = await createRouterTestbed());
});

afterEach(async () => {
  await testDb.close();
});

async function billCount(): Promise<number> {
  const row = await db
    .selectFrom('bills')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('bills.create', () => {
  it('creates a bill in integer cents dated now, and records it', async () => {
    const member = await createAccount(db, 'member');
    const caller = await callerAs(deps, admin, '198.51.100.4');
    const before = new Date().toISOString();

    const bill = await caller.bills.create({ memberId: member.id, amount: ' 19.99 ' });

    expect(bill).toEqual({ id: expect.any(String), memberId: member.id, amountCents: 1999, date: expect.any(String) });
    expect(bill.date >= before && bill.date <= new Date().toISOString()).toBe(true);
    const events = await listEventsOfType(db, 'admin.bill_created');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: admin.id, subject: bill.id, ip: '198.51.100.4' });
    expect(JSON.parse(events[0]?.detail ?? '{}')).toEqual({ memberId: member.id, amountCents: 1999 });
    const listed = await (await callerAs(deps, member)).bills.listMine({});
    expect(listed.items).toEqual([{ id: bill.id, amountCents: 1999, date: bill.date }]);
  });

  it('answers NOT_FOUND for anyone who is not a member, and writes nothing', async () => {
    const pending = await createAccount(db, 'pending');
    const caller = await callerAs(deps, admin);

    for (const memberId of ['no-such-user', pending.id, admin.id]) {
      await expect(caller.bills.create({ memberId, amount: '10' })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Member not found.',
      });
    }
    expect(await billCount()).toBe(0);
    expect(await listEventsOfType(db, 'admin.bill_created')).toHaveLength(0);
  });

  it('refuses bad amounts with the field message, and writes nothing', async () => {
    const member = await createAccount(db, 'member');
    const caller = await callerAs(deps, admin);

    expect(await inputError(caller.bills.create({ memberId: member.id, amount: '' }))).toBe('Amount is required.');
    expect(await inputError(caller.bills.create({ memberId: member.id, amount: '1.234' }))).toBe(
      'Enter an amount like 12.50 (at most 2 decimals).',
    );
    expect(await inputError(caller.bills.create({ memberId: member.id, amount: '0' }))).toBe(
      'Amount must be more than 0.',
    );
    expect(await inputError(caller.bills.create({ memberId: member.id, amount: '1000000.01' }))).toBe(
      'Amount must be at most 1,000,000.',
    );
    expect(await inputError(caller.bills.create({ memberId: '', amount: '5' }))).toBe('Member is required.');
    expect(await billCount()).toBe(0);
  });

  it('is for administrators only', async () => {
    const member = await createAccount(db, 'member');
    const asMember = await callerAs(deps, member);
    await expect(asMember.bills.create({ memberId: member.id, amount: '5' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect((await callerAs(deps)).bills.create({ memberId: member.id, amount: '5' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(await billCount()).toBe(0);
  });
});

describe('bills.listMine', () => {
  it('shows a member only their own bills, newest first, one page at a time', async () => {
    const alice = await createAccount(db, 'member');
    const bob = await createAccount(db, 'member');
    const asAdmin = await callerAs(deps, admin);
    const aliceBills = [];
    for (const amount of ['1', '2', '3']) aliceBills.push(await asAdmin.bills.create({ memberId: alice.id, amount }));
    const bobBill = await asAdmin.bills.create({ memberId: bob.id, amount: '99.99' });
    // Distinct dates, so newest-first is visible whatever the clock did.
    for (const [i, bill] of aliceBills.entries()) {
      await db
        .updateTable('bills')
        .set({ date: `2026-03-0${i + 1}T10:00:00.000Z` })
        .where('id', '=', bill.id)
        .execute();
    }
    const asAlice = await callerAs(deps, alice);

    const first = await asAlice.bills.listMine({ page: 1, pageSize: 2 });
    expect(first).toEqual({
      items: [
        { id: aliceBills[2]?.id, amountCents: 300, date: '2026-03-03T10:00:00.000Z' },
        { id: aliceBills[1]?.id, amountCents: 200, date: '2026-03-02T10:00:00.000Z' },
      ],
      total: 3,
      page: 1,
      pageSize: 2,
    });
    expect((await asAlice.bills.listMine({ page: 2, pageSize: 2 })).items.map((b) => b.id)).toEqual([
      aliceBills[0]?.id,
    ]);
    const bobs = await (await callerAs(deps, bob)).bills.listMine({});
    expect(bobs.items.map((b) => b.id)).toEqual([bobBill.id]);
  });

  it("offers no way to name another member's id", async () => {
    const alice = await createAccount(db, 'member');
    const bob = await createAccount(db, 'member');
    await (await callerAs(deps, admin)).bills.create({ memberId: bob.id, amount: '5' });
    const asAlice = await callerAs(deps, alice);

    // @ts-expect-error: memberId is not an input of listMine
    await expect(asAlice.bills.listMine({ memberId: bob.id })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await asAlice.bills.listMine({})).total).toBe(0);
  });

  it('is for members only', async () => {
    const pending = await createAccount(db, 'pending');
    await expect((await callerAs(deps)).bills.listMine({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect((await callerAs(deps, pending)).bills.listMine({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect((await callerAs(deps, admin)).bills.listMine({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('bills table', () => {
  it('keeps bills when someone tries to delete the member account', async () => {
    const member = await createAccount(db, 'member');
    await (await callerAs(deps, admin)).bills.create({ memberId: member.id, amount: '5' });

    await expect(db.deleteFrom('users').where('id', '=', member.id).execute()).rejects.toThrow(/foreign key/i);
    expect(await billCount()).toBe(1);
  });
});
