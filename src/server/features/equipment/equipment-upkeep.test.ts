// Status, the maintenance log and the "Service due" list, dated by the app's clock in the gym's zone.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allEvents, apiError } from '../../test/api-error.js';
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
import type { AppDeps } from '../../trpc/context.js';

let t: TestDatabase;
let deps: AppDeps;
let admin: TestAccount;
let clock: ManualClock;

beforeEach(async () => {
  t = await createTestDatabase();
  // 23:30 UTC on 1 March is already 2 March in Auckland: "today" must be the gym's day.
  clock = new ManualClock('2026-03-01T23:30:00.000Z');
  deps = createTestDeps(t, { clock, gym: { ...TEST_GYM, timeZone: 'Pacific/Auckland' } });
  admin = await createAccount(t.db, 'admin', { name: 'Alex Admin' });
});
afterEach(async () => {
  await t.close();
});

const DAY = 24 * 60 * 60_000;

async function addItem(name: string, serviceIntervalDays: number | null = null) {
  const caller = await callerAs(deps, admin);
  const item = await caller.equipment.add({ name, quantity: 1 });
  if (serviceIntervalDays !== null) {
    await caller.equipment.update({ id: item.id, name, quantity: 1, serviceIntervalDays });
  }
  return item;
}

describe('equipment.setStatus', () => {
  it('marks an item out of order and back, each time with a log entry and an event; the same status is a no-op', async () => {
    const caller = await callerAs(deps, admin, '203.0.113.5');
    const item = await addItem('Treadmill');

    await expect(caller.equipment.setStatus({ id: item.id, status: 'out_of_order' })).resolves.toEqual({
      status: 'out_of_order',
      changed: true,
    });
    expect((await caller.equipment.list({})).items[0]).toMatchObject({ status: 'out_of_order' });
    await expect(caller.equipment.setStatus({ id: item.id, status: 'out_of_order' })).resolves.toEqual({
      status: 'out_of_order',
      changed: false,
    });
    clock.advance(60_000);
    await caller.equipment.setStatus({ id: item.id, status: 'in_service' });

    const log = await caller.equipment.listLog({ id: item.id });
    expect(log.items.map((e) => [e.kind, e.note, e.byName, e.onDay])).toEqual([
      ['status', 'Marked in service.', 'Alex Admin', '2026-03-02'],
      ['status', 'Marked out of order.', 'Alex Admin', '2026-03-02'],
    ]);
    const events = (await allEvents(t.db)).filter((e) => e.type === 'admin.equipment_status_changed');
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({ actorId: admin.id, subject: item.id, ip: '203.0.113.5' });
    expect(JSON.parse(events[0]?.detail ?? '{}')).toEqual({
      name: 'Treadmill',
      from: 'in_service',
      to: 'out_of_order',
    });
  });

  it('refuses an unknown status or item and changes nothing', async () => {
    const caller = await callerAs(deps, admin);
    const item = await addItem('Treadmill');
    const before = await allEvents(t.db);
    // biome-ignore lint/suspicious/noExplicitAny: a status the app does not have
    expect((await apiError(caller.equipment.setStatus({ id: item.id, status: 'broken' as any }))).code).toBe(
      'BAD_REQUEST',
    );
    expect(await apiError(caller.equipment.setStatus({ id: 'gone', status: 'out_of_order' }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Equipment not found.',
    });
    expect(await allEvents(t.db)).toEqual(before);
  });
});

describe('equipment.logMaintenance and the service interval', () => {
  it('puts an item on "Service due" when its interval has passed, by the gym\'s today, soonest first', async () => {
    const caller = await callerAs(deps, admin);
    const bike = await addItem('Bike', 7);
    const rower = await addItem('Rower', 3);
    await addItem('Mat');
    expect((await caller.equipment.list({})).items.find((i) => i.id === bike.id)).toMatchObject({
      serviceIntervalDays: 7,
      serviceDueOn: '2026-03-09',
    });
    expect((await caller.equipment.listServiceDue({})).items).toEqual([]);

    // The rower is due on 5 March, which starts in Auckland (UTC+13) at 11:00 UTC on 4 March.
    clock.set('2026-03-04T11:00:00.000Z');
    expect((await caller.equipment.listServiceDue({})).items).toEqual([
      { id: rower.id, name: 'Rower', serviceDueOn: '2026-03-05', status: 'in_service' },
    ]);
    clock.set('2026-03-04T10:59:00.000Z');
    expect((await caller.equipment.listServiceDue({})).total).toBe(0);

    clock.set('2026-03-10T00:00:00.000Z');
    const due = await caller.equipment.listServiceDue({});
    expect(due.items.map((i) => i.name)).toEqual(['Rower', 'Bike']);
    expect(due.total).toBe(2);
  });

  it("logs maintenance with the admin's name, moves the next service date, and records the event", async () => {
    const caller = await callerAs(deps, admin, '198.51.100.2');
    const bike = await addItem('Bike', 7);
    clock.set('2026-03-20T00:00:00.000Z');
    expect((await caller.equipment.listServiceDue({})).items.map((i) => i.name)).toEqual(['Bike']);

    const entry = await caller.equipment.logMaintenance({ id: bike.id, onDay: '2026-03-18', note: '  New belt ' });

    expect(entry).toMatchObject({ kind: 'maintenance', note: 'New belt', byName: 'Alex Admin', onDay: '2026-03-18' });
    expect((await caller.equipment.list({})).items[0]).toMatchObject({ serviceDueOn: '2026-03-25' });
    expect((await caller.equipment.listServiceDue({})).items).toEqual([]);
    // A back-dated entry never pulls the next service earlier.
    await caller.equipment.logMaintenance({ id: bike.id, onDay: '2026-03-01', note: 'Forgot to log this' });
    expect((await caller.equipment.list({})).items[0]).toMatchObject({ serviceDueOn: '2026-03-25' });
    const events = (await allEvents(t.db)).filter((e) => e.type === 'admin.equipment_maintenance_logged');
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({ actorId: admin.id, subject: bike.id, ip: '198.51.100.2' });
    expect(JSON.parse(events[0]?.detail ?? '{}')).toEqual({ name: 'Bike', onDay: '2026-03-18' });
  });

  it('counts a new interval from the last maintenance, and takes the item off the list without one', async () => {
    const caller = await callerAs(deps, admin);
    const bike = await addItem('Bike');
    await caller.equipment.logMaintenance({ id: bike.id, onDay: '2026-02-20', note: 'Serviced' });
    expect((await caller.equipment.list({})).items[0]).toMatchObject({ serviceDueOn: null });

    await caller.equipment.update({ id: bike.id, name: 'Bike', quantity: 1, serviceIntervalDays: 10 });
    expect((await caller.equipment.list({})).items[0]).toMatchObject({ serviceDueOn: '2026-03-02' });
    expect((await caller.equipment.listServiceDue({})).items.map((i) => i.name)).toEqual(['Bike']);

    await caller.equipment.update({ id: bike.id, name: 'Bike', quantity: 1, serviceIntervalDays: null });
    expect((await caller.equipment.listServiceDue({})).total).toBe(0);
  });

  it.each([
    [{ onDay: '2026-03-03' }, 'BAD_REQUEST', 'The date cannot be in the future.'],
    [{ onDay: '2026-02-30' }, 'BAD_REQUEST', 'Enter a valid date.'],
    [{ onDay: '' }, 'BAD_REQUEST', 'Date is required.'],
    [{ note: '   ' }, 'BAD_REQUEST', 'Note is required.'],
    [{ note: 'x'.repeat(2001) }, 'BAD_REQUEST', 'Note must be at most 2,000 characters.'],
    [{ id: 'gone' }, 'NOT_FOUND', 'Equipment not found.'],
  ])('refuses %j and changes nothing', async (change, code, message) => {
    const caller = await callerAs(deps, admin);
    const bike = await addItem('Bike', 7);
    const before = await allEvents(t.db);

    const error = await apiError(
      caller.equipment.logMaintenance({ id: bike.id, onDay: '2026-03-02', note: 'Oiled', ...change }),
    );

    expect(error).toMatchObject({ code, message });
    expect((await caller.equipment.listLog({ id: bike.id })).total).toBe(0);
    expect((await caller.equipment.list({})).items[0]).toMatchObject({ serviceDueOn: '2026-03-09' });
    expect(await allEvents(t.db)).toEqual(before);
  });
});

describe('equipment.listLog', () => {
  it('shows the newest entries first, a page at a time, and goes with the item when it is deleted', async () => {
    const caller = await callerAs(deps, admin);
    const bike = await addItem('Bike');
    for (const note of ['first', 'second', 'third']) {
      await caller.equipment.logMaintenance({ id: bike.id, onDay: '2026-03-01', note });
      clock.advance(DAY / 24);
    }

    const first = await caller.equipment.listLog({ id: bike.id, page: 1, pageSize: 2 });
    const second = await caller.equipment.listLog({ id: bike.id, page: 2, pageSize: 2 });
    expect(first.items.map((e) => e.note)).toEqual(['third', 'second']);
    expect(second.items.map((e) => e.note)).toEqual(['first']);
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });

    await caller.equipment.delete({ id: bike.id });
    expect(await apiError(caller.equipment.listLog({ id: bike.id }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Equipment not found.',
    });
    expect(await t.db.selectFrom('equipmentLog').select('id').execute()).toEqual([]);
  });
});
