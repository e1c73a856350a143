// The admin "Classes" section: classes and their weekly timetable (sessions for 8 weeks at once,
// removed with their future sessions), and what a new capacity or duration does to sessions to come.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/calendar.js';
import { allEvents, apiError, inputError } from '../../test/api-error.js';
import { type ClassesBed, createClassesBed, MONDAY_1800, refusal, SPIN as spin } from '../../test/classes-testbed.js';
import { callerAs, createAccount, type TestAccount } from '../../test/harness.js';

let bed: ClassesBed;
beforeEach(async () => {
  bed = await createClassesBed();
});
afterEach(() => bed.testDb.close());

describe('classes: create, update, archive, restore', () => {
  it('keeps a class, lists it with its timetable and records each change as an event', async () => {
    const created = await bed.asAdmin.classes.create({ ...spin, name: '  Spin  ' });
    expect(created).toEqual({ id: expect.any(String), ...spin, trainerId: null, archived: false });
    const { slot } = await bed.asAdmin.classes.addSlot({ classId: created.id, weekday: 3, startTime: '07:15' });

    const updated = await bed.asAdmin.classes.update({ classId: created.id, ...spin, name: 'Spin 45', trainer: 'Lee' });
    expect(updated).toEqual({ ...created, name: 'Spin 45', trainer: 'Lee' });
    expect(await bed.asAdmin.classes.archive({ classId: created.id })).toMatchObject({ archived: true });
    expect(await bed.asAdmin.classes.list()).toEqual([
      { ...updated, archived: true, slots: [{ id: slot.id, weekday: 3, startTime: '07:15' }] },
    ]);
    expect(await bed.asAdmin.classes.restore({ classId: created.id })).toMatchObject({ archived: false });

    const events = await allEvents(bed.db);
    expect(events.map((e) => [e.type, e.actorId, e.subject])).toEqual(
      [
        'admin.class_created',
        'admin.class_slot_added',
        'admin.class_updated',
        'admin.class_archived',
        'admin.class_restored',
      ].map((type) => [type, bed.admin.id, created.id]),
    );
    for (const call of [
      () => bed.asAdmin.classes.update({ classId: 'nope', ...spin }),
      () => bed.asAdmin.classes.archive({ classId: 'nope' }),
      () => bed.asAdmin.classes.restore({ classId: 'nope' }),
      () => bed.asAdmin.classes.addSlot({ classId: 'nope', weekday: 1, startTime: '18:00' }),
    ]) {
      expect(await refusal(call())).toBe('NOT_FOUND: Class not found.');
    }
  });

  it('explains what is wrong with a class or a time, and stores nothing', async () => {
    const asked = (fields: Partial<typeof spin>) => inputError(bed.asAdmin.classes.create({ ...spin, ...fields }));
    expect(await asked({ name: '   ' })).toBe('Name is required.');
    expect(await asked({ capacity: 0 })).toBe('Capacity must be between 1 and 1,000.');
    expect(await asked({ capacity: 1001 })).toBe('Capacity must be between 1 and 1,000.');
    expect(await asked({ capacity: 2.5 })).toBe('Capacity must be a whole number.');
    expect(await asked({ durationMinutes: 4 })).toBe('Duration must be between 5 and 600.');
    expect(await asked({ trainer: 'x'.repeat(101) })).toBe("Trainer's name must be at most 100 characters.");
    const { capacity: _, ...noCapacity } = spin;
    expect(await apiError(bed.asAdmin.classes.create(noCapacity as typeof spin))).toMatchObject({
      fieldErrors: { capacity: 'Capacity is required.' },
    });
    const klass = await bed.asAdmin.classes.create(spin);
    const slotError = (weekday: number, startTime: string) =>
      inputError(bed.asAdmin.classes.addSlot({ classId: klass.id, weekday, startTime }));
    expect(await slotError(8, '18:00')).toBe('Choose a weekday.');
    expect(await slotError(1, '6pm')).toBe('Enter a start time like 18:00.');
    expect(await slotError(1, '24:00')).toBe('Enter a start time like 18:00.');
    expect(await bed.db.selectFrom('classes').select('id').execute()).toHaveLength(1);
    expect(await bed.db.selectFrom('classSlots').select('id').execute()).toEqual([]);
  });

  it('is for administrators only, except the public timetable', async () => {
    const member = await createAccount(bed.db, 'member');
    for (const [caller, code] of [
      [await callerAs(bed.deps), 'UNAUTHORIZED'],
      [await callerAs(bed.deps, member), 'FORBIDDEN'],
    ] as const) {
      expect((await apiError(caller.classes.create(spin))).code).toBe(code);
      expect((await apiError(caller.classes.list())).code).toBe(code);
      expect((await apiError(caller.classes.roster({ sessionId: 'x' }))).code).toBe(code);
      expect((await apiError(caller.classes.cancelSession({ sessionId: 'x' }))).code).toBe(code);
    }
    expect(await (await callerAs(bed.deps)).classes.timetable()).toEqual({ timeZone: 'UTC', slots: [] });
  });
});

describe('classes.addSlot and classes.removeSlot', () => {
  it('creates the sessions for the coming 8 weeks at once, and refuses the same time twice', async () => {
    const klass = await bed.asAdmin.classes.create(spin);

    const added = await bed.asAdmin.classes.addSlot({ classId: klass.id, weekday: 1, startTime: '18:00' });

    expect(added).toEqual({
      ok: true,
      slot: { id: expect.any(String), classId: klass.id, weekday: 1, startTime: '18:00' },
      sessionsCreated: 8,
    });
    const sessions = await bed.sessionsOfClass(klass.id);
    expect(sessions.map((s) => s.day)).toEqual(Array.from({ length: 8 }, (_, week) => addDays('2026-11-23', 7 * week)));
    const [first] = sessions;
    expect([first?.slotId, first?.startsAt, first?.endsAt]).toEqual([
      added.slot.id,
      MONDAY_1800,
      '2026-11-23T18:45:00.000Z',
    ]);
    expect([first?.capacity, first?.bookedCount, first?.status, first?.cancelReason]).toEqual([
      2,
      0,
      'scheduled',
      null,
    ]);
    expect(await refusal(bed.asAdmin.classes.addSlot({ classId: klass.id, weekday: 1, startTime: '18:00' }))).toBe(
      'CONFLICT: This class already runs then.',
    );
    await bed.asAdmin.classes.archive({ classId: klass.id });
    expect(await refusal(bed.asAdmin.classes.addSlot({ classId: klass.id, weekday: 2, startTime: '18:00' }))).toBe(
      'CONFLICT: Restore the class before adding times.',
    );
    expect(await bed.sessionsOfClass(klass.id)).toHaveLength(8);
    expect(await bed.db.selectFrom('classSlots').select('id').execute()).toHaveLength(1);
  });

  it('cancels the future sessions of a removed time, telling whoever booked, and keeps the past ones', async () => {
    const { classId, slotId } = await bed.spinOnMondays();
    const [today, nextWeek] = await bed.sessionsOfClass(classId);
    if (!today || !nextWeek) throw new Error('sessions');
    const [ann, bob, cy] = await bed.membersBooking(nextWeek.id, 3); // cy waits
    bed.clock.set('2026-11-23T19:00:00.000Z'); // today's session is over

    expect(await bed.asAdmin.classes.removeSlot({ slotId })).toEqual({ sessionsCancelled: 7, membersTold: 3 });

    const after = await bed.sessionsOfClass(classId);
    expect(after.map((s) => [s.day, s.status, s.slotId])).toEqual(
      after.map((s, i) => [s.day, i === 0 ? 'scheduled' : 'cancelled', null]),
    );
    const told = 'Cancelled: Spin on Mon, Nov 30, 6:00 PM (taken off the timetable)';
    for (const member of [ann, bob, cy]) {
      expect(await bed.messagesTo(member as TestAccount)).toEqual([told]);
      expect(await bed.mailTo(member as TestAccount)).toEqual([{ subject: told, status: 'queued' }]);
    }
    expect((await bed.asAdmin.classes.list())[0]?.slots).toEqual([]);
    expect(await refusal(bed.asAdmin.classes.removeSlot({ slotId }))).toBe('NOT_FOUND: Timetable slot not found.');
  });
});

describe('classes.update capacity and duration', () => {
  it('gives new places to the people waiting, in the order they joined, and tells them', async () => {
    const { classId } = await bed.spinOnMondays(2);
    const sessionId = await bed.firstSession(classId);
    const people = await bed.membersBooking(sessionId, 5); // A, B booked; C, D, E waiting 1, 2, 3

    await bed.asAdmin.classes.update({ classId, ...spin, capacity: 4 });

    const { people: roster } = await bed.asAdmin.classes.roster({ sessionId });
    expect(roster.map((p) => [p.memberName, p.status, p.waitlistPosition])).toEqual([
      ['Member A', 'booked', null],
      ['Member B', 'booked', null],
      ['Member C', 'booked', 1],
      ['Member D', 'booked', 2],
      ['Member E', 'waitlisted', 3],
    ]);
    const sessions = await bed.sessionsOfClass(classId);
    expect(sessions.map((s) => s.capacity)).toEqual(Array(8).fill(4));
    expect(sessions[0]?.bookedCount).toBe(4);
    const youreIn = "You're in: Spin on Mon, Nov 23, 6:00 PM";
    expect(await Promise.all(people.map(bed.messagesTo))).toEqual([[], [], [youreIn], [youreIn], []]);
  });

  it('lowers the capacity of future sessions as given, and resells no freed place above it', async () => {
    const { classId } = await bed.spinOnMondays(3);
    const sessionId = await bed.firstSession(classId);
    const [ann, bob, cy] = await bed.membersBooking(sessionId, 3);
    const cancelAs = async (member: TestAccount | undefined) =>
      (await callerAs(bed.deps, member as TestAccount)).bookings.cancel({ sessionId });

    await bed.asAdmin.classes.update({ classId, ...spin, capacity: 1 });

    // Nobody booked loses their place; the session shows full, not a negative number of spots.
    const sessions = await bed.sessionsOfClass(classId);
    expect(sessions.map((s) => s.capacity)).toEqual(Array(8).fill(1));
    expect(sessions[0]?.bookedCount).toBe(3);
    const [late] = await bed.membersBooking(sessionId, 1);
    const mine = await (await callerAs(bed.deps, late as TestAccount)).bookings.upcoming({ limit: 1 });
    expect([mine.items[0]?.spotsLeft, mine.items[0]?.myBooking]).toEqual([
      0,
      // A place in the queue may be given up until the class starts: no cancel deadline to show.
      { status: 'waitlisted', waitlistPosition: 1, canCancel: true, cancelUntil: null },
    ]);

    // Two leave: the session comes down to its capacity, and the person waiting stays waiting.
    expect(await cancelAs(ann)).toEqual({ ok: true, promoted: false });
    expect(await cancelAs(bob)).toEqual({ ok: true, promoted: false });
    const newcomers = await bed.membersBooking(sessionId, 2);
    const { session, people } = await bed.asAdmin.classes.roster({ sessionId });
    expect([session.capacity, session.bookedCount]).toEqual([1, 1]);
    expect(people.map((p) => [p.memberId, p.status, p.waitlistPosition])).toEqual([
      [cy?.id, 'booked', null],
      [late?.id, 'waitlisted', 1],
      [newcomers[0]?.id, 'waitlisted', 2],
      [newcomers[1]?.id, 'waitlisted', 3],
    ]);

    // The last one over leaves: now the place is the first waiting person's.
    expect(await cancelAs(cy)).toEqual({ ok: true, promoted: true });
    expect((await bed.sessionsOfClass(classId))[0]?.bookedCount).toBe(1);
    expect(await bed.messagesTo(late as TestAccount)).toEqual(["You're in: Spin on Mon, Nov 23, 6:00 PM"]);
  });

  it('moves the end of every session to come when the duration changes, and leaves past ones', async () => {
    const { classId } = await bed.spinOnMondays();
    bed.clock.set('2026-11-23T19:00:00.000Z'); // Monday's class is over

    await bed.asAdmin.classes.update({ classId, ...spin, durationMinutes: 60 });

    const sessions = await bed.sessionsOfClass(classId);
    expect(sessions.map((s) => (Date.parse(s.endsAt) - Date.parse(s.startsAt)) / 60_000)).toEqual([
      45, 60, 60, 60, 60, 60, 60, 60,
    ]);
    expect(sessions.map((s) => s.capacity)).toEqual(Array(8).fill(spin.capacity));
  });
});
