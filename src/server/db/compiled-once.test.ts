// A query compiled once answers each call with that call's values, shaped like any other query's
// rows, on both databases and inside a transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createTestDatabase, type TestAccount, type TestDatabase } from '../test/harness.js';
import { compiledOnce } from './compiled-once.js';

let t: TestDatabase;
let ann: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  t = await createTestDatabase();
  ann = await createAccount(t.db, 'member', { name: 'Ann' });
  bob = await createAccount(t.db, 'admin', { name: 'Bob' });
});
afterAll(() => t.close());

const accountByEmail = compiledOnce<{ email: string; limit: number }, { id: string; name: string; joinDate: string }>(
  (db, slot) =>
    db.selectFrom('users').select(['id', 'name', 'joinDate']).where('email', '=', slot('email')).limit(slot('limit')),
);

describe('compiledOnce', () => {
  it("fills each call's values into the same compiled query", async () => {
    const [first] = await accountByEmail(t.db, { email: ann.email, limit: 1 });
    const [second] = await accountByEmail(t.db, { email: bob.email, limit: 1 });
    expect(first).toMatchObject({ id: ann.id, name: 'Ann' });
    expect(second).toMatchObject({ id: bob.id, name: 'Bob' });
    // Column names come back in camelCase, as from any builder query.
    expect(Object.keys(first ?? {})).toEqual(['id', 'name', 'joinDate']);
    expect(await accountByEmail(t.db, { email: bob.email, limit: 0 })).toEqual([]);
  });

  it('runs inside a transaction and sees its uncommitted rows', async () => {
    const rolledBack = t.db.transaction().execute(async (tx) => {
      await tx.updateTable('users').set({ name: 'Ann Renamed' }).where('id', '=', ann.id).execute();
      const [inside] = await accountByEmail(tx, { email: ann.email, limit: 1 });
      expect(inside?.name).toBe('Ann Renamed');
      throw new Error('roll back');
    });
    // Only the deliberate error ends it: a failed expectation inside would reject with its own.
    await expect(rolledBack).rejects.toThrow('roll back');
    const [after] = await accountByEmail(t.db, { email: ann.email, limit: 1 });
    expect(after?.name).toBe('Ann');
  });
});
