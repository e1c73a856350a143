// What the member-side online payment tests start from: a fresh database, a clock, the Stripe
// stand-in holding its webhooks (the tests hand them over), deps whose gateway talks to it, and a
// member with a signed-in caller.
import type { Db } from '../../db/schema.js';
import type { StripeGatewayOptions } from '../../payments/stripe/stripe-gateway.js';
import {
  callerAs,
  createAccount,
  createTestDatabase,
  createTestDeps,
  TEST_GYM,
  type TestAccount,
  type TestDatabase,
} from '../../test/harness.js';
import { ManualClock } from '../../test/manual-clock.js';
import { type StripeStandIn, startStripeStandIn } from '../../test/stripe-stand-in/index.js';
import type { AppDeps } from '../../trpc/context.js';

export type Caller = Awaited<ReturnType<typeof callerAs>>;

export interface MemberPaymentsBed {
  t: TestDatabase;
  db: Db;
  clock: ManualClock;
  stripe: StripeStandIn;
  deps: AppDeps;
  member: TestAccount;
  asMember: Caller;
  close(): Promise<void>;
}

export const GYM_NAME = 'Iron Temple';

export async function createMemberPaymentsBed(gatewayOptions: StripeGatewayOptions = {}): Promise<MemberPaymentsBed> {
  const t = await createTestDatabase();
  const clock = new ManualClock('2026-01-31T12:00:00Z');
  const stripe = await startStripeStandIn({ now: () => clock.now() });
  const deps = createTestDeps(t, {
    clock,
    gym: { ...TEST_GYM, name: GYM_NAME, timeZone: 'Europe/London' },
    gateway: stripe.gateway(gatewayOptions),
  });
  const member = await createAccount(t.db, 'member', { name: 'Lucas Rossi' });
  return {
    t,
    db: t.db,
    clock,
    stripe,
    deps,
    member,
    asMember: await callerAs(deps, member),
    async close() {
      await stripe.close();
      await t.close();
    },
  };
}
