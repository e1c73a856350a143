// The item's log beyond status changes: maintenance an admin did (which restarts the service interval)
// and problems members report. Each entry and its event are written in one transaction.
import { addDays } from '../../../shared/calendar.js';
import type { Db } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import { recordEvent } from '../events/events.queries.js';
import { findEquipmentDetails, updateEquipmentRow } from './equipment.queries.js';
import type { EquipmentActor } from './equipment.service.js';
import { type EquipmentLogEntry, insertLogEntry, lastMaintenanceDay } from './equipment-log.queries.js';

export type UpkeepOutcome = { ok: true; entry: EquipmentLogEntry } | { ok: false; reason: 'not_found' | 'future_date' };

/**
 * Logs maintenance done on a gym day (today or earlier). With a service interval, the next service is
 * due that many days after the latest maintenance, so a back-dated entry never pulls it earlier.
 */
export async function logMaintenance(
  db: Db,
  actor: EquipmentActor,
  input: { id: string; onDay: string; note: string },
): Promise<UpkeepOutcome> {
  if (input.onDay > actor.today) return { ok: false, reason: 'future_date' };
  return inTransaction(db, async (tx) => {
    const item = await findEquipmentDetails(tx, input.id);
    if (!item) return { ok: false, reason: 'not_found' } as const;
    const entry = await insertLogEntry(tx, {
      equipmentId: input.id,
      kind: 'maintenance',
      note: input.note,
      byUserId: actor.actorId,
      onDay: input.onDay,
      now: actor.now,
    });
    if (item.serviceIntervalDays !== null) {
      const last = (await lastMaintenanceDay(tx, input.id)) ?? input.onDay;
      await updateEquipmentRow(tx, input.id, { serviceDueOn: addDays(last, item.serviceIntervalDays) });
    }
    await recordEvent(tx, {
      type: 'admin.equipment_maintenance_logged',
      actorId: actor.actorId,
      subject: input.id,
      ip: actor.ip,
      detail: { name: item.name, onDay: input.onDay },
    });
    return { ok: true, entry } as const;
  });
}

/** A member's report of a problem, on today's gym day, signed with their name. */
export async function reportProblem(
  db: Db,
  actor: EquipmentActor,
  input: { id: string; note: string },
): Promise<UpkeepOutcome> {
  return inTransaction(db, async (tx) => {
    const item = await findEquipmentDetails(tx, input.id);
    if (!item) return { ok: false, reason: 'not_found' } as const;
    const entry = await insertLogEntry(tx, {
      equipmentId: input.id,
      kind: 'problem',
      note: input.note,
      byUserId: actor.actorId,
      onDay: actor.today,
      now: actor.now,
    });
    await recordEvent(tx, {
      type: 'member.equipment_problem_reported',
      actorId: actor.actorId,
      subject: input.id,
      ip: actor.ip,
      detail: { name: item.name, entryId: entry.id },
    });
    return { ok: true, entry } as const;
  });
}
