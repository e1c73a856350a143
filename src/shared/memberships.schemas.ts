// A member's membership: which plan, and whether it is running.
import * as z from 'zod/mini';
import { memberIdField } from './members.schemas.js';
import { planIdField } from './plans.schemas.js';

export const MEMBERSHIP_STATUSES = ['active', 'paused', 'cancelled'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const MEMBERSHIP_STATUS_LABELS: Record<MembershipStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
};

export const changePlanInput = z.strictObject({ userId: memberIdField, planId: planIdField });
export const membershipActionInput = z.strictObject({ userId: memberIdField });

export type ChangePlanInput = z.infer<typeof changePlanInput>;
