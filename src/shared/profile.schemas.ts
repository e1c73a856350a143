// "My profile": the member's phone, emergency contact and reminder mail, and "Change email".
import * as z from 'zod/mini';
import { cleanText, emailField, existingPasswordField, LIMITS } from './fields.js';
import { phoneOrEmptyField } from './settings.schemas.js';

export const profileDetailsInput = z.strictObject({
  phone: phoneOrEmptyField('Phone'),
  emergencyContactName: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(LIMITS.nameMax, `Emergency contact name must be at most ${LIMITS.nameMax} characters.`),
        cleanText('Emergency contact name'),
      ),
    '',
  ),
  emergencyContactPhone: phoneOrEmptyField('Emergency contact phone'),
  reminderEmails: z.boolean('Choose whether reminders are mailed.'),
});
export type ProfileDetailsInput = z.input<typeof profileDetailsInput>;

export const emailChangeInput = z.strictObject({
  newEmail: emailField,
  currentPassword: existingPasswordField,
});
export type EmailChangeInput = z.input<typeof emailChangeInput>;

/** The token of a /confirm-email link: base64url text of a bounded length. */
export const confirmEmailInput = z.strictObject({
  token: z.string().check(z.minLength(1, 'This link is not valid.'), z.maxLength(200, 'This link is not valid.')),
});

/** How long a "Change email" link works. */
export const EMAIL_CHANGE_TTL_HOURS = 24;

export const EMAIL_CHANGE_TEXTS = {
  taken: 'Another account already uses this email address.',
  same: 'This is already your email address.',
  wrongPassword: 'Current password is incorrect.',
  expired: 'This link has expired. Ask for a new one under "Change email" on My profile.',
  invalid: 'This link has already been used or is not valid. Ask for a new one on My profile if you need to.',
} as const;
