// The trail bookings leave for the people who read it: who booked, who waited and at which place, what
// a cancelled booking had been, who was moved up; and the email the person moved up receives.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ClassesBed, createClassesBed } from '../../test/classes-testbed.js';
import { callerAs, type TestAccount } from '../../test/harness.js';

let bed: ClassesBed;
beforeEach(async () => {
  bed = await createClassesBed();
});
afterEach(() => bed.testDb.close());

async function classEvents() {
  const rows = await bed.db
    .selectFrom('events')
    .select(['type', 'actorId', 'subject', 'detail'])
    .where('type', 'like', 'class.%')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map((e) => ({ ...e, detail: JSON.parse(e.detail ?? 'null') }));
}

const cancel = async (member: TestAccount, sessionId: string) =>
  (await callerAs(bed.deps, member)).bookings.cancel({ sessionId });

describe('the booking trail', () => {
  it('records each booking, each place on the waitlist, and who was moved up when a place came free', async () => {
    const { classId } = await bed.spinOnMondays(1);
    const sessionId = await bed.firstSession(classId);
    const [a, b, c] = await bed.membersBooking(sessionId, 3);
    if (!a || !b || !c) throw new Error('three members');
    await cancel(a, sessionId);

    expect(await classEvents()).toEqual([
      { type: 'class.booked', actorId: a.id, subject: sessionId, detail: null },
      { type: 'class.waitlisted', actorId: b.id, subject: sessionId, detail: { position: 1 } },
      { type: 'class.waitlisted', actorId: c.id, subject: sessionId, detail: { position: 2 } },
      { type: 'class.booking_cancelled', actorId: a.id, subject: sessionId, detail: { was: 'booked' } },
      { type: 'class.promoted', actorId: null, subject: sessionId, detail: { memberId: b.id } },
    ]);
  });

  it('records that a booking left was a place on the waitlist, and moves nobody up', async () => {
    const { classId } = await bed.spinOnMondays(1);
    const sessionId = await bed.firstSession(classId);
    const [, b] = await bed.membersBooking(sessionId, 2);
    if (!b) throw new Error('two members');
    expect(await cancel(b, sessionId)).toEqual({ ok: true, promoted: false });
    expect((await classEvents()).slice(2)).toEqual([
      { type: 'class.booking_cancelled', actorId: b.id, subject: sessionId, detail: { was: 'waitlisted' } },
    ]);
  });
});

describe('the person moved up', () => {
  it('is emailed that the place is theirs', async () => {
    const { classId } = await bed.spinOnMondays(1);
    const sessionId = await bed.firstSession(classId);
    const [a, b] = await bed.membersBooking(sessionId, 2);
    if (!a || !b) throw new Error('two members');
    await cancel(a, sessionId);

    const mail = await bed.db
      .selectFrom('mailQueue')
      .select(['toAddress', 'subject', 'bodyText'])
      .where('toAddress', '=', b.email)
      .execute();
    expect(mail).toEqual([
      {
        toAddress: b.email,
        subject: "You're in: Spin on Mon, Nov 23, 6:00 PM",
        bodyText: expect.stringContaining(
          'You were on the waitlist for Spin on Mon, Nov 23, 6:00 PM; you are now booked.\n\nSee my classes: http://localhost:3000/member/classes',
        ),
      },
    ]);
  });
});
