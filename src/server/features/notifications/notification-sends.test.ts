import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/calendar.js';
import type { Db } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { MAIL_JOB } from '../../mail/mail-queue.js';
import { createMailer } from '../../mail/mailer.js';
import {
  billFixture,
  callerAs,
  createAccount,
  createTestDatabase,
  createTestDeps,
  insertTestBills,
  silentLog,
  type TestAccount,
  type TestDatabase,
  tempDir,
} from '../../test/harness.js';
import { ManualClock } from '../../test/manual-clock.js';
import { parseMail, startSmtpServer, type TestSmtpServer } from '../../test/smtp.js';
import type { AppDeps } from '../../trpc/context.js';
import { listEventsOfType } from '../events/events.queries.js';
import { insertPlan } from '../plans/plans.queries.js';

let testDb: TestDatabase;
let db: Db;
let deps: AppDeps;
let admin: TestAccount;
let smtp: TestSmtpServer;
// The gym's day is 2026-11-22 (UTC) all through these tests.
const clock = new ManualClock('2026-11-22T12:00:00.000Z');

beforeEach(async () => {
  clock.set('2026-11-22T12:00:00.000Z');
  smtp = await startSmtpServer();
  testDb = await createTestDatabase();
  db = testDb.db;
  const mailer = createMailer({ smtpUrl: smtp.url, from: 'no-reply@gym.test', outboxDir: tempDir('o-') }, silentLog);
  deps = createTestDeps(testDb, { clock, mailer });
  admin = await createAccount(db, 'admin');
});

afterEach(async () => {
  deps.mailer.close();
  await testDb.close();
  await smtp.close();
});

async function setStatus(member: TestAccount, status: 'paused' | 'cancelled') {
  await db.updateTable('memberships').set({ status }).where('userId', '=', member.id).execute();
}

async function recipientsOf(sendId: string): Promise<string[]> {
  const rows = await db.selectFrom('notifications').select('memberId').where('sendId', '=', sendId).execute();
  return rows.map((r) => r.memberId).sort();
}

const ids = (...accounts: TestAccount[]) => accounts.map((a) => a.id).sort();

async function counts() {
  const [notifications, sends, mail] = await Promise.all(
    (['notifications', 'notificationSends', 'mailQueue'] as const).map((table) =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ),
  );
  return { notifications: Number(notifications?.n), sends: Number(sends?.n), mail: Number(mail?.n) };
}

describe('notifications.send to a group', () => {
  it('"All active members" reaches active members only, never paused, cancelled, pending or admins', async () => {
    const [ann, ben, cat, dan] = await Promise.all([1, 2, 3, 4].map(() => createAccount(db, 'member')));
    await createAccount(db, 'pending');
    await setStatus(cat as TestAccount, 'paused');
    await setStatus(dan as TestAccount, 'cancelled');
    const caller = await callerAs(deps, admin);

    const sent = await caller.notifications.send({ audience: 'all_active', message: 'New opening hours.' });

    expect(sent).toEqual({ id: expect.any(String), sentAt: '2026-11-22T12:00:00.000Z', recipients: 2 });
    expect(await recipientsOf(sent.id)).toEqual(ids(ann as TestAccount, ben as TestAccount));
    const annSees = await (await callerAs(deps, ann)).notifications.listMine();
    expect(annSees).toEqual([
      { id: expect.any(String), message: 'New opening hours.', date: sent.sentAt, unread: true },
    ]);
    const events = await listEventsOfType(db, 'admin.notification_sent');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: admin.id, subject: sent.id });
    expect(JSON.parse(events[0]?.detail ?? '{}')).toEqual({
      audience: 'all_active',
      recipients: 2,
      withEmail: false,
      length: 18,
    });
  });

  it("a plan's members: active and paused members on that plan, not cancelled ones or other plans", async () => {
    const gold = await insertPlan(db, { name: 'Gold', priceCents: 4900, period: 'monthly', now: new Date() });
    const [onGold, pausedOnGold, cancelledOnGold, onStandard] = await Promise.all(
      [1, 2, 3, 4].map(() => createAccount(db, 'member')),
    );
    const goldIds = [onGold, pausedOnGold, cancelledOnGold].map((m) => (m as TestAccount).id);
    await db.updateTable('memberships').set({ planId: gold.id }).where('userId', 'in', goldIds).execute();
    await setStatus(pausedOnGold as TestAccount, 'paused');
    await setStatus(cancelledOnGold as TestAccount, 'cancelled');
    const caller = await callerAs(deps, admin);

    const sent = await caller.notifications.send({ audience: 'plan', planId: gold.id, message: 'Gold perks.' });

    expect(sent.recipients).toBe(2);
    expect(await recipientsOf(sent.id)).toEqual(ids(onGold as TestAccount, pausedOnGold as TestAccount));
    expect(await recipientsOf(sent.id)).not.toContain((onStandard as TestAccount).id);
    const history = await caller.notifications.listSent({});
    expect(history.items[0]).toMatchObject({ audience: 'plan', audienceName: 'Gold', recipients: 2 });
  });

  it('"Members with overdue bills" goes by the gym\'s day on the injected clock', async () => {
    const [late, dueToday, paidUp, pausedLate] = await Promise.all([1, 2, 3, 4].map(() => createAccount(db, 'member')));
    await setStatus(pausedLate as TestAccount, 'paused');
    const today = '2026-11-22';
    await insertTestBills(db, [
      billFixture((late as TestAccount).id, {
        amountCents: 1000,
        issueDate: addDays(today, -20),
        dueDate: addDays(today, -1),
      }),
      billFixture((dueToday as TestAccount).id, { amountCents: 1000, issueDate: addDays(today, -14), dueDate: today }),
      billFixture((pausedLate as TestAccount).id, {
        amountCents: 500,
        issueDate: addDays(today, -40),
        dueDate: addDays(today, -26),
      }),
    ]);
    const [paidBill] = await insertTestBills(db, [
      billFixture((paidUp as TestAccount).id, {
        amountCents: 1000,
        issueDate: addDays(today, -30),
        dueDate: addDays(today, -16),
      }),
    ]);
    await db
      .updateTable('bills')
      .set({ status: 'paid', paidCents: 1000 })
      .where('id', '=', paidBill ?? '')
      .execute();
    const caller = await callerAs(deps, admin);

    const first = await caller.notifications.send({ audience: 'overdue', message: 'Please pay.' });
    expect(await recipientsOf(first.id)).toEqual(ids(late as TestAccount, pausedLate as TestAccount));

    // A day later the bill due today is overdue too.
    clock.set('2026-11-23T09:00:00.000Z');
    const second = await caller.notifications.send({ audience: 'overdue', message: 'Please pay.' });
    expect(await recipientsOf(second.id)).toEqual(
      ids(late as TestAccount, dueToday as TestAccount, pausedLate as TestAccount),
    );
  });

  it('refuses an empty group with a clear message and changes nothing', async () => {
    const member = await createAccount(db, 'member');
    await setStatus(member, 'paused');
    const empty = await insertPlan(db, { name: 'Empty', priceCents: 100, period: 'monthly', now: new Date() });
    const caller = await callerAs(deps, admin);
    const before = await counts();

    for (const input of [
      { audience: 'all_active' as const, message: 'Hi' },
      { audience: 'overdue' as const, subject: 'Hi', message: 'Hi', withEmail: true },
      { audience: 'plan' as const, planId: empty.id, message: 'Hi' },
    ]) {
      await expect(caller.notifications.send(input)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: 'No members in this group.',
      });
    }
    await expect(caller.notifications.send({ audience: 'plan', planId: 'nope', message: 'Hi' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Plan not found.',
    });
    expect(await counts()).toEqual(before);
    expect(await listEventsOfType(db, 'admin.notification_sent')).toHaveLength(0);
  });

  it('asks for the member or plan its audience needs', async () => {
    const caller = await callerAs(deps, admin);
    await expect(caller.notifications.send({ audience: 'member', message: 'Hi' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      cause: { issues: [expect.objectContaining({ message: 'Member is required.', path: ['memberId'] })] },
    });
    await expect(caller.notifications.send({ audience: 'plan', message: 'Hi' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      cause: { issues: [expect.objectContaining({ message: 'Choose a plan.', path: ['planId'] })] },
    });
  });

  it("writes 400 notifications in a few statements, keeping each member's sequence", async () => {
    const members = await insertManyMembers(db, 400);
    // One of them already has two notifications: the group's one is their third.
    const caller = await callerAs(deps, admin);
    await caller.notifications.send({ memberId: members[0] ?? '', message: 'One' });
    await caller.notifications.send({ memberId: members[0] ?? '', message: 'Two' });

    const started = performance.now();
    const sent = await caller.notifications.send({
      audience: 'all_active',
      subject: 'To everyone',
      message: 'Everyone',
      withEmail: true,
      confirmedRecipients: 400,
    });
    const took = performance.now() - started;

    expect(sent.recipients).toBe(400);
    const seqs = await db
      .selectFrom('notifications')
      .select(['memberId', 'seq'])
      .where('sendId', '=', sent.id)
      .execute();
    expect(seqs).toHaveLength(400);
    expect(seqs.find((r) => r.memberId === members[0])?.seq).toBe(3);
    expect(seqs.filter((r) => r.memberId !== members[0]).every((r) => r.seq === 1)).toBe(true);
    const queued = await db.selectFrom('mailQueue').select('toAddress').where('status', '=', 'queued').execute();
    expect(queued).toHaveLength(400);
    expect(took).toBeLessThan(5_000);
  });

  it('emails each recipient through the mail queue when asked, and the history says so', async () => {
    const ann = await createAccount(db, 'member', { email: 'ann@gym.test' });
    const ben = await createAccount(db, 'member', { email: 'ben@gym.test' });
    const caller = await callerAs(deps, admin);

    const sent = await caller.notifications.send({
      audience: 'all_active',
      subject: 'Pool closed',
      message: 'Pool closed Friday.',
      withEmail: true,
    });
    expect(sent.recipients).toBe(2);
    // Queued in the send's transaction; the mail sender delivers after the answer.
    expect(smtp.received).toHaveLength(0);
    await deps.background.runNow(MAIL_JOB);

    const mails = [await smtp.waitForMessage(), await smtp.waitForMessage()];
    expect(mails.flatMap((m) => m.envelopeTo).sort()).toEqual([ann.email, ben.email]);
    const parsed = parseMail(mails[0]?.raw ?? '');
    // From the gym (a fresh install's name in the tests) at MAIL_FROM's address, never the software.
    expect(parsed.headers.get('from')).toBe('Your Gym <no-reply@gym.test>');
    expect(parsed.headers.get('subject')).toBe('Pool closed');
    expect(parsed.body).toContain('Pool closed Friday.');
    expect(parsed.body).toContain('http://localhost:3000/member/notifications');

    clock.advance(60_000);
    await caller.notifications.send({ memberId: ann.id, message: 'Just you.' });
    await deps.background.runNow(MAIL_JOB);
    expect(smtp.received).toHaveLength(2);
    const history = await caller.notifications.listSent({});
    expect(
      history.items.map((s) => [s.audience, s.audienceName, s.subject, s.withEmail, s.recipients, s.sentByName]),
    ).toEqual([
      ['member', ann.name, '', false, 1, admin.name],
      ['all_active', null, 'Pool closed', true, 2, admin.name],
    ]);
  });
});

describe('notifications.listSent', () => {
  it('pages newest first by (sent at, id), and is for administrators only', async () => {
    const member = await createAccount(db, 'member');
    const caller = await callerAs(deps, admin);
    for (let i = 1; i <= 5; i++) {
      clock.set(`2026-11-2${i}T10:00:00.000Z`);
      await caller.notifications.send({ memberId: member.id, message: `Note ${i}` });
    }

    const first = await caller.notifications.listSent({ limit: 2 });
    expect(first.items.map((s) => s.message)).toEqual(['Note 5', 'Note 4']);
    const second = await caller.notifications.listSent({ limit: 2, cursor: first.nextCursor ?? '' });
    expect(second.items.map((s) => s.message)).toEqual(['Note 3', 'Note 2']);
    const third = await caller.notifications.listSent({ limit: 2, cursor: second.nextCursor ?? '' });
    expect(third.items.map((s) => s.message)).toEqual(['Note 1']);
    expect(third.nextCursor).toBeNull();
    await expect(caller.notifications.listSent({ cursor: 'garbage' })).rejects.toMatchObject({
      message: 'Invalid page.',
    });

    await expect((await callerAs(deps, member)).notifications.listSent({})).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect((await callerAs(deps)).notifications.listSent({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

/** Members straight into the tables (hashing hundreds of passwords would only slow the test). */
async function insertManyMembers(db: Db, count: number): Promise<string[]> {
  const template = await createAccount(db, 'member');
  const membership = await db
    .selectFrom('memberships')
    .selectAll()
    .where('userId', '=', template.id)
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const users = Array.from({ length: count - 1 }, (_, i) => ({
    id: newId(),
    name: `Bulk ${i}`,
    email: `bulk${i}@gym.test`,
    passwordHash: 'x',
    role: 'member' as const,
    joinDate: now,
    createdAt: now,
    searchKey: `bulk ${i}\nbulk${i}@gym.test`,
  }));
  await db.insertInto('users').values(users).execute();
  await db
    .insertInto('memberships')
    .values(users.map((u, i) => ({ ...membership, userId: u.id, memberCode: `B${String(i).padStart(7, '0')}` })))
    .execute();
  return [template.id, ...users.map((u) => u.id)];
}
