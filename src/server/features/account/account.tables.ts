/** "Change my email": a link sent to the new address; single use, stored hashed, with an expiry. */
export interface EmailChangesTable {
  tokenHash: string;
  userId: string;
  newEmail: string;
  expiresAt: string;
  createdAt: string;
}

export type AccountClosureStatus = 'requested' | 'erased' | 'withdrawn';

/** "Close my account": asked for by the member, carried out (erased) by an admin. */
export interface AccountClosuresTable {
  userId: string;
  status: AccountClosureStatus;
  requestedAt: string;
  /** n of "Former member #<n>", unique; set when the account is erased. */
  formerNumber: number | null;
  decidedBy: string | null;
  decidedAt: string | null;
}

export interface AccountTables {
  emailChanges: EmailChangesTable;
  accountClosures: AccountClosuresTable;
}
