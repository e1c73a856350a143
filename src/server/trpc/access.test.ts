// The permission matrix: every procedure of the app, called as every kind of caller (a visitor, a
// pending account, a member and each staff role). What the table (src/shared/permissions.ts) allows
// must succeed; what it refuses must answer UNAUTHORIZED (no session) or FORBIDDEN (wrong role) and
// change nothing in the database. A procedure missing from the table or from the catalog fails here.
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allows, HTTP_PERMISSIONS, PERMISSIONS, ruleFor } from '../../shared/permissions.js';
import { ROLES, type Role } from '../../shared/roles.js';
import { MAIL_JOB } from '../mail/mail-queue.js';
import {
  callerAs,
  createAccount,
  createTestDatabase,
  createTestDeps,
  type TestAccount,
  type TestDatabase,
} from '../test/harness.js';
import { callByPath, PROCEDURES } from '../test/procedure-catalog.js';
import { snapshotDatabase } from '../test/snapshot.js';
import { type StripeStandIn, startStripeStandIn } from '../test/stripe-stand-in/index.js';
import type { AppDeps } from './context.js';
import { appRouter } from './router.js';

type Who = 'visitor' | 'pending' | Role;
const WHO: Who[] = ['visitor', 'pending', ...ROLES];

function expected(path: string, who: Who): 'UNAUTHORIZED' | 'FORBIDDEN' | 'success' {
  const rule = ruleFor(path);
  const role = who === 'visitor' ? undefined : who === 'pending' ? null : who;
  if (rule && allows(rule, role)) return 'success';
  return who === 'visitor' ? 'UNAUTHORIZED' : 'FORBIDDEN';
}

let t: TestDatabase;
let deps: AppDeps;
let admin: TestAccount;
// Online payments on (against the Stripe stand-in), so their procedures can succeed when allowed.
let stripe: StripeStandIn;

beforeAll(async () => {
  t = await createTestDatabase();
  stripe = await startStripeStandIn();
  // Generous limits: this test signs in and asks for resets many times from one address.
  const wide = { max: 10_000, windowMs: 60_000 };
  deps = createTestDeps(t, {
    rateLimits: {
      signInByIp: wide,
      signInByAccount: wide,
      signUpByIp: wide,
      resetByIp: wide,
      resetByAddress: wide,
      contactByIp: wide,
    },
    gateway: stripe.gateway(),
  });
  admin = await createAccount(t.db, 'admin');
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

describe('the permission table', () => {
  it('has a row for every procedure of the app router and every HTTP route, and nothing else', () => {
    const inRouter = Object.keys(appRouter._def.procedures);
    expect(Object.keys(PERMISSIONS).sort()).toEqual([...inRouter, ...HTTP_PERMISSIONS].sort());
  });

  it('and the test catalog knows how to call every procedure', () => {
    expect(Object.keys(PROCEDURES).sort()).toEqual(Object.keys(appRouter._def.procedures).sort());
  });
});

describe.each(Object.keys(PROCEDURES))('%s', (path) => {
  it.each(WHO)('as %s answers as the table says', async (who) => {
    const account = who === 'visitor' ? undefined : await createAccount(t.db, who);
    const caller = await callerAs(deps, account);
    const input = await PROCEDURES[path]?.validInput?.({ deps, caller: account, admin, stripe });
    const want = expected(path, who);
    // Mail queued by earlier calls (a sign-up tells the admins) is sent in the background, writing as it
    // goes: it finishes first, so a refused call is judged by its own writes only.
    if (want !== 'success') await deps.background.runNow(MAIL_JOB);
    const before = want === 'success' ? null : await snapshotDatabase(t.db);
    const outcome = await callByPath(caller, path, input).then(
      () => 'success',
      (error: unknown) => (error instanceof TRPCError ? error.code : `unexpected ${String(error)}`),
    );
    expect(outcome).toBe(want);
    if (before !== null) expect(await snapshotDatabase(t.db)).toBe(before);
  });
});

describe('members see only their own data', () => {
  it('bills, notifications and profile of another member never reach a member', async () => {
    const [alice, bob] = [await createAccount(t.db, 'member'), await createAccount(t.db, 'member')];
    const asAdmin = await callerAs(deps, admin);
    await asAdmin.bills.create({ memberId: bob.id, amount: '99.99' });
    await asAdmin.notifications.send({ memberId: bob.id, message: 'For Bob only' });
    const asAlice = await callerAs(deps, alice);
    expect((await asAlice.bills.listMine({ page: 1, pageSize: 100 })).items).toEqual([]);
    expect(await asAlice.notifications.listMine()).toEqual([]);
    expect(await asAlice.profile.me()).toMatchObject({ email: alice.email });
    // No procedure takes another member's id for reading: the input is refused, not obeyed.
    await expect(
      callByPath(asAlice, 'bills.listMine', { memberId: bob.id, page: 1, pageSize: 20 }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
