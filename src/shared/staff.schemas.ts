// The Staff section's forms and procedures, and the public "set your password" page that an
// invitation links to. Shared so the forms and the server give the same message for one mistake.
import * as z from 'zod/mini';
import { tokenWithNewPassword } from './auth.schemas.js';
import { emailField, idField, nameField } from './fields.js';
import { MESSAGES } from './messages.js';
import { pageFields } from './pagination.js';
import { STAFF_ROLES } from './roles.js';

export const STAFF_MESSAGES = {
  emailTaken: 'This email already belongs to an account.',
  notFound: 'Staff member not found.',
  lastAdmin: 'The gym must keep at least one admin who can sign in. Make someone else an admin first.',
  passwordAlreadySet: 'This person has already set a password.',
  invitationUnusable: 'This invitation link is not usable.',
  roleRequired: 'Choose a role.',
} as const;

const roleField = z.enum(STAFF_ROLES, { error: STAFF_MESSAGES.roleRequired });
const staffIdField = idField('Staff member', { missing: STAFF_MESSAGES.notFound, unknown: STAFF_MESSAGES.notFound });

export const staffListInput = z.strictObject(pageFields);

export const inviteStaffInput = z.strictObject({ name: nameField, email: emailField, role: roleField });

export const changeRoleInput = z.strictObject({ userId: staffIdField, role: roleField });

export const staffMemberInput = z.strictObject({ userId: staffIdField });

const invitationTokenField = z
  .string()
  .check(z.minLength(1, STAFF_MESSAGES.invitationUnusable), z.maxLength(200, STAFF_MESSAGES.invitationUnusable));

export const checkInvitationInput = z.strictObject({ token: invitationTokenField });

export const acceptInvitationInput = tokenWithNewPassword(invitationTokenField, {
  confirmRequired: 'Confirm Password is required.',
  mismatch: MESSAGES.signUpPasswordMismatch,
});

export type InviteStaffInput = z.infer<typeof inviteStaffInput>;
