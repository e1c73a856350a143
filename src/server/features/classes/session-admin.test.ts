// One session's administration: its roster, cancelling it (everyone told, once), "Mark attended"
// (which records the visit); and the public timetable on the Services page.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ClassesBed, createClassesBed, refusal, SPIN as spin } from '../../test/classes-testbed.js';
import { callerAs, type TestAccount } from '../../test/harness.js';

let bed: ClassesBed;
beforeEach(async () => {
  bed = await createClassesBed();
});
afterEach(() => bed.testDb.close());

describe('classes.roster, classes.cancelSession and classes.markAttended', () => {
  it('lists who is booked, then who waits in order, the same on every database', async () => {
    const { classId } = await bed.spinOnMondays(2);
    const sessionId = await bed.firstSession(classId);
    const [ann] = await bed.membersBooking(sessionId, 5); // A, B booked; C, D, E waiting
    await (await callerAs(bed.deps, ann as TestAccount)).bookings.cancel({ sessionId }); // C moves up

    const { session, people } = await bed.asAdmin.classes.roster({ sessionId });

    expect(session).toMatchObject({ className: 'Spin', trainer: 'Kim', capacity: 2, bookedCount: 2 });
    expect(people.map((p) => [p.memberName, p.status, p.waitlistPosition])).toEqual([
      ['Member B', 'booked', null],
      ['Member C', 'booked', 1],
      ['Member D', 'waitlisted', 2],
      ['Member E', 'waitlisted', 3],
    ]);
    expect(await refusal(bed.asAdmin.classes.roster({ sessionId: 'nope' }))).toBe('NOT_FOUND: Session not found.');
  });

  it('cancels a session, telling everyone booked or waiting by notification and email, once', async () => {
    const { classId } = await bed.spinOnMondays(1);
    const sessionId = await bed.firstSession(classId);
    const people = await bed.membersBooking(sessionId, 2);

    expect(await bed.asAdmin.classes.cancelSession({ sessionId, reason: ' Trainer ill ' })).toEqual({
      status: 'cancelled',
      told: 2,
    });

    const told = 'Cancelled: Spin on Mon, Nov 23, 6:00 PM (Trainer ill)';
    for (const member of people) {
      expect(await bed.messagesTo(member)).toEqual([told]);
      expect(await bed.mailTo(member)).toEqual([{ subject: told, status: 'queued' }]);
    }
    expect((await bed.sessionsOfClass(classId))[0]).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Trainer ill',
      bookedCount: 0,
    });
    expect((await bed.asAdmin.classes.roster({ sessionId })).people).toEqual([]);
    expect(await refusal(bed.asAdmin.classes.cancelSession({ sessionId }))).toBe(
      'CONFLICT: This session was already cancelled.',
    );
    expect(await refusal(bed.asAdmin.classes.cancelSession({ sessionId: 'nope' }))).toBe(
      'NOT_FOUND: Session not found.',
    );
    const cancellations = bed.db.selectFrom('mailQueue').select('id').where('subject', 'like', 'Cancelled: %');
    expect(await cancellations.execute()).toHaveLength(2);
  });

  it('refuses to cancel a session that has started or is over, changing nothing and telling nobody', async () => {
    const { classId } = await bed.spinOnMondays(1);
    const sessionId = await bed.firstSession(classId);
    const people = await bed.membersBooking(sessionId, 2);
    bed.clock.set('2026-11-23T18:05:00.000Z');
    const [booked] = (await bed.asAdmin.classes.roster({ sessionId })).people;
    await bed.asAdmin.classes.markAttended({ bookingId: booked?.id ?? '' });

    for (const at of ['2026-11-23T18:00:00.000Z', '2026-11-24T09:00:00.000Z']) {
      bed.clock.set(at); // the very start, and the next morning
      expect(await refusal(bed.asAdmin.classes.cancelSession({ sessionId, reason: 'Oops' }))).toBe(
        'CONFLICT: This session has already started.',
      );
    }

    expect((await bed.sessionsOfClass(classId))[0]).toMatchObject({ status: 'scheduled', bookedCount: 1 });
    const { people: roster } = await bed.asAdmin.classes.roster({ sessionId });
    expect(roster.map((p) => [p.status, p.attendedAt])).toEqual([
      ['booked', '2026-11-23T18:05:00.000Z'],
      ['waitlisted', null],
    ]);
    for (const member of people) {
      expect(await bed.messagesTo(member)).toEqual([]);
      expect(await bed.mailTo(member)).toEqual([]);
    }
    // The admin's list says so too (today's sessions stay on it), so it offers no Cancel.
    bed.clock.set('2026-11-23T18:00:00.000Z');
    const listed = async (id: string) =>
      (await bed.asAdmin.classes.sessions({ limit: 10 })).items.find((session) => session.id === id)?.started;
    expect(await listed(sessionId)).toBe(true);
    // A minute before the start it can still be called off.
    bed.clock.set('2026-11-30T17:59:00.000Z');
    const nextWeek = (await bed.sessionsOfClass(classId))[1]?.id ?? '';
    expect(await listed(nextWeek)).toBe(false);
    expect(await bed.asAdmin.classes.cancelSession({ sessionId: nextWeek })).toEqual({ status: 'cancelled', told: 0 });
  });

  it('marks a booked member attended once, recording one check-in', async () => {
    const { classId } = await bed.spinOnMondays(1);
    const sessionId = await bed.firstSession(classId);
    const [ann] = await bed.membersBooking(sessionId, 2);
    const roster = (await bed.asAdmin.classes.roster({ sessionId })).people;
    const [booked, waiting] = roster;
    if (!booked || !waiting) throw new Error('one booked, one waiting');
    bed.clock.set('2026-11-23T17:29:00.000Z');
    expect(await refusal(bed.asAdmin.classes.markAttended({ bookingId: booked.id }))).toBe(
      'CONFLICT: Attendance can be marked from 30 minutes before the class starts.',
    );
    bed.clock.set('2026-11-23T18:05:00.000Z');

    const attended = { attended: true, attendedAt: '2026-11-23T18:05:00.000Z' };
    expect(await bed.asAdmin.classes.markAttended({ bookingId: booked.id })).toEqual(attended);
    bed.clock.set('2026-11-23T18:10:00.000Z');
    expect(await bed.asAdmin.classes.markAttended({ bookingId: booked.id })).toEqual(attended);

    // Taken five minutes in, the roll counts the visit at the start of the class.
    const checkIns = await bed.db.selectFrom('checkIns').selectAll().execute();
    expect(checkIns.map((c) => [c.memberId, c.checkedInAt, c.day, c.hour, c.source, c.sessionId, c.createdBy])).toEqual(
      [[ann?.id, '2026-11-23T18:00:00.000Z', '2026-11-23', 18, 'class', sessionId, bed.admin.id]],
    );
    expect(await bed.db.selectFrom('attendanceHours').selectAll().execute()).toEqual([
      { day: '2026-11-23', hour: 18, checkIns: 1, firstVisits: 1 },
    ]);
    expect((await bed.asAdmin.classes.roster({ sessionId })).people[0]?.attendedAt).toBe('2026-11-23T18:05:00.000Z');
    expect(await refusal(bed.asAdmin.classes.markAttended({ bookingId: waiting.id }))).toBe(
      'CONFLICT: Only booked members can be marked attended.',
    );
    expect(await refusal(bed.asAdmin.classes.markAttended({ bookingId: 'nope' }))).toBe(
      'NOT_FOUND: Booking not found.',
    );
  });
});

describe('classes.timetable (public)', () => {
  it("shows every active class's weekly times in order, and none of an archived class", async () => {
    const yoga = await bed.asAdmin.classes.create({ ...spin, name: 'Yoga', trainer: 'Ana', durationMinutes: 60 });
    await bed.asAdmin.classes.addSlot({ classId: yoga.id, weekday: 3, startTime: '07:00' });
    await bed.asAdmin.classes.addSlot({ classId: yoga.id, weekday: 1, startTime: '19:00' });
    const { classId } = await bed.spinOnMondays();
    const boxing = await bed.asAdmin.classes.create({ ...spin, name: 'Boxing' });
    await bed.asAdmin.classes.addSlot({ classId: boxing.id, weekday: 2, startTime: '18:00' });
    await bed.asAdmin.classes.archive({ classId: boxing.id });

    const visitor = await callerAs(bed.deps);
    const { timeZone, slots } = await visitor.classes.timetable();

    expect(timeZone).toBe('UTC');
    expect(slots.map((s) => [s.weekday, s.startTime, s.className, s.trainer, s.durationMinutes])).toEqual([
      [1, '18:00', 'Spin', 'Kim', 45],
      [1, '19:00', 'Yoga', 'Ana', 60],
      [3, '07:00', 'Yoga', 'Ana', 60],
    ]);
    expect(Object.keys(slots[0] ?? {}).sort()).toEqual(
      ['className', 'description', 'durationMinutes', 'id', 'startTime', 'trainer', 'weekday'], // nothing more
    );
    expect(slots[0]?.description).toBe(spin.description);
    await bed.asAdmin.classes.archive({ classId });
    expect((await visitor.classes.timetable()).slots.map((s) => s.className)).toEqual(['Yoga', 'Yoga']);
  });
});
