import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_SENT, CONTACT_TOO_MANY } from '../../../shared/contact.schemas.js';
import type { Db } from '../../db/schema.js';
import { MAIL_JOB } from '../../mail/mail-queue.js';
import { createMailer } from '../../mail/mailer.js';
import {
  callerAs,
  createAccount,
  createTestDatabase,
  createTestDeps,
  silentLog,
  type TestAccount,
  type TestDatabase,
  tempDir,
} from '../../test/harness.js';
import { ManualClock } from '../../test/manual-clock.js';
import { parseMail, startSmtpServer, type TestSmtpServer } from '../../test/smtp.js';
import type { AppDeps } from '../../trpc/context.js';
import { listEventsOfType } from '../events/events.queries.js';

let testDb: TestDatabase;
let db: Db;
let deps: AppDeps;
let admin: TestAccount;
let smtp: TestSmtpServer;
const clock = new ManualClock('2026-11-22T12:00:00.000Z');
const ADA = { name: '  Ada Lovelace ', email: ' Ada@Example.com', message: ' Do you offer day passes? ' };

beforeEach(async () => {
  clock.set('2026-11-22T12:00:00.000Z');
  smtp = await startSmtpServer();
  testDb = await createTestDatabase();
  db = testDb.db;
  const mailer = createMailer({ smtpUrl: smtp.url, from: 'no-reply@gym.test', outboxDir: tempDir('o-') }, silentLog);
  deps = createTestDeps(testDb, { clock, mailer, adminEmail: 'owner@gym.test' });
  admin = await createAccount(db, 'admin');
});

afterEach(async () => {
  deps.mailer.close();
  await testDb.close();
  await smtp.close();
});

async function storedMessages() {
  return db.selectFrom('contactMessages').select(['name', 'email', 'message', 'readAt']).execute();
}

describe('contact.send', () => {
  it('stores a trimmed message from a visitor and emails it to ADMIN_EMAIL', async () => {
    const visitor = await callerAs(deps);
    await expect(visitor.contact.send(ADA)).resolves.toEqual({ message: CONTACT_SENT });

    expect(await storedMessages()).toEqual([
      { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Do you offer day passes?', readAt: null },
    ]);
    await deps.background.runNow(MAIL_JOB);
    const mail = await smtp.waitForMessage();
    expect(mail.envelopeTo).toEqual(['owner@gym.test']);
    const parsed = parseMail(mail.raw);
    expect(parsed.headers.get('subject')).toBe('Contact form: Ada Lovelace');
    expect(parsed.body).toContain('Ada Lovelace <ada@example.com> wrote:');
    expect(parsed.body).toContain('Do you offer day passes?');
  });

  it('stores without emailing when ADMIN_EMAIL is not set', async () => {
    const quiet = createTestDeps(testDb, { clock, mailer: deps.mailer });
    await (await callerAs(quiet)).contact.send(ADA);
    expect(await storedMessages()).toHaveLength(1);
    expect(await db.selectFrom('mailQueue').select('id').execute()).toEqual([]);
  });

  it('refuses bad input with the field rules, storing nothing', async () => {
    const visitor = await callerAs(deps);
    for (const [input, expected] of [
      [{ ...ADA, name: ' ' }, 'Name is required.'],
      [{ ...ADA, name: 'x'.repeat(101) }, 'Name must be at most 100 characters.'],
      [{ ...ADA, email: 'not-an-email' }, 'Enter a valid email address.'],
      [{ ...ADA, message: 'x'.repeat(2001) }, 'Message must be at most 2000 characters.'],
    ] as const) {
      await expect(visitor.contact.send(input)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        cause: { issues: [expect.objectContaining({ message: expected })] },
      });
    }
    expect(await storedMessages()).toEqual([]);
  });

  it('limits messages per client address in the shared store', async () => {
    const limited = createTestDeps(testDb, {
      clock,
      mailer: deps.mailer,
      rateLimits: { contactByIp: { max: 2, windowMs: 60_000 } },
    });
    const fromOne = await callerAs(limited, undefined, '203.0.113.7');
    await fromOne.contact.send(ADA);
    await fromOne.contact.send(ADA);
    await expect(fromOne.contact.send(ADA)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: CONTACT_TOO_MANY,
    });
    // Another process sharing the store counts against the same limit.
    const otherProcess = createTestDeps(testDb, {
      clock,
      mailer: deps.mailer,
      rateLimits: { contactByIp: { max: 2, windowMs: 60_000 } },
    });
    await expect((await callerAs(otherProcess, undefined, '203.0.113.7')).contact.send(ADA)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    await expect((await callerAs(limited, undefined, '198.51.100.1')).contact.send(ADA)).resolves.toBeTruthy();
    expect(await storedMessages()).toHaveLength(3);
  });
});

describe('the Inbox (contact.list, contact.markRead)', () => {
  async function receive(count: number) {
    const visitor = await callerAs(deps);
    for (let i = 1; i <= count; i++) {
      clock.advance(60_000);
      await visitor.contact.send({ ...ADA, message: `Question ${i}` });
    }
  }

  it('pages newest first with the unread count, and marks a message read with its event', async () => {
    await receive(5);
    const caller = await callerAs(deps, admin);

    const first = await caller.contact.list({ limit: 2 });
    expect(first.unread).toBe(5);
    expect(first.items.map((m) => m.message)).toEqual(['Question 5', 'Question 4']);
    const second = await caller.contact.list({ limit: 2, cursor: first.nextCursor ?? '' });
    expect(second.items.map((m) => m.message)).toEqual(['Question 3', 'Question 2']);
    const third = await caller.contact.list({ limit: 2, cursor: second.nextCursor ?? '' });
    expect(third.items.map((m) => m.message)).toEqual(['Question 1']);
    expect(third.nextCursor).toBeNull();

    const id = first.items[0]?.id ?? '';
    await expect(caller.contact.markRead({ id })).resolves.toEqual({ outcome: 'marked' });
    await expect(caller.contact.markRead({ id })).resolves.toEqual({ outcome: 'already_read' });
    const after = await caller.contact.list({ limit: 2 });
    expect(after.unread).toBe(4);
    expect(after.items[0]?.readAt).toBe(clock.now().toISOString());
    const events = await listEventsOfType(db, 'admin.contact_message_read');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: admin.id, subject: id });
    await expect(caller.contact.markRead({ id: 'no-such-message' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(caller.contact.list({ cursor: 'garbage' })).rejects.toMatchObject({ message: 'Invalid page.' });
  });

  it('is for administrators only', async () => {
    await receive(1);
    const member = await createAccount(db, 'member');
    for (const [account, code] of [
      [member, 'FORBIDDEN'],
      [undefined, 'UNAUTHORIZED'],
    ] as const) {
      const caller = await callerAs(deps, account);
      await expect(caller.contact.list({})).rejects.toMatchObject({ code });
      await expect(caller.contact.markRead({ id: 'anything' })).rejects.toMatchObject({ code });
    }
    expect((await storedMessages())[0]?.readAt).toBeNull();
  });
});
