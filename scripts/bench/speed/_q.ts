import { performance } from 'node:perf_hooks';
import { openSqliteDatabase } from '../../../src/server/db/database.js';
import { daySlices } from '../../../src/server/features/reports/day-slices.js';
import {
  billTotalsQuery,
  listBillsInRange,
  paymentTotalsQuery,
  planNames,
} from '../../../src/server/features/reports/reports.queries.js';

const { db, native } = openSqliteDatabase('data/bench/gymdesk.db');
const range = { startDate: '2025-11-22', endDate: '2026-11-22' };
const t = async (name: string, f: () => Promise<unknown>) => {
  const s = performance.now();
  await f();
  console.log(name, (performance.now() - s).toFixed(1), 'ms');
};
let maxB = 0,
  maxP = 0,
  sumB = 0,
  sumP = 0;
for (const slice of daySlices(range)) {
  let s = performance.now();
  await billTotalsQuery(db, slice).execute();
  let d = performance.now() - s;
  maxB = Math.max(maxB, d);
  sumB += d;
  s = performance.now();
  await paymentTotalsQuery(db, slice).execute();
  d = performance.now() - s;
  maxP = Math.max(maxP, d);
  sumP += d;
}
console.log(
  'bills slices max',
  maxB.toFixed(1),
  'sum',
  sumB.toFixed(0),
  '| payments max',
  maxP.toFixed(1),
  'sum',
  sumP.toFixed(0),
);
await t('bills list 500', () => listBillsInRange(db, range, 500));
await t('plan names', () => planNames(db));
console.log(
  native.sqlite
    .prepare('explain query plan ' + paymentTotalsQuery(db, range).compile().sql)
    .all('2025-11-22', '2026-11-22')
    .map((r: any) => r.detail),
);
console.log(
  native.sqlite.prepare("select count(*) n from bills where issue_date >= '2025-11-22'").get(),
  native.sqlite.prepare("select count(*) n from payments where paid_on >= '2025-11-22'").get(),
);
