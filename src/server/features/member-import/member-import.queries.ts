// The member_imports rows (a previewed file waiting for "Import N members", then its result) and the
// lookups the import makes by email.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { DbOrTx } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

/** How many emails one `in (…)` lookup carries: well inside both databases' parameter limits. */
export const LOOKUP_BATCH = 500;

export async function insertImport(
  db: DbOrTx,
  input: {
    createdBy: string;
    fileName: string;
    rowsJson: string;
    acceptedCount: number;
    refusedCount: number;
    now: Date;
  },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('memberImports')
    .values({
      id,
      createdBy: input.createdBy,
      createdAt: input.now.toISOString(),
      fileName: input.fileName,
      status: 'previewed',
      rowsJson: input.rowsJson,
      acceptedCount: input.acceptedCount,
      refusedCount: input.refusedCount,
      importedCount: null,
      importedAt: null,
    })
    .execute();
  return id;
}

export function findImport(db: DbOrTx, id: string) {
  return db
    .selectFrom('memberImports')
    .select(['id', 'status', 'rowsJson', 'acceptedCount', 'importedCount', 'importedAt', 'fileName'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Takes the import for this caller in one conditional UPDATE: of two confirmations at the same
 * moment (two tabs, two processes) exactly one gets true and writes the members.
 */
export async function claimImport(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('memberImports')
    .set({ status: 'imported', importedAt: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'previewed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The result; the rows themselves are dropped, so the names and emails are kept only in the members' own rows. */
export async function finishImport(db: DbOrTx, id: string, importedCount: number): Promise<void> {
  await db.updateTable('memberImports').set({ importedCount, rowsJson: '[]' }).where('id', '=', id).execute();
}

/** Previews nobody imported within a day: their rows (names, emails) are not kept for nothing. */
export async function deleteStalePreviews(db: DbOrTx, olderThan: Date): Promise<void> {
  await db
    .deleteFrom('memberImports')
    .where('status', '=', 'previewed')
    .where('createdAt', '<', olderThan.toISOString())
    .execute();
}

/** The accounts among these (lower-cased) emails, with their role (null: a registration awaiting approval). */
export async function accountsByEmail(db: DbOrTx, emails: readonly string[]) {
  const found = new Map<string, string | null>();
  for (let at = 0; at < emails.length; at += LOOKUP_BATCH) {
    const batch = emails.slice(at, at + LOOKUP_BATCH);
    if (batch.length === 0) continue;
    const rows = await db.selectFrom('users').select(['email', 'role']).where('email', 'in', batch).execute();
    for (const row of rows) if (row.email) found.set(row.email, row.role);
    // SQLite answers synchronously: without a pause, 40 lookups would hold the event loop in one go.
    if (!db.isTransaction) await nextTurn();
  }
  return found;
}
