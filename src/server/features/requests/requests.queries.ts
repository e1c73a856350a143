import type { DbOrTx } from '../../db/schema.js';
import { newId, nowIso } from '../../lib/ids.js';

export async function insertPendingRequest(
  db: DbOrTx,
  request: { userId: string; name: string; email: string },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('memberRequests')
    .values({ id, ...request, status: 'pending', createdAt: nowIso() })
    .execute();
  return id;
}
