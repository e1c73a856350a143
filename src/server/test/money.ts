// Money test setup shared by the billing run, payment and ledger tests: priced plans, members put on
// them at a given day, and a second "process" on the same database.
import type { PlanPeriod } from '../../shared/plans.schemas.js';
import type { SettingsSeed } from '../../shared/settings.schemas.js';
import { openDatabase } from '../db/database.js';
import type { Db } from '../db/schema.js';
import { insertPlan, type Plan } from '../features/plans/plans.queries.js';
import type { AppDeps } from '../trpc/context.js';
import { TEST_DIALECT } from './databases.js';
import { createAccount, createTestDeps, type TestAccount, type TestDatabase } from './harness.js';

export async function addPlan(db: Db, name: string, priceCents: number, period: PlanPeriod): Promise<Plan> {
  return insertPlan(db, { name, priceCents, period, now: new Date() });
}

/** A member on `plan` whose billing starts on `day` (as if approved onto it that day). */
export async function memberOnPlan(
  db: Db,
  plan: Plan,
  day: string,
  overrides: { name?: string } = {},
): Promise<TestAccount> {
  const member = await createAccount(db, 'member', overrides);
  await db
    .updateTable('memberships')
    .set({
      planId: plan.id,
      billingAnchor: day,
      billingDay: Number(day.slice(8, 10)),
      nextBillDate: plan.period === 'none' ? null : day,
    })
    .where('userId', '=', member.id)
    .execute();
  return member;
}

/**
 * The database as another app process sees it. On PostgreSQL that is a pool of its own, so two
 * "processes" really run side by side; SQLite allows one process per file, so it is the same handle.
 */
export function asAnotherProcess(t: TestDatabase): { db: Db; close(): Promise<void> } {
  if (TEST_DIALECT === 'sqlite') return { db: t.db, close: async () => {} };
  const other = openDatabase(t.target, { poolSize: 4 });
  return { db: other.db, close: () => other.db.destroy() };
}

/**
 * Two app processes on the test's database, each with services of its own (the second on
 * asAnotherProcess's handle), for races between two front desks or two admins. `close` before
 * the test database closes.
 */
export function twoAppProcesses(
  t: TestDatabase,
  options: Parameters<typeof createTestDeps>[1] = {},
): { processes: [AppDeps, AppDeps]; close(): Promise<void> } {
  const other = asAnotherProcess(t);
  return {
    processes: [createTestDeps(t, options), createTestDeps({ db: other.db, limitStore: t.limitStore }, options)],
    close: other.close,
  };
}

export function gymIn(timeZone: string, base: SettingsSeed): SettingsSeed {
  return { ...base, timeZone };
}
