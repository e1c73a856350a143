// The mail people expect, each queued once in the transaction of its cause and each also in the
// member's notifications: the welcome on approval, a receipt for every payment, a booking confirmed,
// "pass nearly used up", and the admins' "New registration". A member who turned reminder mail off
// still gets receipts and account mail; a member without an address gets the notification only.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.js';
import { DESK_GYM } from '../../test/checkins-desk-testbed.js';
import {
  billFixture,
  callerAs,
  createAccount,
  createRouterTestbed,
  insertTestBills,
  type RouterTestbed,
  type TestAccount,
  type TestDatabase,
} from '../../test/harness.js';
import { noticesOf, queuedMailTo, subjectsTo } from '../../test/mail-outbox.js';
import { ManualClock } from '../../test/manual-clock.js';
import { passPlan } from '../../test/passes-testbed.js';
import type { AppDeps } from '../../trpc/context.js';

const HOUR_MS = 60 * 60_000;
const APP = 'http://localhost:3000';

let t: TestDatabase;
let db: Db;
let clock: ManualClock;
let deps: AppDeps;
let asAdmin: RouterTestbed['asAdmin'];

beforeEach(async () => {
  // 10:00 in New York on Tuesday 10 March 2026.
  clock = new ManualClock('2026-03-10T14:00:00.000Z');
  ({
    testDb: t,
    db,
    deps,
    asAdmin,
  } = await createRouterTestbed({
    clock,
    gym: { ...DESK_GYM, name: 'Oak & Iron' },
    admin: { name: 'Ada Admin', email: 'ada@oak.test' },
  }));
});
afterEach(() => t.close());

const remindersOff = (member: TestAccount) =>
  db.updateTable('users').set({ reminderEmails: 0 }).where('id', '=', member.id).execute();

async function requestOf(person: TestAccount): Promise<string> {
  const row = await db
    .selectFrom('memberRequests')
    .select('id')
    .where('userId', '=', person.id)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('Welcome to <gym>', () => {
  it('goes once when a registration is approved, by mail and in the notifications, in the gym layout', async () => {
    const maya = await createAccount(db, 'pending', { name: 'Maya <Patel>', email: 'maya@home.test' });
    await remindersOff(maya);
    const requestId = await requestOf(maya);

    await asAdmin.requests.approve({ requestId });
    await asAdmin.requests.approve({ requestId });

    const mail = await queuedMailTo(db, 'maya@home.test');
    expect(mail.map((m) => m.subject)).toEqual(['Welcome to Oak & Iron']);
    expect(mail[0]?.text).toBe(
      `${[
        'Welcome to Oak & Iron',
        'Your registration is approved: you are now a member.',
        'Sign in to see your membership, book classes and check your bills.',
        `Go to my page: ${APP}/member`,
        '-- \nOak & Iron',
      ].join('\n\n')}\n`,
    );
    expect(mail[0]?.html).toContain(
      '<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#1f2933">Welcome to Oak &amp; Iron</h1>',
    );
    expect(await noticesOf(db, maya.id)).toEqual(['Welcome to Oak & Iron! Your registration is approved.']);
  });

  it('goes to each one "Approve selected" approves, once', async () => {
    const people = [
      await createAccount(db, 'pending', { email: 'one@home.test' }),
      await createAccount(db, 'pending', { email: 'two@home.test' }),
    ];
    const requestIds = await Promise.all(people.map(requestOf));
    await asAdmin.requests.approveSelected({ requestIds });
    await asAdmin.requests.approveSelected({ requestIds });
    expect(await subjectsTo(db, 'one@home.test')).toEqual(['Welcome to Oak & Iron']);
    expect(await subjectsTo(db, 'two@home.test')).toEqual(['Welcome to Oak & Iron']);
  });
});

describe('New registration', () => {
  it('is mailed to every admin with an address when someone signs up, with a link to the requests', async () => {
    const second = await createAccount(db, 'admin', { email: 'bo@oak.test' });
    await createAccount(db, 'manager', { email: 'manager@oak.test' });
    const visitor = await callerAs(deps);

    await visitor.auth.signUp({
      name: 'Lea Stone',
      email: 'lea@home.test',
      password: 'a long enough password',
      confirmPassword: 'a long enough password',
    });

    for (const address of ['ada@oak.test', second.email]) {
      const mail = await queuedMailTo(db, address);
      expect(mail.map((m) => m.subject)).toEqual(['New registration']);
      expect(mail[0]?.text).toContain('Lea Stone (lea@home.test) signed up and is waiting for approval.');
      expect(mail[0]?.text).toContain(`Review requests: ${APP}/admin/requests`);
    }
    expect(await queuedMailTo(db, 'manager@oak.test')).toEqual([]);
    expect(await queuedMailTo(db, 'lea@home.test')).toEqual([]);
  });
});

describe('payment receipt', () => {
  it('goes for a payment at the desk, with the amount, the receipt number and its link, even with reminders off', async () => {
    const member = await createAccount(db, 'member', { name: 'Lucas Rossi', email: 'lucas@home.test' });
    await remindersOff(member);
    const [billId] = await insertTestBills(db, [
      billFixture(member.id, { amountCents: 4000, description: 'Gold — Mar 2026' }),
    ]);

    const paid = await asAdmin.bills.recordPayment({ billId: billId as string, amount: '25', method: 'cash' });

    const mail = await queuedMailTo(db, 'lucas@home.test');
    expect(mail.map((m) => m.subject)).toEqual([`Your receipt ${paid.receiptNumber} from Oak & Iron`]);
    expect(mail[0]?.text).toContain('Thank you: Oak & Iron received your payment of $25.00.');
    expect(mail[0]?.text).toContain('For: Gold — Mar 2026.');
    expect(mail[0]?.text).toContain(`View receipt: ${APP}/member/receipts/${paid.paymentId}`);
    expect(mail[0]?.html).toContain(`href="${APP}/member/receipts/${paid.paymentId}"`);
    expect(await noticesOf(db, member.id)).toEqual([`Payment received: $25.00 · Receipt ${paid.receiptNumber}`]);
  });

  it('goes once for a whole collected balance, naming every bill it paid', async () => {
    const member = await createAccount(db, 'member', { email: 'nina@home.test' });
    await insertTestBills(db, [
      billFixture(member.id, { amountCents: 2500, description: 'Nov', issueDate: '2026-01-01' }),
      billFixture(member.id, { amountCents: 1000, description: 'Locker', issueDate: '2026-02-01' }),
    ]);

    const collected = await asAdmin.payments.collectBalance({ memberId: member.id, amount: '35', method: 'card' });

    const mail = await queuedMailTo(db, 'nina@home.test');
    expect(mail.map((m) => m.subject)).toEqual([`Your receipt ${collected.receiptNumber} from Oak & Iron`]);
    expect(mail[0]?.text).toContain('received your payment of $35.00');
    expect(mail[0]?.text).toContain('For: Nov; Locker.');
  });

  it('reaches a member without an address in the notifications only', async () => {
    const walkIn = await createAccount(db, 'member', { email: 'walk-in@home.test' });
    await db.updateTable('users').set({ email: null }).where('id', '=', walkIn.id).execute();
    const [billId] = await insertTestBills(db, [billFixture(walkIn.id, { amountCents: 1000 })]);

    const paid = await asAdmin.bills.recordPayment({ billId: billId as string, amount: '10', method: 'cash' });

    expect(await db.selectFrom('mailQueue').select('subject').execute()).toEqual([]);
    expect(await noticesOf(db, walkIn.id)).toEqual([`Payment received: $10.00 · Receipt ${paid.receiptNumber}`]);
  });
});

describe('booking confirmed', () => {
  it('goes when a place is booked, not when the member joins the waitlist', async () => {
    const spin = await asAdmin.classes.create({
      name: 'Spin',
      description: '',
      trainer: 'Kim',
      capacity: 1,
      durationMinutes: 45,
    });
    await asAdmin.classes.addSlot({ classId: spin.id, weekday: 3, startTime: '18:00' });
    const session = await db
      .selectFrom('classSessions')
      .select('id')
      .where('classId', '=', spin.id)
      .orderBy('startsAt')
      .executeTakeFirstOrThrow();
    const booked = await createAccount(db, 'member', { email: 'booked@home.test' });
    const waiting = await createAccount(db, 'member', { email: 'waiting@home.test' });

    await (await callerAs(deps, booked)).bookings.book({ sessionId: session.id });
    await (await callerAs(deps, waiting)).bookings.book({ sessionId: session.id });

    const mail = await queuedMailTo(db, 'booked@home.test');
    expect(mail.map((m) => m.subject)).toEqual(['Booking confirmed: Spin on Wed, Mar 11, 6:00 PM']);
    expect(mail[0]?.text).toContain(`See my classes: ${APP}/member/classes`);
    expect(await noticesOf(db, booked.id)).toEqual(['Booked: Spin on Wed, Mar 11, 6:00 PM']);
    expect(await queuedMailTo(db, 'waiting@home.test')).toEqual([]);
  });
});

describe('pass nearly used up', () => {
  async function checkInsOnPass(member: TestAccount, visits: number) {
    const pass = await passPlan(deps, { name: '4-visit pass', priceCents: 4000, passVisits: 4, passDays: 90 });
    await asAdmin.passes.sell({ memberId: member.id, planId: pass.id });
    const { code } = await (await callerAs(deps, member)).checkIns.myCode();
    for (let i = 0; i < visits; i++) {
      await asAdmin.checkIns.checkIn({ text: code });
      clock.advance(2 * HOUR_MS);
    }
  }

  it('is told once, when a check-in leaves 2 visits, and mailed as a reminder', async () => {
    const member = await createAccount(db, 'member', { email: 'pass@home.test' });
    await checkInsOnPass(member, 4);

    const mail = await queuedMailTo(db, 'pass@home.test');
    expect(mail.map((m) => m.subject)).toEqual(['Your 4-visit pass is nearly used up: 2 visits left.']);
    expect(mail[0]?.text).toContain('You have 2 visits left on your 4-visit pass (valid until Jun 7, 2026).');
    expect(mail[0]?.text).toContain(`Turn them off in My profile: ${APP}/member/profile`);
    expect((await noticesOf(db, member.id)).filter((n) => n.includes('nearly used up'))).toEqual([
      'Your 4-visit pass is nearly used up: 2 visits left.',
    ]);
  });

  it('is only a notification for a member who turned reminder mail off', async () => {
    const member = await createAccount(db, 'member', { email: 'quiet@home.test' });
    await remindersOff(member);
    await checkInsOnPass(member, 2);
    expect(await subjectsTo(db, 'quiet@home.test')).toEqual([]);
    expect(await noticesOf(db, member.id)).toContain('Your 4-visit pass is nearly used up: 2 visits left.');
  });
});
