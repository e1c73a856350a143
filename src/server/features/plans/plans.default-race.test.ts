// Two admins make different plans the default at the same moment. On PostgreSQL their transactions
// overlap: the second one's "clear the default" was planned before the first committed, so it missed
// the plan the first had just made default, and its "set" then broke plans_one_default_idx. SQLite
// runs one transaction at a time, and both admins must see the same answer there: both succeed, and
// the gym ends with exactly one default.
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  callerAs,
  createAccount,
  createTestDatabase,
  createTestDeps,
  TEST_DIALECT,
  type TestDatabase,
} from '../../test/harness.js';
import type { AppDeps } from '../../trpc/context.js';
import { listEventsOfType } from '../events/events.queries.js';

let t: TestDatabase;
let deps: AppDeps;

beforeEach(async () => {
  t = await createTestDatabase();
  deps = createTestDeps(t);
});
afterEach(() => t.close());

/** Backends waiting, directly or behind another waiter, for a lock `blocker` holds. */
async function waitingBehind(blocker: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    with recursive waiting(pid) as (
      select pid from pg_stat_activity where ${blocker}::int = any(pg_blocking_pids(pid))
      union
      select a.pid from pg_stat_activity a join waiting w on w.pid = any(pg_blocking_pids(a.pid))
    )
    select count(*)::int as n from waiting`.execute(t.db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * PostgreSQL: holds the default plan's row, so both calls reach "clear the default" and wait there;
 * `release` lets them go once both wait. Their statements are then planned before either commits,
 * every time. SQLite has one writer at a time: nothing to hold.
 */
async function holdDefaultRow(): Promise<{ release(waiters: number): Promise<void> }> {
  if (TEST_DIALECT === 'sqlite') return { release: async () => {} };
  const blocker = await t.db.startTransaction().execute();
  await blocker.updateTable('plans').set({ isDefault: 1 }).where('isDefault', '=', 1).execute();
  const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(blocker);
  const pid = Number(rows[0]?.pid);
  return {
    async release(waiters) {
      while ((await waitingBehind(pid)) < waiters) {
        // each check is a round trip to the server; the calls get there in a few
      }
      await blocker.rollback().execute();
    },
  };
}

describe('plans.makeDefault at the same moment', () => {
  it('lets both admins succeed and leaves exactly one default', async () => {
    const [first, second] = [await createAccount(t.db, 'admin'), await createAccount(t.db, 'admin')];
    const [asFirst, asSecond] = [await callerAs(deps, first), await callerAs(deps, second)];
    const gold = await asFirst.plans.create({ name: 'Gold', price: '49', period: 'monthly' });
    const silver = await asFirst.plans.create({ name: 'Silver', price: '29', period: 'monthly' });
    const standard = await t.db.selectFrom('plans').select('id').where('isDefault', '=', 1).executeTakeFirstOrThrow();

    const hold = await holdDefaultRow();
    const calls = Promise.allSettled([
      asFirst.plans.makeDefault({ planId: gold.id }),
      asSecond.plans.makeDefault({ planId: silver.id }),
    ]);
    await hold.release(2);
    const outcomes = await calls;

    expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : o.status))).toEqual([
      'fulfilled',
      'fulfilled',
    ]);
    const defaults = await t.db.selectFrom('plans').select('id').where('isDefault', '=', 1).execute();
    expect(defaults).toHaveLength(1);
    // The history reads as one change after the other: each names the default it replaced.
    const events = (await listEventsOfType(t.db, 'admin.plan_made_default')).map((e) => ({
      plan: e.subject,
      previous: JSON.parse(e.detail ?? 'null').previous,
    }));
    expect(events).toHaveLength(2);
    const earlier = events.find((e) => e.previous === standard.id);
    const later = events.find((e) => e !== earlier);
    expect(later?.previous).toBe(earlier?.plan);
    expect(defaults[0]?.id).toBe(later?.plan);
  });
});
