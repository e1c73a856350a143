export type RequestStatus = 'pending' | 'approved';

export interface MemberRequestsTable {
  id: string;
  userId: string;
  name: string;
  email: string;
  status: RequestStatus;
  createdAt: string;
}

/** Written when a request is approved, as the original description asks. */
export interface MembersTable {
  userId: string;
  name: string;
  /** null for a walk-in added at the desk without an email. */
  email: string | null;
  createdAt: string;
}

export interface RequestsTables {
  memberRequests: MemberRequestsTable;
  members: MembersTable;
}
