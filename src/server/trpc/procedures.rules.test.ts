// What a refused caller reads over HTTP: the status and the sentence the page shows for each access
// level (access.test.ts checks the codes of every procedure; this checks the words and statuses).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../shared/roles.js';
import { createAccount, type TestAccount } from '../test/harness.js';
import { errorOf, mutate, query, startApp, type TestApp } from '../test/http.js';
import { refusalOf } from './procedures.js';

let started: TestApp;
const accounts = {} as Record<Role | 'pending', TestAccount>;

beforeAll(async () => {
  started = await startApp();
  for (const kind of ['admin', 'member', 'pending'] as const)
    accounts[kind] = await createAccount(started.app.deps.db, kind);
});
afterAll(() => started.close());

async function cookieOf(who: Role | 'pending' | 'visitor'): Promise<Record<string, string>> {
  if (who === 'visitor') return {};
  const { cookie } = await started.app.deps.sessions.create(accounts[who].id);
  return { cookie: `${cookie.name}=${cookie.value}` };
}

const PAGE = encodeURIComponent(JSON.stringify({ page: 1, pageSize: 20 }));

describe('a refused caller is told why', () => {
  it.each([
    ['visitor', 'profile.me', 401, 'UNAUTHORIZED', 'Please sign in.'],
    ['pending', 'profile.me', 403, 'FORBIDDEN', 'Your registration is awaiting approval.'],
    ['pending', 'bills.balanceMine', 403, 'FORBIDDEN', 'Your registration is awaiting approval.'],
    ['admin', 'bills.balanceMine', 403, 'FORBIDDEN', 'Members only.'],
    ['visitor', 'bills.balanceMine', 401, 'UNAUTHORIZED', 'Please sign in.'],
    ['member', `requests.listPending?input=${PAGE}`, 403, 'FORBIDDEN', 'Only administrators and managers may do this.'],
    ['pending', `requests.listPending?input=${PAGE}`, 403, 'FORBIDDEN', 'Your registration is awaiting approval.'],
  ] as const)('a %s asking for %s gets %i %s: %j', async (who, procedure, status, code, message) => {
    const response = await query(started.app, procedure, await cookieOf(who));
    expect(response.statusCode).toBe(status);
    expect(errorOf(response)).toMatchObject({ message, data: { code } });
  });

  it('a visitor signing out is asked to sign in', async () => {
    const response = await mutate(started.app, 'auth.signOut', null);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toMatchObject({ message: 'Please sign in.', data: { code: 'UNAUTHORIZED' } });
  });
});

describe('the sentence each refusal gives', () => {
  it.each([
    [['member'], 'admin', 'Members only.'],
    [['admin'], 'manager', 'Administrators only.'],
    [['admin', 'manager'], 'frontdesk', 'Only administrators and managers may do this.'],
    [['admin', 'manager', 'frontdesk'], 'trainer', 'Only administrators, managers and front desk staff may do this.'],
  ] as const)('a rule of %j refuses a %s with %j', (rule, role, message) => {
    expect(refusalOf(rule, role)).toEqual({ code: 'FORBIDDEN', message });
  });

  it('refuses everyone a procedure the table does not list, signed in or not', () => {
    for (const role of [undefined, null, 'admin', 'member'] as const) {
      expect(refusalOf(undefined, role)).toEqual({ code: 'FORBIDDEN', message: 'This action is not available.' });
    }
  });
});

describe('an allowed caller reaches the procedure as themselves', () => {
  it('a pending account may sign out, and its session ends', async () => {
    const headers = await cookieOf('pending');
    expect((await mutate(started.app, 'auth.signOut', null, headers)).statusCode).toBe(200);
    expect(errorOf(await query(started.app, 'profile.me', headers))).toMatchObject({ message: 'Please sign in.' });
  });

  it.each(['admin', 'member'] as const)('an approved %s reads their own profile', async (who) => {
    const response = await query(started.app, 'profile.me', await cookieOf(who));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ result: { data: { email: accounts[who].email } } });
  });

  it('a member reads their balance and an admin the pending requests', async () => {
    expect((await query(started.app, 'bills.balanceMine', await cookieOf('member'))).statusCode).toBe(200);
    const pending = await query(started.app, `requests.listPending?input=${PAGE}`, await cookieOf('admin'));
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toMatchObject({ result: { data: { items: [{ email: accounts.pending.email }] } } });
  });
});
