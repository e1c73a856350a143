// Adding an admin note: the note and its event in one transaction, and only on a member's page.
import type { Db } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import { recordEvent } from '../events/events.queries.js';
import { findMemberNote, insertMemberNote } from './member-notes.queries.js';
import { isMember } from './members.service.js';

export interface NoteAct {
  adminId: string;
  ip: string;
  now: Date;
}

/** The new note with its writer's name, or null when `memberId` is not a member. */
export async function addMemberNote(db: Db, input: { memberId: string; body: string }, act: NoteAct) {
  return inTransaction(db, async (tx) => {
    if (!(await isMember(tx, input.memberId))) return null;
    const noteId = await insertMemberNote(tx, {
      memberId: input.memberId,
      body: input.body,
      createdBy: act.adminId,
      createdAt: act.now.toISOString(),
    });
    // The note's text stays in member_notes; the event says that one was written, and how long.
    await recordEvent(tx, {
      type: 'admin.member_note_added',
      actorId: act.adminId,
      subject: input.memberId,
      detail: { noteId, length: input.body.length },
      ip: act.ip,
    });
    return findMemberNote(tx, noteId);
  });
}
