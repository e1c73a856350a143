// Equipment names are one name whatever their capitals and accents; editing an item keeps that rule.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NAME_TAKEN_MESSAGE } from '../../../shared/equipment.schemas.js';
import { allEvents, apiError } from '../../test/api-error.js';
import { callerAs, createRouterTestbed, type TestAccount, type TestDatabase } from '../../test/harness.js';
import type { AppDeps } from '../../trpc/context.js';

let t: TestDatabase;
let deps: AppDeps;
let admin: TestAccount;

beforeEach(async () => {
  ({ testDb: t, deps, admin } = await createRouterTestbed());
});
afterEach(async () => {
  await t.close();
});

const page = { page: 1, pageSize: 20 };

async function names() {
  return (await (await callerAs(deps, admin)).equipment.list(page)).items.map((i) => i.name);
}

describe('unique equipment names', () => {
  it.each(['BENCH', 'bench', 'Bénch', '  bench  ', 'BÉNCH'])(
    'refuses to add %j beside "Bench" and changes nothing',
    async (name) => {
      const caller = await callerAs(deps, admin);
      await caller.equipment.add({ name: 'Bench', quantity: 2 });
      const eventsBefore = await allEvents(t.db);

      expect(await apiError(caller.equipment.add({ name, quantity: 5 }))).toEqual({
        code: 'CONFLICT',
        message: NAME_TAKEN_MESSAGE,
      });
      expect(await names()).toEqual(['Bench']);
      expect(await allEvents(t.db)).toEqual(eventsBefore);
    },
  );

  it('lets only one of two admins adding the same name at once succeed', async () => {
    const caller = await callerAs(deps, admin);
    const results = await Promise.allSettled([
      caller.equipment.add({ name: 'Rowing machine', quantity: 1 }),
      caller.equipment.add({ name: 'ROWING MACHINE', quantity: 2 }),
      caller.equipment.add({ name: 'Rowing Machine', quantity: 3 }),
    ]);

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const refused of results.filter((r) => r.status === 'rejected')) {
      expect(refused.reason).toMatchObject({ code: 'CONFLICT', message: NAME_TAKEN_MESSAGE });
    }
    expect(await names()).toHaveLength(1);
    expect((await allEvents(t.db)).filter((e) => e.type === 'admin.equipment_added')).toHaveLength(1);
  });
});

describe('equipment.update', () => {
  it('changes the name and quantity, and records what changed', async () => {
    const caller = await callerAs(deps, admin, '198.51.100.9');
    const item = await caller.equipment.add({ name: 'Bench', quantity: 2 });

    const saved = await caller.equipment.update({
      id: item.id,
      name: '  Flat bench ',
      quantity: 3,
      serviceIntervalDays: null,
    });

    expect(saved).toEqual({ id: item.id, name: 'Flat bench', quantity: 3 });
    expect((await caller.equipment.list(page)).items).toEqual([expect.objectContaining(saved)]);
    const [event] = (await allEvents(t.db)).filter((e) => e.type === 'admin.equipment_updated');
    expect(event).toMatchObject({ actorId: admin.id, subject: item.id, ip: '198.51.100.9' });
    expect(JSON.parse(event?.detail ?? '{}')).toEqual({
      from: { name: 'Bench', quantity: 2, serviceIntervalDays: null },
      to: { name: 'Flat bench', quantity: 3, serviceIntervalDays: null },
    });
  });

  it("may change an item's own capitals, but not take another item's name", async () => {
    const caller = await callerAs(deps, admin);
    const bench = await caller.equipment.add({ name: 'bench', quantity: 2 });
    const bike = await caller.equipment.add({ name: 'Bike', quantity: 1 });

    await expect(
      caller.equipment.update({ id: bench.id, name: 'Bénch', quantity: 2, serviceIntervalDays: null }),
    ).resolves.toMatchObject({ name: 'Bénch' });
    const eventsBefore = await allEvents(t.db);
    expect(
      await apiError(caller.equipment.update({ id: bike.id, name: 'BENCH', quantity: 9, serviceIntervalDays: null })),
    ).toEqual({ code: 'CONFLICT', message: NAME_TAKEN_MESSAGE });

    expect((await caller.equipment.list(page)).items.map((i) => [i.name, i.quantity])).toEqual([
      ['Bénch', 2],
      ['Bike', 1],
    ]);
    expect(await allEvents(t.db)).toEqual(eventsBefore);
  });

  it.each([
    [{ quantity: 1.5 }, 'quantity', 'Quantity must be a whole number.'],
    [{ quantity: '1e3' }, 'quantity', 'Quantity must be a whole number.'],
    [{ quantity: 1_000_001 }, 'quantity', 'Quantity must be between 0 and 1,000,000.'],
    [{ name: ' ' }, 'name', 'Name is required.'],
    [
      { serviceIntervalDays: 0 },
      'serviceIntervalDays',
      'Service interval must be a whole number of days from 1 to 3650.',
    ],
    [
      { serviceIntervalDays: 2.5 },
      'serviceIntervalDays',
      'Service interval must be a whole number of days from 1 to 3650.',
    ],
  ])('refuses %j with its field message and changes nothing', async (change, field, message) => {
    const caller = await callerAs(deps, admin);
    const item = await caller.equipment.add({ name: 'Bench', quantity: 2 });
    const eventsBefore = await allEvents(t.db);

    const input = { id: item.id, name: 'Bench', quantity: 2, serviceIntervalDays: null, ...change };
    // biome-ignore lint/suspicious/noExplicitAny: deliberately wrong input, as a hand-made request could send
    const error = await apiError(caller.equipment.update(input as any));

    expect(error).toMatchObject({ code: 'BAD_REQUEST', message });
    expect(error.fieldErrors?.[field]).toBe(message);
    expect((await caller.equipment.list(page)).items).toEqual([expect.objectContaining(item)]);
    expect(await allEvents(t.db)).toEqual(eventsBefore);
  });

  it('answers NOT_FOUND for an item that is gone', async () => {
    const caller = await callerAs(deps, admin);
    expect(
      await apiError(caller.equipment.update({ id: 'gone', name: 'Bench', quantity: 1, serviceIntervalDays: null })),
    ).toEqual({ code: 'NOT_FOUND', message: 'Equipment not found.' });
    expect(await allEvents(t.db)).toEqual([]);
  });
});
