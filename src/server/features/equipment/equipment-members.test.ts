// What members may do with equipment: see what is out of order, pick an item by name and report a
// problem with it. Everything else is for administrators.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/calendar.js';
import { allEvents, apiError } from '../../test/api-error.js';
import {
  callerAs,
  createAccount,
  createRouterTestbed,
  type TestAccount,
  type TestDatabase,
} from '../../test/harness.js';
import type { AppDeps } from '../../trpc/context.js';

let t: TestDatabase;
let deps: AppDeps;
let admin: TestAccount;
let member: TestAccount;

beforeEach(async () => {
  ({ testDb: t, deps, admin } = await createRouterTestbed());
  member = await createAccount(t.db, 'member', { name: 'Maya Patel' });
});
afterEach(async () => {
  await t.close();
});

async function addItems(...names: string[]) {
  const caller = await callerAs(deps, admin);
  const items = [];
  for (const name of names) items.push(await caller.equipment.add({ name, quantity: 1 }));
  return items;
}

describe('members and equipment', () => {
  it('see only the items out of order, by name, and only names to pick from', async () => {
    const [bike, rower, treadmill] = await addItems('Bike', 'rower', 'Treadmill');
    const asAdmin = await callerAs(deps, admin);
    const asMember = await callerAs(deps, member);
    expect(await asMember.equipment.listOutOfOrder({})).toMatchObject({ items: [], total: 0 });

    await asAdmin.equipment.setStatus({ id: treadmill?.id ?? '', status: 'out_of_order' });
    await asAdmin.equipment.setStatus({ id: rower?.id ?? '', status: 'out_of_order' });

    expect(await asMember.equipment.listOutOfOrder({ page: 1, pageSize: 20 })).toEqual({
      items: [
        { id: rower?.id, name: 'rower' },
        { id: treadmill?.id, name: 'Treadmill' },
      ],
      total: 2,
      page: 1,
      pageSize: 20,
    });
    expect((await asMember.equipment.listChoices({})).items).toEqual([
      { id: bike?.id, name: 'Bike' },
      { id: rower?.id, name: 'rower' },
      { id: treadmill?.id, name: 'Treadmill' },
    ]);
  });

  it("report a problem: it lands in the item's log with their name, counts on the admin's list, and is recorded", async () => {
    const [bike] = await addItems('Bike');
    const asMember = await callerAs(deps, member, '192.0.2.44');
    const asAdmin = await callerAs(deps, admin);

    await expect(
      asMember.equipment.reportProblem({ id: bike?.id ?? '', note: '  The pedal is loose.  ' }),
    ).resolves.toMatchObject({ onDay: deps.clock.now().toISOString().slice(0, 10) });

    const log = await asAdmin.equipment.listLog({ id: bike?.id ?? '' });
    expect(log.items).toEqual([
      expect.objectContaining({ kind: 'problem', note: 'The pedal is loose.', byName: 'Maya Patel' }),
    ]);
    expect((await asAdmin.equipment.list({})).items[0]).toMatchObject({ openProblems: 1 });
    const [event] = (await allEvents(t.db)).filter((e) => e.type === 'member.equipment_problem_reported');
    expect(event).toMatchObject({ actorId: member.id, subject: bike?.id, ip: '192.0.2.44' });

    // Maintenance afterwards settles the problems reported before it.
    await asAdmin.equipment.logMaintenance({ id: bike?.id ?? '', onDay: log.items[0]?.onDay ?? '', note: 'Tightened' });
    expect((await asAdmin.equipment.list({})).items[0]).toMatchObject({ openProblems: 0 });
  });

  it('leaves a problem open when the maintenance logged after it was done before it was reported', async () => {
    const [bike] = await addItems('Bike');
    const asMember = await callerAs(deps, member);
    const asAdmin = await callerAs(deps, admin);
    const reported = await asMember.equipment.reportProblem({ id: bike?.id ?? '', note: 'The pedal is loose.' });

    await asAdmin.equipment.logMaintenance({
      id: bike?.id ?? '',
      onDay: addDays(reported.onDay, -1),
      note: 'Forgot to log this',
    });
    expect((await asAdmin.equipment.list({})).items[0]).toMatchObject({ openProblems: 1 });
    // Work done on the day it was reported, logged after it, settles it.
    await asAdmin.equipment.logMaintenance({ id: bike?.id ?? '', onDay: reported.onDay, note: 'Tightened' });
    expect((await asAdmin.equipment.list({})).items[0]).toMatchObject({ openProblems: 0 });
  });

  it.each([
    [{ note: '' }, 'BAD_REQUEST', 'Description is required.'],
    [{ note: '  ' }, 'BAD_REQUEST', 'Description is required.'],
    [{ note: 'x'.repeat(2001) }, 'BAD_REQUEST', 'Description must be at most 2,000 characters.'],
    [{ id: '' }, 'BAD_REQUEST', 'Choose the equipment.'],
    [{ id: 'gone' }, 'NOT_FOUND', 'Equipment not found.'],
  ])('refuses a report %j and changes nothing', async (change, code, message) => {
    const [bike] = await addItems('Bike');
    const before = await allEvents(t.db);
    const asMember = await callerAs(deps, member);

    expect(
      await apiError(asMember.equipment.reportProblem({ id: bike?.id ?? '', note: 'Squeaks', ...change })),
    ).toMatchObject({
      code,
      message,
    });
    expect(await t.db.selectFrom('equipmentLog').select('id').execute()).toEqual([]);
    expect(await allEvents(t.db)).toEqual(before);
  });

  it('accepts a 2,000-character description', async () => {
    const [bike] = await addItems('Bike');
    const asMember = await callerAs(deps, member);
    await expect(
      asMember.equipment.reportProblem({ id: bike?.id ?? '', note: 'x'.repeat(2000) }),
    ).resolves.toBeTruthy();
  });

  it('may not read or change anything else, and visitors and pending accounts may not report', async () => {
    const [bike] = await addItems('Bike');
    const id = bike?.id ?? '';
    const asMember = await callerAs(deps, member);
    const before = await allEvents(t.db);

    for (const call of [
      asMember.equipment.list({}),
      asMember.equipment.add({ name: 'Mine', quantity: 1 }),
      asMember.equipment.update({ id, name: 'Mine', quantity: 1, serviceIntervalDays: null }),
      asMember.equipment.setStatus({ id, status: 'out_of_order' }),
      asMember.equipment.delete({ id }),
      asMember.equipment.listLog({ id }),
      asMember.equipment.logMaintenance({ id, onDay: '2026-01-01', note: 'Fixed it myself' }),
      asMember.equipment.listServiceDue({}),
    ]) {
      expect((await apiError(call)).code).toBe('FORBIDDEN');
    }
    const pending = await createAccount(t.db, 'pending');
    for (const [caller, code] of [
      [await callerAs(deps), 'UNAUTHORIZED'],
      [await callerAs(deps, pending), 'FORBIDDEN'],
    ] as const) {
      expect((await apiError(caller.equipment.reportProblem({ id, note: 'Broken' }))).code).toBe(code);
      expect((await apiError(caller.equipment.listOutOfOrder({}))).code).toBe(code);
      expect((await apiError(caller.equipment.listChoices({}))).code).toBe(code);
    }
    expect((await (await callerAs(deps, admin)).equipment.list({})).items[0]).toMatchObject({
      name: 'Bike',
      status: 'in_service',
    });
    expect(await allEvents(t.db)).toEqual(before);
  });
});
