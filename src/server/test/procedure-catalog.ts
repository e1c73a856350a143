// Every procedure of the app router, with its access level and a way to build an input that
// succeeds. The access and robustness tests walk this table; the access test fails when a procedure
// exists that the table does not list, so a new procedure cannot ship without a declared level.

import { insertResetToken } from '../features/auth/auth.queries.js';
import { insertBill } from '../features/billing/billing.queries.js';
import { recordPayment } from '../features/billing/payments.service.js';
import { findMembership } from '../features/memberships/memberships.service.js';
import { insertPlan } from '../features/plans/plans.queries.js';
import { hashToken } from '../lib/hash.js';
import type { AppDeps } from '../trpc/context.js';
import { billFixture, createAccount, type TestAccount } from './harness.js';

export type Access = 'public' | 'signedIn' | 'approved' | 'member' | 'admin';

export interface CaseContext {
  deps: AppDeps;
  /** The account making the call (undefined for a visitor). */
  caller: TestAccount | undefined;
  admin: TestAccount;
}

export interface ProcedureCase {
  access: Access;
  /** An input that succeeds for anyone allowed to call; undefined for procedures without input. */
  validInput?: (context: CaseContext) => Promise<unknown> | unknown;
  /** Fields that may be left out (they have defaults), for the robustness test. */
  optional?: string[];
  /** Values the robustness test would otherwise count as bad, but which are valid for that field. */
  alsoValid?: Record<string, unknown[]>;
}

const PAGED = ['page', 'pageSize'];

let unique = 0;
const next = () => {
  unique += 1;
  return unique;
};

async function pendingRequestId({ deps }: CaseContext): Promise<string> {
  const pending = await createAccount(deps.db, 'pending');
  const row = await deps.db
    .selectFrom('memberRequests')
    .select('id')
    .where('userId', '=', pending.id)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function memberId({ deps }: CaseContext): Promise<string> {
  return (await createAccount(deps.db, 'member')).id;
}

/** An open bill: the caller's own when the caller is a member, else a new member's. */
async function billId(c: CaseContext): Promise<string> {
  const owner = c.caller?.role === 'member' ? c.caller.id : await memberId(c);
  return (await insertBill(c.deps.db, billFixture(owner, { amountCents: 5000 }))).id;
}

async function paymentId(c: CaseContext): Promise<string> {
  const outcome = await recordPayment(
    c.deps.db,
    { billId: await billId(c), amountCents: 1000, method: 'cash' },
    { adminId: c.admin.id, ip: '127.0.0.1', now: c.deps.clock.now(), gym: c.deps.config.gym },
  );
  if (!outcome.ok) throw new Error(`could not record a payment: ${outcome.reason}`);
  return outcome.paymentId;
}

async function planId({ deps }: CaseContext): Promise<string> {
  return (await insertPlan(deps.db, { name: `Plan ${next()}`, priceCents: 2900, period: 'monthly', now: new Date() }))
    .id;
}

async function pausedMemberId(c: CaseContext): Promise<string> {
  const id = await memberId(c);
  await c.deps.db
    .updateTable('memberships')
    .set({ status: 'paused', pausedOn: '2026-01-01' })
    .where('userId', '=', id)
    .execute();
  if ((await findMembership(c.deps.db, id))?.status !== 'paused') throw new Error('could not pause');
  return id;
}

export const PROCEDURES: Record<string, ProcedureCase> = {
  'auth.session': { access: 'public' },
  'site.settings': { access: 'public' },
  'auth.signUp': {
    access: 'public',
    validInput: () => {
      const n = next();
      return {
        name: `Visitor ${n}`,
        email: `visitor${n}@gym.test`,
        password: 'long enough 1',
        confirmPassword: 'long enough 1',
      };
    },
  },
  'auth.signIn': { access: 'public', validInput: ({ admin }) => ({ email: admin.email, password: admin.password }) },
  'auth.requestPasswordReset': { access: 'public', validInput: ({ admin }) => ({ email: admin.email }) },
  'auth.resetPassword': {
    access: 'public',
    validInput: async ({ deps }) => {
      const account = await createAccount(deps.db, 'member');
      const token = `catalog-token-${next()}`;
      await insertResetToken(deps.db, {
        tokenHash: hashToken(token),
        userId: account.id,
        expiresAt: new Date(deps.clock.now().getTime() + 60_000).toISOString(),
        createdAt: deps.clock.now().toISOString(),
      });
      return { token, password: 'a new password', confirmPassword: 'a new password' };
    },
  },
  'auth.signOut': { access: 'signedIn' },
  'auth.changePassword': {
    access: 'signedIn',
    validInput: ({ caller }) => ({
      currentPassword: caller?.password ?? 'unused by visitors',
      newPassword: 'changed password 1',
      confirmNewPassword: 'changed password 1',
    }),
  },
  'profile.me': { access: 'approved' },
  'records.search': {
    access: 'approved',
    validInput: () => ({ prefix: 'tread', page: 1, pageSize: 20 }),
    optional: PAGED,
  },
  'bills.listMine': { access: 'member', validInput: () => ({ page: 1, pageSize: 20 }), optional: PAGED },
  'bills.balanceMine': { access: 'member' },
  'payments.listMine': { access: 'member', validInput: () => ({ page: 1, pageSize: 20 }), optional: PAGED },
  'payments.receipt': { access: 'approved', validInput: async (c) => ({ paymentId: await paymentId(c) }) },
  'notifications.listMine': { access: 'member' },
  'requests.listPending': { access: 'admin', validInput: () => ({ page: 1, pageSize: 20 }), optional: PAGED },
  'requests.approve': { access: 'admin', validInput: async (c) => ({ requestId: await pendingRequestId(c) }) },
  'requests.reject': { access: 'admin', validInput: async (c) => ({ requestId: await pendingRequestId(c) }) },
  'members.list': {
    access: 'admin',
    validInput: () => ({ search: 'person', page: 1, pageSize: 20 }),
    optional: ['search', ...PAGED],
  },
  'members.get': { access: 'admin', validInput: async (c) => ({ userId: await memberId(c) }) },
  'memberships.changePlan': {
    access: 'admin',
    validInput: async (c) => ({ userId: await memberId(c), planId: await planId(c) }),
  },
  'memberships.pause': { access: 'admin', validInput: async (c) => ({ userId: await memberId(c) }) },
  'memberships.resume': { access: 'admin', validInput: async (c) => ({ userId: await pausedMemberId(c) }) },
  'memberships.cancel': { access: 'admin', validInput: async (c) => ({ userId: await memberId(c) }) },
  'plans.list': { access: 'admin' },
  'plans.create': {
    access: 'admin',
    validInput: () => ({ name: `Gold ${next()}`, price: '49.00', period: 'monthly' }),
  },
  'plans.update': {
    access: 'admin',
    validInput: async (c) => ({ planId: await planId(c), name: `Silver ${next()}`, price: '29', period: 'yearly' }),
  },
  'plans.makeDefault': { access: 'admin', validInput: async (c) => ({ planId: await planId(c) }) },
  'plans.archive': { access: 'admin', validInput: async (c) => ({ planId: await planId(c) }) },
  'plans.restore': { access: 'admin', validInput: async (c) => ({ planId: await planId(c) }) },
  'bills.create': {
    access: 'admin',
    validInput: async (c) => ({ memberId: await memberId(c), amount: '12.50', description: 'Towel rental' }),
    optional: ['description'],
  },
  'bills.list': {
    access: 'admin',
    validInput: () => ({ status: 'all', limit: 20 }),
    optional: ['status', 'limit'],
  },
  'bills.recordPayment': {
    access: 'admin',
    validInput: async (c) => ({ billId: await billId(c), amount: '5', method: 'card', note: 'At the desk' }),
    optional: ['note'],
  },
  'bills.void': { access: 'admin', validInput: async (c) => ({ billId: await billId(c), reason: 'Entered twice' }) },
  'bills.runNow': { access: 'admin' },
  'notifications.send': {
    access: 'admin',
    validInput: async (c) => ({ memberId: await memberId(c), message: 'The pool is closed on Sunday.' }),
  },
  'reports.membership': { access: 'admin' },
  'reports.financial': {
    access: 'admin',
    validInput: () => ({ startDate: '2026-01-01', endDate: '2026-12-31' }),
  },
  'reports.attendance': { access: 'admin' },
  'equipment.list': { access: 'admin', validInput: () => ({ page: 1, pageSize: 20 }), optional: PAGED },
  'equipment.add': { access: 'admin', validInput: () => ({ name: `Kettlebell ${next()}`, quantity: 12 }) },
  'equipment.delete': {
    access: 'admin',
    validInput: async ({ deps }) => {
      const row = await deps.db
        .insertInto('equipment')
        .values({
          id: `eq-${next()}`,
          name: 'Rower',
          nameKey: 'rower',
          quantity: 2,
          createdAt: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id };
    },
  },
  'records.list': { access: 'admin', validInput: () => ({ page: 1, pageSize: 20 }), optional: PAGED },
  'records.add': { access: 'admin', validInput: () => ({ name: `Treadmill log ${next()}` }) },
  'records.delete': {
    access: 'admin',
    validInput: async ({ deps }) => {
      const row = await deps.db
        .insertInto('records')
        .values({ id: `rec-${next()}`, name: 'Old record', nameKey: 'old record', createdAt: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id };
    },
  },
};

/** Calls a procedure by its dotted path on a caller from createCaller. */
export function callByPath(caller: unknown, path: string, input: unknown): Promise<unknown> {
  const [group, name] = path.split('.') as [string, string];
  const procedure = (caller as Record<string, Record<string, (input: unknown) => Promise<unknown>>>)[group]?.[name];
  if (!procedure) throw new Error(`no procedure ${path}`);
  return procedure(input);
}
