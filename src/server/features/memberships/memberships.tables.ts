import type { MembershipStatus } from '../../../shared/memberships.schemas.js';

/** One per member: the plan, its billing schedule, and whether it runs. Dates are the gym's days. */
export interface MembershipsTable {
  userId: string;
  planId: string;
  /** A plan change waiting for the current period to end. */
  nextPlanId: string | null;
  status: MembershipStatus;
  /** Periods are counted from this day's month… */
  billingAnchor: string;
  /** …on this day of each month (or the month's last day): the 31st stays the 31st after a short month. */
  billingDay: number;
  /** The first day of the first period not yet billed; null on a plan with no recurring bill. */
  nextBillDate: string | null;
  pausedOn: string | null;
  /** Cancelled: paid up to, not including, this day. */
  endsOn: string | null;
  /** 8 characters from an alphabet with no look-alikes; typed or scanned at the front desk. */
  memberCode: string;
  createdAt: string;
  updatedAt: string;
}

export interface MembershipsTables {
  memberships: MembershipsTable;
}
