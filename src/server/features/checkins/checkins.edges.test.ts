// A class visit and a desk check-in within the hour either side of the class's start are one visit:
// "Mark attended" counts it only when the desk has not already. Just outside that hour it is a
// second visit. The Spin class starts on Monday 23 November 2026 at 18:00 (the gym keeps UTC).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ClassesBed, createClassesBed, MONDAY_1800 } from '../../test/classes-testbed.js';

let bed: ClassesBed;
beforeEach(async () => {
  bed = await createClassesBed();
});
afterEach(() => bed.testDb.close());

/** A member booked on Monday's Spin who checks in at the desk at `deskAt`, then is marked attended at `rollAt`. */
async function deskThenClass(deskAt: string, rollAt = '2026-11-23T18:05:00.000Z') {
  const { classId } = await bed.spinOnMondays();
  const sessionId = await bed.firstSession(classId);
  const [member] = await bed.membersBooking(sessionId, 1);
  if (!member) throw new Error('one member booked');
  bed.clock.set(deskAt);
  expect(await bed.asAdmin.checkIns.checkInMember({ userId: member.id })).toMatchObject({ outcome: 'checked_in' });
  bed.clock.set(rollAt);
  const booking = (await bed.asAdmin.classes.roster({ sessionId })).people[0];
  if (!booking) throw new Error('the member is on the roster');
  expect(await bed.asAdmin.classes.markAttended({ bookingId: booking.id })).toMatchObject({ attended: true });
}

/** The visits recorded (when, and how) and the attendance totals kept with them. */
async function visits() {
  const checkIns = await bed.db
    .selectFrom('checkIns')
    .select(['checkedInAt', 'source'])
    .orderBy('checkedInAt')
    .execute();
  const hours = await bed.db.selectFrom('attendanceHours').selectAll().orderBy('day').orderBy('hour').execute();
  return {
    checkIns: checkIns.map((c) => `${c.checkedInAt} ${c.source}`),
    hours: hours.map((h) => `${h.day} ${h.hour}h: ${Number(h.checkIns)} in, ${Number(h.firstVisits)} first`),
  };
}

describe('classes.markAttended after a desk check-in', () => {
  it('counts no second visit for a desk check-in up to an hour before the class starts', async () => {
    await deskThenClass('2026-11-23T17:00:00.000Z');

    expect(await visits()).toEqual({
      checkIns: ['2026-11-23T17:00:00.000Z desk'],
      hours: ['2026-11-23 17h: 1 in, 1 first'],
    });
  });

  it('counts no second visit for a desk check-in within the hour after the class starts', async () => {
    // Came in late, or stopped at the desk on the way out; the roll is taken after.
    await deskThenClass('2026-11-23T18:59:59.000Z', '2026-11-23T19:05:00.000Z');

    expect(await visits()).toEqual({
      checkIns: ['2026-11-23T18:59:59.000Z desk'],
      hours: ['2026-11-23 18h: 1 in, 1 first'],
    });
  });

  it('counts the class as a second visit that day when the desk check-in was more than an hour before', async () => {
    await deskThenClass('2026-11-23T16:59:59.000Z');

    expect(await visits()).toEqual({
      checkIns: ['2026-11-23T16:59:59.000Z desk', `${MONDAY_1800} class`],
      hours: ['2026-11-23 16h: 1 in, 1 first', '2026-11-23 18h: 1 in, 0 first'],
    });
  });
});
