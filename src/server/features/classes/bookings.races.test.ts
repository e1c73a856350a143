// Two people acting on one session at the same moment, many rounds over: a booked member giving up the
// last place while another books, a member booking while an admin cancels the session, and a member
// cancelling while the admin does. On PostgreSQL the harness's pool really runs the two transactions
// side by side; SQLite takes one writer at a time, and the same outcome must hold there too.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ClassesBed, createClassesBed } from '../../test/classes-testbed.js';
import { callerAs, createAccount } from '../../test/harness.js';

const ROUNDS = 40;

let bed: ClassesBed;
beforeEach(async () => {
  bed = await createClassesBed();
});
afterEach(() => bed.testDb.close());

/** `count` fresh sessions of `capacity` places (8 a class: one a week). */
async function sessions(count: number, capacity: number): Promise<string[]> {
  const ids: string[] = [];
  while (ids.length < count) {
    const { classId } = await bed.spinOnMondays(capacity);
    ids.push(...(await bed.sessionsOfClass(classId)).map((s) => s.id));
  }
  return ids.slice(0, count);
}

async function member() {
  const account = await createAccount(bed.db, 'member');
  return { account, caller: await callerAs(bed.deps, account) };
}

async function sessionState(sessionId: string) {
  const session = await bed.db
    .selectFrom('classSessions')
    .select(['capacity', 'bookedCount', 'status'])
    .where('id', '=', sessionId)
    .executeTakeFirstOrThrow();
  const bookings = await bed.db
    .selectFrom('bookings')
    .select(['memberId', 'status'])
    .where('sessionId', '=', sessionId)
    .execute();
  return { ...session, bookings };
}

/** How many "Cancelled: …" notifications the member has had (sessions on the same day read alike). */
async function cancellationsTold(memberId: string): Promise<number> {
  const rows = await bed.db
    .selectFrom('notifications')
    .select('id')
    .where('memberId', '=', memberId)
    .where('message', 'like', 'Cancelled: %')
    .execute();
  return rows.length;
}

describe('a booked member cancels the last place while another books it', () => {
  it('never leaves a free place with someone waiting: the one booking ends up with the place', async () => {
    const ann = await member();
    const bob = await member();
    const problems: string[] = [];

    for (const [round, sessionId] of (await sessions(ROUNDS, 1)).entries()) {
      await ann.caller.bookings.book({ sessionId });

      await Promise.all([ann.caller.bookings.cancel({ sessionId }), bob.caller.bookings.book({ sessionId })]);

      const state = await sessionState(sessionId);
      const bobs = state.bookings.find((b) => b.memberId === bob.account.id)?.status;
      const booked = state.bookings.filter((b) => b.status === 'booked').length;
      if (bobs !== 'booked' || state.bookedCount !== 1 || booked !== 1) {
        problems.push(`round ${round}: Bob ${bobs}, booked_count ${state.bookedCount}, ${booked} booked`);
      }
    }

    expect(problems).toEqual([]);
  });
});

describe('a member books while an admin cancels the session', () => {
  it('either refuses the booking or cancels it and tells the member, never a live booking on a cancelled session', async () => {
    const [ann, bob] = [await member(), await member()];
    const problems: string[] = [];

    for (const [round, sessionId] of (await sessions(ROUNDS, 1)).entries()) {
      // Ann holds the one place, so Bob would go on the waitlist.
      await ann.caller.bookings.book({ sessionId });
      const toldBefore = await cancellationsTold(bob.account.id);

      const [booking] = await Promise.allSettled([
        bob.caller.bookings.book({ sessionId }),
        bed.asAdmin.classes.cancelSession({ sessionId }),
      ]);

      const state = await sessionState(sessionId);
      const live = state.bookings.filter((b) => b.status !== 'cancelled');
      if (state.status !== 'cancelled' || state.bookedCount !== 0 || live.length > 0) {
        problems.push(`round ${round}: session ${state.status}, ${live.length} live bookings`);
      } else if (booking.status === 'rejected' && booking.reason?.message !== 'This class was cancelled.') {
        problems.push(`round ${round}: refused with "${booking.reason?.message}"`);
      } else if (booking.status === 'fulfilled' && (await cancellationsTold(bob.account.id)) !== toldBefore + 1) {
        problems.push(`round ${round}: Bob was ${booking.value.status} then cancelled without being told`);
      }
    }

    expect(problems).toEqual([]);
  });
});

describe('a booked member cancels while an admin cancels the session', () => {
  it('cancels both without a deadlock, the session holding no place afterwards', async () => {
    const ann = await member();
    const problems: string[] = [];

    for (const [round, sessionId] of (await sessions(ROUNDS, 1)).entries()) {
      // Nobody waits, so Ann's cancel gives the place back to the session the admin is cancelling.
      await ann.caller.bookings.book({ sessionId });

      const outcomes = await Promise.allSettled([
        ann.caller.bookings.cancel({ sessionId }),
        bed.asAdmin.classes.cancelSession({ sessionId }),
      ]);

      const failed = outcomes.flatMap((o) => (o.status === 'rejected' ? [String(o.reason?.message)] : []));
      // Cancelling after the admin did finds no booking left; anything else (a deadlock) is a fault.
      const unexpected = failed.filter((message) => message !== 'You have no booking for this class.');
      const state = await sessionState(sessionId);
      const live = state.bookings.filter((b) => b.status !== 'cancelled');
      if (unexpected.length > 0 || state.status !== 'cancelled' || live.length > 0 || state.bookedCount !== 0) {
        problems.push(
          `round ${round}: ${unexpected.join('; ') || 'no error'}; session ${state.status}, ${live.length} live`,
        );
      }
    }

    expect(problems).toEqual([]);
    // PostgreSQL takes a second to find each deadlock: time enough to list them rather than time out.
  }, 60_000);
});
