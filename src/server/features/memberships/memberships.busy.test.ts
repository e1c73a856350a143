// What an administrator is told when a membership changes between reading it and writing it (another
// tab, another administrator, the billing run): every change is written only if the row is still as
// it was read, so here every write to memberships is skipped, as if another process had got there
// first, and each action must answer "try again" and record nothing.
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.js';
import { apiError } from '../../test/api-error.js';
import { TEST_DIALECT, type TestAccount, type TestDatabase } from '../../test/harness.js';
import { type Caller, createMoneyBed, type MoneyBed } from '../../test/money-bed.js';

let t: TestDatabase;
let db: Db;
let asAdmin: Caller;
let approvedMember: MoneyBed['approvedMember'];

beforeEach(async () => {
  ({ t, db, asAdmin, approvedMember } = await createMoneyBed());
});
afterEach(() => t.close());

/** From now on every update of a membership row changes nothing, like a lost race. */
async function loseEveryRace(): Promise<void> {
  if (TEST_DIALECT === 'sqlite') {
    await sql`create trigger lose_race before update on memberships begin select raise(ignore); end`.execute(db);
    return;
  }
  await sql`create function lose_race() returns trigger language plpgsql as $$ begin return null; end $$`.execute(db);
  await sql`create trigger lose_race before update on memberships for each row execute function lose_race()`.execute(
    db,
  );
}

const BUSY = { code: 'CONFLICT', message: 'This membership was just changed by someone else. Please try again.' };

async function adminEvents(): Promise<string[]> {
  const rows = await db.selectFrom('events').select('type').where('type', 'like', 'admin.%').execute();
  return rows.map((r) => r.type).filter((type) => !type.startsWith('admin.request') && type !== 'admin.plan_created');
}

async function membershipOf(member: TestAccount) {
  return db.selectFrom('memberships').selectAll().where('userId', '=', member.id).executeTakeFirstOrThrow();
}

describe('a change that loses the race', () => {
  it('pause, resume and cancel each answer "try again" and change nothing', async () => {
    const active = await approvedMember();
    const paused = await approvedMember();
    await asAdmin.memberships.pause({ userId: paused.id });
    const before = [await membershipOf(active), await membershipOf(paused)];
    const eventsBefore = await adminEvents();
    await loseEveryRace();

    expect(await apiError(asAdmin.memberships.pause({ userId: active.id }))).toEqual(BUSY);
    expect(await apiError(asAdmin.memberships.cancel({ userId: active.id }))).toEqual(BUSY);
    expect(await apiError(asAdmin.memberships.resume({ userId: paused.id }))).toEqual(BUSY);
    expect(await apiError(asAdmin.memberships.cancel({ userId: paused.id }))).toEqual(BUSY);

    expect([await membershipOf(active), await membershipOf(paused)]).toEqual(before);
    expect(await adminEvents()).toEqual(eventsBefore);
  });

  it('a plan change, at once or for the next period, or withdrawn, answers "try again" and changes nothing', async () => {
    const gold = await asAdmin.plans.create({ name: 'Gold', price: '29.99', period: 'monthly' });
    const silver = await asAdmin.plans.create({ name: 'Silver', price: '19.99', period: 'monthly' });
    const onDefault = await approvedMember();
    const onGold = await approvedMember();
    const waiting = await approvedMember();
    await asAdmin.memberships.changePlan({ userId: onGold.id, planId: gold.id });
    await asAdmin.memberships.changePlan({ userId: waiting.id, planId: gold.id });
    await asAdmin.memberships.changePlan({ userId: waiting.id, planId: silver.id });
    const before = await Promise.all([onDefault, onGold, waiting].map(membershipOf));
    const eventsBefore = await adminEvents();
    await loseEveryRace();

    // Off a plan with no recurring bill: at once.
    expect(await apiError(asAdmin.memberships.changePlan({ userId: onDefault.id, planId: gold.id }))).toEqual(BUSY);
    // Off a running monthly plan: for the next period.
    expect(await apiError(asAdmin.memberships.changePlan({ userId: onGold.id, planId: silver.id }))).toEqual(BUSY);
    // The current plan again: the waiting change is withdrawn.
    expect(await apiError(asAdmin.memberships.changePlan({ userId: waiting.id, planId: gold.id }))).toEqual(BUSY);

    expect(await Promise.all([onDefault, onGold, waiting].map(membershipOf))).toEqual(before);
    expect(await adminEvents()).toEqual(eventsBefore);
  });
});
