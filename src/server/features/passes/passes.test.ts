// Passes at the desk: sold once (its bill, its visits and last day, the membership on the pass, the
// payment when taken), then one visit used per check-in or roll call, refused in PRODUCT.md's words
// when used up or expired. The desk is in New York (checkins-desk-testbed.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.js';
import { apiError } from '../../test/api-error.js';
import { createDeskBed, type DeskCaller } from '../../test/checkins-desk-testbed.js';
import { createAccount, type TestAccount, type TestDatabase } from '../../test/harness.js';
import type { ManualClock } from '../../test/manual-clock.js';
import { bookingInClassNow, passPlan } from '../../test/passes-testbed.js';
import type { AppDeps } from '../../trpc/context.js';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

let t: TestDatabase;
let db: Db;
let clock: ManualClock;
let deps: AppDeps;
let admin: TestAccount;
let desk: DeskCaller;
let codeOf: (member: TestAccount) => Promise<string>;

beforeEach(async () => {
  ({ t, db, clock, deps, admin, desk, codeOf } = await createDeskBed());
});
afterEach(() => t.close());

const billsOf = (memberId: string) =>
  db
    .selectFrom('bills')
    .select(['description', 'amountCents', 'paidCents', 'status', 'issueDate', 'dueDate'])
    .where('memberId', '=', memberId)
    .execute();

const passesOf = (memberId: string) =>
  db
    .selectFrom('memberPasses')
    .select(['name', 'visitsTotal', 'visitsUsed', 'startsOn', 'expiresOn'])
    .where('memberId', '=', memberId)
    .execute();

describe('passes.sell', () => {
  it('bills the price once, issued and due today, writes the pass and records the payment taken', async () => {
    const plan = await passPlan(deps, { name: '10-visit pass', priceCents: 12000, passVisits: 10, passDays: 90 });
    const member = await createAccount(db, 'member', { name: 'Lucas Rossi' });

    const sale = await desk.passes.sell({ memberId: member.id, planId: plan.id, payment: { method: 'cash' } });

    expect(sale).toMatchObject({
      name: '10-visit pass',
      visitsTotal: 10,
      startsOn: '2026-03-10',
      expiresOn: '2026-06-07',
    });
    expect(sale.receiptNumber).toMatch(/^R-2026-\d{6}$/);
    expect(await billsOf(member.id)).toEqual([
      {
        description: '10-visit pass',
        amountCents: 12000,
        paidCents: 12000,
        status: 'paid',
        issueDate: '2026-03-10',
        dueDate: '2026-03-10',
      },
    ]);
    expect(await passesOf(member.id)).toEqual([
      { name: '10-visit pass', visitsTotal: 10, visitsUsed: 0, startsOn: '2026-03-10', expiresOn: '2026-06-07' },
    ]);
    const membership = await db
      .selectFrom('memberships')
      .select(['planId', 'nextBillDate', 'status'])
      .where('userId', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(membership).toEqual({ planId: plan.id, nextBillDate: null, status: 'active' });
    expect((await desk.members.list({ search: 'Lucas' })).items[0]?.membershipType).toBe('10-visit pass');
    expect((await desk.bills.runNow()).billsIssued).toBe(0);
  });

  it('issues no bill for a free pass, and one open bill when the payment is not taken', async () => {
    const trial = await passPlan(deps, { name: 'Trial week', priceCents: 0, passVisits: null, passDays: 7 });
    const dropIn = await passPlan(deps, { name: 'Drop-in', priceCents: 1500, passVisits: 1, passDays: null });
    const ana = await createAccount(db, 'member');
    const bo = await createAccount(db, 'member');

    expect((await desk.passes.sell({ memberId: ana.id, planId: trial.id })).billId).toBeNull();
    await desk.passes.sell({ memberId: bo.id, planId: dropIn.id });

    expect(await billsOf(ana.id)).toEqual([]);
    expect(await billsOf(bo.id)).toMatchObject([{ description: 'Drop-in', amountCents: 1500, status: 'open' }]);
    expect(await passesOf(ana.id)).toMatchObject([{ visitsTotal: null, expiresOn: '2026-03-16' }]);
  });

  it('refuses a recurring plan, a future start and a member on a running recurring plan, writing nothing', async () => {
    const pass = await passPlan(deps, { name: '10-visit pass', priceCents: 12000, passVisits: 10, passDays: 90 });
    const gold = await desk.plans.create({ name: 'Gold', price: '30', period: 'monthly' });
    const member = await createAccount(db, 'member');

    expect((await apiError(desk.passes.sell({ memberId: member.id, planId: gold.id }))).fieldErrors).toEqual({
      planId: 'Choose a pass that is on sale.',
    });
    expect(
      (await apiError(desk.passes.sell({ memberId: member.id, planId: pass.id, startsOn: '2026-03-11' }))).fieldErrors,
    ).toEqual({ startsOn: 'The start date must be today or up to 30 days ago.' });
    await desk.memberships.changePlan({ userId: member.id, planId: gold.id });
    expect(await apiError(desk.passes.sell({ memberId: member.id, planId: pass.id }))).toMatchObject({
      code: 'CONFLICT',
    });
    expect(await passesOf(member.id)).toEqual([]);
    expect(await billsOf(member.id)).toHaveLength(1);
  });

  it('answers a repeated sale with the same key once: one bill, one pass', async () => {
    const pass = await passPlan(deps, { name: 'Drop-in', priceCents: 1500, passVisits: 1, passDays: null });
    const member = await createAccount(db, 'member');
    const input = { memberId: member.id, planId: pass.id, idempotencyKey: 'sell-drop-in-000000000001' };

    const [first, second] = await Promise.all([desk.passes.sell(input), desk.passes.sell(input)]);

    expect(second).toEqual(first);
    expect(await billsOf(member.id)).toHaveLength(1);
    expect(await passesOf(member.id)).toHaveLength(1);
  });
});

describe('using a visit', () => {
  it('uses one visit per check-in, never a second within the hour, and refuses once used up', async () => {
    const pass = await passPlan(deps, { name: '3-visit pass', priceCents: 3000, passVisits: 3, passDays: 90 });
    const member = await createAccount(db, 'member', { name: 'Lucas Rossi' });
    await desk.passes.sell({ memberId: member.id, planId: pass.id, payment: { method: 'card' } });
    const code = await codeOf(member);

    const answers: string[] = [];
    for (let i = 0; i < 3; i++) {
      answers.push((await desk.checkIns.checkIn({ text: code })).outcome);
      answers.push((await desk.checkIns.checkIn({ text: code })).outcome);
      clock.advance(2 * HOUR_MS);
    }

    expect(answers).toEqual(['checked_in', 'already', 'checked_in', 'already', 'checked_in', 'already']);
    expect(await passesOf(member.id)).toMatchObject([{ visitsUsed: 3 }]);
    expect(await desk.checkIns.checkIn({ text: code })).toEqual({
      outcome: 'refused',
      memberId: member.id,
      memberName: 'Lucas Rossi',
      kind: 'pass_used_up',
      reason: "Lucas Rossi's 3-visit pass is used up",
    });
    expect(await desk.passes.forMember({ memberId: member.id })).toEqual({
      pass: {
        name: '3-visit pass',
        visitsTotal: 3,
        visitsUsed: 3,
        visitsLeft: 0,
        startsOn: '2026-03-10',
        expiresOn: '2026-06-07',
        usable: false,
      },
    });
    const checkIns = await db.selectFrom('checkIns').select('passId').where('memberId', '=', member.id).execute();
    expect(checkIns).toHaveLength(3);
    expect(checkIns.every((c) => c.passId !== null)).toBe(true);
  });

  it("refuses after the last day with the date in the gym's style", async () => {
    const pass = await passPlan(deps, { name: 'Trial week', priceCents: 0, passVisits: null, passDays: 7 });
    const member = await createAccount(db, 'member', { name: 'Ana Lima' });
    await desk.passes.sell({ memberId: member.id, planId: pass.id });
    const code = await codeOf(member);

    clock.advance(6 * DAY_MS);
    expect((await desk.checkIns.checkIn({ text: code })).outcome).toBe('checked_in');
    clock.advance(DAY_MS);
    expect(await desk.checkIns.checkIn({ text: code })).toMatchObject({
      outcome: 'refused',
      kind: 'pass_expired',
      reason: "Ana Lima's Trial week has expired on Mar 16, 2026",
    });
  });

  it('uses a visit at the roll call, and refuses to mark a member whose pass is used up', async () => {
    const pass = await passPlan(deps, { name: 'Drop-in', priceCents: 1500, passVisits: 1, passDays: null });
    const member = await createAccount(db, 'member', { name: 'Bo Chen' });
    await desk.passes.sell({ memberId: member.id, planId: pass.id, payment: { method: 'cash' } });

    await desk.classes.markAttended({ bookingId: await bookingInClassNow(deps, admin, member.id) });
    expect(await passesOf(member.id)).toMatchObject([{ visitsUsed: 1 }]);

    clock.advance(3 * HOUR_MS);
    const later = await bookingInClassNow(deps, admin, member.id);
    expect(await apiError(desk.classes.markAttended({ bookingId: later }))).toEqual({
      code: 'CONFLICT',
      message: "Not checked in: Bo Chen's Drop-in is used up",
    });
    const booking = await db.selectFrom('bookings').select('attendedAt').where('id', '=', later).executeTakeFirst();
    expect(booking?.attendedAt).toBeNull();
  });
});
