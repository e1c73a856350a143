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

/**
 * "This month" of the key numbers: the gym's month from its first day to today. The figure's link
 * opens Reports › Financial over these days, which collects the same sum.
 */
export function monthSoFar(today: string): { startDate: string; endDate: string } {
  return { startDate: `${today.slice(0, 7)}-01`, endDate: today };
}
