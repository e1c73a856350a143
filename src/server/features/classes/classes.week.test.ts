// classes.week: the admin's week calendar reads one week of sessions, Monday to Sunday on the gym's
// calendar (a gym in Auckland, 13 hours ahead of UTC, so a UTC week would give itself away), cancelled
// ones included, and a trainer only their own classes' sessions.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError } from '../../test/api-error.js';
import { SPIN } from '../../test/classes-testbed.js';
import { callerAs, createAccount, createRouterTestbed, type RouterTestbed, TEST_GYM } from '../../test/harness.js';
import { ManualClock } from '../../test/manual-clock.js';

// Monday 23 November, 01:00 in Auckland (still Sunday in UTC).
const NOW = '2026-11-22T12:00:00.000Z';
let bed: RouterTestbed;

beforeEach(async () => {
  bed = await createRouterTestbed({
    clock: new ManualClock(NOW),
    gym: { ...TEST_GYM, timeZone: 'Pacific/Auckland' },
  });
});
afterEach(() => bed.testDb.close());

async function classAt(name: string, weekday: number, startTime: string, trainerId = '') {
  const klass = await bed.asAdmin.classes.create({ ...SPIN, name, trainerId });
  await bed.asAdmin.classes.addSlot({ classId: klass.id, weekday, startTime });
  return klass.id;
}

describe('classes.week', () => {
  it("lists the week's sessions from Monday 00:00 to Sunday 24:00 on the gym's clock, soonest first", async () => {
    await classAt('Early Spin', 1, '06:00'); // Monday 06:00 NZDT is Sunday 17:00 UTC
    await classAt('Late Yoga', 7, '23:30'); // Sunday 23:30 NZDT is Sunday 10:30 UTC

    const week = await bed.asAdmin.classes.week({ weekOf: '2026-11-25' });
    expect(week.weekStart).toBe('2026-11-23');
    expect(week.more).toBe(false);
    expect(week.items.map((s) => [s.className, s.startsAt])).toEqual([
      ['Early Spin', '2026-11-22T17:00:00.000Z'],
      ['Late Yoga', '2026-11-29T10:30:00.000Z'],
    ]);
    expect(week.items[0]).toMatchObject({
      capacity: SPIN.capacity,
      bookedCount: 0,
      waitlistCount: 0,
      spotsLeft: SPIN.capacity,
      status: 'scheduled',
      started: false,
      trainer: SPIN.trainer,
    });

    // The next Monday's 06:00 belongs to the next week, though it is still Sunday 29th in UTC.
    const next = await bed.asAdmin.classes.week({ weekOf: '2026-11-30' });
    expect(next.weekStart).toBe('2026-11-30');
    expect(next.items.map((s) => s.startsAt)).toEqual(['2026-11-29T17:00:00.000Z', '2026-12-06T10:30:00.000Z']);
  });

  it('shows a cancelled session, marked so, and a past week empty', async () => {
    await classAt('Early Spin', 1, '06:00');
    const [first] = (await bed.asAdmin.classes.week({ weekOf: '2026-11-23' })).items;
    await bed.asAdmin.classes.cancelSession({ sessionId: first?.id ?? '', reason: 'Trainer is ill' });

    expect((await bed.asAdmin.classes.week({ weekOf: '2026-11-29' })).items).toMatchObject([
      { id: first?.id, status: 'cancelled', cancelReason: 'Trainer is ill' },
    ]);
    expect((await bed.asAdmin.classes.week({ weekOf: '2026-11-16' })).items).toEqual([]);
  });

  it('gives a trainer only the sessions of the classes they teach, and the desk all of them', async () => {
    const kim = await createAccount(bed.db, 'trainer', { name: 'Kim Trainer' });
    const desk = await createAccount(bed.db, 'frontdesk');
    await classAt('Spin', 2, '18:00', kim.id);
    await classAt('Boxing', 3, '18:00');

    const names = async (account: typeof kim) =>
      (await (await callerAs(bed.deps, account)).classes.week({ weekOf: '2026-11-23' })).items.map((s) => s.className);
    expect(await names(kim)).toEqual(['Spin']);
    expect(await names(desk)).toEqual(['Spin', 'Boxing']);
  });

  it('refuses a day that is not a calendar date, and a member', async () => {
    expect(await apiError(bed.asAdmin.classes.week({ weekOf: '2026-02-30' }))).toMatchObject({ code: 'BAD_REQUEST' });
    const member = await createAccount(bed.db, 'member');
    expect((await apiError((await callerAs(bed.deps, member)).classes.week({ weekOf: '2026-11-23' }))).code).toBe(
      'FORBIDDEN',
    );
  });
});
