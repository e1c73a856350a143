// Sessions, rosters and bookings stay index ranges however many sessions the timetable has made and
// however many bookings members hold; the class list and the timetable read their small tables whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/harness.js';
import { expectIndexedSearch, type PlanSummary, planOf } from '../../test/query-plan.js';
import { countMemberBookingsQuery, memberBookingsPageQuery } from '../members/member-page.queries.js';
import { myBookingsForQuery, rosterQuery } from './bookings.queries.js';
import { classesQuery, slotsQuery, upcomingSessionsQuery, weekSessionsQuery } from './classes.queries.js';

const NOW = '2026-11-22T12:00:00.000Z';
let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

/** Every table the plan reads, however. */
function readsOf(plan: PlanSummary): string[] {
  return [...plan.fullScans, ...[...plan.orderedScans, ...plan.searches].map((read) => read.split(':')[0] as string)];
}

/** Nothing is read whole but the tables named (small by nature). */
function expectOnlyWhole(plan: PlanSummary, small: string[]) {
  const whole = [...plan.fullScans, ...plan.orderedScans.map((read) => read.split(':')[0] as string)];
  expect(
    whole.filter((table) => !small.includes(table)),
    plan.text,
  ).toEqual([]);
}

describe('session and booking plans', () => {
  it("pages upcoming sessions through class_sessions_starts_idx, counting each waitlist as that session's range", async () => {
    for (const after of [null, { key: NOW, id: 'x' }]) {
      const plan = await planOf(t.db, upcomingSessionsQuery(t.db, NOW, after, 21));
      expect(plan.searches, plan.text).toContain('class_sessions:class_sessions_starts_idx');
      // Both indexes start with the session: bookings_session_status_idx, or the partial bookings_live_idx
      // (waitlisted rows are live). PostgreSQL's choice between them follows the table's width.
      expect(
        plan.searches.filter((s) => /^bookings:bookings_(session_status|live)_idx$/.test(s)),
        plan.text,
      ).not.toEqual([]);
      // A session's class is found by its key; classes is a small table either way.
      expectOnlyWhole(plan, ['classes']);
    }
  });

  it("reads a week of sessions for the calendar as a range of class_sessions_starts_idx; a trainer's by class", async () => {
    const range = { from: NOW, to: '2026-11-29T12:00:00.000Z' };
    const all = await planOf(t.db, weekSessionsQuery(t.db, range, 501));
    expect(all.searches, all.text).toContain('class_sessions:class_sessions_starts_idx');
    expectOnlyWhole(all, ['classes']);
    // A trainer's: their classes by classes_trainer_id_idx, then each class's week by its range (as
    // trainers.plans.test.ts finds for their coming sessions), or the week's range of starts_idx.
    const mine = await planOf(t.db, weekSessionsQuery(t.db, range, 501, 'trainer-1'));
    expect(
      mine.searches.filter((s) => /^class_sessions:class_sessions_(class_)?starts_idx$/.test(s)),
      mine.text,
    ).not.toEqual([]);
    expectOnlyWhole(mine, ['classes']);
  });

  it("reads a session's roster as that session's range of a bookings index, each member by key", async () => {
    const plan = await planOf(t.db, rosterQuery(t.db, 's-1'));
    // Both indexes start with the session: bookings_session_status_idx, or the unique bookings_live_idx.
    expect(
      plan.searches.filter((s) => /^bookings:bookings_(session_status|live)_idx$/.test(s)),
      plan.text,
    ).not.toEqual([]);
    expect(plan.fullScans, plan.text).toEqual([]);
    expect(plan.orderedScans, plan.text).toEqual([]);
  });

  it("finds the caller's bookings of a page's sessions through bookings_live_idx", async () => {
    const plan = await planOf(t.db, myBookingsForQuery(t.db, 'u-1', ['s-1', 's-2', 's-3']));
    // (session, member) pairs or the member's bookings: either is a range of this member's rows.
    expect(
      plan.searches.filter((s) => /^bookings:bookings_(live|member)_idx$/.test(s)),
      plan.text,
    ).not.toEqual([]);
    expect(plan.fullScans, plan.text).toEqual([]);
    expect(plan.orderedScans, plan.text).toEqual([]);
  });

  it("pages and counts a member's bookings as the member's range of bookings_member_idx", async () => {
    for (const when of ['upcoming', 'past'] as const) {
      const page = await planOf(t.db, memberBookingsPageQuery(t.db, 'u-1', { when, now: NOW, page: 2, pageSize: 10 }));
      expect(page.searches, page.text).toContain('bookings:bookings_member_idx');
      expectOnlyWhole(page, ['classes']);
      expectIndexedSearch(
        await planOf(t.db, countMemberBookingsQuery(t.db, 'u-1', when, NOW)),
        'bookings',
        'bookings_member_idx',
      );
    }
  });
});

describe('class list and timetable plans', () => {
  // A gym has dozens of classes and a few timetable lines each: both tables are read whole, by design
  // (the screens show all of them), and no session, booking or member is read.
  it('lists every class, and every timetable line with its class, reading only those two tables', async () => {
    const classes = await planOf(t.db, classesQuery(t.db));
    expectOnlyWhole(classes, ['classes']);
    for (const activeClassesOnly of [true, false]) {
      const slots = await planOf(t.db, slotsQuery(t.db, { activeClassesOnly }));
      expectOnlyWhole(slots, ['classes', 'class_slots']);
      expect(slots.text).not.toMatch(/class_sessions|bookings/);
      // What is read is the timetable itself (so an empty plan cannot pass).
      expect(readsOf(slots), slots.text).toContain('class_slots');
    }
    expect(classes.text).not.toMatch(/class_sessions|bookings/);
    expect(readsOf(classes), classes.text).toContain('classes');
  });
});
