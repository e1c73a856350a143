import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.js';
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

async function notificationCount(): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('notifications.send', () => {
  it('sends a trimmed message and records its length, not its text', async () => {
    const member = await createAccount(db, 'member');
    const caller = await callerAs(deps, admin);

    const sent = await caller.notifications.send({ memberId: member.id, message: '  Pool closed on Friday.  ' });

    expect(sent).toEqual({ id: expect.any(String), sentAt: expect.any(String), recipients: 1 });
    const mine = await (await callerAs(deps, member)).notifications.listMine();
    expect(mine).toEqual([
      { id: expect.any(String), message: 'Pool closed on Friday.', date: sent.sentAt, unread: true },
    ]);
    const events = await listEventsOfType(db, 'admin.notification_sent');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: admin.id, subject: sent.id });
    expect(JSON.parse(events[0]?.detail ?? '{}')).toEqual({
      audience: 'member',
      memberId: member.id,
      recipients: 1,
      withEmail: false,
      length: 22,
    });
    expect(events[0]?.detail).not.toContain('Pool');
  });

  it('answers NOT_FOUND for anyone who is not a member, and writes nothing', async () => {
    const pending = await createAccount(db, 'pending');
    const caller = await callerAs(deps, admin);

    for (const memberId of ['no-such-user', pending.id, admin.id]) {
      await expect(caller.notifications.send({ memberId, message: 'Hi' })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Member not found.',
      });
    }
    expect(await notificationCount()).toBe(0);
    expect(await listEventsOfType(db, 'admin.notification_sent')).toHaveLength(0);
  });

  it('refuses an empty or overlong message', async () => {
    const member = await createAccount(db, 'member');
    const caller = await callerAs(deps, admin);
    for (const [message, expected] of [
      ['   ', 'Message is required.'],
      ['x'.repeat(2001), 'Message must be at most 2000 characters.'],
    ] as const) {
      await expect(caller.notifications.send({ memberId: member.id, message })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        cause: { issues: [expect.objectContaining({ message: expected })] },
      });
    }
    await expect(caller.notifications.send({ memberId: member.id, message: 'x'.repeat(2000) })).resolves.toBeTruthy();
    expect(await notificationCount()).toBe(1);
  });

  it('is for administrators only', async () => {
    const member = await createAccount(db, 'member');
    await expect(
      (await callerAs(deps, member)).notifications.send({ memberId: member.id, message: 'Hi' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      (await callerAs(deps)).notifications.send({ memberId: member.id, message: 'Hi' }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await notificationCount()).toBe(0);
  });
});

describe('notifications.listMine', () => {
  it("shows a member their own 5 newest, newest first, never another member's", async () => {
    const alice = await createAccount(db, 'member');
    const bob = await createAccount(db, 'member');
    const asAdmin = await callerAs(deps, admin);
    for (let i = 1; i <= 7; i++) await asAdmin.notifications.send({ memberId: alice.id, message: `Alice ${i}` });
    await asAdmin.notifications.send({ memberId: bob.id, message: 'Bob only' });

    const aliceSees = await (await callerAs(deps, alice)).notifications.listMine();
    expect(aliceSees.map((n) => n.message)).toEqual(['Alice 7', 'Alice 6', 'Alice 5', 'Alice 4', 'Alice 3']);
    const bobSees = await (await callerAs(deps, bob)).notifications.listMine();
    expect(bobSees.map((n) => n.message)).toEqual(['Bob only']);
  });

  it('orders notifications sent in the same millisecond by when they were sent', async () => {
    const member = await createAccount(db, 'member');
    const asAdmin = await callerAs(deps, admin);
    for (let i = 1; i <= 6; i++) await asAdmin.notifications.send({ memberId: member.id, message: `Note ${i}` });
    await db.updateTable('notifications').set({ date: '2026-05-01T12:00:00.000Z' }).execute();

    const seen = await (await callerAs(deps, member)).notifications.listMine();

    expect(seen.map((n) => n.message)).toEqual(['Note 6', 'Note 5', 'Note 4', 'Note 3', 'Note 2']);
  });

  it('keeps sending order when sends to one member overlap', async () => {
    const member = await createAccount(db, 'member');
    const asAdmin = await callerAs(deps, admin);
    await Promise.all([1, 2, 3].map((i) => asAdmin.notifications.send({ memberId: member.id, message: `Burst ${i}` })));
    const seqs = await db.selectFrom('notifications').select('seq').orderBy('seq').execute();
    expect(seqs.map((r) => r.seq)).toEqual([1, 2, 3]);
  });

  it("offers no way to name another member's id", async () => {
    const alice = await createAccount(db, 'member');
    const bob = await createAccount(db, 'member');
    await (await callerAs(deps, admin)).notifications.send({ memberId: bob.id, message: 'For Bob' });
    const asAlice = await callerAs(deps, alice);
    // @ts-expect-error: listMine takes no input; anything passed is ignored
    await expect(asAlice.notifications.listMine({ memberId: bob.id })).resolves.toEqual([]);
  });

  it('is for members only', async () => {
    await expect((await callerAs(deps)).notifications.listMine()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect((await callerAs(deps, admin)).notifications.listMine()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('notifications.pageMine, unreadCountMine and markRead', () => {
  async function sendSome(member: TestAccount, count: number) {
    const asAdmin = await callerAs(deps, admin);
    for (let i = 1; i <= count; i++) await asAdmin.notifications.send({ memberId: member.id, message: `Note ${i}` });
  }

  it("pages the member's own notifications newest first, with unread ones marked", async () => {
    const alice = await createAccount(db, 'member');
    const bob = await createAccount(db, 'member');
    await sendSome(alice, 7);
    await sendSome(bob, 1);
    // Sent in the same millisecond: the per-member sequence keeps the order across pages.
    await db.updateTable('notifications').set({ date: '2026-05-01T12:00:00.000Z' }).execute();
    const asAlice = await callerAs(deps, alice);

    const first = await asAlice.notifications.pageMine({ limit: 3 });
    expect(first.items.map((n) => [n.message, n.unread])).toEqual([
      ['Note 7', true],
      ['Note 6', true],
      ['Note 5', true],
    ]);
    const second = await asAlice.notifications.pageMine({ limit: 3, cursor: first.nextCursor ?? '' });
    expect(second.items.map((n) => n.message)).toEqual(['Note 4', 'Note 3', 'Note 2']);
    const third = await asAlice.notifications.pageMine({ limit: 3, cursor: second.nextCursor ?? '' });
    expect(third.items.map((n) => n.message)).toEqual(['Note 1']);
    expect(third.nextCursor).toBeNull();
    await expect(asAlice.notifications.pageMine({ cursor: 'not-a-cursor' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Invalid page.',
    });
  });

  it('counts unread, and marks read only the caller’s own notifications', async () => {
    const alice = await createAccount(db, 'member');
    const bob = await createAccount(db, 'member');
    await sendSome(alice, 3);
    await sendSome(bob, 2);
    const asAlice = await callerAs(deps, alice);
    const asBob = await callerAs(deps, bob);
    expect(await asAlice.notifications.unreadCountMine()).toEqual({ unread: 3 });

    const bobsIds = (await asBob.notifications.pageMine({})).items.map((n) => n.id);
    // Alice naming Bob's notifications changes nothing.
    expect(await asAlice.notifications.markRead({ ids: bobsIds })).toEqual({ marked: 0 });
    expect(await asBob.notifications.unreadCountMine()).toEqual({ unread: 2 });

    const shown = (await asAlice.notifications.pageMine({ limit: 2 })).items.map((n) => n.id);
    expect(await asAlice.notifications.markRead({ ids: shown })).toEqual({ marked: 2 });
    expect(await asAlice.notifications.markRead({ ids: shown })).toEqual({ marked: 0 });
    expect(await asAlice.notifications.unreadCountMine()).toEqual({ unread: 1 });
    expect((await asAlice.notifications.listMine()).map((n) => [n.message, n.unread])).toEqual([
      ['Note 3', false],
      ['Note 2', false],
      ['Note 1', true],
    ]);
  });

  it('is for members only', async () => {
    for (const account of [undefined, admin]) {
      const caller = await callerAs(deps, account);
      const code = account ? 'FORBIDDEN' : 'UNAUTHORIZED';
      await expect(caller.notifications.pageMine({})).rejects.toMatchObject({ code });
      await expect(caller.notifications.unreadCountMine()).rejects.toMatchObject({ code });
      await expect(caller.notifications.markRead({ ids: ['some-notification'] })).rejects.toMatchObject({ code });
    }
  });
});
