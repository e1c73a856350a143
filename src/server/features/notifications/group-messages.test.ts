// Group messages people can trust: a subject (required when mailed), merge fields filled in for each
// recipient, a preview with the real count, and no send to more than 10 people unless it confirms the
// count as it is now (a stale preview is refused, nothing written).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import {
  billFixture,
  createAccount,
  createRouterTestbed,
  insertTestBills,
  type RouterTestbed,
  type TestDatabase,
} from '../../test/harness.js';
import { noticesOf, queuedMailTo } from '../../test/mail-outbox.js';
import { ManualClock } from '../../test/manual-clock.js';
import { insertPlan } from '../plans/plans.queries.js';

let t: TestDatabase;
let db: Db;
let asAdmin: RouterTestbed['asAdmin'];

beforeEach(async () => {
  ({
    testDb: t,
    db,
    asAdmin,
  } = await createRouterTestbed({
    clock: new ManualClock('2026-11-22T12:00:00.000Z'),
  }));
});
afterEach(() => t.close());

async function counts() {
  const rows = await Promise.all(
    (['notifications', 'notificationSends', 'mailQueue'] as const).map((table) =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ),
  );
  return rows.map((row) => Number(row.n));
}

/** `count` members on a new plan, straight into the tables (hashing passwords would only be slow). */
async function membersOnPlan(count: number, planName = 'Gold'): Promise<{ planId: string; ids: string[] }> {
  const plan = await insertPlan(db, { name: planName, priceCents: 4900, period: 'monthly', now: new Date() });
  const template = await createAccount(db, 'member', { name: 'Ada Zed', email: `ada.${newId()}@gym.test` });
  await db.updateTable('memberships').set({ planId: plan.id }).where('userId', '=', template.id).execute();
  const membership = await db
    .selectFrom('memberships')
    .selectAll()
    .where('userId', '=', template.id)
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const users = Array.from({ length: count - 1 }, (_, i) => ({
    id: newId(),
    name: `Zoe Bulk${i}`,
    // Every tenth has no address (added at the desk): the notification only.
    email: i % 10 === 9 ? null : `bulk${i}.${newId()}@gym.test`,
    passwordHash: 'x',
    role: 'member' as const,
    joinDate: now,
    createdAt: now,
    searchKey: `zoe bulk${i}`,
  }));
  for (let i = 0; i < users.length; i += 500) {
    const chunk = users.slice(i, i + 500);
    await db.insertInto('users').values(chunk).execute();
    await db
      .insertInto('memberships')
      .values(chunk.map((u) => ({ ...membership, userId: u.id, memberCode: `B${u.id.slice(0, 7)}` })))
      .execute();
  }
  return { planId: plan.id, ids: [template.id, ...users.map((u) => u.id)] };
}

describe('merge fields', () => {
  it("fill in each recipient's first name, balance and plan, in the notification and the mail", async () => {
    const maya = await createAccount(db, 'member', { name: 'Maya Patel', email: 'maya@home.test' });
    const lucas = await createAccount(db, 'member', { name: 'Lucas Rossi', email: 'lucas@home.test' });
    await insertTestBills(db, [billFixture(maya.id, { amountCents: 4250 })]);

    await asAdmin.notifications.send({
      audience: 'all_active',
      subject: 'Hi {first_name}',
      message: 'Hello {first_name}, you owe {balance} on {plan}.',
      withEmail: true,
    });

    expect(await noticesOf(db, maya.id)).toEqual(['Hi Maya: Hello Maya, you owe $42.50 on Standard.']);
    expect(await noticesOf(db, lucas.id)).toEqual(['Hi Lucas: Hello Lucas, you owe $0.00 on Standard.']);
    const mail = await queuedMailTo(db, 'maya@home.test');
    expect(mail.map((m) => m.subject)).toEqual(['Hi Maya']);
    expect(mail[0]?.text).toBe(
      `${[
        'Hi Maya',
        'Hello Maya, you owe $42.50 on Standard.',
        'See all your notifications: http://localhost:3000/member/notifications',
        '-- \nYour Gym',
      ].join('\n\n')}\n`,
    );
    expect(mail[0]?.html).toContain('Hello Maya, you owe $42.50 on Standard.');
  });

  it('refuses an unknown field by name before anything is sent, in the message or the subject', async () => {
    const member = await createAccount(db, 'member');
    const before = await counts();
    await expect(
      asAdmin.notifications.send({ memberId: member.id, message: 'Hello {frist_name} and {Plan}' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      cause: {
        issues: [
          expect.objectContaining({
            path: ['message'],
            message: 'Message has an unknown merge field {frist_name}, {Plan}. Use {first_name}, {balance} or {plan}.',
          }),
        ],
      },
    });
    await expect(
      asAdmin.notifications.preview({ memberId: member.id, subject: 'For {name}', message: 'Hi' }),
    ).rejects.toMatchObject({
      cause: { issues: [expect.objectContaining({ path: ['subject'] })] },
    });
    // Braces around anything but a name are text like any other.
    await asAdmin.notifications.send({ memberId: member.id, message: 'Smile :-} Prices {from $10}' });
    const [notifications = 0, sends = 0, mail = 0] = before;
    expect(await counts()).toEqual([notifications + 1, sends + 1, mail]);
    expect(await noticesOf(db, member.id)).toEqual(['Smile :-} Prices {from $10}']);
  });
});

describe('subject', () => {
  it('is required when the message is also sent by email, and shown in Sent notifications', async () => {
    const member = await createAccount(db, 'member');
    await expect(
      asAdmin.notifications.send({ memberId: member.id, message: 'Hi', withEmail: true, subject: '  ' }),
    ).rejects.toMatchObject({
      cause: {
        issues: [
          expect.objectContaining({
            path: ['subject'],
            message: 'Subject is required when the message is also sent by email.',
          }),
        ],
      },
    });
    await asAdmin.notifications.send({
      memberId: member.id,
      subject: 'Pool closed',
      message: 'On Sunday.',
      withEmail: true,
    });
    const sent = await asAdmin.notifications.listSent({});
    expect(sent.items.map((s) => [s.subject, s.message])).toEqual([['Pool closed', 'On Sunday.']]);
  });
});

describe('notifications.preview', () => {
  it('answers the real count, how many by email, and the message for the recipient first by name', async () => {
    const { planId } = await membersOnPlan(20);
    await createAccount(db, 'member', { name: 'Other Plan' });

    const preview = await asAdmin.notifications.preview({
      audience: 'plan',
      planId,
      subject: 'Gold news, {first_name}',
      message: 'Your plan: {plan}. Balance {balance}.',
    });

    expect(preview).toEqual({
      recipients: 20,
      withEmail: 19,
      example: { name: 'Ada Zed', subject: 'Gold news, Ada', message: 'Your plan: Gold. Balance $0.00.' },
    });
    const empty = await insertPlan(db, { name: 'Empty', priceCents: 100, period: 'monthly', now: new Date() });
    expect(await asAdmin.notifications.preview({ audience: 'plan', planId: empty.id, message: 'Hi' })).toEqual({
      recipients: 0,
      withEmail: 0,
      example: null,
    });
    await expect(
      asAdmin.notifications.preview({ audience: 'plan', planId: 'nope', message: 'Hi' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Plan not found.' });
  });
});

describe('sending to more than 10 people', () => {
  it('is refused without the confirmed count, and with a count that has changed since the preview', async () => {
    const { planId } = await membersOnPlan(11);
    const input = { audience: 'plan' as const, planId, message: 'Hello {first_name}' };
    const before = await counts();

    await expect(asAdmin.notifications.send(input)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This goes to 11 members: check the preview and confirm the number before sending.',
    });
    const { recipients } = await asAdmin.notifications.preview(input);
    // Someone joins the plan between the preview and the send.
    const late = await createAccount(db, 'member');
    await db.updateTable('memberships').set({ planId }).where('userId', '=', late.id).execute();
    await expect(asAdmin.notifications.send({ ...input, confirmedRecipients: recipients })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'The number of recipients changed: it is now 12. Check the preview and confirm again.',
    });
    expect(await counts()).toEqual(before);

    const sent = await asAdmin.notifications.send({ ...input, confirmedRecipients: 12 });
    expect(sent.recipients).toBe(12);
  });

  it('needs no confirmation for 10 or fewer', async () => {
    const { planId } = await membersOnPlan(10);
    expect((await asAdmin.notifications.send({ audience: 'plan', planId, message: 'Hi' })).recipients).toBe(10);
  });
});

describe('a personal message to a large group', () => {
  it('writes 2,000 notifications and 1,800 mails in chunks, each member numbered in order, in a few seconds', async () => {
    const { planId, ids } = await membersOnPlan(2000);
    await asAdmin.notifications.send({ memberId: ids[1] as string, message: 'Earlier' });

    const started = performance.now();
    const sent = await asAdmin.notifications.send({
      audience: 'plan',
      planId,
      subject: 'News for {first_name}',
      message: 'Hello {first_name}, you owe {balance}.',
      withEmail: true,
      confirmedRecipients: 2000,
    });
    const took = performance.now() - started;

    expect(sent.recipients).toBe(2000);
    const rows = await db
      .selectFrom('notifications')
      .select(['memberId', 'seq', 'message'])
      .where('sendId', '=', sent.id)
      .execute();
    expect(rows).toHaveLength(2000);
    expect(rows.find((r) => r.memberId === ids[1])).toMatchObject({
      seq: 2,
      message: 'News for Zoe: Hello Zoe, you owe $0.00.',
    });
    expect(await counts()).toEqual([2001, 2, 1801]);
    expect(took).toBeLessThan(10_000);
  });
});
