// PT services: created, edited, archived and restored by management, each with its event. Names are
// unique whatever their case and accents (searchKey); prices are in the gym's currency.
import { isUniqueViolation } from '../../db/errors.js';
import type { Db } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import { TRPCError } from '../../trpc/init.js';
import { recordEvent } from '../events/events.queries.js';
import {
  findService,
  findServiceByName,
  insertService,
  type PtService,
  type ServiceFields,
  setServiceArchived,
  updateServiceRow,
} from './pt-services.queries.js';

interface Actor {
  adminId: string;
  ip: string;
  now: Date;
}

function nameTaken(name: string): TRPCError {
  const message = `A service named "${name}" already exists.`;
  return new TRPCError({ code: 'CONFLICT', message, cause: { issues: [{ path: ['name'], message }] } });
}

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Service not found.' });

export async function createService(db: Db, actor: Actor, fields: ServiceFields): Promise<PtService> {
  try {
    return await inTransaction(db, async (tx) => {
      if (await findServiceByName(tx, fields.name)) throw nameTaken(fields.name);
      const id = await insertService(tx, fields, actor.now);
      await recordEvent(tx, {
        type: 'admin.pt_service_created',
        actorId: actor.adminId,
        subject: id,
        ip: actor.ip,
        detail: { name: fields.name, durationMinutes: fields.durationMinutes, priceCents: fields.priceCents },
      });
      return { id, ...fields, archived: false };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(fields.name);
    throw error;
  }
}

/** A new price or length applies to what is booked from now on: an appointment keeps its own. */
export async function updateService(db: Db, actor: Actor, serviceId: string, fields: ServiceFields) {
  try {
    return await inTransaction(db, async (tx) => {
      const before = await findService(tx, serviceId);
      if (!before) throw notFound();
      const same = await findServiceByName(tx, fields.name);
      if (same && same.id !== serviceId) throw nameTaken(fields.name);
      await updateServiceRow(tx, serviceId, fields);
      const { id: _id, archived: _archived, ...from } = before;
      await recordEvent(tx, {
        type: 'admin.pt_service_updated',
        actorId: actor.adminId,
        subject: serviceId,
        ip: actor.ip,
        detail: { from: { ...from, description: undefined }, to: { ...fields, description: undefined } },
      });
      return { ...before, ...fields };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(fields.name);
    throw error;
  }
}

export async function archiveService(db: Db, actor: Actor, serviceId: string, archived: boolean) {
  return inTransaction(db, async (tx) => {
    const service = await findService(tx, serviceId);
    if (!service) throw notFound();
    if (service.archived !== archived) {
      await setServiceArchived(tx, serviceId, archived ? actor.now.toISOString() : null);
      await recordEvent(tx, {
        type: archived ? 'admin.pt_service_archived' : 'admin.pt_service_restored',
        actorId: actor.adminId,
        subject: serviceId,
        ip: actor.ip,
        detail: { name: service.name },
      });
    }
    return { ...service, archived };
  });
}
