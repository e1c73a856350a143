// A database, an admin and a clock at Sunday 22 November 2026 12:00 UTC for the classes tests, with
// the steps they share: a Spin class on Mondays at 18:00, members booking one after another, and
// what those members were told.
import { apiError } from './api-error.js';
import { callerAs, createAccount, createRouterTestbed, createTestDeps, type TestAccount } from './harness.js';
import { ManualClock } from './manual-clock.js';

export const MONDAY_1800 = '2026-11-23T18:00:00.000Z';
export const SPIN = { name: 'Spin', description: 'On the bike.', trainer: 'Kim', capacity: 2, durationMinutes: 45 };

/** "CODE: message", as an API caller is refused. */
export async function refusal(call: Promise<unknown>): Promise<string> {
  const error = await apiError(call);
  return `${error.code}: ${error.message}`;
}

export async function createClassesBed() {
  const { testDb, admin } = await createRouterTestbed();
  const clock = new ManualClock('2026-11-22T12:00:00.000Z'); // a Sunday
  const deps = createTestDeps(testDb, { clock });
  const asAdmin = await callerAs(deps, admin);
  const { db } = testDb;

  const sessionsOfClass = (classId: string) =>
    db
      .selectFrom('classSessions')
      .select(['id', 'slotId', 'day', 'startsAt', 'endsAt', 'capacity', 'bookedCount', 'status', 'cancelReason'])
      .where('classId', '=', classId)
      .orderBy('startsAt')
      .execute();

  return {
    testDb,
    db,
    admin,
    clock,
    deps,
    asAdmin,
    sessionsOfClass,

    async spinOnMondays(capacity = SPIN.capacity) {
      const klass = await asAdmin.classes.create({ ...SPIN, capacity });
      const { slot } = await asAdmin.classes.addSlot({ classId: klass.id, weekday: 1, startTime: '18:00' });
      return { classId: klass.id, slotId: slot.id };
    },

    async firstSession(classId: string): Promise<string> {
      return (await sessionsOfClass(classId))[0]?.id ?? '';
    },

    /** Members A, B, C… booking one after another (the first `capacity` get places, the rest wait). */
    async membersBooking(sessionId: string, count: number): Promise<TestAccount[]> {
      const people = [];
      for (let i = 0; i < count; i++) {
        const member = await createAccount(db, 'member', { name: `Member ${String.fromCharCode(65 + i)}` });
        await (await callerAs(deps, member)).bookings.book({ sessionId });
        people.push(member);
        clock.advance(1000);
      }
      return people;
    },

    // What members were told about changes to their classes; each booked place's own confirmation
    // ("Booked: …", member-mail.test.ts) is left out.
    async messagesTo(member: TestAccount) {
      const rows = await db
        .selectFrom('notifications')
        .select('message')
        .where('memberId', '=', member.id)
        .where('message', 'not like', 'Booked: %')
        .execute();
      return rows.map((r) => r.message);
    },

    mailTo: (member: TestAccount) =>
      db
        .selectFrom('mailQueue')
        .select(['subject', 'status'])
        .where('toAddress', '=', member.email)
        .where('subject', 'not like', 'Booking confirmed: %')
        .execute(),
  };
}

export type ClassesBed = Awaited<ReturnType<typeof createClassesBed>>;
