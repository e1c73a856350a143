// Adding and deleting equipment write the change and its audit event in one transaction.
import type { Db } from '../../db/schema.js';
import { recordEvent } from '../events/events.queries.js';
import { deleteEquipmentById, type EquipmentItem, findEquipment, insertEquipment } from './equipment.queries.js';

interface Actor {
  actorId: string;
  ip: string;
}

export async function addEquipment(
  db: Db,
  actor: Actor,
  input: { name: string; quantity: number },
): Promise<EquipmentItem> {
  return db.transaction().execute(async (tx) => {
    const item = await insertEquipment(tx, input);
    await recordEvent(tx, {
      type: 'admin.equipment_added',
      actorId: actor.actorId,
      subject: item.id,
      ip: actor.ip,
      detail: { name: item.name, quantity: item.quantity },
    });
    return item;
  });
}

/** Deletes the item; false when there is no such item (nothing is written then). */
export async function deleteEquipment(db: Db, actor: Actor, id: string): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const item = await findEquipment(tx, id);
    if (!item || !(await deleteEquipmentById(tx, id))) return false;
    await recordEvent(tx, {
      type: 'admin.equipment_deleted',
      actorId: actor.actorId,
      subject: id,
      ip: actor.ip,
      detail: { name: item.name, quantity: item.quantity },
    });
    return true;
  });
}
