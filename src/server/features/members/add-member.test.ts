// "Add member" at the desk: active at once on a plan or a pass, billed as approval or a sale bills,
// paid when taken, invited when an email is given; an email in use is refused beside its field.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.js';
import { apiError } from '../../test/api-error.js';
import { createDeskBed, type DeskCaller } from '../../test/checkins-desk-testbed.js';
import { createAccount, type TestDatabase } from '../../test/harness.js';
import { passPlan } from '../../test/passes-testbed.js';
import type { AppDeps } from '../../trpc/context.js';

let t: TestDatabase;
let db: Db;
let deps: AppDeps;
let desk: DeskCaller;

beforeEach(async () => {
  ({ t, db, deps, desk } = await createDeskBed());
});
afterEach(() => t.close());

const billsOf = (memberId: string) =>
  db.selectFrom('bills').select(['description', 'amountCents', 'status']).where('memberId', '=', memberId).execute();
const invitations = () =>
  db.selectFrom('mailQueue').select(['kind', 'toAddress']).where('kind', '=', 'invitation').execute();

describe('members.add', () => {
  it('adds a walk-in without email on a pass, paid now: active, with a code, checked in by it', async () => {
    const pass = await passPlan(deps, { name: '10-visit pass', priceCents: 12000, passVisits: 10, passDays: 90 });

    const added = await desk.members.add({ name: 'Walk In', planId: pass.id, payment: { method: 'cash' } });

    expect(added.member).toMatchObject({ name: 'Walk In', invited: false });
    expect(added.member.memberCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(added.receiptNumbers).toHaveLength(1);
    expect(await billsOf(added.member.id)).toEqual([
      { description: '10-visit pass', amountCents: 12000, status: 'paid' },
    ]);
    expect(await invitations()).toEqual([]);
    const listed = (await desk.members.list({ search: 'Walk' })).items;
    expect(listed).toMatchObject([{ name: 'Walk In', email: null, membershipType: '10-visit pass', status: 'active' }]);
    expect(await desk.checkIns.checkIn({ text: added.member.memberCode })).toMatchObject({ outcome: 'checked_in' });
    expect(await db.selectFrom('memberRequests').select('id').execute()).toEqual([]);
  });

  it('adds a member with email on a recurring plan: the first bill issued, paid, and an invitation queued', async () => {
    const gold = await desk.plans.create({ name: 'Gold', price: '30', period: 'monthly' });

    const added = await desk.members.add({
      name: 'Maya Patel',
      email: 'Maya@Example.com',
      phone: '555 0100',
      planId: gold.id,
      payment: { method: 'card' },
    });

    expect(added.member.invited).toBe(true);
    expect(await billsOf(added.member.id)).toEqual([
      { description: 'Gold — Mar 2026', amountCents: 3000, status: 'paid' },
    ]);
    expect(await invitations()).toEqual([{ kind: 'invitation', toAddress: 'maya@example.com' }]);
  });

  it('refuses an email already in use beside its field, writing nothing', async () => {
    const existing = await createAccount(db, 'member', { email: 'taken@gym.test' });
    const pass = await passPlan(deps, { name: 'Drop-in', priceCents: 1500, passVisits: 1, passDays: null });
    const usersBefore = await db.selectFrom('users').select('id').execute();

    const error = await apiError(desk.members.add({ name: 'Copy', email: existing.email, planId: pass.id }));

    expect(error.fieldErrors).toEqual({ email: 'This email is already in use by another account.' });
    expect(await db.selectFrom('users').select('id').execute()).toEqual(usersBefore);
    expect(await db.selectFrom('bills').select('id').execute()).toEqual([]);
  });
});
