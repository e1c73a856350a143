import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.js';
import { callerAs, createAccount, createTestDatabase, createTestDeps, type TestDatabase } from '../../test/harness.js';
import { addPlan } from '../../test/money.js';
import type { AppDeps } from '../../trpc/context.js';

let testDb: TestDatabase;
let db: Db;
let deps: AppDeps;

beforeEach(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  deps = createTestDeps(testDb);
});

afterEach(async () => {
  await testDb.close();
});

describe('profile.me', () => {
  it("shows a member's own details", async () => {
    const member = await createAccount(db, 'member', { name: 'Pat Member' });
    await createAccount(db, 'member', { name: 'Someone Else' });

    const me = await (await callerAs(deps, member)).profile.me();

    expect(me).toEqual({
      name: 'Pat Member',
      email: member.email,
      membershipType: 'Standard',
      joinDate: expect.any(String),
    });
  });

  it("shows the member's plan as the membership type, once a plan change takes effect", async () => {
    const admin = await createAccount(db, 'admin');
    const member = await createAccount(db, 'member');
    const family = await addPlan(db, 'Family', 0, 'none');
    // Standard has no recurring bill, so the change takes effect at once.
    await (await callerAs(deps, admin)).memberships.changePlan({ userId: member.id, planId: family.id });

    expect((await (await callerAs(deps, member)).profile.me()).membershipType).toBe('Family');
  });

  it('shows an admin with no membership type', async () => {
    const admin = await createAccount(db, 'admin', { name: 'Ada Admin' });

    const me = await (await callerAs(deps, admin)).profile.me();

    expect(me).toEqual({ name: 'Ada Admin', email: admin.email, membershipType: null, joinDate: expect.any(String) });
  });

  it('is for approved accounts only', async () => {
    const pending = await createAccount(db, 'pending');
    await expect((await callerAs(deps)).profile.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect((await callerAs(deps, pending)).profile.me()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
