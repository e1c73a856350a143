// Two admins demoting (or removing) each other at the same moment, each through their own app
// process (two dependency sets on two database pools): one of them must stay an admin. Without the
// lock, each would see the other still an admin and both would go through.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError } from '../../test/api-error.js';
import { callerAs, createAccount, createTestDatabase, TEST_DIALECT, type TestDatabase } from '../../test/harness.js';
import { twoAppProcesses } from '../../test/money.js';
import type { AppDeps } from '../../trpc/context.js';

const ROUNDS = 20;

let t: TestDatabase;
let closeSecond: () => Promise<void>;
let processes: [AppDeps, AppDeps];

beforeEach(async () => {
  t = await createTestDatabase();
  // SQLite: the app holds the file's lock, so one process (one connection) serves it; the two
  // processes share the connection there (see asAnotherProcess); on PostgreSQL each has a pool.
  ({ processes, close: closeSecond } = twoAppProcesses(t));
});
afterEach(async () => {
  await closeSecond();
  await t.close();
});

async function adminsNow(): Promise<string[]> {
  const rows = await t.db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
  return rows.map((r) => r.id);
}

describe('two admins acting on each other at the same moment', () => {
  it.each([
    ['demote', (caller: Caller, id: string) => caller.staff.changeRole({ userId: id, role: 'manager' })],
    ['remove', (caller: Caller, id: string) => caller.staff.removeAccess({ userId: id })],
  ] as const)('%s: every round leaves exactly one admin, and the other call is refused', async (_, act) => {
    const figures = { rounds: ROUNDS, bothSucceeded: 0, oneRefused: 0, unexpected: [] as string[] };
    for (let round = 0; round < ROUNDS; round++) {
      const ann = await createAccount(t.db, 'admin');
      const bob = await createAccount(t.db, 'admin');
      // The admins of earlier rounds step aside, so Ann and Bob are the only two.
      await t.db
        .updateTable('users')
        .set({ role: 'manager' })
        .where('role', '=', 'admin')
        .where('id', 'not in', [ann.id, bob.id])
        .execute();
      const asAnn = await callerAs(processes[0], ann);
      const asBob = await callerAs(processes[1], bob);
      const outcomes = await Promise.allSettled([act(asAnn, bob.id), act(asBob, ann.id)]);
      const refused = outcomes.filter((o) => o.status === 'rejected');
      if (refused.length === 0) figures.bothSucceeded += 1;
      for (const outcome of refused) {
        const error = await apiError(Promise.reject(outcome.reason));
        if (error.code === 'CONFLICT') figures.oneRefused += 1;
        else figures.unexpected.push(`${error.code}: ${error.message}`);
      }
      const left = await adminsNow();
      expect(left).toHaveLength(1);
      expect([ann.id, bob.id]).toContain(left[0]);
    }
    console.info(`[staff concurrency] ${TEST_DIALECT} ${_}: ${JSON.stringify(figures)}`);
    expect(figures).toEqual({ rounds: ROUNDS, bothSucceeded: 0, oneRefused: ROUNDS, unexpected: [] });
  });
});

type Caller = Awaited<ReturnType<typeof callerAs>>;
