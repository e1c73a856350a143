// The pending-requests list in pages of more than one: with one a page, (page - 1) * size and
// (page - 1) / size pick the same row, so only larger pages show that each page starts where the
// last one ended. Also the words an administrator reads for a page that cannot be asked for.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError } from '../../test/api-error.js';
import {
  callerAs,
  createAccount,
  createRouterTestbed,
  type RouterTestbed,
  type TestAccount,
} from '../../test/harness.js';

let bed: RouterTestbed;
let pending: TestAccount[];

beforeEach(async () => {
  bed = await createRouterTestbed();
  pending = [];
  for (let i = 0; i < 7; i++) {
    const account = await createAccount(bed.db, 'pending');
    // One day apart, so the order is by date alone.
    await bed.db
      .updateTable('memberRequests')
      .set({ createdAt: `2026-02-0${i + 1}T09:00:00.000Z` })
      .where('userId', '=', account.id)
      .execute();
    pending.push(account);
  }
});
afterEach(() => bed.testDb.close());

describe('requests.listPending in pages of three', () => {
  it('walks all seven requests oldest first, each once, with the total on every page', async () => {
    const caller = await callerAs(bed.deps, bed.admin);
    const pages = [];
    for (const page of [1, 2, 3, 4]) pages.push(await caller.requests.listPending({ page, pageSize: 3 }));

    expect(pages.map((p) => p.items.map((r) => r.email))).toEqual([
      pending.slice(0, 3).map((a) => a.email),
      pending.slice(3, 6).map((a) => a.email),
      [pending[6]?.email],
      [],
    ]);
    expect(pages.map((p) => [p.total, p.page, p.pageSize])).toEqual([
      [7, 1, 3],
      [7, 2, 3],
      [7, 3, 3],
      [7, 4, 3],
    ]);
    expect(pages[0]?.items[0]).toEqual({
      id: expect.any(String),
      userId: pending[0]?.id,
      name: pending[0]?.name,
      email: pending[0]?.email,
      createdAt: '2026-02-01T09:00:00.000Z',
    });
  });

  it('starts page two of five after the fifth request', async () => {
    const caller = await callerAs(bed.deps, bed.admin);
    const page = await caller.requests.listPending({ page: 2, pageSize: 5 });
    expect(page.items.map((r) => r.email)).toEqual(pending.slice(5).map((a) => a.email));
  });

  it.each([
    [{ page: 0, pageSize: 3 }, 'Page must be 1 or more.'],
    [{ page: 1, pageSize: 101 }, 'At most 100 rows a page.'],
  ])('refuses %j with %j', async (input, message) => {
    const caller = await callerAs(bed.deps, bed.admin);
    expect(await apiError(caller.requests.listPending(input))).toMatchObject({ code: 'BAD_REQUEST', message });
  });
});
