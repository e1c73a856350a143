// "Approve selected": several requests in one call, each approved once whoever else is approving.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.js';
import { apiError } from '../../test/api-error.js';
import {
  callerAs,
  createAccount,
  createRouterTestbed,
  type TestAccount,
  type TestDatabase,
} from '../../test/harness.js';
import type { AppDeps } from '../../trpc/context.js';
import { listEventsOfType } from '../events/events.queries.js';

let testDb: TestDatabase;
let db: Db;
let deps: AppDeps;
let admin: TestAccount;

beforeEach(async () => {
  ({ testDb, db, deps, admin } = await createRouterTestbed());
});
afterEach(async () => {
  await testDb.close();
});

async function pendingRequests(count: number) {
  const people = [];
  for (let i = 0; i < count; i += 1) {
    const person = await createAccount(db, 'pending');
    const request = await db
      .selectFrom('memberRequests')
      .select('id')
      .where('userId', '=', person.id)
      .executeTakeFirstOrThrow();
    people.push({ ...person, requestId: request.id });
  }
  return people;
}

async function roleOf(userId: string) {
  return (await db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst())?.role;
}

describe('requests.approveSelected', () => {
  it('approves every selected request in one call, with one event per member, and leaves the others', async () => {
    const [a, b, c, left] = await pendingRequests(4);
    const caller = await callerAs(deps, admin, '203.0.113.8');

    await expect(
      caller.requests.approveSelected({ requestIds: [a?.requestId ?? '', b?.requestId ?? '', c?.requestId ?? ''] }),
    ).resolves.toEqual({ approved: 3, alreadyApproved: 0, notFound: 0 });

    for (const person of [a, b, c]) expect(await roleOf(person?.id ?? '')).toBe('member');
    expect(await roleOf(left?.id ?? '')).toBeNull();
    expect((await caller.requests.listPending({})).items.map((r) => r.id)).toEqual([left?.requestId]);
    const events = await listEventsOfType(db, 'admin.request_approved');
    expect(events.map((e) => e.subject).sort()).toEqual([a, b, c].map((p) => p?.requestId).sort());
    for (const event of events) expect(event).toMatchObject({ actorId: admin.id, ip: '203.0.113.8' });
    const members = await db.selectFrom('members').select('userId').execute();
    expect(members.map((m) => m.userId).sort()).toEqual([a, b, c].map((p) => p?.id).sort());
  });

  it('counts requests approved before, and skips rejected ones, writing nothing twice', async () => {
    const [approvedBefore, rejected, fresh] = await pendingRequests(3);
    const caller = await callerAs(deps, admin);
    await caller.requests.approve({ requestId: approvedBefore?.requestId ?? '' });
    await caller.requests.reject({ requestId: rejected?.requestId ?? '' });

    await expect(
      caller.requests.approveSelected({
        requestIds: [approvedBefore?.requestId ?? '', rejected?.requestId ?? '', fresh?.requestId ?? ''],
      }),
    ).resolves.toEqual({ approved: 1, alreadyApproved: 1, notFound: 1 });

    expect(await listEventsOfType(db, 'admin.request_approved')).toHaveLength(2);
    expect(await roleOf(rejected?.id ?? '')).toBeUndefined();
    expect(await db.selectFrom('members').select('userId').execute()).toHaveLength(2);
  });

  it('approves each request once when two admins approve overlapping selections at the same time', async () => {
    const people = await pendingRequests(5);
    const ids = people.map((p) => p.requestId);
    const [first, second] = [await callerAs(deps, admin), await callerAs(deps, await createAccount(db, 'admin'))];

    const [one, two] = await Promise.all([
      first.requests.approveSelected({ requestIds: ids.slice(0, 4) }),
      // The other admin's page lists them in another order, plus one more.
      second.requests.approveSelected({ requestIds: [...ids.slice(1)].reverse() }),
    ]);

    expect(one.approved + two.approved).toBe(5);
    expect(one.alreadyApproved + two.alreadyApproved).toBe(3);
    expect(await listEventsOfType(db, 'admin.request_approved')).toHaveLength(5);
    expect(await db.selectFrom('members').select('userId').execute()).toHaveLength(5);
    for (const person of people) expect(await roleOf(person.id)).toBe('member');
  });

  it('answers NOT_FOUND when nothing selected exists any more, and refuses bad selections', async () => {
    const [gone] = await pendingRequests(1);
    const caller = await callerAs(deps, admin);
    await caller.requests.reject({ requestId: gone?.requestId ?? '' });

    expect(await apiError(caller.requests.approveSelected({ requestIds: [gone?.requestId ?? '', 'never'] }))).toEqual({
      code: 'NOT_FOUND',
      message: 'These requests no longer exist.',
    });
    expect(await apiError(caller.requests.approveSelected({ requestIds: [] }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Select at least one request.',
    });
    const tooMany = Array.from({ length: 101 }, (_, i) => `r-${i}`);
    expect(await apiError(caller.requests.approveSelected({ requestIds: tooMany }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Select at most 100 requests at a time.',
    });
    expect(await listEventsOfType(db, 'admin.request_approved')).toHaveLength(0);
  });

  it('refuses members, pending accounts and visitors', async () => {
    const [person] = await pendingRequests(1);
    const member = await createAccount(db, 'member');
    const requestIds = [person?.requestId ?? ''];
    for (const [caller, code] of [
      [await callerAs(deps), 'UNAUTHORIZED'],
      [await callerAs(deps, member), 'FORBIDDEN'],
      [await callerAs(deps, person), 'FORBIDDEN'],
    ] as const) {
      expect((await apiError(caller.requests.approveSelected({ requestIds }))).code).toBe(code);
    }
    expect(await roleOf(person?.id ?? '')).toBeNull();
  });
});
