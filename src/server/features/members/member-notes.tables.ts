/** What admins write about a member on the member's page. */
export interface MemberNotesTable {
  id: string;
  memberId: string;
  body: string;
  /** The admin who wrote it; null once that account is gone. */
  createdBy: string | null;
  createdAt: string;
}

export interface MemberNotesTables {
  memberNotes: MemberNotesTable;
}
