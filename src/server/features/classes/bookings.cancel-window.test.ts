// bookings.upcoming says, for each of the member's bookings, whether "Cancel booking" would succeed
// now and until when: the same rule bookings.cancel applies (BOOKING_CANCEL_HOURS before the start).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ClassesBed, createClassesBed, refusal } from '../../test/classes-testbed.js';
import { callerAs } from '../../test/harness.js';

let bed: ClassesBed;

beforeEach(async () => {
  bed = await createClassesBed(); // Sunday 22 Nov 2026 12:00 UTC; cancel until 2 hours before
});

afterEach(async () => {
  await bed.testDb.close();
});

describe('the cancel window in bookings.upcoming', () => {
  it('offers "Cancel booking" until two hours before the start, then no more, as cancel itself says', async () => {
    const { classId } = await bed.spinOnMondays(1);
    const sessionId = await bed.firstSession(classId);
    const [booked, waiting] = await bed.membersBooking(sessionId, 2);
    if (!booked || !waiting) throw new Error('two members expected');
    const asBooked = await callerAs(bed.deps, booked);
    const asWaiting = await callerAs(bed.deps, waiting);
    const mine = async (caller: typeof asBooked) =>
      (await caller.bookings.upcoming({ limit: 5 })).items.find((s) => s.id === sessionId)?.myBooking;

    expect(await mine(asBooked)).toMatchObject({
      status: 'booked',
      canCancel: true,
      cancelUntil: '2026-11-23T16:00:00.000Z',
    });

    bed.clock.set('2026-11-23T16:00:00.000Z');
    expect(await mine(asBooked)).toMatchObject({ canCancel: false, cancelUntil: '2026-11-23T16:00:00.000Z' });
    expect(await refusal(asBooked.bookings.cancel({ sessionId }))).toBe(
      'CONFLICT: Bookings can be cancelled until 2 hours before the class starts.',
    );
    // The waitlist can always be left.
    expect(await mine(asWaiting)).toMatchObject({ status: 'waitlisted', canCancel: true, cancelUntil: null });
    await asWaiting.bookings.cancel({ sessionId });
  });
});
