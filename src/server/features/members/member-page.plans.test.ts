// The member page's lists stay index ranges at a million rows: each reads a range of an index that
// starts with the member (or the event's subject), never a whole table.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/harness.js';
import { expectIndexedSearch, expectIndexOrder, planOf } from '../../test/query-plan.js';
import { memberNotesQuery } from './member-notes.queries.js';
import { memberBookingsQuery, memberCheckInsQuery, subjectEventsQuery } from './member-page.queries.js';

const NOW = '2026-11-22T12:00:00.000Z';
let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

describe('member page query plans', () => {
  it('reads check-ins as the member’s range of check_ins_member_at_idx, in its order', async () => {
    const plan = await planOf(t.db, memberCheckInsQuery(t.db, 'u-1', { at: NOW, id: 'x' }, 11));
    expectIndexOrder(plan, 'check_ins', 'check_ins_member_at_idx');
  });

  it('reads each history subject as a range of events_subject_created_idx', async () => {
    const plan = await planOf(
      t.db,
      subjectEventsQuery(t.db, 'u-1', { at: NOW, strictlyBefore: false, beforeId: 'x' }, 11),
    );
    expectIndexOrder(plan, 'events', 'events_subject_created_idx');
  });

  it('reads notes as the member’s range of member_notes_member_created_idx', async () => {
    const plan = await planOf(t.db, memberNotesQuery(t.db, 'u-1', { at: NOW, id: 'x' }, 11));
    expectIndexOrder(plan, 'member_notes', 'member_notes_member_created_idx');
  });

  it('reads bookings as the member’s range of bookings_member_idx, each session by its key', async () => {
    for (const when of ['upcoming', 'past'] as const) {
      const plan = await planOf(t.db, memberBookingsQuery(t.db, 'u-1', when, NOW).select('bookings.id'));
      expectIndexedSearch(plan, 'bookings', 'bookings_member_idx');
    }
  });
});
