// Membership types an administrator can give a member. New members start as 'Standard'.
import * as z from 'zod/mini';

export const MEMBERSHIP_TYPES = ['Standard', 'Premium', 'Student', 'Senior', 'Family'] as const;
export type MembershipType = (typeof MEMBERSHIP_TYPES)[number];

export const DEFAULT_MEMBERSHIP_TYPE: MembershipType = 'Standard';

export const membershipTypeField = z.enum(MEMBERSHIP_TYPES, 'Choose a membership type.');
