// Who the front desk turns away: "Not checked in: <reason>" for a registration awaiting approval, a
// paused membership, a cancelled one whose paid period has ended, and a bill overdue more than
// CHECKIN_GRACE_DAYS. A refusal records nothing. The gym is in New York, so its day is not UTC's.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.js';
import {
  billFixture,
  callerAs,
  createAccount,
  createTestDatabase,
  createTestDeps,
  insertTestBills,
  TEST_GYM,
  type TestAccount,
  type TestDatabase,
} from '../../test/harness.js';
import { ManualClock } from '../../test/manual-clock.js';
import { addPlan, memberOnPlan } from '../../test/money.js';
import type { AppDeps } from '../../trpc/context.js';

type Caller = Awaited<ReturnType<typeof callerAs>>;

let t: TestDatabase;
let db: Db;
let clock: ManualClock;
let deps: AppDeps;
let desk: Caller;

beforeEach(async () => {
  t = await createTestDatabase();
  db = t.db;
  // 10:00 on 10 March 2026 in New York.
  clock = new ManualClock('2026-03-10T14:00:00.000Z');
  deps = createTestDeps(t, { clock, gym: { ...TEST_GYM, timeZone: 'America/New_York', checkinGraceDays: 30 } });
  desk = await callerAs(deps, await createAccount(db, 'admin'));
});
afterEach(() => t.close());

async function codeOf(member: TestAccount): Promise<string> {
  return (await (await callerAs(deps, member)).checkIns.myCode()).code;
}

async function visitsRecorded() {
  const [checkIns, hours] = await Promise.all([
    db.selectFrom('checkIns').select('id').execute(),
    db.selectFrom('attendanceHours').select('day').execute(),
  ]);
  return { checkIns: checkIns.length, hours: hours.length };
}

const nothing = { checkIns: 0, hours: 0 };

/** A bill of `member` due on `dueDate`, still open. */
async function billDue(member: TestAccount, dueDate: string): Promise<string> {
  const issueDate = '2026-01-01';
  const [id] = await insertTestBills(db, [
    billFixture(member.id, { amountCents: 2500, date: `${issueDate}T15:00:00.000Z`, issueDate, dueDate }),
  ]);
  return id as string;
}

describe('check-in refusals', () => {
  it('refuses a registration awaiting approval', async () => {
    const waiting = await createAccount(db, 'pending', { name: 'Jordana Pike' });

    expect(await desk.checkIns.checkInMember({ userId: waiting.id })).toEqual({
      outcome: 'refused',
      memberId: waiting.id,
      memberName: 'Jordana Pike',
      kind: 'pending',
      reason: "Jordana Pike's registration is awaiting approval",
    });
    expect(await visitsRecorded()).toEqual(nothing);
  });

  it('refuses a paused membership, by code and by name, and admits the member again once resumed', async () => {
    const member = await createAccount(db, 'member', { name: 'Paula Pause' });
    const code = await codeOf(member);
    await desk.memberships.pause({ userId: member.id });

    const refused = {
      outcome: 'refused',
      memberId: member.id,
      memberName: 'Paula Pause',
      kind: 'paused',
      reason: "Paula Pause's membership is paused",
    };
    expect(await desk.checkIns.checkIn({ text: code })).toEqual(refused);
    expect(await desk.checkIns.checkInMember({ userId: member.id })).toEqual(refused);
    expect(await visitsRecorded()).toEqual(nothing);

    await desk.memberships.resume({ userId: member.id });
    expect(await desk.checkIns.checkIn({ text: code })).toMatchObject({ outcome: 'checked_in', memberId: member.id });
  });

  it("admits a cancelled member until the paid period ends (in the gym's day), then refuses them", async () => {
    const gold = await addPlan(db, 'Gold', 4900, 'monthly');
    // Paid up to 20 March: the next bill would have been issued that day.
    const member = await memberOnPlan(db, gold, '2026-03-20', { name: 'Carl Cancel' });
    const code = await codeOf(member);
    expect(await desk.memberships.cancel({ userId: member.id })).toEqual({ status: 'cancelled', endsOn: '2026-03-20' });

    // 23:30 on 19 March in New York, already 20 March in UTC.
    clock.set('2026-03-20T03:30:00.000Z');
    expect(await desk.checkIns.checkIn({ text: code })).toMatchObject({ outcome: 'checked_in', memberId: member.id });
    const before = await visitsRecorded();

    // 00:30 on 20 March in New York.
    clock.set('2026-03-20T04:30:00.000Z');
    expect(await desk.checkIns.checkIn({ text: code })).toEqual({
      outcome: 'refused',
      memberId: member.id,
      memberName: 'Carl Cancel',
      kind: 'cancelled',
      reason: "Carl Cancel's membership is cancelled",
    });
    expect(await desk.checkIns.checkInMember({ userId: member.id })).toMatchObject({ outcome: 'refused' });
    expect(await visitsRecorded()).toEqual(before);
  });

  it('refuses a cancelled membership with nothing paid ahead from the day it is cancelled', async () => {
    const member = await createAccount(db, 'member', { name: 'Free Rider' });
    await desk.memberships.cancel({ userId: member.id });

    expect(await desk.checkIns.checkIn({ text: await codeOf(member) })).toEqual({
      outcome: 'refused',
      memberId: member.id,
      memberName: 'Free Rider',
      kind: 'cancelled',
      reason: "Free Rider's membership is cancelled",
    });
    expect(await visitsRecorded()).toEqual(nothing);
  });

  it('refuses a bill overdue more than CHECKIN_GRACE_DAYS (30), naming its due date, and admits once it is paid', async () => {
    const member = await createAccount(db, 'member', { name: 'Olive Owing' });
    const code = await codeOf(member);
    // Due 7 February: on 10 March it is 31 days overdue. The later bill is overdue too, for less.
    const longOverdue = await billDue(member, '2026-02-07');
    await billDue(member, '2026-02-20');

    expect(await desk.checkIns.checkIn({ text: code })).toEqual({
      outcome: 'refused',
      memberId: member.id,
      memberName: 'Olive Owing',
      kind: 'overdue',
      reason: 'Olive Owing has a bill overdue since Feb 7, 2026',
    });
    expect(await desk.checkIns.checkInMember({ userId: member.id })).toMatchObject({ outcome: 'refused' });
    expect(await visitsRecorded()).toEqual(nothing);

    await desk.bills.recordPayment({ billId: longOverdue, amount: '25', method: 'cash' });
    expect(await desk.checkIns.checkIn({ text: code })).toMatchObject({ outcome: 'checked_in', memberId: member.id });
  });

  it("admits a member whose bill is overdue by the grace period or less, counted in the gym's days", async () => {
    const member = await createAccount(db, 'member', { name: 'Olive Owing' });
    // Due 8 February: exactly 30 days overdue on 10 March in New York.
    await billDue(member, '2026-02-08');
    // 20:30 on 10 March in New York, already 11 March (31 days) in UTC.
    clock.set('2026-03-11T00:30:00.000Z');

    expect(await desk.checkIns.checkIn({ text: await codeOf(member) })).toMatchObject({ outcome: 'checked_in' });

    // A day later the bill is 31 days overdue.
    clock.set('2026-03-11T14:00:00.000Z');
    expect(await desk.checkIns.checkIn({ text: await codeOf(member) })).toMatchObject({
      outcome: 'refused',
      reason: 'Olive Owing has a bill overdue since Feb 8, 2026',
    });
  });

  it('follows CHECKIN_GRACE_DAYS as the gym sets it', async () => {
    const strict = await callerAs(
      createTestDeps(t, { clock, gym: { ...TEST_GYM, timeZone: 'America/New_York', checkinGraceDays: 0 } }),
      await createAccount(db, 'admin'),
    );
    const member = await createAccount(db, 'member', { name: 'Olive Owing' });
    await billDue(member, '2026-03-09');
    const code = await codeOf(member);

    expect(await strict.checkIns.checkIn({ text: code })).toMatchObject({ outcome: 'refused' });
    expect(await desk.checkIns.checkIn({ text: code })).toMatchObject({ outcome: 'checked_in' });
  });
});
