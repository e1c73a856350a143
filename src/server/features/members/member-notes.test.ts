import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.js';
import { allEvents, apiError, inputError } from '../../test/api-error.js';
import {
  callerAs,
  createAccount,
  createRouterTestbed,
  createTestDeps,
  type TestAccount,
  type TestDatabase,
} from '../../test/harness.js';
import { ManualClock } from '../../test/manual-clock.js';
import type { AppDeps } from '../../trpc/context.js';

let t: TestDatabase;
let db: Db;
let deps: AppDeps;
let clock: ManualClock;
let admin: TestAccount;
let member: TestAccount;
let asAdmin: Awaited<ReturnType<typeof callerAs>>;

beforeEach(async () => {
  const bed = await createRouterTestbed();
  ({ testDb: t, db, admin } = bed);
  clock = new ManualClock('2026-11-22T12:00:00.000Z');
  deps = createTestDeps(t, { clock });
  member = await createAccount(db, 'member', { name: 'Sam Lee' });
  asAdmin = await callerAs(deps, admin, '203.0.113.9');
});
afterEach(async () => {
  await t.close();
});

const noteCount = async () =>
  Number(
    (
      await db
        .selectFrom('memberNotes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('memberNotes.add', () => {
  it('keeps the trimmed note with who wrote it and when, and records the event', async () => {
    const note = await asAdmin.memberNotes.add({ userId: member.id, body: '  Knee injury:\nno jumping.  ' });

    expect(note).toEqual({
      id: expect.any(String),
      body: 'Knee injury:\nno jumping.',
      createdAt: '2026-11-22T12:00:00.000Z',
      createdByName: admin.name,
    });
    const events = await allEvents(db);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'admin.member_note_added',
      actorId: admin.id,
      subject: member.id,
      ip: '203.0.113.9',
    });
    expect(JSON.parse(events[0]?.detail ?? '{}')).toEqual({ noteId: note.id, length: 24 });
  });

  it('refuses an empty or too long note with a clear message and writes nothing', async () => {
    expect(await inputError(asAdmin.memberNotes.add({ userId: member.id, body: '   ' }))).toBe('Note is required.');
    expect(await inputError(asAdmin.memberNotes.add({ userId: member.id, body: 'x'.repeat(2001) }))).toBe(
      'Note must be at most 2,000 characters.',
    );
    expect(await inputError(asAdmin.memberNotes.add({ userId: member.id, body: 'bad\u0000note' }))).toBe(
      'Note contains characters that are not allowed.',
    );
    expect(await noteCount()).toBe(0);
    expect(await allEvents(db)).toEqual([]);
    await expect(asAdmin.memberNotes.add({ userId: member.id, body: 'y'.repeat(2000) })).resolves.toMatchObject({
      body: 'y'.repeat(2000),
    });
  });

  it('answers NOT_FOUND for an id that is not a member and writes nothing', async () => {
    const pending = await createAccount(db, 'pending');
    for (const userId of ['no-such-id', pending.id, admin.id]) {
      expect(await apiError(asAdmin.memberNotes.add({ userId, body: 'Hello' }))).toEqual({
        code: 'NOT_FOUND',
        message: 'No member with this id.',
      });
      expect((await apiError(asAdmin.memberNotes.list({ userId }))).code).toBe('NOT_FOUND');
    }
    expect(await noteCount()).toBe(0);
    expect(await allEvents(db)).toEqual([]);
  });

  it('is for administrators only', async () => {
    const pending = await createAccount(db, 'pending');
    for (const [caller, code] of [
      [await callerAs(deps), 'UNAUTHORIZED'],
      [await callerAs(deps, pending), 'FORBIDDEN'],
      [await callerAs(deps, member), 'FORBIDDEN'],
    ] as const) {
      expect((await apiError(caller.memberNotes.add({ userId: member.id, body: 'Hi' }))).code).toBe(code);
      expect((await apiError(caller.memberNotes.list({ userId: member.id }))).code).toBe(code);
    }
    expect(await noteCount()).toBe(0);
  });
});

describe('memberNotes.list', () => {
  it('pages through the member’s notes newest first, and no one else’s', async () => {
    const other = await createAccount(db, 'member');
    await asAdmin.memberNotes.add({ userId: other.id, body: 'Not about Sam' });
    for (let i = 1; i <= 5; i++) {
      await asAdmin.memberNotes.add({ userId: member.id, body: `Note ${i}` });
      // Two notes in the same instant still page apart (by id).
      if (i !== 3) clock.advance(60_000);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await asAdmin.memberNotes.list({ userId: member.id, cursor, limit: 2 });
      seen.push(...page.items.map((n) => n.body));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(seen[0]).toBe('Note 5');
    expect([...seen.slice(1, 3)].sort()).toEqual(['Note 3', 'Note 4']);
    expect(seen.slice(3)).toEqual(['Note 2', 'Note 1']);
    expect(await asAdmin.memberNotes.list({ userId: (await createAccount(db, 'member')).id })).toEqual({
      items: [],
      nextCursor: null,
    });
  });
});
