import type { Generated } from 'kysely';

export type PauseRequestStatus = 'pending' | 'approved' | 'declined' | 'withdrawn';

/** A member's request to pause between two of the gym's days (both included). */
export interface PauseRequestsTable {
  id: string;
  memberId: string;
  startsOn: string;
  endsOn: string;
  status: PauseRequestStatus;
  note: Generated<string>;
  createdAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  /** When the membership was paused for it, and resumed after it. */
  startedAt: string | null;
  endedAt: string | null;
}

export interface PausesTables {
  pauseRequests: PauseRequestsTable;
}
