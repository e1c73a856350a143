// The one settings row: read whole when a process's copy is out of date, its version alone to find
// that out, and written a section at a time with the version raised in the same statement.

import type { Selectable, Updateable } from 'kysely';
import type { DbOrTx } from '../../db/schema.js';
import type { GymSettingsTable } from './settings.tables.js';

/** The row without the logo's bytes, which only the logo route reads. */
export type SettingsRow = Omit<Selectable<GymSettingsTable>, 'logoBase64'>;
export type SettingsChanges = Omit<Updateable<GymSettingsTable>, 'id' | 'version' | 'updatedAt'>;

const ROW_ID = 1;

const ROW_COLUMNS = [
  'id',
  'version',
  'name',
  'tagline',
  'street',
  'city',
  'phone',
  'email',
  'website',
  'about',
  'hoursJson',
  'logoType',
  'logoVersion',
  'currency',
  'locale',
  'taxName',
  'taxRateBp',
  'taxId',
  'receiptFooter',
  'timeZone',
  'billingDueDays',
  'checkinGraceDays',
  'bookingCancelHours',
  'checklistHidden',
  'waiverText',
  'waiverVersion',
  'waiverUpdatedAt',
  'pauseAutoApprove',
  'classReminderHours',
  'weightUnit',
  'updatedAt',
] as const satisfies readonly (keyof SettingsRow)[];

export function readSettingsRow(db: DbOrTx): Promise<SettingsRow | undefined> {
  return db.selectFrom('gymSettings').select(ROW_COLUMNS).where('id', '=', ROW_ID).executeTakeFirst();
}

export async function readSettingsVersion(db: DbOrTx): Promise<number | null> {
  const row = await db.selectFrom('gymSettings').select('version').where('id', '=', ROW_ID).executeTakeFirst();
  return row?.version ?? null;
}

/** Writes the first row unless there is one: the environment seeds the settings once. */
export async function insertFirstSettings(
  db: DbOrTx,
  row: Omit<
    GymSettingsTable,
    | 'id'
    | 'version'
    | 'checklistHidden'
    | 'waiverText'
    | 'waiverVersion'
    | 'waiverUpdatedAt'
    | 'pauseAutoApprove'
    | 'classReminderHours'
    | 'weightUnit'
  >,
): Promise<void> {
  await db
    .insertInto('gymSettings')
    .values({ ...row, id: ROW_ID, version: 1 })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** Saves a section's fields and raises the version; returns the new version. */
export async function updateSettingsRow(db: DbOrTx, changes: SettingsChanges, now: Date): Promise<number> {
  const row = await db
    .updateTable('gymSettings')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1), updatedAt: now.toISOString() }))
    .where('id', '=', ROW_ID)
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

/** Marks the logo as saved at `version` (the version its save raised the settings to). */
export async function setLogoVersion(db: DbOrTx, version: number): Promise<void> {
  await db.updateTable('gymSettings').set({ logoVersion: version }).where('id', '=', ROW_ID).execute();
}

/** The logo's bytes and type, or undefined when the gym has none. */
export function readLogo(db: DbOrTx) {
  return db
    .selectFrom('gymSettings')
    .select(['logoBase64', 'logoType', 'logoVersion'])
    .where('id', '=', ROW_ID)
    .where('logoBase64', 'is not', null)
    .executeTakeFirst();
}

/**
 * Whether any amount has been written in the gym's currency: a bill, a payment or a plan's price.
 * Amounts are stored in the currency's minor unit, so a later currency would read them wrongly.
 */
export async function moneyRecorded(db: DbOrTx): Promise<boolean> {
  // Each stops at the first row it finds.
  const checks = [
    () => db.selectFrom('bills').select('id').limit(1).executeTakeFirst(),
    () => db.selectFrom('payments').select('id').limit(1).executeTakeFirst(),
    () => db.selectFrom('plans').select('id').where('priceCents', '<>', 0).limit(1).executeTakeFirst(),
  ];
  for (const check of checks) if (await check()) return true;
  return false;
}
