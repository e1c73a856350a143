// The member home's answer: what the member is on, where the membership stands, the next bill and the
// balance, and whether they may check in and book — by the desk's and the booking service's own rules
// (each case also asks the desk, which must agree).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGymFormat } from '../../../shared/format.js';
import { billFixture, callerAs, insertTestBills, type TestAccount } from '../../test/harness.js';
import { addPlan, memberOnPlan } from '../../test/money.js';
import { createMoneyBed, type MoneyBed } from '../../test/money-bed.js';
import { passPlan } from '../../test/passes-testbed.js';

let bed: MoneyBed;

beforeEach(async () => {
  bed = await createMoneyBed(); // Sat 31 Jan 2026, London; check-in grace 30 days
});

afterEach(async () => {
  await bed.t.close();
});

const home = async (member: TestAccount) => (await callerAs(bed.deps, member)).memberHome.get();
const date = async (day: string) => createGymFormat(await bed.deps.settings.current()).date(day);
const desk = async (member: TestAccount) => bed.asAdmin.checkIns.checkInMember({ userId: member.id });

async function goldMember() {
  const gold = await addPlan(bed.db, 'Gold', 3000, 'monthly');
  return memberOnPlan(bed.db, gold, '2026-02-15', { name: 'Gil Gold' });
}

describe('memberHome.get', () => {
  it('shows an active member their plan and next bill, and lets them check in and book', async () => {
    const member = await goldMember();
    await insertTestBills(bed.db, [billFixture(member.id, { amountCents: 1250, issueDate: '2026-01-30' })]);

    const answer = await home(member);

    expect(answer).toMatchObject({
      plan: { name: 'Gold', priceCents: 3000, period: 'monthly' },
      pass: null,
      status: 'active',
      nextBill: { date: '2026-02-15', amountCents: 3000 },
      onlinePay: false,
      checkIn: { ok: true },
      book: { ok: true },
      pauseRequest: null,
    });
    // The balance beside it is bills.balanceMine's (BalanceDue), not repeated here.
    expect(answer).not.toHaveProperty('balanceCents');
    expect((await (await callerAs(bed.deps, member)).bills.balanceMine()).balanceDueCents).toBe(1250);
    expect((await desk(member)).outcome).toBe('checked_in');
  });

  it('tells a member paused by an admin that they cannot book or check in, with no next bill', async () => {
    const member = await goldMember();
    await bed.asAdmin.memberships.pause({ userId: member.id });

    const answer = await home(member);

    const reason = 'Your membership is paused, so you cannot book classes or check in.';
    expect(answer).toMatchObject({ status: 'paused', nextBill: null });
    expect(answer.checkIn).toEqual({ ok: false, reason });
    expect(answer.book).toEqual({ ok: false, reason });
    expect((await desk(member)).outcome).toBe('refused');
  });

  it('lets a cancelled member in until the paid period ends, then says why not', async () => {
    const member = await goldMember();
    await bed.asAdmin.memberships.cancel({ userId: member.id });

    expect(await home(member)).toMatchObject({
      status: 'cancelled',
      endsOn: '2026-02-15',
      nextBill: null,
      checkIn: { ok: true },
      book: { ok: true },
    });

    bed.clock.set('2026-02-15T09:00:00Z');
    const reason = 'Your membership is cancelled, so you cannot book classes or check in.';
    expect(await home(member)).toMatchObject({ checkIn: { ok: false, reason }, book: { ok: false, reason } });
    expect((await desk(member)).outcome).toBe('refused');
  });

  it('shows a pass with its visits left, and says when it is used up or has expired', async () => {
    const member = await bed.approvedMember('Pia Pass');
    const duo = await passPlan(bed.deps, { name: 'Duo', priceCents: 0, passVisits: 2, passDays: 10 });
    await bed.asAdmin.passes.sell({ memberId: member.id, planId: duo.id });

    expect(await home(member)).toMatchObject({
      plan: null,
      pass: { name: 'Duo', visitsLeft: 2, expiresOn: '2026-02-09', usable: true },
      checkIn: { ok: true },
    });

    await bed.db.updateTable('memberPasses').set({ visitsUsed: 2 }).where('memberId', '=', member.id).execute();
    expect(await home(member)).toMatchObject({
      pass: { visitsLeft: 0 },
      checkIn: { ok: false, reason: 'Your Duo is used up, so you cannot check in.' },
      book: { ok: true },
    });
    expect((await desk(member)).outcome).toBe('refused');

    await bed.db.updateTable('memberPasses').set({ visitsUsed: 1 }).where('memberId', '=', member.id).execute();
    bed.clock.set('2026-02-10T09:00:00Z');
    expect((await home(member)).checkIn).toEqual({
      ok: false,
      reason: `Your Duo expired on ${await date('2026-02-09')}, so you cannot check in.`,
    });
    expect((await desk(member)).outcome).toBe('refused');
  });

  it('refuses check-in (not booking) for a bill overdue beyond the grace days', async () => {
    const member = await goldMember();
    // Due 1 Jan: 30 days overdue on the 31st is still within the grace.
    await insertTestBills(bed.db, [
      billFixture(member.id, { amountCents: 4000, issueDate: '2025-12-18', dueDate: '2026-01-01' }),
    ]);
    expect((await home(member)).checkIn).toEqual({ ok: true });

    bed.clock.set('2026-02-01T09:00:00Z');
    const answer = await home(member);

    expect(answer.checkIn).toEqual({
      ok: false,
      reason: `You have a bill overdue since ${await date('2026-01-01')}. Please pay it to check in.`,
    });
    expect(answer.book).toEqual({ ok: true });
    expect((await desk(member)).outcome).toBe('refused');
  });

  it('shows the pause request in play', async () => {
    const member = await goldMember();
    const asMember = await callerAs(bed.deps, member);
    const asked = await asMember.pauses.request({ startsOn: '2026-02-03', endsOn: '2026-02-08' });

    expect((await home(member)).pauseRequest).toEqual({
      id: asked.id,
      status: 'pending',
      startsOn: '2026-02-03',
      endsOn: '2026-02-08',
    });
  });
});
