// The lists the front desk on /admin/check-in shows: the people a typed name matches, to check one of
// them in, and the gym's day of check-ins. Checking in by code is in checkins.desk.test.ts. The desk and
// its gym in New York, where a UTC day would give itself away: src/server/test/checkins-desk-testbed.ts.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TODAY_CHECK_INS_SHOWN } from '../../../shared/checkins.schemas.js';
import type { Db } from '../../db/schema.js';
import { apiError } from '../../test/api-error.js';
import { createDeskBed, type DeskBed, type DeskCaller, MINUTE_MS } from '../../test/checkins-desk-testbed.js';
import { createAccount, type TestAccount, type TestDatabase } from '../../test/harness.js';
import type { ManualClock } from '../../test/manual-clock.js';

let t: TestDatabase;
let db: Db;
let clock: ManualClock;
let admin: TestAccount;
let desk: DeskCaller;
let codeOf: DeskBed['codeOf'];
let recorded: DeskBed['recorded'];

beforeEach(async () => {
  ({ t, db, clock, admin, desk, codeOf, recorded } = await createDeskBed());
});
afterEach(() => t.close());

describe('checking in by name', () => {
  it('offers the members and registrations whose name matches, never an administrator', async () => {
    const dana = await createAccount(db, 'member', { name: 'Dana Whitfield', email: 'dana@gym.test' });
    const waiting = await createAccount(db, 'pending', { name: 'Jordana Pike', email: 'jordana@gym.test' });
    await createAccount(db, 'admin', { name: 'Dana Admin' });
    await createAccount(db, 'member', { name: 'Maya Lopez' });

    const answer = await desk.checkIns.checkIn({ text: ' DANA ' });

    expect(answer).toEqual({
      outcome: 'choose',
      candidates: [
        { id: dana.id, name: 'Dana Whitfield', email: 'dana@gym.test', membershipType: 'Standard', status: 'active' },
        { id: waiting.id, name: 'Jordana Pike', email: 'jordana@gym.test', membershipType: null, status: null },
      ],
    });
    expect(await recorded()).toEqual({ checkIns: [], hours: [] });
  });

  it('checks in the person chosen, and refuses a chosen registration that awaits approval', async () => {
    const dana = await createAccount(db, 'member', { name: 'Dana Whitfield' });
    const waiting = await createAccount(db, 'pending', { name: 'Jordana Pike' });

    const refused = await desk.checkIns.checkInMember({ userId: waiting.id });
    expect(refused).toEqual({
      outcome: 'refused',
      memberId: waiting.id,
      memberName: 'Jordana Pike',
      kind: 'pending',
      reason: "Jordana Pike's registration is awaiting approval",
    });
    expect(await recorded()).toEqual({ checkIns: [], hours: [] });

    const answer = await desk.checkIns.checkInMember({ userId: dana.id });
    expect(answer).toEqual({
      outcome: 'checked_in',
      memberId: dana.id,
      memberName: 'Dana Whitfield',
      at: '2026-03-10T14:00:00.000Z',
    });
    expect((await recorded()).checkIns).toMatchObject([{ memberId: dana.id, source: 'desk' }]);
  });

  it('answers NOT_FOUND for an unknown id or an administrator, and records nothing', async () => {
    const notFound = { code: 'NOT_FOUND', message: 'Member not found.' };

    expect(await apiError(desk.checkIns.checkInMember({ userId: 'no-such-person' }))).toEqual(notFound);
    expect(await apiError(desk.checkIns.checkInMember({ userId: admin.id }))).toEqual(notFound);
    expect(await recorded()).toEqual({ checkIns: [], hours: [] });
  });

  it('treats a name that could be a code as a name when no member has that code', async () => {
    // Every letter of "SAMANTHA" is in the code alphabet.
    const samantha = await createAccount(db, 'member', { name: 'Samantha' });

    const answer = await desk.checkIns.checkIn({ text: 'samantha' });

    expect(answer).toMatchObject({ outcome: 'choose', candidates: [{ id: samantha.id }] });
  });

  it('says when no one matches the name', async () => {
    await createAccount(db, 'member', { name: 'Maya Lopez' });

    expect(await desk.checkIns.checkIn({ text: 'Zed' })).toEqual({
      outcome: 'refused',
      memberId: null,
      memberName: null,
      kind: 'unknown',
      reason: 'no member matches "Zed"',
    });
  });
});

describe("today's check-ins", () => {
  it("lists the gym's day, newest first: 23:30 in New York is still that day, though UTC has moved on", async () => {
    const early = await createAccount(db, 'member', { name: 'Early Bird' });
    const late = await createAccount(db, 'member', { name: 'Night Owl' });
    // 23:30 on 9 March in New York (10 March in UTC): yesterday for the gym.
    clock.set('2026-03-10T03:30:00.000Z');
    await desk.checkIns.checkIn({ text: await codeOf(late) });
    clock.set('2026-03-10T13:00:00.000Z');
    await desk.checkIns.checkIn({ text: await codeOf(early) });
    // 23:30 on 10 March in New York, 03:30 on 11 March in UTC.
    clock.set('2026-03-11T03:30:00.000Z');
    await desk.checkIns.checkIn({ text: await codeOf(late) });

    const today = await desk.checkIns.today();

    expect(today).toEqual({
      day: '2026-03-10',
      total: 2,
      items: [
        {
          id: expect.any(String),
          memberId: late.id,
          memberName: 'Night Owl',
          checkedInAt: '2026-03-11T03:30:00.000Z',
          source: 'desk',
        },
        {
          id: expect.any(String),
          memberId: early.id,
          memberName: 'Early Bird',
          checkedInAt: '2026-03-10T13:00:00.000Z',
          source: 'desk',
        },
      ],
    });
    expect((await recorded()).hours).toEqual([
      { day: '2026-03-09', hour: 23, checkIns: 1, firstVisits: 1 },
      { day: '2026-03-10', hour: 9, checkIns: 1, firstVisits: 1 },
      { day: '2026-03-10', hour: 23, checkIns: 1, firstVisits: 1 },
    ]);

    // Half past midnight in New York: a new day with nobody in yet.
    clock.set('2026-03-11T04:30:00.000Z');
    expect(await desk.checkIns.today()).toEqual({ day: '2026-03-11', total: 0, items: [] });
  });

  it('shows only the latest of a busy day and counts them all', async () => {
    const member = await createAccount(db, 'member', { name: 'Maya Lopez' });
    // 120 visits between 06:00 and 08:00 put straight into the tables, with the totals kept with them.
    const visits = Array.from({ length: 120 }, (_, i) => ({
      id: `visit-${String(i).padStart(3, '0')}`,
      memberId: member.id,
      checkedInAt: new Date(Date.parse('2026-03-10T10:00:00.000Z') + i * MINUTE_MS).toISOString(),
      day: '2026-03-10',
      hour: i < 60 ? 6 : 7,
      source: 'desk' as const,
      sessionId: null,
      createdBy: admin.id,
    }));
    await db.insertInto('checkIns').values(visits).execute();
    await db
      .insertInto('attendanceHours')
      .values([
        { day: '2026-03-10', hour: 6, checkIns: 60, firstVisits: 1 },
        { day: '2026-03-10', hour: 7, checkIns: 60, firstVisits: 0 },
      ])
      .execute();

    const today = await desk.checkIns.today();

    expect(today.total).toBe(120);
    expect(today.items.map((c) => c.id)).toEqual(
      visits
        .slice(120 - TODAY_CHECK_INS_SHOWN)
        .map((v) => v.id)
        .reverse(),
    );
  });
});
