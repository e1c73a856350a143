// Admin writes that race on PostgreSQL when several admins (or several app processes) act at the same
// moment. An outside probe found 8 notifications.send at once failing 35 % with a unique violation
// (each took the same next notification number), and 6 plans.makeDefault at once deadlocking ~4 % of
// the time: both answered 500. Each must now succeed, every time, with the data as if the calls had
// run one after the other. Two app dependency sets stand for two processes: separate pools on one
// database.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callerAs, createAccount, createTestDatabase, createTestDeps, type TestDatabase } from './test/harness.js';
import type { AppDeps } from './trpc/context.js';

let t: TestDatabase;
let processes: AppDeps[];

beforeEach(async () => {
  t = await createTestDatabase();
  processes = [createTestDeps(t), createTestDeps(t)];
});
afterEach(() => t.close());

/** n admins, alternately on the two "processes". */
async function admins(n: number) {
  return Promise.all(
    Array.from({ length: n }, async (_, i) =>
      callerAs(processes[i % 2] as AppDeps, await createAccount(t.db, 'admin')),
    ),
  );
}

describe('admin writes at the same moment', () => {
  it('8 notifications to every member at once all go out, each numbered in turn for each member', async () => {
    const members = await Promise.all([1, 2, 3, 4, 5].map(() => createAccount(t.db, 'member')));
    const senders = await admins(8);
    const rounds = 5;
    for (let round = 0; round < rounds; round++) {
      const outcomes = await Promise.allSettled(
        senders.map((admin, i) =>
          admin.notifications.send({ audience: 'all_active', message: `Round ${round}, note ${i}` }),
        ),
      );
      expect(
        outcomes.filter((o) => o.status === 'rejected').map((o) => String((o as PromiseRejectedResult).reason)),
      ).toEqual([]);
    }
    for (const member of members) {
      const numbers = await t.db
        .selectFrom('notifications')
        .select('seq')
        .where('memberId', '=', member.id)
        .orderBy('seq')
        .execute();
      expect(numbers.map((n) => n.seq)).toEqual(Array.from({ length: 8 * rounds }, (_, i) => i + 1));
    }
  });

  it('6 admins making 6 plans the default at once all succeed, and one plan is the default', async () => {
    const clickers = await admins(6);
    const plans = await Promise.all(
      clickers.map((admin, i) => admin.plans.create({ name: `Plan ${i}`, price: '10', period: 'monthly' })),
    );
    for (let round = 0; round < 10; round++) {
      const outcomes = await Promise.allSettled(
        clickers.map((admin, i) => admin.plans.makeDefault({ planId: (plans[i] as { id: string }).id })),
      );
      expect(
        outcomes.filter((o) => o.status === 'rejected').map((o) => String((o as PromiseRejectedResult).reason)),
      ).toEqual([]);
      const defaults = await t.db.selectFrom('plans').select('id').where('isDefault', '=', 1).execute();
      expect(defaults).toHaveLength(1);
    }
  });
});
