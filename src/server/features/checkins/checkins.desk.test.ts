// The front desk on /admin/check-in: a member code (typed, or scanned by a USB scanner) checks the
// member in once an hour; a name offers the people it matches; the page lists the gym's day of
// check-ins; members get their code and its QR code for /member. The gym is in New York here, so a
// UTC day would give itself away. Refusals (pending, paused, cancelled, overdue) are in
// checkins.rules.test.ts.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TODAY_CHECK_INS_SHOWN } from '../../../shared/checkins.schemas.js';
import type { Db } from '../../db/schema.js';
import { apiError, eventTypes } from '../../test/api-error.js';
import {
  callerAs,
  createAccount,
  createTestDatabase,
  createTestDeps,
  TEST_GYM,
  type TestAccount,
  type TestDatabase,
} from '../../test/harness.js';
import { ManualClock } from '../../test/manual-clock.js';
import { asAnotherProcess } from '../../test/money.js';
import type { AppDeps } from '../../trpc/context.js';

type Caller = Awaited<ReturnType<typeof callerAs>>;

const MINUTE_MS = 60_000;

let t: TestDatabase;
let db: Db;
let clock: ManualClock;
let deps: AppDeps;
let admin: TestAccount;
let desk: Caller;

beforeEach(async () => {
  t = await createTestDatabase();
  db = t.db;
  // 14:00 UTC on 10 March 2026 is 10:00 in New York (daylight saving time began on 8 March).
  clock = new ManualClock('2026-03-10T14:00:00.000Z');
  deps = createTestDeps(t, { clock, gym: { ...TEST_GYM, timeZone: 'America/New_York' } });
  admin = await createAccount(db, 'admin', { name: 'Desk Admin' });
  desk = await callerAs(deps, admin);
});
afterEach(() => t.close());

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

describe('checking in by member code', () => {
  it('checks the member in once and answers with their name and the time', async () => {
    const member = await createAccount(db, 'member', { name: 'Maya Lopez' });
    const code = await codeOf(member);

    const answer = await desk.checkIns.checkIn({ text: code });

    expect(answer).toEqual({
      outcome: 'checked_in',
      memberId: member.id,
      memberName: 'Maya Lopez',
      at: '2026-03-10T14:00:00.000Z',
    });
    expect(await recorded()).toEqual({
      checkIns: [
        {
          memberId: member.id,
          checkedInAt: '2026-03-10T14:00:00.000Z',
          day: '2026-03-10',
          hour: 10,
          source: 'desk',
          sessionId: null,
          createdBy: admin.id,
        },
      ],
      hours: [{ day: '2026-03-10', hour: 10, checkIns: 1, firstVisits: 1 }],
    });
    expect((await desk.checkIns.today()).items).toMatchObject([{ memberId: member.id, memberName: 'Maya Lopez' }]);
    expect(await eventTypes(db)).toContain('admin.checked_in');
  });

  it.each([
    ['lower case with spaces around it', (code: string) => `  ${code.toLowerCase()}  `],
    ['split in two as the card prints it', (code: string) => `${code.slice(0, 4)} ${code.slice(4)}`],
    ['with a dash', (code: string) => `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`],
  ])('accepts the code %s', async (_, typed) => {
    const member = await createAccount(db, 'member', { name: 'Maya Lopez' });

    const answer = await desk.checkIns.checkIn({ text: typed(await codeOf(member)) });

    expect(answer).toMatchObject({ outcome: 'checked_in', memberId: member.id });
    expect((await recorded()).checkIns).toHaveLength(1);
  });

  it('refuses a code nobody has, saying so, and records nothing', async () => {
    await createAccount(db, 'member');

    const answer = await desk.checkIns.checkIn({ text: 'abcd 2345' });

    expect(answer).toEqual({ outcome: 'refused', memberName: null, reason: 'no member has the code ABCD2345' });
    expect(await recorded()).toEqual({ checkIns: [], hours: [] });
  });

  it('answers "already" with the first time within the hour and records nothing; later it checks in again', async () => {
    const member = await createAccount(db, 'member', { name: 'Maya Lopez' });
    const code = await codeOf(member);
    await desk.checkIns.checkIn({ text: code });
    const afterFirst = await recorded();

    clock.advance(59 * MINUTE_MS);
    const again = await desk.checkIns.checkIn({ text: code });
    const byName = await desk.checkIns.checkInMember({ userId: member.id });

    const already = {
      outcome: 'already',
      memberId: member.id,
      memberName: 'Maya Lopez',
      at: '2026-03-10T14:00:00.000Z',
    };
    expect(again).toEqual(already);
    expect(byName).toEqual(already);
    expect(await recorded()).toEqual(afterFirst);

    clock.advance(2 * MINUTE_MS);
    const later = await desk.checkIns.checkIn({ text: code });
    clock.advance(30 * MINUTE_MS);
    const soonAfter = await desk.checkIns.checkIn({ text: code });

    expect(later).toMatchObject({ outcome: 'checked_in', at: '2026-03-10T15:01:00.000Z' });
    // "Already" names the latest check-in, not the day's first.
    expect(soonAfter).toMatchObject({ outcome: 'already', at: '2026-03-10T15:01:00.000Z' });
    const { checkIns, hours } = await recorded();
    expect(checkIns.map((c) => c.checkedInAt)).toEqual(['2026-03-10T14:00:00.000Z', '2026-03-10T15:01:00.000Z']);
    // The second visit of the day is a check-in, not another member.
    expect(hours).toEqual([
      { day: '2026-03-10', hour: 10, checkIns: 1, firstVisits: 1 },
      { day: '2026-03-10', hour: 11, checkIns: 1, firstVisits: 0 },
    ]);
  });

  it('records one check-in when one member is checked in at several desks, in two app processes, at once', async () => {
    const member = await createAccount(db, 'member', { name: 'Maya Lopez' });
    const code = await codeOf(member);
    const other = asAnotherProcess(t);
    try {
      const there = createTestDeps({ db: other.db, limitStore: t.limitStore }, { clock, gym: deps.config.gym });
      const otherDesk = await callerAs(there, admin);

      const answers = await Promise.all([
        desk.checkIns.checkIn({ text: code }),
        otherDesk.checkIns.checkIn({ text: code }),
        desk.checkIns.checkInMember({ userId: member.id }),
        otherDesk.checkIns.checkInMember({ userId: member.id }),
      ]);

      expect(answers.map((a) => a.outcome).sort()).toEqual(['already', 'already', 'already', 'checked_in']);
      expect(await recorded()).toEqual({
        checkIns: [expect.objectContaining({ memberId: member.id, checkedInAt: '2026-03-10T14:00:00.000Z' })],
        hours: [{ day: '2026-03-10', hour: 10, checkIns: 1, firstVisits: 1 }],
      });
    } finally {
      await other.close();
    }
  });
});

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
      memberName: 'Jordana Pike',
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
      memberName: null,
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

describe('my member code', () => {
  it('gives a member their 8-character code, the one the desk checks them in with, and its QR code', async () => {
    const member = await createAccount(db, 'member', { name: 'Maya Lopez' });

    const mine = await (await callerAs(deps, member)).checkIns.myCode();

    expect(mine.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(mine.qrSvg.startsWith('<svg')).toBe(true);
    expect(mine.qrSvg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(await desk.checkIns.checkIn({ text: mine.code })).toMatchObject({
      outcome: 'checked_in',
      memberId: member.id,
    });
    const other = await (await callerAs(deps, await createAccount(db, 'member'))).checkIns.myCode();
    expect(other.code).not.toBe(mine.code);
  });

  it('is for members only', async () => {
    expect((await apiError(desk.checkIns.myCode())).code).toBe('FORBIDDEN');
    expect((await apiError((await callerAs(deps)).checkIns.myCode())).code).toBe('UNAUTHORIZED');
  });
});
