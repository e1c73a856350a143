import type { DbOrTx } from '../../db/schema.js';
import type { Cursor } from '../../lib/cursor.js';
import { newId } from '../../lib/ids.js';

export async function insertContactMessage(
  db: DbOrTx,
  message: { name: string; email: string; message: string; now: Date },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('contactMessages')
    .values({
      id,
      name: message.name,
      email: message.email,
      message: message.message,
      createdAt: message.now.toISOString(),
      readAt: null,
    })
    .execute();
  return id;
}

/** One page of the Inbox, newest first (contact_messages_created_idx). */
export function inboxPageQuery(db: DbOrTx, after: Cursor | null, limit: number) {
  let query = db.selectFrom('contactMessages').select(['id', 'name', 'email', 'message', 'createdAt', 'readAt']);
  if (after) query = query.where((eb) => eb(eb.refTuple('createdAt', 'id'), '<', eb.tuple(after.key, after.id)));
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit);
}

/** Unread messages (contact_messages_unread_idx: the range of rows whose read_at is null), un-executed. */
export function countUnreadMessagesQuery(db: DbOrTx) {
  return db
    .selectFrom('contactMessages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('readAt', 'is', null);
}

export async function countUnreadMessages(db: DbOrTx): Promise<number> {
  const row = await countUnreadMessagesQuery(db).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findContactMessage(db: DbOrTx, id: string) {
  return db.selectFrom('contactMessages').select(['id', 'readAt']).where('id', '=', id).executeTakeFirst();
}

/** True when this call marked it (false when it was already read). */
export async function markMessageRead(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('contactMessages')
    .set({ readAt: now.toISOString() })
    .where('id', '=', id)
    .where('readAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
