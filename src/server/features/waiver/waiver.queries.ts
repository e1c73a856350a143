// Waiver acceptances, and the waiver's text in the settings row. The text is saved here rather than
// through a settings section because its version is the waiver's own counter: it moves only when the
// text changes, in the same statement that compares it, so two admins saving at once cannot give two
// texts one version.
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

const SETTINGS_ROW_ID = 1;

/**
 * Saves a changed text: a non-empty one raises the waiver's version by one; an empty one removes the
 * waiver and keeps the version (a later waiver gets a new number, never an old one's). Returns the
 * new settings version, or null when the text was the same.
 */
export async function saveWaiverText(db: DbOrTx, text: string, now: Date): Promise<number | null> {
  const at = now.toISOString();
  const row = await db
    .updateTable('gymSettings')
    .set((eb) => ({
      waiverText: text,
      waiverVersion: text === '' ? eb.ref('waiverVersion') : eb('waiverVersion', '+', 1),
      waiverUpdatedAt: at,
      version: eb('version', '+', 1),
      updatedAt: at,
    }))
    .where('id', '=', SETTINGS_ROW_ID)
    .where(sql<boolean>`waiver_text <> ${text}`)
    .returning('version')
    .executeTakeFirst();
  return row?.version ?? null;
}

export async function insertWaiverAcceptance(
  db: DbOrTx,
  row: { userId: string; version: number; typedName: string; acceptedAt: string; ip: string | null },
): Promise<void> {
  await db
    .insertInto('waiverAcceptances')
    .values({ id: newId(), ...row })
    .execute();
}

/** The member's latest acceptance (the highest version; the latest time within it). */
export function latestWaiverAcceptance(db: DbOrTx, userId: string) {
  return db
    .selectFrom('waiverAcceptances')
    .select(['version', 'acceptedAt', 'ip'])
    .where('userId', '=', userId)
    .orderBy('version', 'desc')
    .orderBy('acceptedAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function hasAcceptedVersion(db: DbOrTx, userId: string, version: number): Promise<boolean> {
  const row = await db
    .selectFrom('waiverAcceptances')
    .select('id')
    .where('userId', '=', userId)
    .where('version', '=', version)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
