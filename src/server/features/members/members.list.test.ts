// The Member List's folding search, filters, Balance column and paging, on both databases.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.js';
import {
  billFixture,
  callerAs,
  createAccount,
  createTestDatabase,
  createTestDeps,
  insertTestBills,
  TEST_GYM,
  type TestAccount,
  type TestDatabase,
} from '../../test/harness.js';
import { ManualClock } from '../../test/manual-clock.js';
import type { AppDeps } from '../../trpc/context.js';

let testDb: TestDatabase;
let db: Db;
let deps: AppDeps;
let admin: TestAccount;
// Noon UTC on 15 March is already 16 March in Auckland (UTC+13): the gym's day, not UTC's, decides.
const clock = new ManualClock('2026-03-15T12:00:00.000Z');

beforeEach(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  deps = createTestDeps(testDb, { clock, gym: { ...TEST_GYM, timeZone: 'Pacific/Auckland' } });
  admin = await createAccount(db, 'admin');
});

afterEach(async () => {
  await testDb.close();
});

async function list(input: Parameters<Awaited<ReturnType<typeof callerAs>>['members']['list']>[0]) {
  return (await callerAs(deps, admin)).members.list(input);
}

const names = async (input: Parameters<typeof list>[0]) => (await list(input)).items.map((m) => m.name);

/** An open bill for the member, `paid` of it paid, due on the given day. */
async function openBill(memberId: string, amountCents: number, dueDate: string, paidCents = 0) {
  const [id] = await insertTestBills(db, [billFixture(memberId, { amountCents, dueDate })]);
  await db
    .updateTable('bills')
    .set({ paidCents })
    .where('id', '=', id as string)
    .execute();
  return id as string;
}

describe('members.list search', () => {
  it('folds capitals and accents: "ZOË" and "CHLOÉ" find Zoë and Chloé, by name or email', async () => {
    await createAccount(db, 'member', { name: 'Zoë Martin', email: 'zm@gym.test' });
    await createAccount(db, 'member', { name: 'Chloé Durand', email: 'chloe.d@gym.test' });
    await createAccount(db, 'member', { name: 'Zack Moss', email: 'zack@gym.test' });

    expect(await names({ search: 'ZOË' })).toEqual(['Zoë Martin']);
    expect(await names({ search: 'zoe' })).toEqual(['Zoë Martin']);
    expect(await names({ search: 'CHLOÉ' })).toEqual(['Chloé Durand']);
    expect(await names({ search: 'CHLOE.D@' })).toEqual(['Chloé Durand']);
    expect((await list({ search: 'ZOË' })).total).toBe(1);
  });

  it('orders by the folded name, so accented names sort with their plain letters', async () => {
    for (const name of ['Eva Stone', 'Émile Roux', 'emma Lee', 'Zoë Martin', 'Adam Abbott']) {
      await createAccount(db, 'member', { name });
    }
    expect(await names({})).toEqual(['Adam Abbott', 'Émile Roux', 'emma Lee', 'Eva Stone', 'Zoë Martin']);
  });
});

describe('members.list filters', () => {
  it('keeps members of one status, and all of them for "all"', async () => {
    const paused = await createAccount(db, 'member', { name: 'Paula Paused' });
    const cancelled = await createAccount(db, 'member', { name: 'Cora Cancelled' });
    await createAccount(db, 'member', { name: 'Ana Active' });
    await db.updateTable('memberships').set({ status: 'paused' }).where('userId', '=', paused.id).execute();
    await db.updateTable('memberships').set({ status: 'cancelled' }).where('userId', '=', cancelled.id).execute();

    expect(await names({ status: 'active' })).toEqual(['Ana Active']);
    expect(await names({ status: 'paused' })).toEqual(['Paula Paused']);
    expect(await names({ status: 'cancelled' })).toEqual(['Cora Cancelled']);
    expect(await names({ status: 'all' })).toEqual(['Ana Active', 'Cora Cancelled', 'Paula Paused']);
    expect((await list({ status: 'paused' })).total).toBe(1);
  });

  it("keeps one plan's members", async () => {
    const caller = await callerAs(deps, admin);
    const gold = await caller.plans.create({ name: 'Gold', price: '0', period: 'none' });
    const goldie = await createAccount(db, 'member', { name: 'Goldie Hawn' });
    await createAccount(db, 'member', { name: 'Stan Dard' });
    await db.updateTable('memberships').set({ planId: gold.id }).where('userId', '=', goldie.id).execute();

    const page = await list({ planId: gold.id });
    expect(page.items.map((m) => [m.name, m.membershipType])).toEqual([['Goldie Hawn', 'Gold']]);
    expect(page.total).toBe(1);
    expect(await names({ planId: 'no-such-plan' })).toEqual([]);
  });

  it("keeps members with an open bill past due in the gym's day, combined with the other filters", async () => {
    const late = await createAccount(db, 'member', { name: 'Lee Late' });
    const dueToday = await createAccount(db, 'member', { name: 'Dee Today' });
    const paidUp = await createAccount(db, 'member', { name: 'Pat Paid' });
    // The gym's today is 2026-03-16 (Auckland); in UTC it would still be the 15th.
    await openBill(late.id, 3000, '2026-03-15');
    await openBill(dueToday.id, 3000, '2026-03-16');
    const paidBill = await openBill(paidUp.id, 3000, '2026-03-01', 3000);
    await db.updateTable('bills').set({ status: 'paid' }).where('id', '=', paidBill).execute();

    expect(await names({ overdue: true })).toEqual(['Lee Late']);
    expect((await list({ overdue: true })).total).toBe(1);
    expect(await names({ overdue: false })).toEqual(['Dee Today', 'Lee Late', 'Pat Paid']);
    expect(await names({ overdue: true, search: 'dee' })).toEqual([]);
    await db.updateTable('memberships').set({ status: 'paused' }).where('userId', '=', late.id).execute();
    expect(await names({ overdue: true, status: 'paused' })).toEqual(['Lee Late']);
    expect(await names({ overdue: true, status: 'active' })).toEqual([]);

    // The next day in the gym, the bill due "today" is overdue too.
    clock.set('2026-03-16T12:00:00.000Z');
    expect(await names({ overdue: true })).toEqual(['Dee Today', 'Lee Late']);
    clock.set('2026-03-15T12:00:00.000Z');
  });

  it('refuses a status that is not on the list', async () => {
    await expect(list({ status: 'frozen' as 'active' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('members.list balance and paging', () => {
  it('shows what each member owes on open bills, less what was paid on them', async () => {
    const owes = await createAccount(db, 'member', { name: 'Owen Owes' });
    const clear = await createAccount(db, 'member', { name: 'Clara Clear' });
    await openBill(owes.id, 3000, '2026-04-01', 1000);
    await openBill(owes.id, 500, '2026-04-01');
    const voided = await openBill(owes.id, 9900, '2026-04-01');
    await db.updateTable('bills').set({ status: 'void' }).where('id', '=', voided).execute();
    const paid = await openBill(clear.id, 2000, '2026-04-01', 2000);
    await db.updateTable('bills').set({ status: 'paid' }).where('id', '=', paid).execute();

    const page = await list({});
    expect(page.items.map((m) => [m.name, m.balanceCents])).toEqual([
      ['Clara Clear', 0],
      ['Owen Owes', 2500],
    ]);
  });

  it('pages a filtered list with the right total, page by page', async () => {
    for (let i = 1; i <= 5; i += 1) {
      const who = await createAccount(db, 'member', { name: `Late ${i}` });
      await openBill(who.id, 100 * i, '2026-03-01');
    }
    await createAccount(db, 'member', { name: 'Late but paid up' });

    const pages = [];
    for (let page = 1; page <= 3; page += 1) pages.push(await list({ overdue: true, page, pageSize: 2 }));
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5]);
    expect(pages.map((p) => p.items.map((m) => `${m.name}:${m.balanceCents}`))).toEqual([
      ['Late 1:100', 'Late 2:200'],
      ['Late 3:300', 'Late 4:400'],
      ['Late 5:500'],
    ]);
  });
});

describe('members.list sorting', () => {
  /** Four members: what each owes, the day they joined (null: not recorded) and their check-ins. */
  async function fourMembers() {
    const specs = [
      { name: 'Ann', owes: 500, joined: '2024-05-01T09:00:00.000Z', visits: ['2026-03-10T08:00:00.000Z'] },
      { name: 'Bob', owes: 9000, joined: '2025-01-15T09:00:00.000Z', visits: [] },
      { name: 'Cy', owes: 0, joined: null, visits: ['2026-03-01T18:00:00.000Z', '2026-03-14T07:30:00.000Z'] },
      { name: 'Di', owes: 2500, joined: '2023-11-20T09:00:00.000Z', visits: ['2026-02-02T12:00:00.000Z'] },
    ];
    for (const spec of specs) {
      const who = await createAccount(db, 'member', { name: spec.name });
      if (spec.owes > 0) await openBill(who.id, spec.owes, '2026-04-01');
      await db.updateTable('users').set({ joinDate: spec.joined }).where('id', '=', who.id).execute();
      for (const [i, at] of spec.visits.entries()) {
        await db
          .insertInto('checkIns')
          .values({
            id: `${who.id}-${i}`,
            memberId: who.id,
            checkedInAt: at,
            day: at.slice(0, 10),
            hour: 8,
            source: 'desk',
          })
          .execute();
      }
    }
  }

  it('sorts by balance, biggest first unless asked otherwise, with the balance on each row', async () => {
    await fourMembers();
    const page = await list({ sort: 'balance' });
    expect(page.items.map((m) => [m.name, m.balanceCents])).toEqual([
      ['Bob', 9000],
      ['Di', 2500],
      ['Ann', 500],
      ['Cy', 0],
    ]);
    expect(await names({ sort: 'balance', direction: 'asc' })).toEqual(['Cy', 'Ann', 'Di', 'Bob']);
  });

  it('sorts by join day, latest first; a member with no join day counts as the earliest', async () => {
    await fourMembers();
    expect(await names({ sort: 'joined' })).toEqual(['Bob', 'Ann', 'Di', 'Cy']);
    expect(await names({ sort: 'joined', direction: 'asc' })).toEqual(['Cy', 'Di', 'Ann', 'Bob']);
  });

  it('sorts by last visit, latest first and never-visited last; going up, never-visited first', async () => {
    await fourMembers();
    const page = await list({ sort: 'lastVisit' });
    expect(page.items.map((m) => [m.name, m.lastVisitAt])).toEqual([
      ['Cy', '2026-03-14T07:30:00.000Z'],
      ['Ann', '2026-03-10T08:00:00.000Z'],
      ['Di', '2026-02-02T12:00:00.000Z'],
      ['Bob', null],
    ]);
    expect(await names({ sort: 'lastVisit', direction: 'asc' })).toEqual(['Bob', 'Di', 'Ann', 'Cy']);
  });

  it('sorts by name either way, and keeps the filters and the paging under any sort', async () => {
    await fourMembers();
    expect(await names({ sort: 'name', direction: 'desc' })).toEqual(['Di', 'Cy', 'Bob', 'Ann']);
    expect(await names({ sort: 'balance', search: 'i' })).toEqual(['Di']);
    const pages = [];
    for (let page = 1; page <= 2; page += 1) pages.push(await list({ sort: 'balance', page, pageSize: 3 }));
    expect(pages.map((p) => [p.total, p.items.map((m) => m.name)])).toEqual([
      [4, ['Bob', 'Di', 'Ann']],
      [4, ['Cy']],
    ]);
  });

  it('settles equal values by id, the same way on every page', async () => {
    for (const name of ['E1', 'E2', 'E3', 'E4', 'E5']) await createAccount(db, 'member', { name });
    const ids = (
      await db.selectFrom('users').select('id').where('role', '=', 'member').orderBy('id', 'desc').execute()
    ).map((row) => row.id);
    const pages = [];
    for (let page = 1; page <= 3; page += 1) pages.push(await list({ sort: 'balance', page, pageSize: 2 }));
    expect(pages.flatMap((p) => p.items.map((m) => m.id))).toEqual(ids);
  });

  it('refuses a sort or direction that is not on the list', async () => {
    await expect(list({ sort: 'email' as 'name' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(list({ sort: 'name', direction: 'up' as 'asc' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
