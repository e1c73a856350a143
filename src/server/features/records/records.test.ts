import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allEvents, apiError } from '../../test/api-error.js';
import {
  callerAs,
  createAccount,
  createRouterTestbed,
  type TestAccount,
  type TestDatabase,
} from '../../test/harness.js';
import type { AppDeps } from '../../trpc/context.js';

let t: TestDatabase;
let deps: AppDeps;
let admin: TestAccount;

beforeEach(async () => {
  ({ testDb: t, deps, admin } = await createRouterTestbed());
});
afterEach(async () => {
  await t.close();
});

const page = { page: 1, pageSize: 20 };

async function addRecords(...names: string[]) {
  const caller = await callerAs(deps, admin);
  for (const name of names) await caller.records.add({ name });
}

describe('records access', () => {
  it('lets only admins list, add and delete', async () => {
    const member = await createAccount(t.db, 'member');
    const pending = await createAccount(t.db, 'pending');
    for (const [caller, code] of [
      [await callerAs(deps), 'UNAUTHORIZED'],
      [await callerAs(deps, pending), 'FORBIDDEN'],
      [await callerAs(deps, member), 'FORBIDDEN'],
    ] as const) {
      expect((await apiError(caller.records.list(page))).code).toBe(code);
      expect((await apiError(caller.records.add({ name: 'Deadlift' }))).code).toBe(code);
      expect((await apiError(caller.records.delete({ id: 'x' }))).code).toBe(code);
    }
    expect(await t.db.selectFrom('records').select('id').execute()).toEqual([]);
    expect(await allEvents(t.db)).toEqual([]);
  });

  it('lets any approved account search, but not visitors or pending accounts', async () => {
    await addRecords('Deadlift');
    const member = await createAccount(t.db, 'member');
    const pending = await createAccount(t.db, 'pending');

    for (const account of [member, admin]) {
      const found = await (await callerAs(deps, account)).records.search({ prefix: 'dead', ...page });
      expect(found.items.map((r) => r.name)).toEqual(['Deadlift']);
    }
    expect((await apiError((await callerAs(deps)).records.search({ prefix: 'dead', ...page }))).code).toBe(
      'UNAUTHORIZED',
    );
    expect((await apiError((await callerAs(deps, pending)).records.search({ prefix: 'dead', ...page }))).code).toBe(
      'FORBIDDEN',
    );
  });
});

describe('records.add and records.delete', () => {
  it('adds a trimmed record and records the admin event', async () => {
    const caller = await callerAs(deps, admin);

    const record = await caller.records.add({ name: '  Bench press  ' });

    expect(record).toEqual({ id: expect.any(String), name: 'Bench press' });
    expect(await caller.records.list(page)).toEqual({ items: [record], total: 1, page: 1, pageSize: 20 });
    const events = await allEvents(t.db);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'admin.record_added', actorId: admin.id, subject: record.id });
    expect(JSON.parse(events[0]?.detail ?? '{}')).toEqual({ name: 'Bench press' });
  });

  it.each([
    ['', 'Name is required.'],
    ['  ', 'Name is required.'],
    ['x'.repeat(101), 'Name must be at most 100 characters.'],
  ])('refuses the name %j and changes nothing', async (name, message) => {
    const caller = await callerAs(deps, admin);

    expect(await apiError(caller.records.add({ name }))).toEqual({
      code: 'BAD_REQUEST',
      message,
      fieldErrors: { name: message },
    });
    expect((await caller.records.list(page)).total).toBe(0);
    expect(await allEvents(t.db)).toEqual([]);
  });

  it('deletes a record and records the admin event; a missing one is NOT_FOUND and changes nothing', async () => {
    const caller = await callerAs(deps, admin);
    const keep = await caller.records.add({ name: 'Squat' });
    const gone = await caller.records.add({ name: 'Snatch' });

    await expect(caller.records.delete({ id: gone.id })).resolves.toEqual({ deleted: true });

    expect((await caller.records.list(page)).items).toEqual([keep]);
    const deleted = (await allEvents(t.db)).filter((e) => e.type === 'admin.record_deleted');
    expect(deleted).toHaveLength(1);
    expect(deleted[0]).toMatchObject({ actorId: admin.id, subject: gone.id });
    expect(JSON.parse(deleted[0]?.detail ?? '{}')).toEqual({ name: 'Snatch' });
    const eventsBefore = await allEvents(t.db);

    expect(await apiError(caller.records.delete({ id: gone.id }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Record not found.',
    });
    expect((await caller.records.list(page)).items).toEqual([keep]);
    expect(await allEvents(t.db)).toEqual(eventsBefore);
  });
});

describe('records.list', () => {
  it('orders by name ignoring case and pages in the query', async () => {
    await addRecords('squat', 'Bench press', 'clean', 'Deadlift', 'ab wheel');
    const caller = await callerAs(deps, admin);

    const first = await caller.records.list({ page: 1, pageSize: 3 });
    const second = await caller.records.list({ page: 2, pageSize: 3 });

    expect(first.items.map((r) => r.name)).toEqual(['ab wheel', 'Bench press', 'clean']);
    expect(second.items.map((r) => r.name)).toEqual(['Deadlift', 'squat']);
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 3 });
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 3 });
  });
});

describe('records.search', () => {
  async function search(prefix: string, paging = page) {
    const member = await createAccount(t.db, 'member');
    const result = await (await callerAs(deps, member)).records.search({ prefix, ...paging });
    return result.items.map((r) => r.name);
  }

  it('finds names starting with the prefix, ignoring case, in name order', async () => {
    await addRecords('Bench press', 'bench dip', 'BENCH', 'Box jump', 'Incline bench');

    expect(await search('bench')).toEqual(['BENCH', 'bench dip', 'Bench press']);
    expect(await search('BeNcH p')).toEqual(['Bench press']);
    expect(await search('  box  ')).toEqual(['Box jump']);
    expect(await search('b')).toEqual(['BENCH', 'bench dip', 'Bench press', 'Box jump']);
    expect(await search('bench pressing')).toEqual([]);
  });

  it('includes a name equal to the prefix', async () => {
    await addRecords('Row', 'Rowing', 'Rope climb');
    expect(await search('row')).toEqual(['Row', 'Rowing']);
  });

  it('treats % and _ as ordinary characters', async () => {
    await addRecords('abc', 'a%c', 'a_c', 'axc', '100% effort', '1000 reps');

    expect(await search('a%')).toEqual(['a%c']);
    expect(await search('a_')).toEqual(['a_c']);
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect(await search('100%')).toEqual(['100% effort']);
  });

  it('matches names whatever their capitals and accents', async () => {
    await addRecords('Ärmelheben', 'ärger', 'Öl', 'Straße', 'Ωmega', '日本の記録', 'Emoji 💪 lift', 'Zoë', 'Chloé');

    expect(await search('ÄR')).toEqual(['ärger', 'Ärmelheben']);
    expect(await search('ar')).toEqual(['ärger', 'Ärmelheben']);
    expect(await search('ö')).toEqual(['Öl']);
    expect(await search('STRASSE')).toEqual(['Straße']);
    expect(await search('straß')).toEqual(['Straße']);
    expect(await search('ZOË')).toEqual(['Zoë']);
    expect(await search('CHLOE')).toEqual(['Chloé']);
    expect(await search('ωM')).toEqual(['Ωmega']);
    expect(await search('日本')).toEqual(['日本の記録']);
    expect(await search('emoji 💪')).toEqual(['Emoji 💪 lift']);
    // The next character is outside the Basic Multilingual Plane, still below the range's U+10FFFF end.
    expect(await search('emoji ')).toEqual(['Emoji 💪 lift']);
  });

  it('pages the results and counts every match', async () => {
    await addRecords('Curl 1', 'curl 2', 'Curl 3', 'Crunch');
    const member = await createAccount(t.db, 'member');
    const caller = await callerAs(deps, member);

    const second = await caller.records.search({ prefix: 'curl', page: 2, pageSize: 2 });

    expect(second).toEqual({ items: [expect.objectContaining({ name: 'Curl 3' })], total: 3, page: 2, pageSize: 2 });
  });

  it.each([
    ['', 'Enter text to search.'],
    ['   ', 'Enter text to search.'],
    ['x'.repeat(101), 'Search text must be at most 100 characters.'],
  ])('refuses the prefix %j', async (prefix, message) => {
    const member = await createAccount(t.db, 'member');
    expect(await apiError((await callerAs(deps, member)).records.search({ prefix, ...page }))).toEqual({
      code: 'BAD_REQUEST',
      message,
      fieldErrors: { prefix: message },
    });
  });
});
