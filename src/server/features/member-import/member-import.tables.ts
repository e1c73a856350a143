export type MemberImportStatus = 'previewed' | 'imported';

/** A CSV of members checked and previewed; nothing is written until "Import N members". */
export interface MemberImportsTable {
  id: string;
  createdBy: string | null;
  createdAt: string;
  fileName: string;
  status: MemberImportStatus;
  /** The accepted rows, as JSON, so whichever process gets the confirmation can carry it out. */
  rowsJson: string;
  acceptedCount: number;
  refusedCount: number;
  importedCount: number | null;
  importedAt: string | null;
}

export interface MemberImportTables {
  memberImports: MemberImportsTable;
}
