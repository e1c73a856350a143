// The self check-in tablet (checkIns.selfCheckIn), run by a front desk account on a shared screen: a
// member's code checks them in exactly as the desk would, and the answer the room sees is only a
// welcome with a first name or "see the front desk" — never a full name, a balance or a reason.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.js';
import { allEvents, apiError } from '../../test/api-error.js';
import { createDeskBed, type DeskBed, type DeskCaller, MINUTE_MS } from '../../test/checkins-desk-testbed.js';
import {
  billFixture,
  callerAs,
  createAccount,
  insertTestBills,
  type TestAccount,
  type TestDatabase,
} from '../../test/harness.js';
import type { ManualClock } from '../../test/manual-clock.js';
import type { AppDeps } from '../../trpc/context.js';

let t: TestDatabase;
let db: Db;
let clock: ManualClock;
let deps: AppDeps;
let admin: DeskCaller;
let frontDesk: TestAccount;
let tablet: DeskCaller;
let codeOf: DeskBed['codeOf'];
let recorded: DeskBed['recorded'];

beforeEach(async () => {
  ({ t, db, clock, deps, desk: admin, codeOf, recorded } = await createDeskBed());
  frontDesk = await createAccount(db, 'frontdesk', { name: 'Fran Desk' });
  tablet = await callerAs(deps, frontDesk);
});
afterEach(() => t.close());

const SEE_DESK = { outcome: 'see_desk' };

describe('self check-in', () => {
  it('welcomes a member by first name and records the visit as the desk would, by the desk account', async () => {
    const member = await createAccount(db, 'member', { name: 'Ana Maria Lima' });

    expect(await tablet.checkIns.selfCheckIn({ code: await codeOf(member) })).toEqual({
      outcome: 'welcome',
      firstName: 'Ana',
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
          createdBy: frontDesk.id,
        },
      ],
      hours: [{ day: '2026-03-10', hour: 10, checkIns: 1, firstVisits: 1 }],
    });
    expect((await allEvents(db)).filter((e) => e.type === 'admin.checked_in')).toMatchObject([
      { actorId: frontDesk.id, subject: member.id },
    ]);
    // The desk's own list shows the visit.
    expect((await admin.checkIns.today()).items).toMatchObject([{ memberId: member.id }]);
  });

  it('accepts the code as a card prints it or a scanner sends it, in any case', async () => {
    const member = await createAccount(db, 'member', { name: 'Bo Chen' });
    const code = await codeOf(member);
    expect(await tablet.checkIns.selfCheckIn({ code: ` ${code.slice(0, 4).toLowerCase()} ${code.slice(4)} ` })).toEqual(
      {
        outcome: 'welcome',
        firstName: 'Bo',
      },
    );
  });

  it('welcomes a member again within the hour without recording a second visit', async () => {
    const member = await createAccount(db, 'member', { name: 'Maya Lopez' });
    const code = await codeOf(member);
    await tablet.checkIns.selfCheckIn({ code });
    clock.advance(20 * MINUTE_MS);

    expect(await tablet.checkIns.selfCheckIn({ code })).toEqual({ outcome: 'welcome', firstName: 'Maya' });
    expect((await recorded()).checkIns).toHaveLength(1);
  });

  it('sends an unknown code, or a name, to the desk without searching anyone', async () => {
    await createAccount(db, 'member', { name: 'Maya Lopez' });

    for (const code of ['ZZZZ9999', 'Maya Lopez', 'maya', '12']) {
      expect(await tablet.checkIns.selfCheckIn({ code })).toEqual(SEE_DESK);
    }
    expect((await recorded()).checkIns).toEqual([]);
  });

  it('sends a paused member to the desk, saying nothing of why and recording nothing', async () => {
    const member = await createAccount(db, 'member', { name: 'Paula Pause' });
    await admin.memberships.pause({ userId: member.id });

    expect(await tablet.checkIns.selfCheckIn({ code: await codeOf(member) })).toEqual(SEE_DESK);
    expect((await recorded()).checkIns).toEqual([]);
  });

  it('sends a member with a long-overdue bill to the desk, with no balance or due date', async () => {
    const member = await createAccount(db, 'member', { name: 'Olive Owing' });
    const issueDate = '2026-01-01';
    await insertTestBills(db, [
      billFixture(member.id, {
        amountCents: 2500,
        date: `${issueDate}T15:00:00.000Z`,
        issueDate,
        dueDate: '2026-02-01',
      }),
    ]);

    const answer = await tablet.checkIns.selfCheckIn({ code: await codeOf(member) });
    expect(answer).toEqual(SEE_DESK);
    expect(JSON.stringify(answer)).not.toMatch(/Olive|25|overdue/);
    expect((await recorded()).checkIns).toEqual([]);
  });

  it('asks for a code when the field is empty or far too long, and records nothing', async () => {
    for (const code of ['', '   ', 'X'.repeat(33)]) {
      expect(await apiError(tablet.checkIns.selfCheckIn({ code }))).toEqual({
        code: 'BAD_REQUEST',
        message: 'Enter your member code.',
        fieldErrors: { code: 'Enter your member code.' },
      });
    }
    expect((await recorded()).checkIns).toEqual([]);
  });

  it('is for desk accounts: a member or a trainer signed in on the tablet is refused', async () => {
    const member = await createAccount(db, 'member', { name: 'Maya Lopez' });
    const code = await codeOf(member);
    for (const who of [member, await createAccount(db, 'trainer')]) {
      const error = await apiError((await callerAs(deps, who)).checkIns.selfCheckIn({ code }));
      expect(error.code).toBe('FORBIDDEN');
    }
    expect((await recorded()).checkIns).toEqual([]);
  });
});
