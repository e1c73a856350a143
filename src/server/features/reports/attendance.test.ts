// The attendance report: check-ins and distinct members over a range of the gym's days (both
// included), per day (every day listed) and per hour of the day, in GYM_TIMEZONE across its
// daylight-saving changes; class "Mark attended" visits count too. Query plans: attendance.plans.test.ts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  callerAs,
  createAccount,
  createTestDatabase,
  createTestDeps,
  TEST_GYM,
  type TestAccount,
  type TestDatabase,
} from '../../test/harness.js';
import { ManualClock } from '../../test/manual-clock.js';
import type { AppDeps } from '../../trpc/context.js';

type Caller = Awaited<ReturnType<typeof callerAs>>;

describe('reports.attendance', () => {
  let t: TestDatabase;
  let clock: ManualClock;
  let deps: AppDeps;
  let desk: Caller;

  beforeEach(async () => {
    t = await createTestDatabase();
    clock = new ManualClock('2026-03-01T15:00:00.000Z');
    deps = createTestDeps(t, { clock, gym: { ...TEST_GYM, timeZone: 'America/New_York' } });
    desk = await callerAs(deps, await createAccount(t.db, 'admin'));
  });
  afterEach(() => t.close());

  const codes = new Map<string, string>();
  async function member(name: string): Promise<TestAccount> {
    const account = await createAccount(t.db, 'member', { name });
    codes.set(account.id, (await (await callerAs(deps, account)).checkIns.myCode()).code);
    return account;
  }

  /** A desk check-in at an instant; the test's times are chosen so each one is accepted. */
  async function checkInAt(instant: string, who: TestAccount) {
    clock.set(instant);
    const answer = await desk.checkIns.checkIn({ text: codes.get(who.id) ?? '' });
    expect(answer, `${who.name} at ${instant}`).toMatchObject({ outcome: 'checked_in' });
  }

  /** The hours that had check-ins, as [hour, count]. */
  const busyHours = (report: { byHour: { hour: number; checkIns: number }[] }) =>
    report.byHour.filter((h) => h.checkIns > 0).map((h) => [h.hour, h.checkIns]);

  it('counts per day of the gym (every day listed), per local hour and distinct members, across the spring change, both ends included', async () => {
    const [ann, ben, cat, dan, eve] = [
      await member('Ann'),
      await member('Ben'),
      await member('Cat'),
      await member('Dan'),
      await member('Eve'),
    ];
    // 23:30 on 6 March (EST, UTC-5): the day before the range, though UTC already says 7 March.
    await checkInAt('2026-03-07T04:30:00.000Z', eve);
    // 07:15 on 7 March (EST), and again at 23:30 the same evening: two check-ins, one member.
    await checkInAt('2026-03-07T12:15:00.000Z', ann);
    await checkInAt('2026-03-08T04:30:00.000Z', ann);
    // 07:15 on 8 March, the day clocks went forward (EDT, UTC-4).
    await checkInAt('2026-03-08T11:15:00.000Z', ben);
    // 07:15 on 9 March: Ann on a second day still counts once over the range.
    await checkInAt('2026-03-09T11:15:00.000Z', ann);
    // 23:30 on 9 March, the last day of the range (10 March in UTC).
    await checkInAt('2026-03-10T03:30:00.000Z', cat);
    // 00:30 on 10 March: the day after the range.
    await checkInAt('2026-03-10T04:30:00.000Z', dan);

    const report = await desk.reports.attendance({ startDate: '2026-03-07', endDate: '2026-03-09' });

    expect(report).toEqual({
      type: 'attendance',
      startDate: '2026-03-07',
      endDate: '2026-03-09',
      checkIns: 5,
      members: 3,
      byDay: [
        { day: '2026-03-07', checkIns: 2, members: 1 },
        { day: '2026-03-08', checkIns: 1, members: 1 },
        { day: '2026-03-09', checkIns: 2, members: 2 },
      ],
      byHour: expect.any(Array),
    });
    expect(report.byHour.map((h) => h.hour)).toEqual(Array.from({ length: 24 }, (_, hour) => hour));
    expect(busyHours(report)).toEqual([
      [7, 3],
      [23, 2],
    ]);

    // A wider range lists the quiet day with zeros and takes in the visits on either side.
    const wider = await desk.reports.attendance({ startDate: '2026-03-05', endDate: '2026-03-10' });
    expect(wider.byDay).toEqual([
      { day: '2026-03-05', checkIns: 0, members: 0 },
      { day: '2026-03-06', checkIns: 1, members: 1 },
      { day: '2026-03-07', checkIns: 2, members: 1 },
      { day: '2026-03-08', checkIns: 1, members: 1 },
      { day: '2026-03-09', checkIns: 2, members: 2 },
      { day: '2026-03-10', checkIns: 1, members: 1 },
    ]);
    expect(wider).toMatchObject({ checkIns: 7, members: 5 });
    expect(busyHours(wider)).toEqual([
      [0, 1],
      [7, 3],
      [23, 3],
    ]);

    // One day, start and end the same.
    const oneDay = await desk.reports.attendance({ startDate: '2026-03-09', endDate: '2026-03-09' });
    expect(oneDay).toMatchObject({ checkIns: 2, members: 2, byDay: [{ day: '2026-03-09', checkIns: 2, members: 2 }] });
  });

  it('keeps 07:15 at hour 7 across the autumn change, and counts both showings of 01:30 in hour 1', async () => {
    const [ann, ben, cat] = [await member('Ann'), await member('Ben'), await member('Cat')];
    // 07:15 on 31 October (EDT, UTC-4).
    await checkInAt('2026-10-31T11:15:00.000Z', ann);
    // 1 November: 01:30 EDT, then 01:30 again after clocks went back (EST), then 07:15 EST.
    await checkInAt('2026-11-01T05:30:00.000Z', ben);
    await checkInAt('2026-11-01T06:30:00.000Z', cat);
    await checkInAt('2026-11-01T12:15:00.000Z', ann);

    const report = await desk.reports.attendance({ startDate: '2026-10-31', endDate: '2026-11-01' });

    expect(report).toMatchObject({
      checkIns: 4,
      members: 3,
      byDay: [
        { day: '2026-10-31', checkIns: 1, members: 1 },
        { day: '2026-11-01', checkIns: 3, members: 3 },
      ],
    });
    expect(busyHours(report)).toEqual([
      [1, 2],
      [7, 2],
    ]);
  });

  it('counts a class "Mark attended" as a check-in, and a member at the desk and in class that day once', async () => {
    const ann = await member('Ann');
    const asAnn = await callerAs(deps, ann);
    // Monday 2 March; the class runs on Wednesdays at 18:00 in New York (23:00 UTC).
    clock.set('2026-03-02T15:00:00.000Z');
    const spin = await desk.classes.create({ name: 'Spin', capacity: 10, durationMinutes: 45 });
    await desk.classes.addSlot({ classId: spin.id, weekday: 3, startTime: '18:00' });
    const [session] = (await desk.classes.sessions({ limit: 1 })).items;
    expect(session).toMatchObject({ day: '2026-03-04', startsAt: '2026-03-04T23:00:00.000Z' });
    const booking = await asAnn.bookings.book({ sessionId: session?.id ?? '' });

    await checkInAt('2026-03-04T21:30:00.000Z', ann);
    clock.set('2026-03-04T23:40:00.000Z');
    await desk.classes.markAttended({ bookingId: booking.bookingId });

    const report = await desk.reports.attendance({ startDate: '2026-03-04', endDate: '2026-03-04' });
    expect(report).toMatchObject({ checkIns: 2, members: 1, byDay: [{ day: '2026-03-04', checkIns: 2, members: 1 }] });
    expect(busyHours(report)).toEqual([
      [16, 1],
      [18, 1],
    ]);
    // The desk sees the class visit as today's latest check-in, and a scan now is "already".
    expect((await desk.checkIns.today()).items.map((c) => c.source)).toEqual(['class', 'desk']);
    // The roll, taken 40 minutes in, counts the visit at the start of the class.
    expect(await desk.checkIns.checkIn({ text: codes.get(ann.id) ?? '' })).toMatchObject({
      outcome: 'already',
      at: '2026-03-04T23:00:00.000Z',
    });
  });

  it('does not count a class visit twice when the member checked in at the desk for it', async () => {
    const ann = await member('Ann');
    clock.set('2026-03-02T15:00:00.000Z');
    const spin = await desk.classes.create({ name: 'Spin', capacity: 10, durationMinutes: 45 });
    await desk.classes.addSlot({ classId: spin.id, weekday: 3, startTime: '18:00' });
    const [session] = (await desk.classes.sessions({ limit: 1 })).items;
    const booking = await (await callerAs(deps, ann)).bookings.book({ sessionId: session?.id ?? '' });

    await checkInAt('2026-03-04T22:50:00.000Z', ann); // 17:50, ten minutes before the class
    clock.set('2026-03-05T13:00:00.000Z'); // the roll is taken the next morning
    expect(await desk.classes.markAttended({ bookingId: booking.bookingId })).toEqual({
      attended: true,
      attendedAt: '2026-03-05T13:00:00.000Z',
    });

    const report = await desk.reports.attendance({ startDate: '2026-03-04', endDate: '2026-03-05' });
    expect(report).toMatchObject({ checkIns: 1, members: 1 });
    expect(busyHours(report)).toEqual([[17, 1]]);
  });
});
