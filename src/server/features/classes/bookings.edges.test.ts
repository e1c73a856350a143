// A cancelled membership runs up to, not through, the day it ends: a class on that day cannot be
// booked. (A class before that day can: bookings.test.ts.)
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError } from '../../test/api-error.js';
import { type ClassesBed, createClassesBed } from '../../test/classes-testbed.js';
import { callerAs, createAccount } from '../../test/harness.js';

let bed: ClassesBed;
beforeEach(async () => {
  bed = await createClassesBed();
});
afterEach(() => bed.testDb.close());

describe('bookings.book on the day a cancelled membership ends', () => {
  it('refuses that evening’s class to a member cancelled that morning', async () => {
    const { classId } = await bed.spinOnMondays();
    const sessionId = await bed.firstSession(classId);
    const member = await createAccount(bed.db, 'member');
    // Monday 09:00: with no paid period left, the membership ends today.
    bed.clock.set('2026-11-23T09:00:00.000Z');
    expect(await bed.asAdmin.memberships.cancel({ userId: member.id })).toEqual({
      status: 'cancelled',
      endsOn: '2026-11-23',
    });

    expect(await apiError((await callerAs(bed.deps, member)).bookings.book({ sessionId }))).toEqual({
      code: 'CONFLICT',
      message: 'Your membership is cancelled, so you cannot book classes.',
    });
    expect((await bed.asAdmin.classes.roster({ sessionId })).people).toEqual([]);
  });
});
