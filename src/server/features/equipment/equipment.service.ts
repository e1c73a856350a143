// Adding, editing, changing the status of and deleting equipment: each writes the change and its audit
// event in one transaction. Names are unique by their folded key ("BENCH", "bench" and "Bénch" are one
// name): checked first for a clear answer, and the unique index settles two admins saving at once.
import { addDays } from '../../../shared/calendar.js';
import { EQUIPMENT_STATUS_LABELS, type EquipmentStatus } from '../../../shared/equipment.schemas.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Db } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import { recordEvent } from '../events/events.queries.js';
import {
  deleteEquipmentById,
  type EquipmentItem,
  findEquipment,
  findEquipmentByName,
  findEquipmentDetails,
  insertEquipment,
  updateEquipmentRow,
} from './equipment.queries.js';
import { insertLogEntry, lastMaintenanceDay } from './equipment-log.queries.js';

export interface EquipmentActor {
  actorId: string;
  ip: string;
  now: Date;
  /** The gym's day (GYM_TIMEZONE) at `now`. */
  today: string;
}

export type EquipmentOutcome<T> = { ok: true; value: T } | { ok: false; reason: 'name_taken' | 'not_found' };

/** Runs a change; a unique-index violation (the same name saved at the same moment) is 'name_taken'. */
async function guardName<T>(work: () => Promise<EquipmentOutcome<T>>): Promise<EquipmentOutcome<T>> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'name_taken' };
    throw error;
  }
}

export async function addEquipment(
  db: Db,
  actor: Pick<EquipmentActor, 'actorId' | 'ip'>,
  input: { name: string; quantity: number },
): Promise<EquipmentOutcome<EquipmentItem>> {
  return guardName(() =>
    inTransaction(db, async (tx) => {
      if (await findEquipmentByName(tx, input.name)) return { ok: false, reason: 'name_taken' } as const;
      const item = await insertEquipment(tx, input);
      await recordEvent(tx, {
        type: 'admin.equipment_added',
        actorId: actor.actorId,
        subject: item.id,
        ip: actor.ip,
        detail: { name: item.name, quantity: item.quantity },
      });
      return { ok: true, value: item } as const;
    }),
  );
}

/**
 * New name, quantity or service interval. A new interval counts from the last maintenance (or from
 * today when there was none); no interval takes the item off the service list.
 */
export async function updateEquipment(
  db: Db,
  actor: EquipmentActor,
  input: { id: string; name: string; quantity: number; serviceIntervalDays: number | null },
): Promise<EquipmentOutcome<EquipmentItem>> {
  return guardName(() =>
    inTransaction(db, async (tx) => {
      const before = await findEquipmentDetails(tx, input.id);
      if (!before) return { ok: false, reason: 'not_found' } as const;
      const sameName = await findEquipmentByName(tx, input.name);
      if (sameName && sameName.id !== input.id) return { ok: false, reason: 'name_taken' } as const;
      let serviceDueOn = before.serviceDueOn;
      if (input.serviceIntervalDays !== before.serviceIntervalDays) {
        serviceDueOn =
          input.serviceIntervalDays === null
            ? null
            : addDays((await lastMaintenanceDay(tx, input.id)) ?? actor.today, input.serviceIntervalDays);
      }
      const after = {
        name: input.name,
        quantity: input.quantity,
        serviceIntervalDays: input.serviceIntervalDays,
        serviceDueOn,
      };
      await updateEquipmentRow(tx, input.id, after);
      await recordEvent(tx, {
        type: 'admin.equipment_updated',
        actorId: actor.actorId,
        subject: input.id,
        ip: actor.ip,
        detail: {
          from: { name: before.name, quantity: before.quantity, serviceIntervalDays: before.serviceIntervalDays },
          to: { name: after.name, quantity: after.quantity, serviceIntervalDays: after.serviceIntervalDays },
        },
      });
      return { ok: true, value: { id: input.id, name: after.name, quantity: after.quantity } } as const;
    }),
  );
}

/** Marks an item in service or out of order, with a 'status' entry in its log; the same status is a no-op. */
export async function setEquipmentStatus(
  db: Db,
  actor: EquipmentActor,
  input: { id: string; status: EquipmentStatus },
): Promise<EquipmentOutcome<{ status: EquipmentStatus; changed: boolean }>> {
  return inTransaction(db, async (tx) => {
    const item = await findEquipmentDetails(tx, input.id);
    if (!item) return { ok: false, reason: 'not_found' } as const;
    if (item.status === input.status) return { ok: true, value: { status: item.status, changed: false } } as const;
    await updateEquipmentRow(tx, input.id, { status: input.status });
    await insertLogEntry(tx, {
      equipmentId: input.id,
      kind: 'status',
      note: `Marked ${EQUIPMENT_STATUS_LABELS[input.status].toLowerCase()}.`,
      byUserId: actor.actorId,
      onDay: actor.today,
      now: actor.now,
    });
    await recordEvent(tx, {
      type: 'admin.equipment_status_changed',
      actorId: actor.actorId,
      subject: input.id,
      ip: actor.ip,
      detail: { name: item.name, from: item.status, to: input.status },
    });
    return { ok: true, value: { status: input.status, changed: true } } as const;
  });
}

/** Deletes the item (its log goes with it); false when there is no such item (nothing is written then). */
export async function deleteEquipment(db: Db, actor: Pick<EquipmentActor, 'actorId' | 'ip'>, id: string) {
  return inTransaction(db, async (tx) => {
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
