// The equipment lists' totals and the members' picker, planned as the app compiles them: each filtered
// total is the same index range as its page; the unfiltered total counts one index end to end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/harness.js';
import { expectIndexedSearch, expectIndexOrder, planOf } from '../../test/query-plan.js';
import {
  countEquipmentQuery,
  countOutOfOrderQuery,
  countServiceDueQuery,
  equipmentChoicesPageQuery,
} from './equipment.queries.js';
import { countLogEntriesQuery } from './equipment-log.queries.js';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

describe('equipment totals and picker plans', () => {
  it('counts what is due for service, out of order, and in one item’s log through the page’s own index', async () => {
    expectIndexedSearch(
      await planOf(t.db, countServiceDueQuery(t.db, '2026-03-15')),
      'equipment',
      'equipment_service_due_idx',
    );
    expectIndexedSearch(await planOf(t.db, countOutOfOrderQuery(t.db)), 'equipment', 'equipment_status_idx');
    expectIndexedSearch(
      await planOf(t.db, countLogEntriesQuery(t.db, 'e1')),
      'equipment_log',
      'equipment_log_equipment_created_idx',
    );
  });

  it('pages the members’ picker in equipment_name_key_idx order', async () => {
    const plan = await planOf(t.db, equipmentChoicesPageQuery(t.db, { page: 2, pageSize: 20 }));
    expectIndexOrder(plan, 'equipment', 'equipment_name_key_idx');
  });

  it('counts every item by reading one index of equipment, not its rows', async () => {
    // The "of N" of the admin list and the picker: it grows with the inventory (hundreds of items,
    // not members or visits), and nothing cheaper answers it without a kept counter.
    const plan = await planOf(t.db, countEquipmentQuery(t.db));
    expect(plan.fullScans, plan.text).toEqual([]);
    expect(plan.orderedScans.length, plan.text).toBe(1);
    expect(plan.orderedScans[0], plan.text).toMatch(/^equipment:/);
  });
});
