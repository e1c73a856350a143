// The desk selling and using passes (passes*.test.ts, add-member.test.ts): the New York desk of
// checkins-desk-testbed.ts with pass plans on sale and a class that has just begun for roll calls.
import { createClass } from '../features/classes/classes.service.js';
import { insertPlan } from '../features/plans/plans.queries.js';
import type { AppDeps } from '../trpc/context.js';
import { next } from './catalog-inputs.js';
import type { TestAccount } from './harness.js';

export async function passPlan(
  deps: AppDeps,
  pass: { name: string; priceCents: number; passVisits: number | null; passDays: number | null },
) {
  return insertPlan(deps.db, {
    name: pass.name,
    priceCents: pass.priceCents,
    period: 'none',
    pass: { passVisits: pass.passVisits, passDays: pass.passDays },
    now: deps.clock.now(),
  });
}

/** The member's booked place on a class that began ten minutes ago: its roll can be taken. */
export async function bookingInClassNow(deps: AppDeps, admin: TestAccount, memberId: string): Promise<string> {
  const now = deps.clock.now();
  const gym = await deps.settings.current();
  const spin = await createClass(
    deps.db,
    { name: `Spin ${next()}`, description: '', trainer: 'Ana', capacity: 12, durationMinutes: 45 },
    { adminId: admin.id, now, gym, appUrl: deps.config.appUrl },
  );
  const startsAt = new Date(now.getTime() - 10 * 60_000);
  const sessionId = `ses-${next()}`;
  await deps.db
    .insertInto('classSessions')
    .values({
      id: sessionId,
      classId: spin.id,
      startsAt: startsAt.toISOString(),
      slotId: null,
      day: startsAt.toISOString().slice(0, 10),
      endsAt: new Date(startsAt.getTime() + 45 * 60_000).toISOString(),
      capacity: 12,
      bookedCount: 1,
      waitlistCounter: 0,
      status: 'scheduled',
      cancelReason: null,
    })
    .execute();
  const bookingId = `bkg-${next()}`;
  await deps.db
    .insertInto('bookings')
    .values({
      id: bookingId,
      sessionId,
      memberId,
      status: 'booked',
      waitlistPosition: null,
      createdAt: startsAt.toISOString(),
      updatedAt: startsAt.toISOString(),
      attendedAt: null,
    })
    .execute();
  return bookingId;
}
