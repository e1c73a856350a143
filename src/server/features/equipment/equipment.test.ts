import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

beforeEach(async () => {
  ({ testDb: t, deps, admin } = await createRouterTestbed());
});
afterEach(async () => {
  await t.close();
});

const page = { page: 1, pageSize: 20 };

describe('equipment access', () => {
  it('refuses visitors, pending accounts and members', async () => {
    const member = await createAccount(t.db, 'member');
    const pending = await createAccount(t.db, 'pending');
    for (const [caller, code] of [
      [await callerAs(deps), 'UNAUTHORIZED'],
      [await callerAs(deps, pending), 'FORBIDDEN'],
      [await callerAs(deps, member), 'FORBIDDEN'],
    ] as const) {
      expect((await apiError(caller.equipment.list(page))).code).toBe(code);
      expect((await apiError(caller.equipment.add({ name: 'Bench', quantity: 1 }))).code).toBe(code);
      expect((await apiError(caller.equipment.delete({ id: 'x' }))).code).toBe(code);
    }
    expect(await t.db.selectFrom('equipment').select('id').execute()).toEqual([]);
    expect(await allEvents(t.db)).toEqual([]);
  });
});

describe('equipment.add', () => {
  it('adds a trimmed item, returns it and records the admin event in the list', async () => {
    const caller = await callerAs(deps, admin, '198.51.100.4');

    const item = await caller.equipment.add({ name: '  Treadmill  ', quantity: 4 });

    expect(item).toEqual({ id: expect.any(String), name: 'Treadmill', quantity: 4 });
    expect(await caller.equipment.list(page)).toEqual({
      items: [{ ...item, status: 'in_service', serviceIntervalDays: null, serviceDueOn: null, openProblems: 0 }],
      total: 1,
      page: 1,
      pageSize: 20,
    });
    const events = await allEvents(t.db);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'admin.equipment_added', actorId: admin.id, subject: item.id });
    expect(events[0]?.ip).toBe('198.51.100.4');
    expect(JSON.parse(events[0]?.detail ?? '{}')).toEqual({ name: 'Treadmill', quantity: 4 });
  });

  it('accepts the quantity limits 0 and 1,000,000', async () => {
    const caller = await callerAs(deps, admin);
    await expect(caller.equipment.add({ name: 'Spare', quantity: 0 })).resolves.toMatchObject({ quantity: 0 });
    await expect(caller.equipment.add({ name: 'Weights', quantity: 1_000_000 })).resolves.toMatchObject({
      quantity: 1_000_000,
    });
  });

  it.each([
    [{ name: '', quantity: 1 }, 'name', 'Name is required.'],
    [{ name: '   ', quantity: 1 }, 'name', 'Name is required.'],
    [{ name: 'x'.repeat(101), quantity: 1 }, 'name', 'Name must be at most 100 characters.'],
    [{ name: 'Bench' }, 'quantity', 'Quantity is required.'],
    [{ name: 'Bench', quantity: null }, 'quantity', 'Quantity is required.'],
    [{ name: 'Bench', quantity: Number.NaN }, 'quantity', 'Quantity is required.'],
    [{ name: 'Bench', quantity: Number.POSITIVE_INFINITY }, 'quantity', 'Quantity must be a whole number.'],
    [{ name: 'Bench', quantity: 1.5 }, 'quantity', 'Quantity must be a whole number.'],
    [{ name: 'Bench', quantity: '3' }, 'quantity', 'Quantity must be a whole number.'],
    // Text a hand-made request could send: never read as a number ("1e3" is not 1000).
    [{ name: 'Bench', quantity: '1e3' }, 'quantity', 'Quantity must be a whole number.'],
    [{ name: 'Bench', quantity: ' 12abc' }, 'quantity', 'Quantity must be a whole number.'],
    [{ name: 'Bench', quantity: '+5' }, 'quantity', 'Quantity must be a whole number.'],
    [{ name: 'Bench', quantity: '0x10' }, 'quantity', 'Quantity must be a whole number.'],
    [{ name: 'Bench', quantity: -1 }, 'quantity', 'Quantity must be between 0 and 1,000,000.'],
    [{ name: 'Bench', quantity: 1_000_001 }, 'quantity', 'Quantity must be between 0 and 1,000,000.'],
  ])('refuses %j with "%s: %s" and changes nothing', async (input, field, message) => {
    const caller = await callerAs(deps, admin);

    // biome-ignore lint/suspicious/noExplicitAny: deliberately wrong input, as a hand-made request could send
    const error = await apiError(caller.equipment.add(input as any));

    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(message);
    expect(error.fieldErrors?.[field]).toBe(message);
    expect((await caller.equipment.list(page)).total).toBe(0);
    expect(await allEvents(t.db)).toEqual([]);
  });
});

describe('equipment.list', () => {
  it('orders by name ignoring capitals and accents, and pages in the query', async () => {
    const caller = await callerAs(deps, admin);
    for (const name of ['rowing machine', 'Bench', 'Élliptical', 'dumbbells', 'ab roller']) {
      await caller.equipment.add({ name, quantity: 1 });
    }

    const first = await caller.equipment.list({ page: 1, pageSize: 2 });
    const second = await caller.equipment.list({ page: 2, pageSize: 2 });
    const third = await caller.equipment.list({ page: 3, pageSize: 2 });

    expect(first.items.map((i) => i.name)).toEqual(['ab roller', 'Bench']);
    expect(second.items.map((i) => i.name)).toEqual(['dumbbells', 'Élliptical']);
    expect(third.items.map((i) => i.name)).toEqual(['rowing machine']);
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(third).toMatchObject({ total: 5, page: 3, pageSize: 2 });
    await expect(caller.equipment.list({ page: 4, pageSize: 2 })).resolves.toMatchObject({ items: [], total: 5 });
  });

  it('rejects page sizes over 100', async () => {
    const caller = await callerAs(deps, admin);
    expect((await apiError(caller.equipment.list({ page: 1, pageSize: 101 }))).code).toBe('BAD_REQUEST');
  });
});

describe('equipment.delete', () => {
  it('deletes the item and records the admin event with its name', async () => {
    const caller = await callerAs(deps, admin);
    const keep = await caller.equipment.add({ name: 'Bench', quantity: 2 });
    const gone = await caller.equipment.add({ name: 'Old bike', quantity: 1 });

    await expect(caller.equipment.delete({ id: gone.id })).resolves.toEqual({ deleted: true });

    expect((await caller.equipment.list(page)).items).toEqual([expect.objectContaining(keep)]);
    const deleted = (await allEvents(t.db)).filter((e) => e.type === 'admin.equipment_deleted');
    expect(deleted).toHaveLength(1);
    expect(deleted[0]).toMatchObject({ actorId: admin.id, subject: gone.id });
    expect(JSON.parse(deleted[0]?.detail ?? '{}')).toMatchObject({ name: 'Old bike' });
  });

  it('answers NOT_FOUND for a missing item and changes nothing', async () => {
    const caller = await callerAs(deps, admin);
    const item = await caller.equipment.add({ name: 'Bench', quantity: 2 });
    await caller.equipment.delete({ id: item.id });
    const eventsBefore = await allEvents(t.db);

    for (const id of [item.id, 'no-such-id']) {
      expect(await apiError(caller.equipment.delete({ id }))).toEqual({
        code: 'NOT_FOUND',
        message: 'Equipment not found.',
      });
    }
    expect(await allEvents(t.db)).toEqual(eventsBefore);
  });
});
