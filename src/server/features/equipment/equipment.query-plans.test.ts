// The equipment lists stay index ranges however many items and log entries there are: "Service due"
// reads equipment_service_due_idx, the members' out-of-order list equipment_status_idx, an item's log
// equipment_log_equipment_created_idx, and the admin list's problem counts search that same log index.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/harness.js';
import { expectIndexedSearch, expectIndexOrder, planOf } from '../../test/query-plan.js';
import { equipmentPageQuery, outOfOrderPageQuery, serviceDuePageQuery } from './equipment.queries.js';
import { logPageQuery } from './equipment-log.queries.js';

let t: TestDatabase;
const paging = { page: 1, pageSize: 20 };

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

describe('equipment query plans', () => {
  it('finds the items due for service through equipment_service_due_idx', async () => {
    expectIndexedSearch(
      await planOf(t.db, serviceDuePageQuery(t.db, '2026-03-15', paging)),
      'equipment',
      'equipment_service_due_idx',
    );
  });

  it('lists what is out of order through equipment_status_idx', async () => {
    expectIndexedSearch(await planOf(t.db, outOfOrderPageQuery(t.db, paging)), 'equipment', 'equipment_status_idx');
  });

  it("pages an item's log through equipment_log_equipment_created_idx", async () => {
    expectIndexedSearch(
      await planOf(t.db, logPageQuery(t.db, 'e1', paging)),
      'equipment_log',
      'equipment_log_equipment_created_idx',
    );
  });

  it('reads the admin list in name order, counting problems through the log index', async () => {
    const plan = await planOf(t.db, equipmentPageQuery(t.db, paging));
    expectIndexOrder(plan, 'equipment', 'equipment_name_key_idx');
  });
});
