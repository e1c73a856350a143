// Adding and deleting records write the change and its audit event in one transaction.
import type { Db } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import { recordEvent } from '../events/events.queries.js';
import { deleteRecordById, findRecord, insertRecord, type RecordItem } from './records.queries.js';

interface Actor {
  actorId: string;
  ip: string;
}

export async function addRecord(db: Db, actor: Actor, name: string): Promise<RecordItem> {
  return inTransaction(db, async (tx) => {
    const record = await insertRecord(tx, name);
    await recordEvent(tx, {
      type: 'admin.record_added',
      actorId: actor.actorId,
      subject: record.id,
      ip: actor.ip,
      detail: { name: record.name },
    });
    return record;
  });
}

/** Deletes the record; false when there is no such record (nothing is written then). */
export async function deleteRecord(db: Db, actor: Actor, id: string): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const record = await findRecord(tx, id);
    if (!record || !(await deleteRecordById(tx, id))) return false;
    await recordEvent(tx, {
      type: 'admin.record_deleted',
      actorId: actor.actorId,
      subject: id,
      ip: actor.ip,
      detail: { name: record.name },
    });
    return true;
  });
}
