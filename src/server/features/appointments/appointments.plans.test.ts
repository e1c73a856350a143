// The appointment lists, planned as the app compiles them: a trainer's week is a range of
// pt_appointments_trainer_idx, a member's (theirs, and the desk's view of them) a range of
// pt_appointments_member_idx, the feed's likewise, and the trainer's class sessions a range of
// class_sessions_class_starts_idx per class they teach; never a whole growing table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/harness.js';
import { planOf } from '../../test/query-plan.js';
import {
  countMemberAppointmentsQuery,
  feedAppointmentsQuery,
  memberAppointmentsPageQuery,
  trainerSessionsQuery,
  trainerWeekQuery,
} from './appointments.queries.js';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

const FROM = '2026-11-23T00:00:00.000Z';
const TO = '2026-11-30T00:00:00.000Z';
const NOW = { side: 'upcoming' as const, now: FROM };

describe('the appointment lists plans', () => {
  it.each([
    ["a trainer's week", () => trainerWeekQuery(t.db, 'trainer', FROM, TO), 'pt_appointments_trainer_idx'],
    [
      "a page of a member's upcoming",
      () => memberAppointmentsPageQuery(t.db, 'member', NOW, { page: 2, pageSize: 20 }),
      'pt_appointments_member_idx',
    ],
    [
      "a page of a member's past",
      () => memberAppointmentsPageQuery(t.db, 'member', { ...NOW, side: 'past' }, { page: 1, pageSize: 20 }),
      'pt_appointments_member_idx',
    ],
    [
      "a page of all a member's",
      () => memberAppointmentsPageQuery(t.db, 'member', { ...NOW, side: 'all' }, { page: 1, pageSize: 20 }),
      'pt_appointments_member_idx',
    ],
    ["a member's total", () => countMemberAppointmentsQuery(t.db, 'member', NOW), 'pt_appointments_member_idx'],
    ["the feed's appointments", () => feedAppointmentsQuery(t.db, 'member', FROM, 1000), 'pt_appointments_member_idx'],
    [
      "the trainer's class sessions",
      () => trainerSessionsQuery(t.db, 'trainer', FROM, TO),
      'class_sessions_class_starts_idx',
    ],
  ])('reads %s through its index, never a whole table', async (_, query, index) => {
    const plan = await planOf(t.db, query());
    expect(
      plan.fullScans.filter((table) => table !== 'classes'),
      plan.text,
    ).toEqual([]);
    expect(
      [...plan.searches, ...plan.orderedScans].some((s) => s.endsWith(`:${index}`)),
      plan.text,
    ).toBe(true);
  });
});
