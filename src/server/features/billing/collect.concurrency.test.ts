// Two desks press "Collect <amount>" for the same member at the same moment, each in its own app
// process (on PostgreSQL: a pool of its own on the one database; on SQLite one process owns the file,
// so both desks share its connection, as they would in production). Over many rounds, exactly one
// collection goes through: the paid total is the balance, on one receipt; the other desk hears that
// the balance is now $0.00 and nothing of its own is written.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  billFixture,
  callerAs,
  createAccount,
  createTestDatabase,
  insertTestBills,
  TEST_DIALECT,
  type TestDatabase,
} from '../../test/harness.js';
import { twoAppProcesses } from '../../test/money.js';
import type { AppDeps } from '../../trpc/context.js';

const ROUNDS = 25;

let t: TestDatabase;
let closeSecond: () => Promise<void>;
let processes: AppDeps[];

beforeEach(async () => {
  t = await createTestDatabase();
  ({ processes, close: closeSecond } = twoAppProcesses(t));
});
afterEach(async () => {
  await closeSecond();
  await t.close();
});

describe('two desks collecting one balance at the same moment', () => {
  it(`collect it once, on one receipt, in each of ${ROUNDS} rounds`, async () => {
    const [deskA, deskB] = await Promise.all(
      processes.map(async (deps, i) => callerAs(deps, await createAccount(t.db, 'frontdesk', { name: `Desk ${i}` }))),
    );
    if (!deskA || !deskB) throw new Error('two desks');
    const figures = {
      rounds: 0,
      collected: 0,
      refusedAsZero: 0,
      otherFailures: [] as string[],
      paidCents: 0,
      owedCents: 0,
    };

    for (let round = 0; round < ROUNDS; round++) {
      const member = await createAccount(t.db, 'member');
      // Two overdue bills and a third, in amounts that vary by round.
      const amounts = [2500 + round, 4000, 990 + 7 * round];
      await insertTestBills(
        t.db,
        amounts.map((amountCents, i) =>
          billFixture(member.id, { amountCents, issueDate: `2026-0${i + 1}-01`, dueDate: `2026-0${i + 1}-15` }),
        ),
      );
      const owed = amounts.reduce((a, b) => a + b, 0);
      const amount = (owed / 100).toFixed(2);
      const outcomes = await Promise.allSettled(
        [deskA, deskB].map((desk) => desk.payments.collectBalance({ memberId: member.id, amount, method: 'card' })),
      );

      const done = outcomes.filter((o) => o.status === 'fulfilled');
      const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [String((o.reason as Error).message)] : []));
      figures.rounds += 1;
      figures.collected += done.length;
      figures.refusedAsZero += refused.filter((m) => m.includes('the balance is now $0.00')).length;
      figures.otherFailures.push(...refused.filter((m) => !m.includes('the balance is now $0.00')));

      const payments = await t.db
        .selectFrom('payments')
        .select(['amountCents', 'receiptNumber'])
        .where('memberId', '=', member.id)
        .execute();
      const paid = payments.reduce((sum, p) => sum + p.amountCents, 0);
      figures.paidCents += paid;
      figures.owedCents += owed;
      expect(done).toHaveLength(1);
      expect(paid).toBe(owed);
      expect(payments).toHaveLength(3);
      expect(new Set(payments.map((p) => p.receiptNumber)).size).toBe(1);
      const open = await t.db
        .selectFrom('bills')
        .select('id')
        .where('memberId', '=', member.id)
        .where('status', '=', 'open')
        .execute();
      expect(open).toEqual([]);
    }

    // Every round wrote one receipt number: the counter moved once per round, never for a refusal.
    const counter = await t.db.selectFrom('receiptCounters').select('lastNumber').executeTakeFirstOrThrow();
    expect(counter.lastNumber).toBe(ROUNDS);
    expect(figures).toMatchObject({ rounds: ROUNDS, collected: ROUNDS, refusedAsZero: ROUNDS, otherFailures: [] });
    expect(figures.paidCents).toBe(figures.owedCents);
    console.log(`FIGURES ${TEST_DIALECT}: ${JSON.stringify({ ...figures, receipts: counter.lastNumber })}`);
  });
});
