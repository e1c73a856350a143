// What the admin dashboard's strip shows. Money is integer cents; "today" is the gym's day.
export interface KeyNumbers {
  /** The gym's day (YYYY-MM-DD) the figures are for. */
  today: string;
  pendingRequests: number;
  activeMembers: number;
  collectedThisMonthCents: number;
  outstandingCents: number;
  checkInsToday: number;
}
