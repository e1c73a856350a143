// Two admins press "Refund" on the same online payment at the same moment, each in its own app
// process (on PostgreSQL a pool of its own on the one database; on SQLite both share the file's one
// connection, as in production), for amounts that together are more than was paid. Over many rounds
// the money refunded never passes what was paid: one goes through, the other hears how much is left.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  billFixture,
  callerAs,
  createAccount,
  createTestDatabase,
  insertTestBills,
  TEST_DIALECT,
  type TestDatabase,
} from '../../../test/harness.js';
import { twoAppProcesses } from '../../../test/money.js';
import { payOnline } from '../../../test/online-payments-testbed.js';
import { type StripeStandIn, startStripeStandIn } from '../../../test/stripe-stand-in/index.js';
import type { AppDeps } from '../../../trpc/context.js';

const ROUNDS = 12;

let t: TestDatabase;
let closeSecond: () => Promise<void>;
let stripe: StripeStandIn;
let processes: AppDeps[];

beforeEach(async () => {
  t = await createTestDatabase();
  stripe = await startStripeStandIn();
  ({ processes, close: closeSecond } = twoAppProcesses(t, { gateway: stripe.gateway() }));
});
afterEach(async () => {
  await closeSecond();
  await stripe.close();
  await t.close();
});

describe('two admins refunding one payment at the same moment', () => {
  it(`never refund more than was paid, in each of ${ROUNDS} rounds`, async () => {
    const admins = await Promise.all(
      processes.map(async (deps, i) => callerAs(deps, await createAccount(t.db, 'admin', { name: `Admin ${i}` }))),
    );
    const [adminA, adminB] = admins;
    if (!adminA || !adminB) throw new Error('two admins');
    const figures = { rounds: 0, paidCents: 0, refundedCents: 0, refunds: 0, refusedTooMuch: 0, other: [] as string[] };

    for (let round = 0; round < ROUNDS; round++) {
      const member = await createAccount(t.db, 'member');
      const paidCents = 5000 + round * 10;
      const [billId] = await insertTestBills(t.db, [billFixture(member.id, { amountCents: paidCents })]);
      const deps = processes[0] as AppDeps;
      const paid = await payOnline(deps, stripe, member.id, [{ billId: billId as string, amountCents: paidCents }]);
      // Each asks for 60% of it: together 120%.
      const amount = ((paidCents * 0.6) / 100).toFixed(2);
      const outcomes = await Promise.allSettled(
        [adminA, adminB].map((admin) => admin.payments.refund({ paymentId: paid.paymentIds[0] as string, amount })),
      );
      const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [String((o.reason as Error).message)] : []));
      figures.rounds += 1;
      figures.paidCents += paidCents;
      figures.refunds += outcomes.filter((o) => o.status === 'fulfilled').length;
      figures.refusedTooMuch += refused.filter((m) => m.startsWith('At most ')).length;
      figures.other.push(...refused.filter((m) => !m.startsWith('At most ')));

      const refunds = await t.db
        .selectFrom('refunds')
        .select(['amountCents', 'status'])
        .where('memberId', '=', member.id)
        .execute();
      const refunded = refunds.reduce((sum, r) => sum + r.amountCents, 0);
      figures.refundedCents += refunded;
      expect(refunds).toHaveLength(1);
      expect(refunded).toBeLessThanOrEqual(paidCents);
      const bill = await t.db
        .selectFrom('bills')
        .select('paidCents')
        .where('id', '=', billId as string)
        .executeTakeFirstOrThrow();
      expect(bill.paidCents).toBe(paidCents - refunded);
      const atStandIn = stripe.object(paid.providerPaymentId);
      expect(atStandIn?.amount_received).toBe(paidCents);
    }

    const refundedAtStandIn = stripe
      .requests()
      .filter((r) => r.method === 'POST' && r.path === '/v1/refunds' && r.status === 200).length;
    expect(figures).toMatchObject({ rounds: ROUNDS, refunds: ROUNDS, refusedTooMuch: ROUNDS, other: [] });
    expect(refundedAtStandIn).toBe(ROUNDS);
    expect(figures.refundedCents).toBeLessThanOrEqual(figures.paidCents);
    console.log(`FIGURES ${TEST_DIALECT}: ${JSON.stringify({ ...figures, refundedAtStandIn })}`);
  });
});
