// The server enforces every role: each procedure is called as a visitor, a pending account, a member
// and an admin, and must answer exactly UNAUTHORIZED, FORBIDDEN or success as its level says.
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../shared/roles.js';
import {
  callerAs,
  createAccount,
  createTestDatabase,
  createTestDeps,
  type TestAccount,
  type TestDatabase,
} from '../test/harness.js';
import { type Access, callByPath, PROCEDURES } from '../test/procedure-catalog.js';
import type { AppDeps } from './context.js';
import { appRouter } from './router.js';

type Who = 'visitor' | 'pending' | Role;
const WHO: Who[] = ['visitor', 'pending', 'member', 'admin'];

/** What each kind of caller must get at each access level. */
const EXPECTED: Record<Access, Record<Who, 'UNAUTHORIZED' | 'FORBIDDEN' | 'success'>> = {
  public: { visitor: 'success', pending: 'success', member: 'success', admin: 'success' },
  signedIn: { visitor: 'UNAUTHORIZED', pending: 'success', member: 'success', admin: 'success' },
  approved: { visitor: 'UNAUTHORIZED', pending: 'FORBIDDEN', member: 'success', admin: 'success' },
  member: { visitor: 'UNAUTHORIZED', pending: 'FORBIDDEN', member: 'success', admin: 'FORBIDDEN' },
  admin: { visitor: 'UNAUTHORIZED', pending: 'FORBIDDEN', member: 'FORBIDDEN', admin: 'success' },
};

let t: TestDatabase;
let deps: AppDeps;
let admin: TestAccount;

beforeAll(async () => {
  t = await createTestDatabase();
  // Generous limits: this test signs in and asks for resets many times from one address.
  const wide = { max: 10_000, windowMs: 60_000 };
  deps = createTestDeps(t, {
    rateLimits: { signInByIp: wide, signInByAccount: wide, resetByIp: wide, resetByAddress: wide },
  });
  admin = await createAccount(t.db, 'admin');
});
afterAll(() => t.close());

describe('the access table', () => {
  it('lists every procedure of the app router, and nothing else', () => {
    const inRouter = Object.keys(appRouter._def.procedures).sort();
    expect(Object.keys(PROCEDURES).sort()).toEqual(inRouter);
  });
});

describe.each(Object.entries(PROCEDURES))('%s', (path, procedure) => {
  it.each(WHO)(`as %s answers as its level (${procedure.access}) says`, async (who) => {
    const account = who === 'visitor' ? undefined : await createAccount(t.db, who);
    const caller = await callerAs(deps, account);
    const input = await procedure.validInput?.({ deps, caller: account, admin });
    const outcome = await callByPath(caller, path, input).then(
      () => 'success',
      (error: unknown) => (error instanceof TRPCError ? error.code : `unexpected ${String(error)}`),
    );
    expect(outcome).toBe(EXPECTED[procedure.access][who]);
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
