// The front desk on /admin/check-in, by member code: a code (typed, or scanned by a USB scanner) checks
// the member in once an hour, and members get their code and its QR code for /member. Checking in by
// name and the day's list are in checkins.desk-lists.test.ts; refusals (pending, paused, cancelled,
// overdue) in checkins.rules.test.ts. The desk and its gym in New York: src/server/test/checkins-desk-testbed.ts.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.js';
import { apiError, eventTypes } from '../../test/api-error.js';
import { createDeskBed, DESK_GYM, type DeskBed, type DeskCaller, MINUTE_MS } from '../../test/checkins-desk-testbed.js';
import { callerAs, createAccount, createTestDeps, type TestAccount, type TestDatabase } from '../../test/harness.js';
import type { ManualClock } from '../../test/manual-clock.js';
import { asAnotherProcess } from '../../test/money.js';
import type { AppDeps } from '../../trpc/context.js';

let t: TestDatabase;
let db: Db;
let clock: ManualClock;
let deps: AppDeps;
let admin: TestAccount;
let desk: DeskCaller;
let codeOf: DeskBed['codeOf'];
let recorded: DeskBed['recorded'];

beforeEach(async () => {
  ({ t, db, clock, deps, admin, desk, codeOf, recorded } = await createDeskBed());
});
afterEach(() => t.close());

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

    expect(answer).toEqual({
      outcome: 'refused',
      memberId: null,
      memberName: null,
      kind: 'unknown',
      reason: 'no member has the code ABCD2345',
    });
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
      const there = createTestDeps({ db: other.db, limitStore: t.limitStore }, { clock, gym: DESK_GYM });
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
