// The setting the plan, membership and receipt tests share: a fresh database, a clock standing at noon
// on 31 January 2026 (UTC) for a gym in London, an administrator with a signed-in caller, and members
// approved the way an administrator approves them (onto the default plan, at the clock's time).
import type { Db } from '../db/schema.js';
import type { AppDeps } from '../trpc/context.js';
import {
  callerAs,
  createAccount,
  createTestDatabase,
  createTestDeps,
  TEST_GYM,
  type TestAccount,
  type TestDatabase,
} from './harness.js';
import { ManualClock } from './manual-clock.js';

export type Caller = Awaited<ReturnType<typeof callerAs>>;

export interface MoneyBed {
  t: TestDatabase;
  db: Db;
  clock: ManualClock;
  deps: AppDeps;
  admin: TestAccount;
  asAdmin: Caller;
  /** A new registration, approved by the admin: a member on the default plan from the clock's day. */
  approvedMember(name?: string): Promise<TestAccount>;
}

export async function createMoneyBed(adminIp = '198.51.100.7'): Promise<MoneyBed> {
  const t = await createTestDatabase();
  const { db } = t;
  const clock = new ManualClock('2026-01-31T12:00:00Z');
  const deps = createTestDeps(t, { clock, gym: { ...TEST_GYM, timeZone: 'Europe/London' } });
  const admin = await createAccount(db, 'admin');
  const asAdmin = await callerAs(deps, admin, adminIp);
  async function approvedMember(name?: string): Promise<TestAccount> {
    const person = await createAccount(db, 'pending', name ? { name } : {});
    const request = await db
      .selectFrom('memberRequests')
      .select('id')
      .where('userId', '=', person.id)
      .executeTakeFirstOrThrow();
    await asAdmin.requests.approve({ requestId: request.id });
    return { ...person, role: 'member' };
  }
  return { t, db, clock, deps, admin, asAdmin, approvedMember };
}
