// PT services: what a member books. A gym has a handful; the lists read the whole (small) table.
import { searchKey } from '../../../shared/search-key.js';
import type { DbOrTx } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

export interface PtService {
  id: string;
  name: string;
  description: string;
  durationMinutes: number;
  priceCents: number;
  noShowFeeCents: number;
  archived: boolean;
}

const COLUMNS = ['id', 'name', 'description', 'durationMinutes', 'priceCents', 'noShowFeeCents', 'archivedAt'] as const;

/** Services capped (a mistaken mass of rows never makes one answer huge). */
export const SERVICES_MAX = 200;

function toService(row: {
  id: string;
  name: string;
  description: string;
  durationMinutes: number;
  priceCents: number;
  noShowFeeCents: number;
  archivedAt: string | null;
}): PtService {
  const { archivedAt, ...rest } = row;
  return { ...rest, archived: archivedAt !== null };
}

/** Every service, active first, then by name. */
export function allServicesQuery(db: DbOrTx) {
  return db
    .selectFrom('ptServices')
    .select(COLUMNS)
    .orderBy((eb) => eb.case().when('archivedAt', 'is', null).then(0).else(1).end())
    .orderBy('nameKey')
    .limit(SERVICES_MAX);
}

/** The services members can book (not archived), shortest first, then by name. */
export function activeServicesQuery(db: DbOrTx) {
  return db
    .selectFrom('ptServices')
    .select(COLUMNS)
    .where('archivedAt', 'is', null)
    .orderBy('durationMinutes')
    .orderBy('nameKey')
    .limit(SERVICES_MAX);
}

export async function listAllServices(db: DbOrTx): Promise<PtService[]> {
  return (await allServicesQuery(db).execute()).map(toService);
}

export async function listActiveServices(db: DbOrTx): Promise<PtService[]> {
  return (await activeServicesQuery(db).execute()).map(toService);
}

export async function findService(db: DbOrTx, serviceId: string): Promise<PtService | undefined> {
  const row = await db.selectFrom('ptServices').select(COLUMNS).where('id', '=', serviceId).executeTakeFirst();
  return row && toService(row);
}

export async function findServiceByName(db: DbOrTx, name: string) {
  return db.selectFrom('ptServices').select('id').where('nameKey', '=', searchKey(name)).executeTakeFirst();
}

export interface ServiceFields {
  name: string;
  description: string;
  durationMinutes: number;
  priceCents: number;
  noShowFeeCents: number;
}

export async function insertService(db: DbOrTx, service: ServiceFields, now: Date): Promise<string> {
  const id = newId();
  await db
    .insertInto('ptServices')
    .values({ id, ...service, nameKey: searchKey(service.name), archivedAt: null, createdAt: now.toISOString() })
    .execute();
  return id;
}

export async function updateServiceRow(db: DbOrTx, serviceId: string, service: ServiceFields): Promise<void> {
  await db
    .updateTable('ptServices')
    .set({ ...service, nameKey: searchKey(service.name) })
    .where('id', '=', serviceId)
    .execute();
}

export async function setServiceArchived(db: DbOrTx, serviceId: string, archivedAt: string | null): Promise<void> {
  await db.updateTable('ptServices').set({ archivedAt }).where('id', '=', serviceId).execute();
}
