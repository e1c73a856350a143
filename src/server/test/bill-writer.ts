// Child process for the crash-safety test: commits bills one by one through the app's own query and
// prints each id only after its transaction has committed. The parent kills it with SIGKILL.
import { openSqliteDatabase } from '../db/database.js';
import { insertBill } from '../features/billing/billing.queries.js';
import { billFixture } from './fixtures.js';

const [file, memberId] = process.argv.slice(2);
if (!file || !memberId) throw new Error('usage: bill-writer <database file> <member id>');
const { db } = openSqliteDatabase(file);

for (let n = 1; ; n += 1) {
  const bill = await db
    .transaction()
    .execute((tx) => insertBill(tx, billFixture(memberId, { amountCents: n, createdBy: memberId })));
  process.stdout.write(`${bill.id}\n`);
}
