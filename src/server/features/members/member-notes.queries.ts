// Admin notes on a member's page: written once, listed newest first.
import type { DbOrTx } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import type { KeysetAfter } from './member-page.queries.js';

export async function insertMemberNote(
  db: DbOrTx,
  note: { memberId: string; body: string; createdBy: string; createdAt: string },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('memberNotes')
    .values({ id, ...note })
    .execute();
  return id;
}

const NOTE_COLUMNS = [
  'memberNotes.id',
  'memberNotes.body',
  'memberNotes.createdAt',
  'users.name as createdByName',
] as const;

/** One note with its writer's name. */
export async function findMemberNote(db: DbOrTx, noteId: string) {
  return db
    .selectFrom('memberNotes')
    .leftJoin('users', 'users.id', 'memberNotes.createdBy')
    .select(NOTE_COLUMNS)
    .where('memberNotes.id', '=', noteId)
    .executeTakeFirstOrThrow();
}

/** One page of the member's notes, newest first (member_notes_member_created_idx). */
export function memberNotesQuery(db: DbOrTx, memberId: string, after: KeysetAfter | null, limit: number) {
  let query = db
    .selectFrom('memberNotes')
    .leftJoin('users', 'users.id', 'memberNotes.createdBy')
    .select(NOTE_COLUMNS)
    .where('memberNotes.memberId', '=', memberId);
  if (after) {
    query = query
      .where('memberNotes.createdAt', '<=', after.at)
      .where((eb) => eb.or([eb('memberNotes.createdAt', '<', after.at), eb('memberNotes.id', '<', after.id)]));
  }
  return query.orderBy('memberNotes.createdAt', 'desc').orderBy('memberNotes.id', 'desc').limit(limit);
}
