/** The audit trail: every sign-in outcome and every admin action. */
export interface EventsTable {
  id: string;
  type: string;
  /** The account that acted, when known. */
  actorId: string | null;
  /** What the action was about: an email, a user id, a record id. */
  subject: string | null;
  /** JSON with the particulars; never a password or token. */
  detail: string | null;
  ip: string | null;
  createdAt: string;
}

export interface EventsTables {
  events: EventsTable;
}
