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

/** The issue message zod gave for a refused input. */

describe('members.list', () => {
  it('lists members only, by name, with their plan ("Membership Type"), status and join date', async () => {
    const zoe = await createAccount(db, 'member', { name: 'Zoe Zhang' });
    const adam = await createAccount(db, 'member', { name: 'Adam Abbott' });
    await createAccount(db, 'pending', { name: 'Aaron Pending' });
    const caller = await callerAs(deps, admin);

    const page = await caller.members.list({});

    expect(page.total).toBe(2);
    expect(page.items.map((m) => m.id)).toEqual([adam.id, zoe.id]);
    expect(page.items[0]).toEqual({
      id: adam.id,
      name: 'Adam Abbott',
      email: adam.email,
      membershipType: 'Standard',
      nextPlanName: null,
      nextPlanFrom: null,
      status: 'active',
      endsOn: null,
      joinDate: expect.any(String),
      balanceCents: 0,
      lastVisitAt: null,
    });
  });

  it('pages through members, ordered by name then email (both are in the folded key)', async () => {
    const ids: string[] = [];
    for (const n of [3, 1, 4, 2, 5]) {
      ids[n - 1] = (await createAccount(db, 'member', { name: 'Same Name', email: `same${n}@gym.test` })).id;
    }
    const caller = await callerAs(deps, admin);

    const pages = [];
    for (let page = 1; page <= 3; page++) pages.push(await caller.members.list({ page, pageSize: 2 }));

    expect(pages.map((p) => p.total)).toEqual([5, 5, 5]);
    expect(pages.flatMap((p) => p.items.map((m) => m.id))).toEqual(ids);
    expect(pages[2]).toMatchObject({ page: 3, pageSize: 2 });
  });

  it('finds members by part of the name or email, ignoring case', async () => {
    const maria = await createAccount(db, 'member', { name: 'Maria Lopez', email: 'mlopez@gym.test' });
    const john = await createAccount(db, 'member', { name: 'John Smith', email: 'lopez.fan@example.test' });
    await createAccount(db, 'member', { name: 'Someone Else' });
    const caller = await callerAs(deps, admin);

    const byName = await caller.members.list({ search: '  mARIA ' });
    expect(byName.items.map((m) => m.id)).toEqual([maria.id]);
    expect(byName.total).toBe(1);
    const byBoth = await caller.members.list({ search: 'LOPEZ' });
    expect(byBoth.items.map((m) => m.id)).toEqual([john.id, maria.id]);
    expect(byBoth.total).toBe(2);
    const none = await caller.members.list({ search: 'nobody' });
    expect(none).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
    expect((await caller.members.list({ search: '   ' })).total).toBe(3);
  });

  it('takes %, _, \\ and ! typed by the admin literally', async () => {
    const percent = await createAccount(db, 'member', { name: '100% Fit' });
    const underscore = await createAccount(db, 'member', { name: 'snake_case' });
    const backslash = await createAccount(db, 'member', { name: 'back\\slash' });
    const bang = await createAccount(db, 'member', { name: 'Wow! Gym' });
    await createAccount(db, 'member', { name: '1000 Fit' });
    await createAccount(db, 'member', { name: 'snakeXcase' });
    await createAccount(db, 'member', { name: 'backslash' });
    await createAccount(db, 'member', { name: 'Wow Gym' });
    const caller = await callerAs(deps, admin);
    const ids = async (search: string) => (await caller.members.list({ search })).items.map((m) => m.id);

    expect(await ids('%')).toEqual([percent.id]);
    expect(await ids('0%')).toEqual([percent.id]);
    expect(await ids('e_c')).toEqual([underscore.id]);
    expect(await ids('k\\s')).toEqual([backslash.id]);
    expect(await ids('!')).toEqual([bang.id]);
    expect(await ids('!%')).toEqual([]);
  });

  it('refuses a search longer than 100 characters', async () => {
    const caller = await callerAs(deps, admin);
    expect(await inputError(caller.members.list({ search: 'x'.repeat(101) }))).toBe(
      'Search must be at most 100 characters.',
    );
  });

  it('is for administrators only', async () => {
    const member = await createAccount(db, 'member');
    await expect((await callerAs(deps)).members.list({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect((await callerAs(deps, member)).members.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
