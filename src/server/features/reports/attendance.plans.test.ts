// The plans of the attendance report's queries and of the check-in lookups, over a year of visits:
// index ranges, never a read of every visit.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayRangeInstants } from '../../../shared/calendar.js';
import { MEMBER_CODE_ALPHABET } from '../../../shared/member-code.js';
import type { Db } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { createTestDatabase, TEST_DIALECT, type TestDatabase } from '../../test/harness.js';
import { expectIndexedSearch, type PlanSummary, planOf } from '../../test/query-plan.js';
import { checkInBetweenQuery, checkInsBetweenQuery, latestCheckInSinceQuery } from '../checkins/checkins.queries.js';
import { findDefaultPlan } from '../plans/plans.service.js';
import { attendanceByDayQuery, attendanceByHourQuery, attendanceMembersQuery } from './reports.queries.js';

// A year of a busy gym's visits put straight into the tables (as the desk would have written them,
// with the attendance totals that go with them), so the planners choose as they would in service.
describe('attendance query plans', () => {
  const MEMBERS = 400;
  const VISITS = 8000;
  const YEAR_START = '2025-03-01';
  let t: TestDatabase;
  let members: string[];

  /** The primary key of attendance_hours, as each dialect names it. */
  const HOURS_PK = TEST_DIALECT === 'sqlite' ? 'sqlite_autoindex_attendance_hours_1' : 'attendance_hours_pk';

  async function inBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
    for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
  }

  function codeFor(n: number): string {
    let code = '';
    for (let rest = n, i = 0; i < 8; i += 1, rest = Math.floor(rest / MEMBER_CODE_ALPHABET.length)) {
      code += MEMBER_CODE_ALPHABET[rest % MEMBER_CODE_ALPHABET.length];
    }
    return code;
  }

  async function seed(db: Db) {
    const plan = await findDefaultPlan(db);
    const now = new Date().toISOString();
    members = Array.from({ length: MEMBERS }, () => newId());
    await inBatches(members, 200, (ids) =>
      db
        .insertInto('users')
        .values(
          ids.map((id, i) => ({
            id,
            name: `Member ${i}`,
            email: `m${i}-${id.toLowerCase()}@gym.test`,
            passwordHash: 'not a hash',
            role: 'member' as const,
            joinDate: now,
            createdAt: now,
            searchKey: `member ${i}`,
          })),
        )
        .execute(),
    );
    await inBatches(
      members.map((userId, i) => ({ userId, i })),
      200,
      (batch) =>
        db
          .insertInto('memberships')
          .values(
            batch.map(({ userId, i }) => ({
              userId,
              planId: plan.id,
              nextPlanId: null,
              status: 'active' as const,
              billingAnchor: YEAR_START,
              billingDay: 1,
              nextBillDate: null,
              pausedOn: null,
              endsOn: null,
              memberCode: codeFor(i),
              createdAt: now,
              updatedAt: now,
            })),
          )
          .execute(),
    );
    // The gym is in UTC here, so a visit's day and hour are its instant's.
    const start = Date.parse(`${YEAR_START}T06:00:00.000Z`);
    const visits = Array.from({ length: VISITS }, (_, i) => {
      const at = new Date(start + Math.floor((i * 365 * 86_400_000) / VISITS));
      const checkedInAt = at.toISOString();
      return {
        id: newId(),
        memberId: members[(i * 7) % MEMBERS] as string,
        checkedInAt,
        day: checkedInAt.slice(0, 10),
        hour: at.getUTCHours(),
        source: 'desk' as const,
        sessionId: null,
        createdBy: null,
      };
    });
    await inBatches(visits, 500, (batch) => db.insertInto('checkIns').values(batch).execute());
    const hours = new Map<string, { day: string; hour: number; checkIns: number; firstVisits: number }>();
    const seen = new Set<string>();
    for (const visit of visits) {
      const key = `${visit.day} ${visit.hour}`;
      const row = hours.get(key) ?? { day: visit.day, hour: visit.hour, checkIns: 0, firstVisits: 0 };
      row.checkIns += 1;
      if (!seen.has(`${visit.day} ${visit.memberId}`)) row.firstVisits += 1;
      seen.add(`${visit.day} ${visit.memberId}`);
      hours.set(key, row);
    }
    await inBatches([...hours.values()], 500, (batch) => db.insertInto('attendanceHours').values(batch).execute());
    // What autovacuum would have done by now; the planner's choices depend on it.
    if (TEST_DIALECT === 'postgres') await sql`analyze users, memberships, check_ins, attendance_hours`.execute(db);
  }

  // One database for these plans: they are read-only questions about the same rows.
  beforeAll(async () => {
    t = await createTestDatabase();
    await seed(t.db);
  });
  afterAll(() => t.close());

  const month = { startDate: '2026-01-01', endDate: '2026-01-31' };
  const instantsOf = (range: { startDate: string; endDate: string }) => {
    const { from, to } = dayRangeInstants(range.startDate, range.endDate, 'UTC');
    return [from.toISOString(), to.toISOString()] as const;
  };

  /**
   * Visits are searched through `index` and never read in full or unbounded. (The SQLite summary
   * does not read an EXISTS probe's "SEARCH check_ins EXISTS USING …" line, so the index is looked
   * for in the plan's own text.)
   */
  function expectVisitsSearchedThrough(plan: PlanSummary, index: string) {
    expect(plan.text).toContain(index);
    expect(plan.fullScans, plan.text).not.toContain('check_ins');
    expect(
      plan.orderedScans.filter((s) => s.startsWith('check_ins:')),
      plan.text,
    ).toEqual([]);
  }

  it("reads a month's per-day and per-hour totals as a range of attendance_hours' primary key", async () => {
    expectIndexedSearch(await planOf(t.db, attendanceByDayQuery(t.db, month)), 'attendance_hours', HOURS_PK);
    expectIndexedSearch(await planOf(t.db, attendanceByHourQuery(t.db, month)), 'attendance_hours', HOURS_PK);
  });

  it("counts a year's distinct members with one check_ins_member_at_idx probe per member, not a read of every visit", async () => {
    const year = { startDate: YEAR_START, endDate: addDays(YEAR_START, 364) };
    const [from, to] = instantsOf(year);
    expectVisitsSearchedThrough(await planOf(t.db, attendanceMembersQuery(t.db, from, to)), 'check_ins_member_at_idx');
  });

  it("counts a month's distinct members through an index range of check_ins", async () => {
    const [from, to] = instantsOf(month);
    const plan = await planOf(t.db, attendanceMembersQuery(t.db, from, to));
    // Over a short range PostgreSQL may rather read the range's visits (check_ins_at_idx) than probe
    // every member: both are bounded by the range.
    expectVisitsSearchedThrough(
      plan,
      plan.text.includes('check_ins_member_at_idx') ? 'check_ins_member_at_idx' : 'check_ins_at_idx',
    );
  });

  it("finds a member's last check-in within the hour, and their first of the day, through check_ins_member_at_idx", async () => {
    const member = members[3] as string;
    const latest = await planOf(t.db, latestCheckInSinceQuery(t.db, member, '2026-01-10T14:00:00.000Z'));
    expectIndexedSearch(latest, 'check_ins', 'check_ins_member_at_idx');
    const [from, to] = instantsOf({ startDate: '2026-01-10', endDate: '2026-01-10' });
    expectIndexedSearch(
      await planOf(t.db, checkInBetweenQuery(t.db, member, from, to)),
      'check_ins',
      'check_ins_member_at_idx',
    );
  });

  it("lists today's check-ins through check_ins_at_idx", async () => {
    const [from, to] = instantsOf({ startDate: '2026-01-10', endDate: '2026-01-10' });
    const plan = await planOf(t.db, checkInsBetweenQuery(t.db, from, to, 500));
    expectIndexedSearch(plan, 'check_ins', 'check_ins_at_idx');
  });
});
