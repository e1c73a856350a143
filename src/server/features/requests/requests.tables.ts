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
  email: string;
  createdAt: string;
}

export interface RequestsTables {
  memberRequests: MemberRequestsTable;
  members: MembersTable;
}
