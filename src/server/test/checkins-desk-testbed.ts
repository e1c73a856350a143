// The front desk of /admin/check-in for the checkins.desk*.test.ts files: a fresh database, an admin
// at the desk, and a clock in a gym in New York, so a UTC day would give itself away; with the two
// look-ups those tests share.
import type { Db } from '../db/schema.js';
import { callerAs, createAccount, createTestDatabase, createTestDeps, TEST_GYM, type TestAccount } from './harness.js';
import { ManualClock } from './manual-clock.js';

/** A gym in New York: a UTC day or hour would give itself away. */
export const DESK_GYM = { ...TEST_GYM, timeZone: 'America/New_York' };

export type DeskCaller = Awaited<ReturnType<typeof callerAs>>;

export const MINUTE_MS = 60_000;

export async function createDeskBed() {
  const t = await createTestDatabase();
  const db: Db = t.db;
  // 14:00 UTC on 10 March 2026 is 10:00 in New York (daylight saving time began on 8 March).
  const clock = new ManualClock('2026-03-10T14:00:00.000Z');
  const deps = createTestDeps(t, { clock, gym: DESK_GYM });
  const admin = await createAccount(db, 'admin', { name: 'Desk Admin' });
  const desk = await callerAs(deps, admin);

  /** The member's own code, as /member shows it to them. */
  async function codeOf(member: TestAccount): Promise<string> {
    return (await (await callerAs(deps, member)).checkIns.myCode()).code;
  }

  /** Everything a check-in writes: the visits and the attendance totals kept with them. */
  async function recorded() {
    const [checkIns, hours] = await Promise.all([
      db
        .selectFrom('checkIns')
        .select(['memberId', 'checkedInAt', 'day', 'hour', 'source', 'sessionId', 'createdBy'])
        .orderBy('checkedInAt')
        .execute(),
      db.selectFrom('attendanceHours').selectAll().orderBy('day').orderBy('hour').execute(),
    ]);
    return {
      checkIns,
      hours: hours.map((h) => ({ ...h, checkIns: Number(h.checkIns), firstVisits: Number(h.firstVisits) })),
    };
  }

  return { t, db, clock, deps, admin, desk, codeOf, recorded };
}

export type DeskBed = Awaited<ReturnType<typeof createDeskBed>>;
