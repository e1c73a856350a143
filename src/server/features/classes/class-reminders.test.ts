// The class reminder job: each booked place on a session starting within the gym's reminder hours
// (3 by default) is reminded once — by mail and in the notifications — however often the job runs and
// however many processes run it at once; never a cancelled session or booking, or one already begun.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ClassesBed, createClassesBed } from '../../test/classes-testbed.js';
import { callerAs, type TestAccount } from '../../test/harness.js';
import { noticesOf, queuedMailTo } from '../../test/mail-outbox.js';
import { twoAppProcesses } from '../../test/money.js';
import { sendClassReminders } from './class-reminders.run.js';

// The bed's first Spin session is Monday 23 November 2026 at 18:00 UTC (the gym's zone is UTC).
const THREE_HOURS_BEFORE = '2026-11-23T15:00:00.000Z';

let bed: ClassesBed;
let sessionId: string;

beforeEach(async () => {
  bed = await createClassesBed();
  const { classId } = await bed.spinOnMondays(20);
  sessionId = await bed.firstSession(classId);
});
afterEach(() => bed.testDb.close());

const reminders = (member: TestAccount) =>
  queuedMailTo(bed.db, member.email).then((mail) => mail.filter((m) => m.subject.startsWith('Reminder:')));
const reminderNotices = (member: TestAccount) =>
  noticesOf(bed.db, member.id).then((notes) => notes.filter((n) => n.startsWith('Reminder:')));

describe('sendClassReminders', () => {
  it('reminds each booked member once, from the reminder hours before the start', async () => {
    const [ana, ben] = (await bed.membersBooking(sessionId, 2)) as [TestAccount, TestAccount];

    bed.clock.set('2026-11-23T14:59:00.000Z');
    expect(await sendClassReminders(bed.deps)).toBe(0);
    bed.clock.set(THREE_HOURS_BEFORE);
    expect(await sendClassReminders(bed.deps)).toBe(2);
    bed.clock.set('2026-11-23T16:00:00.000Z');
    expect(await sendClassReminders(bed.deps)).toBe(0);

    for (const member of [ana, ben]) {
      const mail = await reminders(member);
      expect(mail.map((m) => m.subject)).toEqual(['Reminder: Spin on Mon, Nov 23, 6:00 PM']);
      expect(mail[0]?.text).toContain('You are booked on Spin on Mon, Nov 23, 6:00 PM. See you there!');
      expect(mail[0]?.text).toContain(
        'You get this because you asked for reminders. Turn them off in My profile: http://localhost:3000/member/profile',
      );
      expect(mail[0]?.html).toContain('Turn them off in <a href="http://localhost:3000/member/profile"');
      expect(await reminderNotices(member)).toEqual(['Reminder: Spin on Mon, Nov 23, 6:00 PM']);
    }
  });

  it('never reminds a cancelled booking, a waitlisted one, a cancelled session, or one that has begun', async () => {
    const { classId } = await bed.spinOnMondays(1);
    const small = await bed.firstSession(classId);
    const [kept, waiting] = (await bed.membersBooking(small, 2)) as [TestAccount, TestAccount];
    const [gone] = (await bed.membersBooking(sessionId, 1)) as [TestAccount];
    await (await callerAs(bed.deps, gone)).bookings.cancel({ sessionId });
    const [late] = (await bed.membersBooking(sessionId, 1)) as [TestAccount];
    await bed.asAdmin.classes.cancelSession({ sessionId, reason: 'Trainer ill' });

    bed.clock.set('2026-11-23T18:00:00.000Z');
    expect(await sendClassReminders(bed.deps)).toBe(0);
    bed.clock.set(THREE_HOURS_BEFORE);
    expect(await sendClassReminders(bed.deps)).toBe(1);

    expect(await reminderNotices(kept)).toHaveLength(1);
    for (const member of [waiting, gone, late]) {
      expect(await reminders(member)).toEqual([]);
      expect(await reminderNotices(member)).toEqual([]);
    }
  });

  it('only notifies a member who turned reminder mail off', async () => {
    const [quiet] = (await bed.membersBooking(sessionId, 1)) as [TestAccount];
    await bed.db.updateTable('users').set({ reminderEmails: 0 }).where('id', '=', quiet.id).execute();

    bed.clock.set(THREE_HOURS_BEFORE);
    await sendClassReminders(bed.deps);

    expect(await reminders(quiet)).toEqual([]);
    expect(await reminderNotices(quiet)).toEqual(['Reminder: Spin on Mon, Nov 23, 6:00 PM']);
  });

  it('reminds each place exactly once when two app processes run the job at the same moment', async () => {
    const members = await bed.membersBooking(sessionId, 12);
    bed.clock.set(THREE_HOURS_BEFORE);
    const both = twoAppProcesses(bed.testDb, { clock: bed.clock });
    try {
      const counts = await Promise.all(both.processes.map((deps) => sendClassReminders(deps)));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(12);
    } finally {
      await both.close();
    }
    for (const member of members) {
      expect(await reminders(member)).toHaveLength(1);
      expect(await reminderNotices(member)).toHaveLength(1);
    }
  });
});
